import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema/contact.schema';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { siteVerifyCaptcha } from '../../server/services/common/contact/captcha';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// docs/rules/content-pages.md#the-contact-page: the contact page's message is stored, queued in the outbox for the company's inbox with an
// acknowledgement to the sender, refused without the privacy consent or on bad input, and rate limited.

const INBOX = 'inbox@contact.test';
const message = {
  name: 'Lucía Pérez',
  email: 'lucia@example.com',
  phone: '3221234567',
  topic: 'luggage',
  reservation_code: 'abc123',
  message: 'Olvidé una chamarra en el autobús de las 10:30 a Guadalajara.',
  privacy: true,
};
let clients = 0;
/** Each call from its own client address (trustProxy 1), unless `from` names one: counts are per client. */
const send = (app: TestApp['app'], body: unknown, lang = 'es', from = `10.0.0.${(clients += 1)}`) =>
  call(app, '/api/common/contact/message', { method: 'POST', body, lang, headers: { 'x-forwarded-for': from } });

describe.each(engines)('contact message on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { contactInbox: INBOX, trustProxy: 1 });
  });
  afterAll(() => t.close());

  it('stores the message and queues it for the inbox, with an acknowledgement in the page language', async () => {
    const answer = await send(t.app, message, 'en');
    expect(answer.status).toBe(200);
    const receipt = answer.body.content.data as { id: number; received_at: string };
    expect(receipt.id).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ id: receipt.id, email: 'lucia@example.com', topic: 'luggage', reservationCode: 'ABC123', lang: 'en' });
    const mails = await createDrizzleOutbox(t.database.db, t.clock).list();
    const inbox = mails.find((m) => m.recipient === INBOX);
    expect(inbox?.subject).toBe(`Contacto #${receipt.id}: Equipaje`);
    expect(inbox?.body).toContain('Olvidé una chamarra');
    const ack = mails.find((m) => m.recipient === 'lucia@example.com');
    expect(ack?.subject).toBe(`We received your message (reference ${receipt.id})`);
  });

  it('refuses a message without the privacy consent, and stores nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const answer = await send(t.app, { ...message, privacy: false });
    expect(answer.status).toBe(400);
    expect(answer.body.content.errors[0]).toMatchObject({ code: 'privacy_not_accepted', field: 'privacy', message: 'Debes aceptar el aviso de privacidad para enviar tu mensaje' });
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it.each([
    ['email', { ...message, email: 'not-an-address' }],
    ['message', { ...message, message: 'corto' }],
    ['topic', { ...message, topic: 'lottery' }],
    ['phone', { ...message, phone: '12345' }],
    ['name', { ...message, name: '   ' }],
  ])('refuses a bad %s with invalid_request naming it', async (field, body) => {
    const answer = await send(t.app, body);
    expect(answer.status).toBe(400);
    expect(answer.body.content.errors[0]).toMatchObject({ code: 'invalid_request', field });
  });

  it('answers 429 too_many_requests past the limit of five an hour per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(t.app, { ...message, privacy: false }, 'es', '10.9.9.9')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe.each(engines)('contact captcha on $name', (engine) => {
  let t: TestApp;
  // Configured but unreachable: a provider that does not vouch for the token refuses the message.
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { captcha: { secret: 's', verifyUrl: 'http://127.0.0.1:9/siteverify' } });
  });
  afterAll(() => t.close());

  it('requires a token the provider accepts once a captcha is configured', async () => {
    const missing = await send(t.app, message);
    expect(missing.body.content.errors[0]).toMatchObject({ code: 'captcha_failed', field: 'captcha_token' });
    const unverified = await send(t.app, { ...message, captcha_token: 'token' });
    expect(unverified.status).toBe(400);
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
  });
});

describe('site-verify captcha adapter', () => {
  const answering = (success: boolean) => (async () => new Response(JSON.stringify({ success }), { status: 200 })) as unknown as typeof fetch;
  it('passes what the provider accepts and refuses the rest', async () => {
    const settings = { secret: 's', verifyUrl: 'https://captcha.test/siteverify' };
    expect(await siteVerifyCaptcha(settings, answering(true)).verify('t')).toBe(true);
    expect(await siteVerifyCaptcha(settings, answering(false)).verify('t')).toBe(false);
  });
});
