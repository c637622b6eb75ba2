import { inArray } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import { hashPassword } from '../../auth/password';
import type { Database } from '../database';
import { appVersions, sliderItems } from '../schema/content.schema';
import { loyaltyMembers, pointsLedger } from '../schema/loyalty.schema';
import { promotionalCodes } from '../schema/pricing.schema';
import { appVersionSeeds, loyaltyMemberSeeds, sliderSeeds } from './catalogue.data';
import { promotionalCodeSeeds } from './pricing.data';
import { seedTours } from './seed-tours';

/** Promotions, loyalty members, tours, slider and app versions; idempotent like seedNetwork. */
export async function seedCatalogue(db: Database, now: Date, today: string): Promise<void> {
  await db
    .insert(promotionalCodes)
    .values(
      promotionalCodeSeeds.map(({ fromDays, toDays, ...p }) => ({
        ...p,
        validFrom: new Date(`${addDays(today, fromDays)}T06:00:00Z`),
        validTo: new Date(`${addDays(today, toDays)}T06:00:00Z`),
      })),
    )
    .onConflictDoNothing();

  await seedLoyaltyMembers(db, now);

  await seedTours(db);

  await db
    .insert(sliderItems)
    .values(
      sliderSeeds.flatMap((s) =>
        (['es', 'en'] as const).map((lang) => ({
          key: s.key,
          lang,
          title: s[lang][0],
          subtitle: s[lang][1],
          imageUrl: s.image,
          linkUrl: s.link,
          position: s.position,
        })),
      ),
    )
    .onConflictDoNothing();

  await db
    .insert(appVersions)
    .values(appVersionSeeds.map((v) => ({ ...v, releasedAt: new Date(v.releasedAt) })))
    .onConflictDoNothing();
}

async function seedLoyaltyMembers(db: Database, now: Date): Promise<void> {
  const existing = await db
    .select({ cardNumber: loyaltyMembers.cardNumber })
    .from(loyaltyMembers)
    .where(inArray(loyaltyMembers.cardNumber, loyaltyMemberSeeds.map((m) => m.cardNumber)));
  const present = new Set(existing.map((m) => m.cardNumber));
  // Hash only for missing members: scrypt is deliberately slow and runs on every start otherwise.
  for (const { password, points, ...member } of loyaltyMemberSeeds) {
    if (present.has(member.cardNumber)) continue;
    const [inserted] = await db
      .insert(loyaltyMembers)
      .values({ ...member, passwordHash: await hashPassword(password), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: loyaltyMembers.id });
    if (!inserted) continue;
    await db.insert(pointsLedger).values({
      memberId: inserted.id,
      kind: 'traveller_win',
      points,
      description: 'Saldo inicial de bienvenida',
      createdAt: now,
    });
  }
}
