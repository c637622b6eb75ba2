import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../domain/fares';
import { paymentAttempts } from '../../server/db/schema/payment-attempts.schema';
import { SANDBOX_WALLET_TOKEN } from '../../server/payments/wallet-gateways';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { card, cards, chargesFor, pay, readyToPay, refundsFor, stored } from './support/payments';
import { adults, reservationOnBus, setSeats } from './support/seats';

// A bus reservation's card (or wallet) payment goes through the one checkout (decision 051): each attempt is a
// row of `payment_attempts` under the payment's key, beside the sale's row in `payments` that tickets,
// invoices and refunds read, and the two agree. What the traveller sees is websale-payment.test.ts's.

const MINUTE = 60_000;

describe.each(engines)('a reservation paid through the checkout on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, {}, undefined, { wallets: { apple_pay: 'merchant.test' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = async (key: string) => (await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key)))[0];
  const saleRow = async (code: string, key: string) => (await stored(t, code)).payments.find((p) => p.idempotencyKey === key)!;

  it('records the card’s attempt under the payment’s key, approved with the charge the sale’s row names', async () => {
    const code = await readyToPay(t, { date: '2026-03-21', seats: [1] });
    const key = `${code}-card-1`;
    expect((await pay(t, { code, method: 'card', card: card(cards.foreign) }, { key })).data).toMatchObject({ payment: 'approved', charged: { currency: 'USD' } });
    const sale = await saleRow(code, key);
    const [charge] = await chargesFor(t, code);
    expect(await attempt(key)).toMatchObject({ orderRef: `reservation:${sale.reservationId}`, reservationId: sale.reservationId, amountCents: toCents(sale.amount), status: 'approved', chargeId: charge!.id });
    expect(sale).toMatchObject({ status: 'approved', gatewayReference: charge!.id, chargedCents: charge!.money.cents, chargedCurrency: 'USD' });
  });

  it('keeps a declined attempt apart from the next one, and a challenge waiting in both rows until its code', async () => {
    const code = await readyToPay(t, { date: '2026-03-21', seats: [2] });
    await pay(t, { code, method: 'card', card: card(cards.insufficientFunds) }, { key: `${code}-no-funds` });
    expect(await attempt(`${code}-no-funds`)).toMatchObject({ status: 'declined', declineReason: 'insufficient_funds' });
    const key = `${code}-3ds`;
    const opened = await pay(t, { code, method: 'card', card: card(cards.challenge) }, { key });
    expect(await attempt(key)).toMatchObject({ status: 'challenge', challengeId: opened.data?.challenge_id });
    expect((await pay(t, { code, method: 'card', challenge_code: '123456' }, { key })).data).toMatchObject({ payment: 'approved' });
    expect(await attempt(key)).toMatchObject({ status: 'approved', chargeId: (await saleRow(code, key)).gatewayReference });
    expect(await chargesFor(t, code)).toHaveLength(1);
  });

  it('pays with a configured wallet through the same checkout; a refused token is a decline the next attempt is not blocked by', async () => {
    const code = await readyToPay(t, { date: '2026-03-21', seats: [3] });
    const refused = await pay(t, { code, method: 'apple_pay', wallet_token: 'not-the-token' }, { key: `${code}-wallet-1` });
    expect(refused.data).toMatchObject({ payment: 'decline', decline_reason: 'wallet_token_invalid', method: 'apple_pay' });
    expect(await attempt(`${code}-wallet-1`)).toMatchObject({ status: 'declined', declineReason: 'wallet_token_invalid' });
    const paid = await pay(t, { code, method: 'apple_pay', wallet_token: SANDBOX_WALLET_TOKEN }, { key: `${code}-wallet-2` });
    expect(paid.data).toMatchObject({ payment: 'approved', method: 'apple_pay' });
    expect(await attempt(`${code}-wallet-2`)).toMatchObject({ status: 'approved' });
    expect((await stored(t, code)).tickets).toHaveLength(1);
  });

  it('marks the attempt refunded when a late charge cannot be sold, and the sale’s row says so', async () => {
    const start = t.clock.now();
    const code = await readyToPay(t, { date: '2026-03-22', seats: [4] });
    const key = `${code}-late`;
    await pay(t, { code, method: 'card', card: card(cards.challenge) }, { key });
    t.clock.advance(20 * MINUTE);
    try {
      const rival = await reservationOnBus(t, { date: '2026-03-22', time: '15:30' });
      expect((await setSeats(t, rival, adults(4))).status).toBe(200);
      const late = await pay(t, { code, method: 'card', challenge_code: '123456' }, { key });
      expect(late.body.content.errors[0]?.code).toBe('late_payment_refunded');
      const [refund] = await refundsFor(t, code);
      expect(await attempt(key)).toMatchObject({ status: 'refunded' });
      expect(await saleRow(code, key)).toMatchObject({ status: 'decline', refund: true, lateOutcome: 'refund', refundReference: refund!.id });
    } finally {
      t.clock.set(start);
    }
  });

  it('charges only the money part of a payment with points: the attempt’s amount is the card row’s', async () => {
    const code = await readyToPay(t, { date: '2026-03-21', seats: [5] });
    const login = await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: '3200000002', password: 'Oro#2024' } });
    const session = (login.body.content.data as { session: string }).session;
    const key = `${code}-points`;
    const res = await call(t.app, '/api/websale/reservation/payment', {
      method: 'POST',
      body: { code, method: 'card', card: card(cards.approve), points: { type: 'traveller_loyalty', amount: 50 } },
      headers: { 'idempotency-key': key, session },
    });
    expect(res.status).toBe(200);
    const sale = await saleRow(code, key);
    expect(await attempt(key)).toMatchObject({ status: 'approved', amountCents: toCents(sale.amount) });
    expect((await chargesFor(t, code)).map((c) => c.money.cents)).toEqual([toCents(sale.amount)]);
    expect(await attempt(`${key}:points`)).toBeUndefined();
  });
});
