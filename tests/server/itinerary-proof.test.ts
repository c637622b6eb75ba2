import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationLinks, reservations } from '../../server/db/schema/reservations.schema';
import { reservationProofCodes } from '../../server/db/schema/reservation-proof.schema';
import { outboxMessages } from '../../server/db/schema/outbox.schema';
import { defaultServerConfig } from '../../server/platform/config';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, contact, pay, readyToPay } from './support/payments';
import { emailLinkToken, lastProofCode } from './support/proof';

// Decision 063: a code and a surname read a reservation (the trip, never the contact's e-mail or phone) and change
// nothing; changing needs the proof of the contact: the confirmation e-mail's link, or a one-time code sent to the
// booking's e-mail or phone. Codes expire, are used once, and are limited per reservation; a lookup writes nothing.

const STRANGER = { flowToken: null } as const;
const SURNAME = encodeURIComponent(contact.last_name);
const PHONE = '+523221234567';
type Found = { read_token: string; proof: boolean; contact: { email: string | null; phone: string | null } };

const lookup = (t: TestApp, query: string) => call(t.app, `/api/itinerary/reservation/data?${query}`, STRANGER);
const post = (t: TestApp, path: string, body: unknown) => call(t.app, `/api/itinerary/reservation/${path}`, { ...STRANGER, method: 'POST', body });
const sendCode = (t: TestApp, code: string, body: Record<string, unknown>) => post(t, `${code}/proof_code`, body);
const prove = (t: TestApp, code: string, body: Record<string, unknown>) => post(t, `${code}/proof`, body);
const quote = (t: TestApp, code: string, token: string) => call(t.app, `/api/itinerary/reservation/${code}/cancellation?token=${token}`, STRANGER);
const errorCodes = (res: { body: { content: { errors: Array<{ code: string }> } } }) => res.body.content.errors.map((e) => e.code);

async function paid(t: TestApp, date: string, seat: number): Promise<{ code: string; readToken: string }> {
  const code = await readyToPay(t, { date, seats: [seat] });
  await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
  const found = await lookup(t, `code=${code}&last_name=${SURNAME}`);
  return { code, readToken: (found.body.content.data as Found).read_token };
}

const unlimited = { points: 1_000_000, windowSeconds: 900 };

