import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../platform/clock';
import { defaultPaymentConfig, paymentConfigFromEnv } from './payment-config';
import type { ChargeRequest } from './payment-gateway';
import { createSandboxGateway, sandboxTestCards } from './sandbox-card-gateway';
import { SANDBOX_WALLET_TOKEN, walletStatus } from './wallet-gateways';

const clock = createFixedClock('2026-05-20T12:00:00Z');
const card = (number: string, cvv = '123') => ({ type: 'card' as const, card: { number, name: 'Ana López', expiry: '12/28', cvv } });
const request = (number: string, key = `key-${number}`, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 123450,
  currency: 'MXN',
  method: card(number, number.startsWith('37') ? '1234' : '123'),
  idempotencyKey: key,
  reservationCode: 'ACD347',
  ...extra,
});
const gateway = () => createSandboxGateway(defaultPaymentConfig, clock);

describe('sandbox card gateway', () => {
  it('approves the approval cards in MXN', async () => {
    const g = gateway();
    for (const number of [sandboxTestCards.approve, sandboxTestCards.approveMastercard, sandboxTestCards.approveAmex]) {
      const result = await g.charge(request(number));
      expect(result).toMatchObject({ status: 'approved', amount: { cents: 123450, currency: 'MXN' }, charged: { cents: 123450, currency: 'MXN' } });
    }
    expect((await g.ledger())).toHaveLength(3);
    expect(await g.charge(request(sandboxTestCards.approveAmex, 'amex-again'))).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('declines the insufficient-funds card, unknown cards and invalid cards without charging', async () => {
    const g = gateway();
    expect(await g.charge(request(sandboxTestCards.insufficientFunds))).toEqual({ status: 'declined', reason: 'insufficient_funds' });
    expect(await g.charge(request('4000000000000002'))).toEqual({ status: 'declined', reason: 'unknown_test_card' });
    expect(await g.charge(request('4242424242424241'))).toEqual({ status: 'declined', reason: 'card_invalid' });
    expect((await g.ledger())).toHaveLength(0);
  });

  it('charges a foreign card in USD at the configured rate and reports both amounts', async () => {
    const g = createSandboxGateway({ ...defaultPaymentConfig, usdPerMxn: 0.05 }, clock);
    const quote = await g.quote({ amountCents: 123450, method: card(sandboxTestCards.foreign) });
    expect(quote).toEqual({ amount: { cents: 123450, currency: 'MXN' }, charged: { cents: 6173, currency: 'USD' }, exchangeRate: 0.05 });
    const result = await g.charge(request(sandboxTestCards.foreign));
    expect(result).toMatchObject({ status: 'approved', ...quote });
    expect((await g.ledger())[0]!.money).toEqual({ cents: 6173, currency: 'USD' });
  });

  it('asks for 3-D Secure and approves with the sandbox code', async () => {
    const g = gateway();
    const first = await g.charge(request(sandboxTestCards.challenge));
    expect(first.status).toBe('challenge_required');
    if (first.status !== 'challenge_required') return;
    expect((await g.ledger())).toHaveLength(0);
    const done = await g.completeChallenge({ challengeId: first.challengeId, code: '123456' });
    expect(done).toMatchObject({ status: 'approved', charged: { cents: 123450, currency: 'MXN' } });
    // Submitting the page again, or retrying the charge with the same key, returns the same approval.
    expect(await g.completeChallenge({ challengeId: first.challengeId, code: '123456' })).toEqual(done);
    expect(await g.charge(request(sandboxTestCards.challenge))).toEqual(done);
    expect((await g.ledger())).toHaveLength(1);
  });

  it('declines a challenge answered with a wrong code, for good', async () => {
    const g = gateway();
    const first = await g.charge(request(sandboxTestCards.challenge));
    if (first.status !== 'challenge_required') throw new Error('expected a challenge');
    expect(await g.completeChallenge({ challengeId: first.challengeId, code: '000000' })).toEqual({ status: 'declined', reason: 'challenge_failed' });
    expect(await g.completeChallenge({ challengeId: first.challengeId, code: '123456' })).toEqual({ status: 'declined', reason: 'challenge_failed' });
    expect(await g.completeChallenge({ challengeId: 'nope', code: '123456' })).toEqual({ status: 'declined', reason: 'challenge_failed' });
    expect((await g.ledger())).toHaveLength(0);
  });

  it('charges once for 100 repeated calls with one idempotency key, sequential and concurrent', async () => {
    const g = gateway();
    const results = [];
    for (let i = 0; i < 100; i += 1) results.push(await g.charge(request(sandboxTestCards.approve, 'same-key')));
    const concurrent = await Promise.all(Array.from({ length: 100 }, () => g.charge(request(sandboxTestCards.approve, 'other-key'))));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(new Set(concurrent.map((r) => JSON.stringify(r))).size).toBe(1);
    expect((await g.ledger()).filter((e) => e.kind === 'charge')).toHaveLength(2);
  });

  it('answers a repeat with a masked card (a restored page) with the original result', async () => {
    const g = gateway();
    const first = await g.charge(request(sandboxTestCards.approve, 'restored'));
    const masked = { ...request(sandboxTestCards.approve, 'restored'), method: { type: 'card' as const, card: { number: '•••• 4242', name: '', expiry: '', cvv: '' } } };
    expect(await g.charge(masked)).toEqual(first);
    // Never seen before: a masked card cannot be charged.
    expect(await g.charge({ ...masked, idempotencyKey: 'fresh' })).toEqual({ status: 'declined', reason: 'card_invalid' });
    expect((await g.ledger())).toHaveLength(1);
  });

  it('refuses to reuse a key for a different charge', async () => {
    const g = gateway();
    await g.charge(request(sandboxTestCards.approve, 'k'));
    expect(await g.charge(request(sandboxTestCards.approve, 'k', { amountCents: 1 }))).toEqual({ status: 'declined', reason: 'idempotency_conflict' });
    expect((await g.ledger())).toHaveLength(1);
  });

  it('refunds once per key and never more than was charged', async () => {
    const g = gateway();
    const charged = await g.charge(request(sandboxTestCards.approve));
    if (charged.status !== 'approved') throw new Error('expected approval');
    const refund = { chargeId: charged.chargeId, idempotencyKey: 'r1', reason: 'late_payment' as const };
    const first = await g.refund(refund);
    expect(first).toMatchObject({ status: 'refunded', refunded: { cents: 123450, currency: 'MXN' } });
    expect(await g.refund(refund)).toEqual(first);
    expect(await g.refund({ ...refund, idempotencyKey: 'r2' })).toEqual({ status: 'rejected', reason: 'exceeds_charge' });
    expect(await g.refund({ ...refund, chargeId: 'ch_x', idempotencyKey: 'r3' })).toEqual({ status: 'rejected', reason: 'unknown_charge' });
    expect((await g.ledger()).filter((e) => e.kind === 'refund')).toHaveLength(1);
  });

  it('treats wallets as not configured unless a client id is set', async () => {
    const wallet = (token: string) => ({ ...request(sandboxTestCards.approve, `w-${token}`), method: { type: 'paypal' as const, token } });
    expect(await gateway().charge(wallet(SANDBOX_WALLET_TOKEN))).toEqual({ status: 'declined', reason: 'method_not_configured' });
    const config = paymentConfigFromEnv({ PAYPAL_CLIENT_ID: 'sb-client' });
    expect(walletStatus(config)).toEqual({ paypal: 'configured', apple_pay: 'not_configured', google_pay: 'not_configured' });
    const g = createSandboxGateway(config, clock);
    expect(await g.charge(wallet(SANDBOX_WALLET_TOKEN))).toMatchObject({ status: 'approved' });
    expect(await g.charge(wallet('forged'))).toEqual({ status: 'declined', reason: 'wallet_token_invalid' });
  });

  it('reads its settings from the environment and rejects nonsense', () => {
    expect(paymentConfigFromEnv({}).usdPerMxn).toBe(defaultPaymentConfig.usdPerMxn);
    expect(paymentConfigFromEnv({ USD_PER_MXN: '0.06', PAY_AT_OFFICE: '0' })).toMatchObject({ usdPerMxn: 0.06, payAtOffice: false, storeCash: true });
    expect(() => paymentConfigFromEnv({ USD_PER_MXN: 'abc' })).toThrow(/USD_PER_MXN/);
  });
});
