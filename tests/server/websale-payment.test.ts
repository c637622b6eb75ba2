import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mxnToUsdCents } from '../../domain/payments/payment-methods';
import { storeReferenceValid } from '../../domain/payments/store-reference';
import { parseTicketQrPayload } from '../../domain/tickets/ticket-codes';
import { expectMatchesContract } from './support/contract';
import { call, everyEngine, openTestApp, type TestApp } from './support/engines';
import { card, cards, chargesFor, confirm, pay, readyToPay, stored } from './support/payments';

const USD_PER_MXN = 0.05;

describe.each(everyEngine)('websale payment on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, {}, undefined, { usdPerMxn: USD_PER_MXN });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the amounts in MXN and USD, the configured methods and the deadline', async () => {
    const code = await readyToPay(t, { seats: [1, 2] });
    const res = await call(t.app, `/api/websale/reservation/payment?code=${code}`);
    expectMatchesContract('websale', 'getPayment', res.status, res.body);
    const data = res.body.content.data as Record<string, unknown> & { amount: number; usd: { amount: number; rate: number }; methods: Array<{ id: string }> };
    expect(res.status).toBe(200);
    expect(data.amount).toBeGreaterThan(0);
    expect(data.tickets_amount).toBe(data.amount);
    expect(data.additionals_amount).toBe(0);
    expect(data.usd).toEqual({ amount: mxnToUsdCents(Math.round(data.amount * 100), USD_PER_MXN) / 100, currency: 'USD', rate: USD_PER_MXN });
    // Wallets appear only with a client id, and none is configured here.
    expect(data.methods.map((m) => m.id)).toEqual(['card', 'oxxo', 'openpay', 'office']);
    expect(data.payment_deadline).toBe('2026-03-10T18:15:00.000Z');
    // 15:30 in Puerto Vallarta is 21:30Z; store and office orders hold the seats until 15 minutes before.
    expect(data.pend_deadline).toBe('2026-03-20T21:15:00.000Z');
    expect(data.payment).toBe('process');
  });

  it('approves a card: seats sold, E-tickets with PIN and QR, one e-mail with the PDF', async () => {
    const code = await readyToPay(t, { seats: [3] });
    const res = await pay(t, { code, method: 'card', card: card(cards.approve), idempotency_key: `${code}-approve-1` });
    expect(res.status, JSON.stringify(res.body.content.errors)).toBe(200);
    expect(res.data).toMatchObject({ payment: 'approved', payment_type: 'credit', method: 'card', charged: { currency: 'MXN' }, exchange_rate: null, notice: null });
    expect(res.data?.charged?.amount).toBe(res.data?.amount.amount);
    const confirmed = await confirm(t, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.tickets).toEqual([expect.objectContaining({ number: `${code}-1`, ticket_type: 'E-ticket', seat: 3, direction: 'departure' })]);
    const ticket = confirmed.tickets![0]!;
    expect(ticket.pin).toMatch(/^\d{6}$/);
    expect(parseTicketQrPayload(ticket.qr!)).toEqual({ code: `${code}-1`, pin: ticket.pin });
    const db = await stored(t, code);
    expect(db.reservation.paymentStatus).toBe('approved');
    expect(db.payments).toEqual([expect.objectContaining({ status: 'approved', type: 'credit', currency: 'MXN', invoiced: false, refund: false })]);
    expect(db.holds.map((h) => [h.seatNumber, h.expiresAt])).toEqual([[3, null]]);
    expect(db.emails).toHaveLength(1);
    const attachments = (db.emails[0]!.payload as { attachments: Array<{ contentType: string }> }).attachments;
    // The PDF, and the ticket's QR shown inside the HTML part.
    expect(attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' }), expect.objectContaining({ contentType: 'image/png', cid: expect.any(String) })]);
    // Confirming again returns the same tickets and issues nothing new.
    expect((await confirm(t, code)).tickets).toEqual(confirmed.tickets);
    expect((await stored(t, code)).tickets).toHaveLength(1);
  });

  it('records a debit card as debit', async () => {
    const code = await readyToPay(t, { seats: [4] });
    const res = await pay(t, { code, method: 'card', card_type: 'debit', card: card(cards.approveMastercard) }, { key: `${code}-debit-1` });
    expect(res.data).toMatchObject({ payment: 'approved', payment_type: 'debit' });
  });

  it('declines insufficient funds, replays the decline for the same key, then approves a retry with a new key', async () => {
    const code = await readyToPay(t, { seats: [6] });
    const declined = await pay(t, { code, method: 'card', card: card(cards.insufficientFunds), idempotency_key: `${code}-try-1` });
    expect(declined.status).toBe(200);
    expect(declined.data).toMatchObject({ payment: 'decline', decline_reason: 'insufficient_funds' });
    const again = await pay(t, { code, method: 'card', card: card(cards.insufficientFunds), idempotency_key: `${code}-try-1` });
    expect(again.data).toEqual(declined.data);
    expect((await confirm(t, code)).body.content.errors[0]?.code).toBe('payment_not_approved');
    const approved = await pay(t, { code, method: 'card', card: card(cards.approve), idempotency_key: `${code}-try-2` });
    expect(approved.data).toMatchObject({ payment: 'approved' });
    expect(await chargesFor(t, code)).toHaveLength(1);
    const db = await stored(t, code);
    expect(db.payments.map((p) => [p.status, p.declineReason]).sort()).toEqual([['approved', null], ['decline', 'insufficient_funds']]);
    // Paid: another key cannot charge again.
    const third = await pay(t, { code, method: 'card', card: card(cards.approve), idempotency_key: `${code}-try-3` });
    expect(third.status).toBe(409);
    expect(third.body.content.errors[0]?.code).toBe('already_paid');
  });

  it('asks for 3-D Secure and completes it when the same key comes back with the code', async () => {
    const code = await readyToPay(t, { seats: [7] });
    const key = `${code}-3ds-1`;
    const first = await pay(t, { code, method: 'card', card: card(cards.challenge) }, { key });
    expect(first.data).toMatchObject({ payment: 'process' });
    expect(first.data?.challenge_id).toMatch(/^3ds_/);
    expect(await chargesFor(t, code)).toHaveLength(0);
    const done = await pay(t, { code, method: 'card', card: card(cards.challenge), challenge_code: '123456' }, { key });
    expect(done.data).toMatchObject({ payment: 'approved', challenge_id: null });
    // Submitting the challenge page again replays the approval.
    expect((await pay(t, { code, method: 'card', card: card(cards.challenge), challenge_code: '123456' }, { key })).data).toEqual(done.data);
    expect(await chargesFor(t, code)).toHaveLength(1);
    expect((await confirm(t, code)).tickets?.[0]?.ticket_type).toBe('E-ticket');
  });

  it('charges a foreign card in USD at the configured rate', async () => {
    const code = await readyToPay(t, { seats: [8] });
    const res = await pay(t, { code, method: 'card', card: card(cards.foreign) }, { key: `${code}-usd-1` });
    const mxnCents = Math.round(res.data!.amount.amount * 100);
    expect(res.data).toMatchObject({ payment: 'approved', amount: { currency: 'MXN' }, charged: { amount: mxnToUsdCents(mxnCents, USD_PER_MXN) / 100, currency: 'USD' }, exchange_rate: USD_PER_MXN });
    expect((await chargesFor(t, code))[0]?.money).toEqual({ cents: mxnToUsdCents(mxnCents, USD_PER_MXN), currency: 'USD' });
  });

  it('gives a store cash reference with PEND tickets held until 15 minutes before departure', async () => {
    const code = await readyToPay(t, { seats: [9] });
    const res = await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo-1` });
    expect(res.data).toMatchObject({ payment: 'order_generated', payment_type: 'oxxo', charged: null });
    expect(storeReferenceValid(res.data!.order_reference!)).toBe(true);
    // 48 hours from now is earlier than the PEND limit ten days ahead.
    expect(res.data?.order_deadline).toBe('2026-03-12T18:00:00.000Z');
    const tickets = (await confirm(t, code)).tickets!;
    // The ticket states the one deadline the traveller paying at a store has: the reference's
    // (docs/rules/payment.md#cash-at-a-store); the seat itself stays held until the PEND limit.
    expect(tickets).toEqual([expect.objectContaining({ ticket_type: 'PEND', pin: null, qr: null, pend_deadline: '2026-03-12T18:00:00.000Z' })]);
    const db = await stored(t, code);
    expect(db.holds.map((h) => h.expiresAt?.toISOString())).toEqual(['2026-03-20T21:15:00.000Z']);
    expect(db.emails).toHaveLength(1);
    expect(await chargesFor(t, code)).toHaveLength(0);
  });

  it('leaves a pay-at-office reservation PEND, typed cash', async () => {
    const code = await readyToPay(t, { seats: [10] });
    const res = await pay(t, { code, method: 'office' }, { key: `${code}-office-1` });
    expect(res.data).toMatchObject({ payment: 'order_generated', payment_type: 'cash', method: 'office', order_reference: null, order_deadline: '2026-03-20T21:15:00.000Z' });
    expect((await confirm(t, code)).tickets?.map((x) => x.ticket_type)).toEqual(['PEND']);
  });

  it('charges once and issues one set of tickets for 100 repeated confirmations with one key', async () => {
    const code = await readyToPay(t, { seats: [11, 12] });
    const key = `${code}-repeat-1`;
    const answers = [];
    for (let i = 0; i < 100; i += 1) answers.push((await pay(t, { code, method: 'card', card: card(cards.approve) }, { key })).data);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ payment: 'approved' });
    expect(await chargesFor(t, code)).toHaveLength(1);
    const db = await stored(t, code);
    expect(db.payments).toHaveLength(1);
    expect(db.tickets.map((x) => x.code).sort()).toEqual([`${code}-1`, `${code}-2`]);
    expect(db.emails).toHaveLength(1);
  });

  it('refuses bad input with catalogue codes, never a 500', async () => {
    const code = await readyToPay(t, { seats: [13] });
    const cases: Array<[Record<string, unknown>, string | undefined, number, string, string | undefined]> = [
      [{ code, method: 'card', card: card(cards.approve) }, undefined, 400, 'idempotency_key_required', 'idempotency_key'],
      [{ code, method: 'bitcoin' }, 'k-bad-method', 400, 'invalid_request', 'method'],
      [{ code, method: 'card' }, 'k-no-card-1', 400, 'card_invalid', 'card'],
      [{ code, method: 'card', card: { ...card(cards.approve), expiry: '01/20' } }, 'k-expired-1', 400, 'card_invalid', 'card.expiry'],
      [{ code, method: 'paypal', wallet_token: 'x' }, 'k-paypal-1', 400, 'payment_type_not_allowed', 'method'],
      [{ code: 'NOPE00', method: 'oxxo' }, 'k-unknown-1', 404, 'reservation_not_found', 'code'],
      [{ code, method: 'card', card: card(cards.approve), challenge_code: '123456' }, 'k-nochallenge', 409, 'challenge_not_pending', 'challenge_code'],
    ];
    for (const [body, key, status, errorCode, field] of cases) {
      const res = await pay(t, body, { key });
      expect([res.status, res.body.content.errors[0]?.code, res.body.content.errors[0]?.field], JSON.stringify(body)).toEqual([status, errorCode, field]);
    }
    expect((await stored(t, code)).payments).toHaveLength(0);
    // A key belongs to its reservation.
    const other = await readyToPay(t, { seats: [14] });
    expect((await pay(t, { code: other, method: 'office' }, { key: `${other}-office-1` })).status).toBe(200);
    const reused = await pay(t, { code, method: 'office' }, { key: `${other}-office-1` });
    expect([reused.status, reused.body.content.errors[0]?.code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('refuses a payment after the deadline with payment_expired', async () => {
    const code = await readyToPay(t, { seats: [15] });
    t.clock.advance(16 * 60_000);
    try {
      const res = await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-late-1` });
      expect([res.status, res.body.content.errors[0]?.code]).toEqual([410, 'payment_expired']);
      expect(await chargesFor(t, code)).toHaveLength(0);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });
});