describe.each(engines)('itinerary: a surname reads, proof of the contact acts ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: unlimited, lookups: unlimited } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a surname or the read token cannot cancel nor change: 403 proof_required; a wrong token is the one 404', async () => {
    const { code, readToken } = await paid(t, '2026-03-20', 5);
    const refused = await quote(t, code, readToken);
    expectMatchesContract('itinerary', 'itineraryCancellation', refused.status, refused.body);
    expect([refused.status, errorCodes(refused)]).toEqual([403, ['proof_required']]);
    expect((await post(t, `${code}/cancel`, { token: readToken })).status).toBe(403);
    const ticket = (await t.database.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.code, code)))[0]!;
    expect((await call(t.app, `/api/itinerary/reservation/${code}/schedules?token=${readToken}&ticket_id=${ticket.id}&date=2026-03-21`, STRANGER)).status).toBe(403);
    expect(errorCodes(await quote(t, code, 'A'.repeat(22)))).toEqual(['reservation_not_found']);
    // The e-mail's link proves the contact.
    expect((await quote(t, code, await emailLinkToken(t, code))).status).toBe(200);
  });

  it('a lookup writes nothing: no link token, no code, no message, however often', async () => {
    const { code, readToken } = await paid(t, '2026-03-20', 6);
    const rows = async () => [
      (await t.database.db.select({ n: count() }).from(reservationLinks))[0]!.n,
      (await t.database.db.select({ n: count() }).from(reservationProofCodes))[0]!.n,
      (await t.database.db.select({ n: count() }).from(outboxMessages))[0]!.n,
    ];
    const before = await rows();
    for (const query of [`code=${code}&last_name=${SURNAME}`, `code=${code}&token=${readToken}`, `code=${code}&token=${await emailLinkToken(t, code)}`]) {
      expect((await lookup(t, query)).status).toBe(200);
    }
    expect(await rows()).toEqual(before);
  });

  it('a code by e-mail proves the contact: masked where it went, typed back it gives a link token that acts', async () => {
    const { code, readToken } = await paid(t, '2026-03-20', 7);
    const sent = await sendCode(t, code, { token: readToken, channel: 'email' });
    expectMatchesContract('itinerary', 'itinerarySendProofCode', sent.status, sent.body);
    expect(sent.body.content.data).toMatchObject({ channel: 'email', sent_to: 'an***@example.mx' });
    const proved = await prove(t, code, { token: readToken, proof_code: await lastProofCode(t, contact.email) });
    expectMatchesContract('itinerary', 'itineraryProveContact', proved.status, proved.body);
    const { link_token: token } = proved.body.content.data as { link_token: string };
    expect((await quote(t, code, token)).status).toBe(200);
    expect(((await lookup(t, `code=${code}&token=${token}`)).body.content.data as Found).proof).toBe(true);
  });

  it('a code by SMS, asked with the surname, goes to the booking phone', async () => {
    const { code } = await paid(t, '2026-03-20', 8);
    const sent = await sendCode(t, code, { last_name: contact.last_name, channel: 'sms' });
    expect(sent.body.content.data).toMatchObject({ channel: 'sms', sent_to: '•••• 4567' });
    const proved = await prove(t, code, { last_name: contact.last_name, proof_code: await lastProofCode(t, PHONE) });
    expect(proved.status).toBe(200);
  });

  it('an SMS goes to E.164, for a reservation kept from before with 10 digits (+52) and for a visitor’s number', async () => {
    const { code } = await paid(t, '2026-03-20', 10);
    for (const [stored, to] of [['3229876543', '+523229876543'], ['+14155550123', '+14155550123']] as const) {
      await t.database.db.update(reservations).set({ contactCellPhone: stored }).where(eq(reservations.code, code));
      expect((await sendCode(t, code, { last_name: contact.last_name, channel: 'sms' })).status).toBe(200);
      expect((await prove(t, code, { last_name: contact.last_name, proof_code: await lastProofCode(t, to) })).status).toBe(200);
    }
  });

  it('a code is used once, expires after 10 minutes, and only the latest works', async () => {
    const { code, readToken } = await paid(t, '2026-03-20', 9);
    await sendCode(t, code, { token: readToken, channel: 'email' });
    const first = await lastProofCode(t, contact.email);
    expect((await prove(t, code, { token: readToken, proof_code: first })).status).toBe(200);
    const again = await prove(t, code, { token: readToken, proof_code: first });
    expect([again.status, errorCodes(again)]).toEqual([400, ['proof_code_invalid']]);

    await sendCode(t, code, { token: readToken, channel: 'email' });
    const older = await lastProofCode(t, contact.email);
    await sendCode(t, code, { token: readToken, channel: 'email' });
    const latest = await lastProofCode(t, contact.email);
    if (older !== latest) expect((await prove(t, code, { token: readToken, proof_code: older })).status).toBe(400);
    t.clock.advance(10 * 60_000 + 1);
    expect(errorCodes(await prove(t, code, { token: readToken, proof_code: latest }))).toEqual(['proof_code_invalid']);
    t.clock.set(TEST_NOW);
  });

  it('wrong tries are limited per reservation: after five, even the right code is refused', async () => {
    const { code, readToken } = await paid(t, '2026-03-21', 5);
    await sendCode(t, code, { token: readToken, channel: 'email' });
    const right = await lastProofCode(t, contact.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await prove(t, code, { token: readToken, proof_code: wrong })).status).toBe(400);
    // The fifth wrong try is the reservation's limit of tries in the hour too.
    expect((await prove(t, code, { token: readToken, proof_code: wrong })).status).toBe(400);
    expect((await prove(t, code, { token: readToken, proof_code: right })).status).toBe(429);
  });

  it('sends are limited per reservation: the sixth in an hour is 429 with Retry-After', async () => {
    const { code, readToken } = await paid(t, '2026-03-21', 6);
    for (let i = 0; i < 5; i++) expect((await sendCode(t, code, { token: readToken, channel: 'email' })).status).toBe(200);
    const limited = await sendCode(t, code, { token: readToken, channel: 'email' });
    expect([limited.status, errorCodes(limited)]).toEqual([429, ['too_many_requests']]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another reservation's contact is not held up.
    const other = await paid(t, '2026-03-21', 7);
    expect((await sendCode(t, other.code, { token: other.readToken, channel: 'email' })).status).toBe(200);
  });

  it('a stranger without a surname or token gets the one 404 and no code is sent', async () => {
    const { code } = await paid(t, '2026-03-21', 8);
    const before = (await t.database.db.select({ n: count() }).from(reservationProofCodes))[0]!.n;
    const refused = await sendCode(t, code, { last_name: 'Ibarra X', channel: 'email' });
    expect([refused.status, errorCodes(refused)]).toEqual([404, ['reservation_not_found']]);
    expect((await t.database.db.select({ n: count() }).from(reservationProofCodes))[0]!.n).toBe(before);
  });
});

describe.each(engines)('itinerary: every lookup is rate limited, found or not ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookups: { points: 3, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the fourth successful lookup from one client with too_many_requests', async () => {
    const code = await readyToPay(t, { date: '2026-03-22', seats: [5] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` });
    for (let i = 0; i < 3; i++) expect((await lookup(t, `code=${code}&last_name=${SURNAME}`)).status).toBe(200);
    const refused = await lookup(t, `code=${code}&last_name=${SURNAME}`);
    expect([refused.status, errorCodes(refused)]).toEqual([429, ['too_many_requests']]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
