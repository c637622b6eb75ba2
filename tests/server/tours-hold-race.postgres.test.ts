import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourBookings, tourDates, tourProducts, tourTimeslots } from '../../server/db/schema/tours.schema';
import { engines, openTestApp, sameOriginHeaders, type TestApp } from './support/engines';

// The tours hold under concurrency (decision 054): each approval locks its timeslots' rows and counts what is
// taken under that lock, so the last places go to exactly as many travellers as they hold, however many ask
// at once. Races need several connections: real PostgreSQL only (TEST_DATABASE_URL), as docs/testing.md says
// (PGlite has one connection and cannot race); without it the suite is reported skipped with that reason.
const postgres = engines.find((e) => e.name === 'postgresql');
const RACE_TIMEOUT = 60_000;
const title = postgres ? 'tours hold races on PostgreSQL' : 'tours hold races (skipped: needs TEST_DATABASE_URL, PGlite has one connection and cannot race)';

describe.skipIf(!postgres)(title, () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!postgres) return;
    // A pool as large as a server would run with, so many holds are really in flight together.
    t = await openTestApp(postgres, undefined, {}, 30);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('500 travellers approving one place each on a timeslot with 2 left: exactly 2 held', { timeout: RACE_TIMEOUT }, async () => {
    const [product] = await t.database.db.select({ id: tourProducts.id }).from(tourProducts).where(eq(tourProducts.slug, 'sayulita'));
    const [slot] = await t.database.db
      .select({ id: tourTimeslots.id })
      .from(tourTimeslots)
      .innerJoin(tourDates, eq(tourDates.id, tourTimeslots.tourDateId))
      .where(and(eq(tourDates.productId, product!.id), eq(tourDates.date, '2026-03-25')));
    await t.database.db.update(tourTimeslots).set({ capacity: 5 }).where(eq(tourTimeslots.id, slot!.id));
    const cartOf = (adult: number) => ({ shopping: { shopping: [{ product_id: product!.id, date: '2026-03-25', timeslot_id: slot!.id, quantities: { adult, minor: 0 } }] }, approve: true });
    const approve = (adult: number) => t.app.request('/api/tours/tour/check/shopping', { method: 'POST', headers: { ...sameOriginHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(cartOf(adult)) });
    // A family of three holds first: the last 2 places are left.
    expect((await approve(3)).status).toBe(200);

    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 500 }, async () => {
        const res = await approve(1);
        const body = (await res.json()) as { content: { errors: Array<{ code: string; field?: string }> } };
        return { status: res.status, error: body.content.errors[0] ?? null };
      }),
    );
    const elapsed = Date.now() - started;

    const held = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(held).toHaveLength(2);
    expect(refused).toHaveLength(498);
    expect(refused.every((a) => a.status === 409 && a.error?.code === 'timeslot_sold_out' && a.error.field === 'shopping.0')).toBe(true);
    // A refusal holds (and creates) nothing: the family and the two travellers told yes are the only bookings.
    const rows = await t.database.db.select({ status: tourBookings.status }).from(tourBookings);
    expect(rows.map((r) => r.status)).toEqual(['held', 'held', 'held']);
    console.info(`tours hold race: 500 approvals, ${held.length} held, ${refused.length} sold out, ${elapsed} ms`);
  });

  it('two tabs paying one held booking with two keys: one payment kept, the other charge given back', { timeout: RACE_TIMEOUT }, async () => {
    const [product] = await t.database.db.select({ id: tourProducts.id }).from(tourProducts).where(eq(tourProducts.slug, 'yelapa'));
    const [slot] = await t.database.db
      .select({ id: tourTimeslots.id })
      .from(tourTimeslots)
      .innerJoin(tourDates, eq(tourDates.id, tourTimeslots.tourDateId))
      .where(and(eq(tourDates.productId, product!.id), eq(tourDates.date, '2026-03-26')));
    const send = (method: string, path: string, body: unknown) =>
      t.app.request(`/api/tours${path}`, { method, headers: { ...sameOriginHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const cart = { shopping: { shopping: [{ product_id: product!.id, date: '2026-03-26', timeslot_id: slot!.id, quantities: { adult: 2, minor: 0 } }] }, approve: true };
    const saved = (await (await send('POST', '/tour/check/shopping', cart)).json()) as { content: { data: { booking: { id: string } } } };
    const id = saved.content.data.booking.id;
    const contact = { first_name: 'Ana', last_name: 'Peña', email: 'ana@example.com', cell_phone: '3221234567', apply: true };
    expect((await send('PUT', `/tour/sale/checkout?booking_id=${id}`, { contact })).status).toBe(200);

    const card = { number: '4242424242424242', name: 'ANA', expiry: '12/30', cvv: '123' };
    const answers = await Promise.all(
      ['tab-one-key', 'tab-two-key'].map(async (key) => {
        const res = await send('POST', `/tour/sale/payment?booking_id=${id}`, { payment_type: 'credit', card, idempotency_key: key });
        return { status: res.status, body: (await res.json()) as { content: { data: { payment: { status: string; code: string } } | null } } };
      }),
    );
    expect(answers.map((a) => [a.status, a.body.content.data?.payment.status])).toEqual([
      [200, 'approved'],
      [200, 'approved'],
    ]);
    expect(answers[0]!.body.content.data?.payment.code).toBe(answers[1]!.body.content.data?.payment.code);
    const ledger = (await t.gateway.ledger()).filter((e) => e.idempotencyKey.includes(`tour-${id}-`));
    // Both tabs were charged; the one that found the booking paid gave its charge back whole.
    expect(ledger.filter((e) => e.kind === 'charge')).toHaveLength(2);
    expect(ledger.filter((e) => e.kind === 'refund')).toHaveLength(1);
  });
});
