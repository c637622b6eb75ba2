import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loyaltyMembers, loyaltySessions, pointsLedger } from '../../db/schema/loyalty.schema';
import type { Identifier } from '../../../domain/loyalty/identify-card';
import type { LoyaltyTier } from '../../../domain/loyalty/tiers';
import { storedPhoneForms } from '../../../domain/reservation/phone-shape';

// The loyalty service's SQL: members, their sessions (stored as hashes) and the points ledger.

export interface MemberCredentials {
  id: number;
  passwordHash: string;
  active: boolean;
}

export interface MemberRow {
  id: number;
  cardNumber: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  tier: LoyaltyTier;
  rfc: string | null;
  active: boolean;
}

const credentialColumns = { id: loyaltyMembers.id, passwordHash: loyaltyMembers.passwordHash, active: loyaltyMembers.active };

/**
 * The member signing in with an e-mail, with 10 digits that are a card number or a Mexican mobile, or with a mobile
 * in E.164. A mobile is found as it is stored now (E.164) and as members who joined before keep it (10 digits).
 */
export async function findMemberCredentials(db: Database, identifier: Identifier): Promise<MemberCredentials | null> {
  const where =
    identifier.kind === 'email'
      ? eq(sql`lower(${loyaltyMembers.email})`, identifier.value)
      : identifier.kind === 'number'
        ? or(eq(loyaltyMembers.cardNumber, identifier.value), inArray(loyaltyMembers.phone, storedPhoneForms(`+52${identifier.value}`)))
        : inArray(loyaltyMembers.phone, storedPhoneForms(identifier.value));
  // A card number and another member's mobile could be the same 10 digits: the card wins.
  const rows = await db
    .select(credentialColumns)
    .from(loyaltyMembers)
    .where(where)
    .orderBy(sql`case when ${loyaltyMembers.cardNumber} = ${identifier.value} then 0 else 1 end`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findMember(db: Database, memberId: number): Promise<MemberRow | null> {
  const rows = await db
    .select({
      id: loyaltyMembers.id,
      cardNumber: loyaltyMembers.cardNumber,
      email: loyaltyMembers.email,
      phone: loyaltyMembers.phone,
      firstName: loyaltyMembers.firstName,
      lastName: loyaltyMembers.lastName,
      tier: loyaltyMembers.tier,
      rfc: loyaltyMembers.rfc,
      active: loyaltyMembers.active,
    })
    .from(loyaltyMembers)
    .where(eq(loyaltyMembers.id, memberId));
  return rows[0] ?? null;
}

/** Whether an e-mail or a mobile (E.164, or a Mexican one as older members keep it) already belongs to a member. */
export async function contactTaken(db: Database, email: string, phone: string): Promise<boolean> {
  const rows = await db
    .select({ id: loyaltyMembers.id })
    .from(loyaltyMembers)
    .where(or(eq(sql`lower(${loyaltyMembers.email})`, email), inArray(loyaltyMembers.phone, storedPhoneForms(phone))))
    .limit(1);
  return rows.length > 0;
}

export interface NewMember {
  cardNumber: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/** Inserts the member, or null when a unique value (card, e-mail, phone) is already there. */
export async function insertMember(db: Database, member: NewMember, now: Date): Promise<number | null> {
  const rows = await db
    .insert(loyaltyMembers)
    .values({ ...member, tier: 'classic', createdAt: now })
    .onConflictDoNothing()
    .returning({ id: loyaltyMembers.id });
  return rows[0]?.id ?? null;
}

export async function insertSession(db: Database, memberId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(loyaltySessions).values({ memberId, tokenHash, expiresAt, createdAt: now });
}

/** The member of a live session (not revoked, not expired), or null. */
export async function sessionMemberId(db: Database, tokenHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .select({ memberId: loyaltySessions.memberId })
    .from(loyaltySessions)
    .where(and(eq(loyaltySessions.tokenHash, tokenHash), isNull(loyaltySessions.revokedAt), gt(loyaltySessions.expiresAt, now)));
  return rows[0]?.memberId ?? null;
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(loyaltySessions).set({ revokedAt: now }).where(and(eq(loyaltySessions.tokenHash, tokenHash), isNull(loyaltySessions.revokedAt)));
}

export async function pointsBalance(db: Database, memberId: number): Promise<number> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId));
  return Number(rows[0]?.total ?? 0);
}

export interface LedgerRow {
  kind: string;
  points: number;
  reservationCode: string | null;
  description: string;
  createdAt: Date;
}

export async function pointsHistory(db: Database, memberId: number, limit = 50): Promise<LedgerRow[]> {
  const rows = await db
    .select({ kind: pointsLedger.kind, points: pointsLedger.points, reservationCode: pointsLedger.reservationCode, description: pointsLedger.description, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(eq(pointsLedger.memberId, memberId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, points: Number(row.points) }));
}
