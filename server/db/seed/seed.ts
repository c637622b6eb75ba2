import { localDate } from '../../platform/clock';
import type { Database } from '../database';
import { topUpDepartures, topUpTourDates } from './calendar';
import { seedCatalogue } from './seed-catalogue';
import { seedNetwork } from './seed-network';

/**
 * Idempotent: safe on every start. Reference data is inserted only where missing (natural keys), and
 * departures and tour dates are topped up so the sales horizon always starts at the clock's today.
 */
export async function seedDatabase(db: Database, now: Date, horizonDays: number): Promise<void> {
  await db.transaction(async (tx) => {
    await seedNetwork(tx);
    await seedCatalogue(tx, now, localDate(now));
  });
  await topUpCalendar(db, now, horizonDays);
}

/** Extends departures and tour dates to the horizon; the server also runs it hourly (see index.ts). */
export async function topUpCalendar(db: Database, now: Date, horizonDays: number): Promise<void> {
  await db.transaction(async (tx) => {
    await topUpDepartures(tx, now, horizonDays);
    await topUpTourDates(tx, now);
  });
}
