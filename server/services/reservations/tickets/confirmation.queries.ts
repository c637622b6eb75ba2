import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { toCents } from '../../../../domain/fares';
import type { Database } from '../../../db/database';
import { busLayouts } from '../../../db/schema/fleet.schema';
import { departures, terminals } from '../../../db/schema/network.schema';
import { payments } from '../../../db/schema/reservations.schema';
import { cancellations, scheduleChanges } from '../../../db/schema/itinerary.schema';
import { pointsLedger } from '../../../db/schema/loyalty.schema';
import { pointsPoolKinds } from '../../../../domain/loyalty/points-payment';

// What the confirmation and the ticket documents add to a loaded reservation: the terminals' street
// addresses and zones, the class of each leg's bus, and the payment that settled it.

export interface TerminalDetails {
  id: number;
  slug: string;
  name: string;
  city: string;
  address: string;
  timeZone: string;
}

export async function terminalDetails(db: Database, ids: number[]): Promise<Map<number, TerminalDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: terminals.id, slug: terminals.slug, name: terminals.name, city: terminals.city, street: terminals.address, postalCode: terminals.postalCode, state: terminals.state, timeZone: terminals.timezone })
    .from(terminals)
    .where(inArray(terminals.id, ids));
  return new Map(
    rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, city: r.city, timeZone: r.timeZone, address: `${r.street}, C.P. ${r.postalCode}, ${r.city}, ${r.state}` }]),
  );
}

export interface LegClass {
  es: string;
  en: string;
}

/** The bus class of each departure (the layout's name in both languages). */
export async function departureClasses(db: Database, departureIds: number[]): Promise<Map<number, LegClass>> {
  if (departureIds.length === 0) return new Map();
  const rows = await db
    .select({ id: departures.id, es: busLayouts.nameEs, en: busLayouts.nameEn })
    .from(departures)
    .innerJoin(busLayouts, eq(busLayouts.id, departures.layoutId))
    .where(inArray(departures.id, departureIds));
  return new Map(rows.map((r) => [r.id, { es: r.es, en: r.en }]));
}

export type SettledPayment = Pick<typeof payments.$inferSelect, 'method' | 'status' | 'amount' | 'chargedCents' | 'chargedCurrency' | 'orderReference' | 'orderDeadline'> & {
  /** The part paid with points (decision 034), or null; `amount` is then the money part. */
  points: { type: string; cents: number } | null;
};

/**
 * The payment that settled the reservation (approved, or a store or office order), the latest first, with
 * the points row approved beside it. Paid with points only, the money part is 0 and `method` is 'points'.
 */
export async function settledPayment(db: Database, reservationId: number): Promise<SettledPayment | null> {
  const rows = await db
    .select({
      type: payments.type,
      method: payments.method,
      status: payments.status,
      amount: payments.amount,
      chargedCents: payments.chargedCents,
      chargedCurrency: payments.chargedCurrency,
      orderReference: payments.orderReference,
      orderDeadline: payments.orderDeadline,
      orderVoidedAt: payments.orderVoidedAt,
    })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), inArray(payments.status, ['approved', 'order_generated'])))
    .orderBy(desc(payments.id));
  const pointsRow = rows.find((r) => r.method === 'points');
  const money = rows.find((r) => r.method !== 'points');
  const points = pointsRow ? { type: pointsRow.type, cents: toCents(pointsRow.amount) } : null;
  if (money) {
    const { type: _type, orderVoidedAt, ...rest } = money;
    // A store order voided by a card payment (decision 071) is no longer something to pay: its reference is not shown.
    return orderVoidedAt ? { ...rest, orderReference: null, orderDeadline: null, points } : { ...rest, points };
  }
  if (!pointsRow) return null;
  return { method: 'points', status: pointsRow.status, amount: '0.00', chargedCents: null, chargedCurrency: null, orderReference: null, orderDeadline: null, points };
}

/**
 * What the reservation's schedule changes settled in money after it was paid (decision 070): the dearer buses'
 * differences charged to the card, and the cheaper ones' differences given back (to the card or as store credit).
 */
export async function changeSettlements(db: Database, reservationId: number): Promise<{ chargedCents: number; refundedCents: number }> {
  const rows = await db.select({ cents: scheduleChanges.differenceCents, settledBy: scheduleChanges.settledBy }).from(scheduleChanges).where(eq(scheduleChanges.reservationId, reservationId));
  let chargedCents = 0;
  let refundedCents = 0;
  for (const row of rows) {
    if (row.settledBy === 'card_charge' && row.cents > 0) chargedCents += row.cents;
    if ((row.settledBy === 'card_refund' || row.settledBy === 'store_credit') && row.cents < 0) refundedCents -= row.cents;
  }
  return { chargedCents, refundedCents };
}

/**
 * What the reservation's cancellations gave back (decision 073): the money (to the card or as store credit, as each
 * cancellation recorded it) and the points returned to the pool they were spent from (the ledger's positive entries of
 * a spending kind for this reservation, which only a cancellation writes).
 */
export async function cancellationRefunds(db: Database, reservationId: number, code: string, memberId: number | null): Promise<number> {
  const [money] = await db
    .select({ cents: sql<string>`coalesce(sum(${cancellations.refundCents}), 0)` })
    .from(cancellations)
    .where(eq(cancellations.reservationId, reservationId));
  let cents = Number(money?.cents ?? 0);
  if (memberId !== null) {
    const spending = Object.values(pointsPoolKinds).map(([, debit]) => debit);
    const [points] = await db
      .select({ total: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.memberId, memberId), eq(pointsLedger.reservationCode, code), inArray(pointsLedger.kind, spending), gt(pointsLedger.points, '0')));
    cents += Math.round(Number(points?.total ?? 0) * 100);
  }
  return cents;
}
