import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentEvents } from '../../server/db/schema/store-payments.schema';
import { tourProducts } from '../../server/db/schema/tours.schema';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { tillPays } from './support/store-till';

// One payment at the till, its notification delivered twice at once (the network retries, two server processes
// behind the balancer each get one), and a second payment of the same reference racing them: the event's row
// makes exactly one delivery confirm the booking, and its tickets go out once. Races need several connections:
// real PostgreSQL only (TEST_DATABASE_URL), as docs/testing.md says; without it the suite is reported skipped.
const postgres = engines.find((e) => e.name === 'postgresql');
const title = postgres ? 'store notification races on PostgreSQL' : 'store notification races (skipped: needs TEST_DATABASE_URL, PGlite has one connection and cannot race)';

describe.skipIf(!postgres)(title, () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!postgres) return;
    t = await openTestApp(postgres, undefined, {}, 10);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the same event delivered concurrently confirms once and e-mails the tickets once', { timeout: 60_000 }, async () => {
    const [product] = await t.database.db.select({ id: tourProducts.id }).from(tourProducts).where(eq(tourProducts.slug, 'jardin-botanico-vallarta'));
    const slots = (await call(t.app, `/api/tours/tour/catalog/timeslot?product_id=${product!.id}&date=2026-03-24`)).body.content.data as { timeslot: Array<{ id: number }> };
    const cart = [{ product_id: product!.id, date: '2026-03-24', timeslot_id: slots.timeslot[0]!.id, quantities: { adult: 2, minor: 0 } }];
    const held = (await call(t.app, '/api/tours/tour/check/shopping', { method: 'POST', body: { shopping: { shopping: cart }, approve: true } })).body.content.data as { booking: { id: string } };
    const id = held.booking.id;
    const email = 'race.oxxo@example.com';
    await call(t.app, `/api/tours/tour/sale/checkout?booking_id=${id}`, { method: 'PUT', body: { contact: { first_name: 'Ana', last_name: 'Peña', email, cell_phone: '3221234567', apply: true } } });
    const ordered = (await call(t.app, `/api/tours/tour/sale/payment?booking_id=${id}`, { method: 'POST', body: { payment_type: 'oxxo', idempotency_key: 'race-oxxo-01' } })).body.content.data as {
      payment: { reference: string; amount: number; code: string };
    };
    const { reference, code } = ordered.payment;
    const amountCents = Math.round(ordered.payment.amount * 100);

    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => tillPays(t, { reference, amountCents, eventId: 'evt-race-1' })),
      tillPays(t, { reference, amountCents, eventId: 'evt-race-2' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    const first = answers.slice(0, 6).map((a) => a.data!);
    expect(first.filter((a) => !a.repeated_event)).toHaveLength(1);
    // Whichever event got the booking first confirmed it; the other is money paid twice.
    const outcomes = [first[0]!.outcome, answers[6]!.data!.outcome].sort();
    expect(outcomes).toEqual(['confirmed', 'repeated']);
    expect(new Set(first.map((a) => a.outcome)).size).toBe(1);
    const events = await t.database.db.select().from(storePaymentEvents).where(eq(storePaymentEvents.reference, reference));
    expect(events.map((e) => e.outcome).sort()).toEqual(['confirmed', 'repeated']);
    const tickets = (await createDrizzleOutbox(t.database.db, t.clock).list({ recipient: email })).filter((m) => m.template === 'tour_ticket_confirmation' && (m.subject ?? '').includes(code));
    expect(tickets).toHaveLength(1);
  });
});
