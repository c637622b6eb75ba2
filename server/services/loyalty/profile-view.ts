import { tierLuggage } from '../../../domain/loyalty/tiers';
import type { Database } from '../../db/database';
import { findMember, pointsBalance, pointsHistory, type MemberRow } from './loyalty.queries';
import { savedData } from './saved-data.queries';

// The contract's Profile of a member: who they are, their tier and its luggage, points and history.

export async function profileView(db: Database, member: MemberRow) {
  const [points, history, saved] = await Promise.all([pointsBalance(db, member.id), pointsHistory(db, member.id), savedData(db, member.id)]);
  const luggage = tierLuggage(member.tier);
  return {
    identify_card: member.cardNumber,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    cell_phone: member.phone,
    birthday: null,
    tier: member.tier,
    points,
    luggage: { bags: luggage.bags, kg_per_bag: luggage.kgPerBag, sports_or_instrument: luggage.sportsOrInstrument, hand_bags: luggage.handBags },
    history: history.map((row) => ({
      kind: row.kind as 'traveller_loyalty' | 'traveller_win' | 'traveller_prepaid' | 'traveller_purchased',
      points: row.points,
      reservation_code: row.reservationCode,
      description: row.description,
      date: row.createdAt.toISOString(),
    })),
    tax_profiles: saved.taxProfiles.map((p) => ({ rfc: p.rfc, name: p.name, cp: p.cp, regimen_fiscal: p.regimenFiscal, email: p.email })),
    passengers: saved.passengers.map((p) => ({ first_name: p.firstName, last_name: p.lastName })),
  };
}

export type ProfileView = Awaited<ReturnType<typeof profileView>>;

export async function profileOf(db: Database, memberId: number): Promise<ProfileView | null> {
  const member = await findMember(db, memberId);
  return member && member.active ? profileView(db, member) : null;
}
