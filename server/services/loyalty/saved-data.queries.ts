import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { storedPhoneForms } from '../../../domain/reservation/phone-shape';
import type { Database } from '../../db/database';
import { loyaltySavedPassengers, loyaltyTaxProfiles } from '../../db/schema/loyalty-profile.schema';
import { loyaltyMembers } from '../../db/schema/loyalty.schema';

// The SQL of what a member keeps in the profile: contact, saved passengers, saved tax data.

export interface SavedPassengerRow {
  firstName: string;
  lastName: string;
}

export interface TaxProfileRow {
  rfc: string;
  name: string;
  cp: string;
  regimenFiscal: string;
  email: string;
}

export async function savedData(db: Database, memberId: number): Promise<{ passengers: SavedPassengerRow[]; taxProfiles: TaxProfileRow[] }> {
  const [passengers, taxProfiles] = await Promise.all([
    db
      .select({ firstName: loyaltySavedPassengers.firstName, lastName: loyaltySavedPassengers.lastName })
      .from(loyaltySavedPassengers)
      .where(eq(loyaltySavedPassengers.memberId, memberId))
      .orderBy(asc(loyaltySavedPassengers.position)),
    db
      .select({ rfc: loyaltyTaxProfiles.rfc, name: loyaltyTaxProfiles.name, cp: loyaltyTaxProfiles.cp, regimenFiscal: loyaltyTaxProfiles.regimenFiscal, email: loyaltyTaxProfiles.email })
      .from(loyaltyTaxProfiles)
      .where(eq(loyaltyTaxProfiles.memberId, memberId))
      .orderBy(asc(loyaltyTaxProfiles.position)),
  ]);
  return { passengers, taxProfiles };
}

/** Whether another member already has this e-mail or mobile (E.164, or a Mexican one as older members keep it). */
export async function contactTakenByOther(db: Database, memberId: number, email: string, phone: string): Promise<boolean> {
  const rows = await db
    .select({ id: loyaltyMembers.id })
    .from(loyaltyMembers)
    .where(and(ne(loyaltyMembers.id, memberId), or(eq(sql`lower(${loyaltyMembers.email})`, email), inArray(loyaltyMembers.phone, storedPhoneForms(phone)))))
    .limit(1);
  return rows.length > 0;
}

/** The contact and both lists, replaced together. */
export async function saveProfile(
  db: Database,
  memberId: number,
  update: { firstName: string; lastName: string; email: string; phone: string; passengers: SavedPassengerRow[]; taxProfiles: TaxProfileRow[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(loyaltyMembers).set({ firstName: update.firstName, lastName: update.lastName, email: update.email, phone: update.phone }).where(eq(loyaltyMembers.id, memberId));
    await tx.delete(loyaltySavedPassengers).where(eq(loyaltySavedPassengers.memberId, memberId));
    await tx.delete(loyaltyTaxProfiles).where(eq(loyaltyTaxProfiles.memberId, memberId));
    if (update.passengers.length > 0) await tx.insert(loyaltySavedPassengers).values(update.passengers.map((p, position) => ({ ...p, memberId, position })));
    if (update.taxProfiles.length > 0) await tx.insert(loyaltyTaxProfiles).values(update.taxProfiles.map((p, position) => ({ ...p, memberId, position })));
  });
}
