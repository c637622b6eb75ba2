import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { toCents } from '../../../../domain/fares';
import type { Database } from '../../../db/database';
import { catalogueRows } from '../../../db/queries/catalogue-cache';
import { preparedOn } from '../../../db/queries/prepared';
import { busLayouts } from '../../../db/schema/fleet.schema';
import { departures, terminals } from '../../../db/schema/network.schema';
import { payments, reservations } from '../../../db/schema/reservations.schema';
import { cancellations, scheduleChanges } from '../../../db/schema/itinerary.schema';
import { pointsLedger } from '../../../db/schema/loyalty.schema';
import { pointsPoolKinds } from '../../../../domain/loyalty/points-payment';

// What the confirmation and the ticket documents add to a loaded reservation: the terminals' street
// addresses and zones, the class of each leg's bus (both from the catalogue rows the process keeps), and what was
// paid, changed and given back (one statement: the payment's answer, the confirmation, the PDF and the e-mail each
// read it, bench/README.md "Hot sale funnel").

export interface TerminalDetails {
  id: number;
  slug: string;
  name: string;
  city: string;
  address: string;
  timeZone: string;
}

/** Every terminal's details, kept with the catalogue rows (server/db/queries/catalogue-cache.ts). */
function allTerminalDetails(db: Database): Promise<Map<number, TerminalDetails>> {
  return catalogueRows(db, 'terminal_details', Date.now(), async () => {
    const rows = await db
      .select({ id: terminals.id, slug: terminals.slug, name: terminals.name, city: terminals.city, street: terminals.address, postalCode: terminals.postalCode, state: terminals.state, timeZone: terminals.timezone })
      .from(terminals);
    return new Map(
      rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, city: r.city, timeZone: r.timeZone, address: `${r.street}, C.P. ${r.postalCode}, ${r.city}, ${r.state}` }]),
    );
  });
}

export async function terminalDetails(db: Database, ids: number[]): Promise<Map<number, TerminalDetails>> {
  if (ids.length === 0) return new Map();
  const all = await allTerminalDetails(db);
  return new Map(ids.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
}

export interface LegClass {
  es: string;
  en: string;
}

/** Every bus layout's name in both languages, kept with the catalogue rows. */
function layoutNames(db: Database): Promise<Map<number, LegClass>> {
  return catalogueRows(db, 'bus_layout_names', Date.now(), async () => {
    const rows = await db.select({ id: busLayouts.id, es: busLayouts.nameEs, en: busLayouts.nameEn }).from(busLayouts);
    return new Map(rows.map((r) => [r.id, { es: r.es, en: r.en }]));
  });
}

/**
 * The bus class of each departure (the layout's name in both languages). `layouts` gives the layouts of the
 * departures the caller has read already (a loaded reservation's buses); the others are read.
 */
export async function departureClasses(db: Database, departureIds: number[], layouts: ReadonlyMap<number, { layoutId: number }> = new Map()): Promise<Map<number, LegClass>> {
  if (departureIds.length === 0) return new Map();
  const unknown = departureIds.filter((id) => !layouts.has(id));
  const read = unknown.length === 0 ? [] : await db.select({ id: departures.id, layoutId: departures.layoutId }).from(departures).where(inArray(departures.id, unknown));
  const layoutOf = new Map([...departureIds.flatMap((id) => (layouts.has(id) ? [[id, layouts.get(id)!.layoutId] as const] : [])), ...read.map((r) => [r.id, r.layoutId] as const)]);
  const names = await layoutNames(db);
  return new Map([...layoutOf].flatMap(([id, layoutId]) => (names.has(layoutId) ? [[id, names.get(layoutId)!] as const] : [])));
}

export type SettledPayment = Pick<typeof payments.$inferSelect, 'method' | 'status' | 'amount' | 'chargedCents' | 'chargedCurrency' | 'orderReference' | 'orderDeadline'> & {
  /** The part paid with points (decision 034), or null; `amount` is then the money part. */
  points: { type: string; cents: number } | null;
};

/**
 * The payment that settled the reservation (approved, or a store or office order), the latest first, with
 * the points row approved beside it. Paid with points only, the money part is 0 and `method` is 'points'.
 */
type PaymentFacts = Pick<typeof payments.$inferSelect, 'type' | 'method' | 'status' | 'amount' | 'chargedCents' | 'chargedCurrency' | 'orderReference' | 'orderDeadline' | 'orderVoidedAt'>;

export async function settledPayment(db: Database, reservationId: number): Promise<SettledPayment | null> {
  const rows: PaymentFacts[] = await db
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
  return settledFrom(rows);
}

/** The settling payment among a reservation's approved and order rows, the latest first. */
function settledFrom(rows: readonly PaymentFacts[]): SettledPayment | null {
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
export async function changeSettlements(db: Database, reservationId: number): Promise<ChangeSettlements> {
  const rows = await db.select({ cents: scheduleChanges.differenceCents, settledBy: scheduleChanges.settledBy }).from(scheduleChanges).where(eq(scheduleChanges.reservationId, reservationId));
  return settlementsFrom(rows);
}

export interface ChangeSettlements {
  chargedCents: number;
  refundedCents: number;
}

function settlementsFrom(rows: ReadonlyArray<{ cents: number; settledBy: string }>): ChangeSettlements {
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
export async function cancelledPointsCents(db: Database, code: string, memberId: number | null): Promise<number> {
  if (memberId === null) return 0;
  const spending = Object.values(pointsPoolKinds).map(([, debit]) => debit);
  const [points] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.memberId, memberId), eq(pointsLedger.reservationCode, code), inArray(pointsLedger.kind, spending), gt(pointsLedger.points, '0')));
  return Math.round(Number(points?.total ?? 0) * 100);
}

