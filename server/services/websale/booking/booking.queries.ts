import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { passengers, reservations } from '../../../db/schema/reservations.schema';
import type { AdditionalsSelection } from '../../reservations';

export interface ContactRow {
  contactFirstName: string;
  contactLastName: string;
  contactCellPhone: string;
  contactEmail: string;
  goesContact: boolean;
}

/** The contact and each passenger's name and age (by passenger id) in one transaction. */
export async function saveContact(
  db: Database,
  reservationId: number,
  contact: ContactRow,
  names: Array<{ passengerId: number; firstName: string; lastName: string; age: number | null }>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(reservations)
      .set({ ...contact, privacyAccepted: true, updatedAt: now })
      .where(eq(reservations.id, reservationId));
    for (const name of names) {
      await tx.update(passengers).set({ firstName: name.firstName, lastName: name.lastName, age: name.age }).where(eq(passengers.id, name.passengerId));
    }
  });
}

export async function saveAdditionals(db: Database, reservationId: number, selection: AdditionalsSelection, now: Date): Promise<void> {
  await db.update(reservations).set({ additionals: selection, updatedAt: now }).where(eq(reservations.id, reservationId));
}

export interface TravellerLink {
  memberId: number;
  activeReward: boolean;
  /** The member's contact, written only where the reservation has none yet. */
  contact: Omit<ContactRow, 'goesContact'>;
}

/** Links a frequent traveller (traveller operation); each contact field is filled only when empty. */
export async function linkTravellerToReservation(db: Database, reservationId: number, link: TravellerLink, now: Date): Promise<void> {
  const { contact } = link;
  const fill = (column: AnyColumn, value: string) => sql`coalesce(nullif(${column}, ''), ${value})`;
  await db
    .update(reservations)
    .set({
      loyaltyMemberId: link.memberId,
      activeReward: link.activeReward,
      contactFirstName: fill(reservations.contactFirstName, contact.contactFirstName),
      contactLastName: fill(reservations.contactLastName, contact.contactLastName),
      contactCellPhone: fill(reservations.contactCellPhone, contact.contactCellPhone),
      contactEmail: fill(reservations.contactEmail, contact.contactEmail),
      updatedAt: now,
    })
    .where(eq(reservations.id, reservationId));
}
