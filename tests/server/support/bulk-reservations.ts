import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PassengerType } from '../../../domain/search/passengers';
import type { Database } from '../../../server/db/database';
import { passengers, reservations } from '../../../server/db/schema/reservations.schema';
import { shareFlowToken } from './flow-tokens';

const CHUNK = 500;

/**
 * `count` copies of an existing reservation (same trip, bus and payment deadline), each with its own
 * code and the given passengers. Race tests and the seat bench need hundreds of distinct buyers on one
 * bus; creating them through the API would only slow the setup down, not test anything more. Each copy
 * answers to the template's flow token.
 */
export async function cloneReservation(db: Database, code: string, count: number, types: PassengerType[]): Promise<string[]> {
  const [template] = await db.select().from(reservations).where(eq(reservations.code, code));
  if (!template) throw new Error(`no reservation ${code}`);
  const { id: _id, code: _code, ...fields } = template;
  const prefix = `Z${randomBytes(3).toString('hex').toUpperCase()}`;
  const codes: string[] = [];
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => ({ ...fields, code: `${prefix}${start + i}` }));
    const inserted = await db.insert(reservations).values(rows).returning({ id: reservations.id, code: reservations.code });
    await db.insert(passengers).values(inserted.flatMap((r) => types.map((type) => ({ reservationId: r.id, type }))));
    codes.push(...inserted.map((r) => r.code));
  }
  // The copies keep the template's flow token digest: the template's token drives each of them.
  shareFlowToken(code, codes);
  return codes;
}
