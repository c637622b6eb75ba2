import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultServerConfig } from '../../server/platform/config';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, contact, pay, readyToPay, stored } from './support/payments';
import { emailLinkToken } from './support/proof';

// docs/rules/my-reservation.md#resending-the-e-mail: my reservation queues the confirmation e-mail again (outbox) to the
// contact, opened by the link token; three per reservation per hour, then 429 with Retry-After.

const STRANGER = { flowToken: null } as const;

async function linkToken(t: TestApp, code: string): Promise<string> {
  const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, STRANGER);
  expect(found.status).toBe(200);
  return emailLinkToken(t, code);
}
const resend = (t: TestApp, code: string, token: string, lang = 'es') =>
  call(t.app, `/api/itinerary/reservation/${code}/resend_email`, { ...STRANGER, method: 'POST', body: { token }, lang });
const confirmations = async (t: TestApp, code: string) => (await stored(t, code)).emails.filter((m) => m.template === 'ticket_confirmation');

describe.each(engines)('itinerary: resend the confirmation e-mail ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('queues the confirmation e-mail once more to the contact, with the tickets PDF, and says where (masked)', async () => {
    const code = await readyToPay(t, { date: '2026-03-24', seats: [21] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    const before = await confirmations(t, code);
    expect(before).toHaveLength(1);
    const token = await linkToken(t, code);

    const res = await resend(t, code, token);
    expectMatchesContract('itinerary', 'itineraryResendEmail', res.status, res.body);
    expect(res.status).toBe(200);
    expect(res.body.content.data).toEqual({ sent_to: 'an***@example.mx' });
    const after = await confirmations(t, code);
    expect(after).toHaveLength(2);
    const resent = after.find((m) => !before.some((b) => b.id === m.id))!;
    expect(resent.recipient).toBe(contact.email);
    expect(resent.status).toBe('pending');
    expect(resent.body).toContain(`${code}-1`);
    expect(JSON.stringify(resent.payload)).toContain(`${code}`);
  });

  it('answers a wrong token as not found and sends nothing', async () => {
    const code = await readyToPay(t, { date: '2026-03-25', seats: [22] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    const res = await resend(t, code, 'A'.repeat(43));
    expect([res.status, res.body.content.errors[0]?.code]).toEqual([404, 'reservation_not_found']);
    expect(await confirmations(t, code)).toHaveLength(1);
  });

  it('allows three per reservation per hour, then 429 too_many_requests with Retry-After and nothing queued', async () => {
    const code = await readyToPay(t, { date: '2026-03-26', seats: [23] });
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    const token = await linkToken(t, code);
    for (let i = 0; i < 3; i += 1) expect((await resend(t, code, token)).status).toBe(200);
    const limited = await resend(t, code, token, 'en');
    expectMatchesContract('itinerary', 'itineraryResendEmail', limited.status, limited.body);
    expect(limited.status).toBe(429);
    expect(limited.body.content.errors).toEqual([{ code: 'too_many_requests', message: 'Too many attempts. Please wait a moment and try again' }]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await confirmations(t, code)).toHaveLength(4);
  });

  it('marks cancelled tickets CANCELADO in the resent e-mail', async () => {
    const code = await readyToPay(t, { date: '2026-03-27', seats: [24] });
    await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` });
    const token = await linkToken(t, code);
    expect((await call(t.app, `/api/itinerary/reservation/${code}/cancel`, { ...STRANGER, method: 'POST', body: { token } })).status).toBe(200);
    expect((await resend(t, code, token)).status).toBe(200);
    const last = (await confirmations(t, code)).at(-1)!;
    expect(last.body).toContain(`- CANCELADO: ${code}-1`);
    expect((last.payload as { html?: string } | null)?.html ?? '').toContain(`${code}-1 · CANCELADO`);
  });
});
