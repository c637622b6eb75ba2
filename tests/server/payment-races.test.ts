import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestApp, type TestApp } from './support/engines';
import { card, cards, chargesFor, pay, readyToPay, stored } from './support/payments';

// Concurrency needs several connections; PGlite runs every request one after another, so these run
// only on real PostgreSQL (TEST_DATABASE_URL), like the seat races.
const postgres = engines.find((e) => e.name === 'postgresql');
const title = postgres ? 'payment races on PostgreSQL' : 'payment races (skipped: needs TEST_DATABASE_URL, PGlite has one connection and cannot race)';

describe.skipIf(!postgres)(title, () => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres) t = await openTestApp(postgres, undefined, {}, 30);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('charges once and issues one set of tickets for 100 concurrent confirmations with one key', async () => {
    const code = await readyToPay(t, { seats: [1, 2] });
    const key = `${code}-concurrent`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(t, { code, method: 'card', card: card(cards.approve) }, { key })));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await chargesFor(t, code)).toHaveLength(1);
    const db = await stored(t, code);
    expect(db.payments).toHaveLength(1);
    expect(db.tickets).toHaveLength(2);
    expect(db.emails).toHaveLength(1);
  }, 60_000);

  it('charges one of two concurrent payments with different keys; the other finds the reservation paid', async () => {
    const code = await readyToPay(t, { seats: [3] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-tab-${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.content.errors[0]?.code === 'already_paid')).toBe(true);
    expect(await chargesFor(t, code)).toHaveLength(1);
    expect((await stored(t, code)).tickets).toHaveLength(1);
  }, 60_000);
});
