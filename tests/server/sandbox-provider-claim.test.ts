import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../server/platform/clock';
import { defaultPaymentConfig } from '../../server/payments/payment-config';
import type { ChargeRequest } from '../../server/payments/payment-gateway';
import { createSandboxGateway, sandboxTestCards, type SandboxGateway } from '../../server/payments/sandbox-card-gateway';
import { postgresProviderStore } from '../../server/payments/sandbox-provider-store.postgres';
import { engines, type TestStore } from './support/engines';

// The sandbox provider keeps a new charge with one statement and no lock (its key is unique): concurrent charges
// with one key, from two processes' pools, must still charge once and answer alike. A race, so on PostgreSQL.
const postgres = engines.find((e) => e.name === 'postgresql');
const title = postgres ? 'the sandbox provider’s charge on PostgreSQL' : 'the sandbox provider’s charge on PostgreSQL (skipped: needs TEST_DATABASE_URL)';

const clock = createFixedClock('2026-05-20T12:00:00Z');
const request = (number: string, key: string, amountCents = 123450): ChargeRequest => ({
  amountCents,
  currency: 'MXN',
  method: { type: 'card', card: { number, name: 'Ana López', expiry: '12/28', cvv: '123' } },
  idempotencyKey: key,
  reservationCode: 'ACD347',
});

describe.skipIf(!postgres)(title, () => {
  let store: TestStore;
  let one: SandboxGateway;
  let other: SandboxGateway;
  beforeAll(async () => {
    store = await postgres!.createStore();
    // Two gateways on their own pools, as two server processes have.
    one = createSandboxGateway(defaultPaymentConfig, clock, await postgresProviderStore(store.options.url!, 4));
    other = createSandboxGateway(defaultPaymentConfig, clock, await postgresProviderStore(store.options.url!, 4));
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await store?.dispose();
  });

  it('charges once for 40 concurrent calls with one key from two processes, every one answered with that charge', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : other).charge(request(sandboxTestCards.approve, 'race-key'))));
    const charged = answers.map((a) => (a.status === 'approved' ? a.chargeId : a.status));
    expect(new Set(charged).size).toBe(1);
    expect(charged[0]).toMatch(/^ch_/);
    expect((await one.ledger()).filter((e) => e.idempotencyKey === 'race-key')).toHaveLength(1);
  });

  it('keeps a challenge and a decline under their key, and refuses the key for another amount', async () => {
    const challenged = await one.charge(request(sandboxTestCards.challenge, 'challenge-key'));
    expect(challenged.status).toBe('challenge_required');
    expect(await other.charge(request(sandboxTestCards.challenge, 'challenge-key'))).toEqual(challenged);
    const declined = await other.charge(request(sandboxTestCards.insufficientFunds, 'declined-key'));
    expect(await one.charge(request(sandboxTestCards.insufficientFunds, 'declined-key'))).toEqual(declined);
    expect(await one.charge(request(sandboxTestCards.approve, 'race-key', 1))).toEqual({ status: 'declined', reason: 'idempotency_conflict' });
    expect((await one.ledger()).map((e) => e.idempotencyKey)).toEqual(['race-key']);
  });
});
