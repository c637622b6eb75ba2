import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { preparedRaw, slot } from '../../../db/queries/prepared';
import { passengers, reservations } from '../../../db/schema/reservations.schema';
import type { AdditionalsSelection } from '../../reservations';

export interface ContactRow {
  contactFirstName: string;
  contactLastName: string;
  contactCellPhone: string;
  contactEmail: string;
  goesContact: boolean;
}

const CONTACT_COLUMNS = ['contactFirstName', 'contactLastName', 'contactCellPhone', 'contactEmail', 'goesContact'] as const satisfies ReadonlyArray<keyof ContactRow>;

/** The contact and the passengers' names in one prepared statement (a data-modifying WITH: both or neither). */
const contactStatement = (db: Database) => {
  const id = sql.placeholder('reservationId');
  const saved = db
    .update(reservations)
    .set({ ...Object.fromEntries(CONTACT_COLUMNS.map((column) => [column, slot(reservations[column], column)])), privacyAccepted: true, updatedAt: slot(reservations.updatedAt, 'now') })
    .where(eq(reservations.id, id));
  // The names as JSON rows of the passengers' own type, converted by PostgreSQL as each column wants.
  return sql`with saved as ${saved}
    update ${passengers} set first_name = v.first_name, last_name = v.last_name, age = v.age
    from json_populate_recordset(null::passengers, ${sql.placeholder('names')}::json) v
    where ${passengers}.id = v.id and ${passengers}.reservation_id = ${id}`;
};

/** A passenger's name and age as the contact step saves them. */
export interface SavedName {
  passengerId: number;
  firstName: string;
  lastName: string;
  age: number | null;
}

/** The contact and each passenger's name and age (by passenger id). */
export async function saveContact(db: Database, reservationId: number, contact: ContactRow, names: ReadonlyArray<SavedName>, now: Date): Promise<void> {
  const rows = JSON.stringify(names.map((n) => ({ id: n.passengerId, first_name: n.firstName, last_name: n.lastName, age: n.age })));
  await preparedRaw(db, 'save_contact', contactStatement).execute({ ...contact, reservationId, names: rows, now });
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