type PaymentTuple = [PaymentFacts['type'], string | null, PaymentFacts['status'], string, number | null, string | null, string | null, number | null, number | null];
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`);

/**
 * The payment rows, the schedule changes' settlements and the cancellations' money of the reservation row
 * `"reservations"` of the statement they are selected in: alone (`reservationMoney`, prepared on the pool; built on a
 * transaction's connection inside one), and with a sale's tickets (`insertTicketsSettled`, decision 084).
 */
export const moneyColumns = {
  payments: sql<PaymentTuple[] | null>`(select json_agg(json_build_array(p.type, p.method, p.status, p.amount::text, p.charged_cents, p.charged_currency,
      p.order_reference, ${epochMs('p.order_deadline')}, ${epochMs('p.order_voided_at')}) order by p.id desc)
    from ${payments} p where p.reservation_id = "reservations"."id" and p.status in ('approved', 'order_generated'))`,
  changes: sql<Array<[number, string]> | null>`(select json_agg(json_build_array(c.difference_cents, c.settled_by)) from ${scheduleChanges} c where c.reservation_id = "reservations"."id")`,
  cancelled: sql<string>`(select coalesce(sum(x.refund_cents), 0)::text from ${cancellations} x where x.reservation_id = "reservations"."id")`,
};
/** The money columns as a statement returns them. */
export interface MoneyColumns {
  payments: PaymentTuple[] | null;
  changes: Array<[number, string]> | null;
  cancelled: string;
}

const moneyStatement = (db: Database) => db.select(moneyColumns).from(reservations);

export interface ReservationMoney {
  payment: SettledPayment | null;
  changes: ChangeSettlements;
  /** What cancelling gave back in money (the points are `cancelledPointsCents`). */
  cancelledCents: number;
}

export async function reservationMoney(db: Database, reservationId: number): Promise<ReservationMoney> {
  const [row] = await preparedOn(db, 'reservation_money', (pool, name) => moneyStatement(pool).where(eq(reservations.id, sql.placeholder('id'))).prepare(name)).execute({ id: reservationId });
  return moneyOf(row);
}

/** The money columns (`moneyColumns`) decoded. */
export function moneyOf(row: MoneyColumns | undefined): ReservationMoney {
  const date = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));
  const rows = (row?.payments ?? []).map(([type, method, status, amount, chargedCents, chargedCurrency, orderReference, orderDeadline, orderVoidedAt]): PaymentFacts => ({
    type, method, status, amount, chargedCents, chargedCurrency, orderReference, orderDeadline: date(orderDeadline), orderVoidedAt: date(orderVoidedAt),
  }));
  return {
    payment: settledFrom(rows),
    changes: settlementsFrom((row?.changes ?? []).map(([cents, settledBy]) => ({ cents, settledBy }))),
    cancelledCents: Number(row?.cancelled ?? 0),
  };
}
