import { aliasedTable, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { reservations } from '../../../db/schema/reservations.schema';
import type { PassengerType } from '../../../../domain/search/passengers';
import type { PassengerRow, ReservationRow } from '../../reservations';
import type { LiveHold } from '../../reservations';

/** What the seat map reads of the reservation: its access, its step gate and its legs. */
export type SeatMapReservationRow = Pick<
  ReservationRow,
  'id' | 'flowTokenHash' | 'paymentStatus' | 'paymentDeadline' | 'roundTrip' | 'departureOpen' | 'departureId' | 'returnOpen' | 'returnId'
>;

type SeatMapTuple = [
  number,
  string | null,
  ReservationRow['paymentStatus'],
  number | null,
  boolean,
  boolean,
  number | null,
  boolean,
  number | null,
  Array<[number, PassengerType, string | null, string | null]> | null,
  [number, number, boolean] | null,
  Array<[number, number, number | null, PassengerType | null, number | null]> | null,
];

/**
 * The seat map in one statement and one json value: the reservation (by code, not deleted) with the
 * fields the map uses, its passengers, and for the bus of the leg asked for (show-seat-map.ts
 * legDepartureId, written out here too) its layout id and healthy-distance flag and its seat rows with their
 * expiry, so that what was read does not depend on when: which holds count is decided at each request (liveHolds
 * below), and a process may keep the read until a change is announced (server/platform/kept-reads.ts, decision 075).
 * A column of the reservation or of its passengers read here must be one whose change is announced (migration 0028's
 * triggers, decision 079): tests/server/seat-map-announcements.test.ts reads this statement to check it.
 */
const seatMapStatement = (db: Database, name: string) => {
  const busId = sql`(case when ${sql.placeholder('direction')}::text = 'return'
    then (case when r.round_trip and not r.return_open then r.return_id end)
    else (case when not r.departure_open then r.departure_id end) end)`;
  const r = aliasedTable(reservations, 'r');
  return db
    .select({
      map: sql<SeatMapTuple>`json_build_array(
        r.id, r.flow_token_hash, r.payment_status, floor(extract(epoch from r.payment_deadline) * 1000)::bigint,
        r.round_trip, r.departure_open, r.departure_id, r.return_open, r.return_id,
        (select json_agg(json_build_array(p.id, p.type, p.first_name, p.last_name) order by p.id) from passengers p where p.reservation_id = r.id),
        (select json_build_array(d.id, d.layout_id, d.healthy_distance) from departures d where d.id = ${busId}),
        (select json_agg(json_build_array(h.seat_number, h.reservation_id, h.passenger_id, hp.type, floor(extract(epoch from h.expires_at) * 1000)::bigint))
          from seat_holds h left join passengers hp on hp.id = h.passenger_id
          where h.departure_id = ${busId}))`,
    })
    .from(r)
    .where(sql`r.code = ${sql.placeholder('code')} and r.deleted_at is null`)
    .prepare(name);
};

export interface SeatMapRead {
  row: SeatMapReservationRow;
  passengers: Array<Pick<PassengerRow, 'id' | 'type' | 'firstName' | 'lastName'>>;
  /** The bus of the leg asked for (null when the leg has none, or it is gone), with its seat rows. */
  bus: { id: number; layoutId: number; healthyDistance: boolean; holds: KeptHold[] } | null;
}

/** A seat row as read: a hold until `expiresAt` (ms), or a sold seat (null). */
export type KeptHold = LiveHold & { expiresAt: number | null };

/** The rows that count at `now`: sold, or expiring later (an expired row is a free seat). */
export const liveHolds = (holds: readonly KeptHold[], now: Date): LiveHold[] => holds.filter((h) => h.expiresAt === null || h.expiresAt > now.getTime());

/** One statement for the seat map (see seatMapStatement); null when the code is unknown or deleted. */
export async function readSeatMap(db: Database, code: string, direction: 'departure' | 'return'): Promise<SeatMapRead | null> {
  const [found] = await preparedOn(db, 'seat_map_kept', seatMapStatement).execute({ code, direction });
  if (!found) return null;
  const [id, flowTokenHash, paymentStatus, deadline, roundTrip, departureOpen, departureId, returnOpen, returnId, people, bus, holds] = found.map;
  return {
    row: { id, flowTokenHash, paymentStatus, paymentDeadline: deadline === null ? null : new Date(Number(deadline)), roundTrip, departureOpen, departureId, returnOpen, returnId },
    passengers: (people ?? []).map(([pid, type, firstName, lastName]) => ({ id: pid, type, firstName, lastName })),
    bus: bus && {
      id: bus[0],
      layoutId: bus[1],
      healthyDistance: bus[2],
      holds: (holds ?? []).map(([seatNumber, reservationId, passengerId, passengerType, expiresAt]) => ({
        seatNumber,
        reservationId,
        passengerId,
        passengerType,
        expiresAt: expiresAt === null ? null : Number(expiresAt),
      })),
    },
  };
}
