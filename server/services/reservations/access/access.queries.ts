import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedOn } from '../../../db/queries/prepared';
import { passengers, reservationLinks, reservations } from '../../../db/schema/reservations.schema';

/** What deciding who may read a reservation needs, in one query whatever the credentials are. */
export interface AccessFacts {
  id: number;
  flowTokenHash: string | null;
  paymentStatus: typeof reservations.$inferSelect.paymentStatus;
  contactLastName: string | null;
  passengerLastNames: Array<string | null>;
  /** A link token with the given digest belongs to this reservation and has not expired. */
  linkValid: boolean;
  /** What the reservation's read token is derived from (decision 063). */
  readKey: string;
}

/**
 * The access facts of a live (not deleted) reservation, or null. Always the same single statement doing
 * the same lookups: one row from a constant, the reservation left-joined by code, and the passengers'
 * and link lookups run even when no reservation matched (by a null id), with a digest for the link even
 * when the request carries no link token. So every failure costs the same, whatever failed.
 */
export async function findAccessFacts(db: Database, code: string, linkDigest: string, now: Date): Promise<AccessFacts | null> {
  const [row] = await db
    .select({
      id: reservations.id,
      flowTokenHash: reservations.flowTokenHash,
      paymentStatus: reservations.paymentStatus,
      readKey: reservations.readKey,
      contactLastName: reservations.contactLastName,
      // Qualified by hand: inside a select list Drizzle writes a column without its table, and "id" would
      // then name the subquery's own table.
      passengerLastNames: sql<Array<string | null> | null>`(select json_agg(p.last_name) from ${passengers} p where p.reservation_id = "reservations"."id")`,
      linkValid: sql<boolean>`exists (select 1 from ${reservationLinks} l where l.reservation_id = "reservations"."id" and l.token_hash = ${linkDigest} and l.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(sql`(select 1) as lookup`)
    .leftJoin(reservations, and(eq(reservations.code, code), isNull(reservations.deletedAt)));
  if (!row || row.id === null || row.paymentStatus === null || row.readKey === null) return null;
  return { ...row, id: row.id, paymentStatus: row.paymentStatus, readKey: row.readKey, passengerLastNames: row.passengerLastNames ?? [], linkValid: row.linkValid === true };
}

/** Stores a link token's digest for a reservation (inside the caller's transaction when given one). */
export async function insertLinkToken(db: Database, reservationId: number, digest: string, expiresAt: Date, now: Date): Promise<void> {
  await preparedOn(db, 'insert_link_token', (pool, name) =>
    pool
      .insert(reservationLinks)
      .values({ reservationId: sql.placeholder('reservationId'), tokenHash: sql.placeholder('digest'), expiresAt: sql.placeholder('expiresAt'), createdAt: sql.placeholder('now') })
      .prepare(name),
  ).execute({ reservationId, digest, expiresAt, now });
}
