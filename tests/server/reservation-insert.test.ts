import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation, type NewReservation } from '../../server/services/reservations/access/reservation.queries';
import { passengers, reservations } from '../../server/db/schema/reservations.schema';
import { terminals } from '../../server/db/schema/network.schema';
import { engines, openTestApp, type TestApp } from './support/engines';

// A reservation and its passengers are stored by one statement (a data-modifying WITH): both or neither, and a
// code another reservation has is given up for a fresh one without a passenger stored twice or under the other.
describe.each(engines)('storing a new reservation on $name', (engine) => {
  let t: TestApp;
  let values: NewReservation;
  beforeAll(async () => {
    t = await openTestApp(engine);
    const [from, to] = await t.database.db.select({ id: terminals.id }).from(terminals).limit(2);
    values = {
      originTerminalId: from!.id, destinationTerminalId: to!.id, roundTrip: false, departureDate: '2026-03-20', departureOpen: false, departureValidUntil: null,
      returnDate: null, returnOpen: false, returnValidUntil: null, promotionalCodeId: null, promotionalPercentOff: 0, priceDeparture: '915.00', priceReturn: null,
      paymentStatus: 'process', paymentDeadline: null, createdAt: t.clock.now(), updatedAt: t.clock.now(), flowTokenHash: null, lang: 'es',
    };
  });
  afterAll(() => t.close());

  const family = [
    { type: 'adult' as const, priceDeparture: '915.00', priceReturn: null },
    { type: 'minor' as const, firstName: 'Pepe', lastName: 'Núñez', age: 7, priceDeparture: '457.50', priceReturn: null },
  ];
  const stored = async (code: string) => {
    const db = t.database.db;
    const [row] = await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.code, code));
    if (!row) return null;
    return db.select({ type: passengers.type, firstName: passengers.firstName, age: passengers.age, price: passengers.priceDeparture }).from(passengers).where(eq(passengers.reservationId, row.id)).orderBy(passengers.id);
  };

  it('stores the reservation with each passenger as typed', async () => {
    const created = await insertReservation(t.database.db, values, family, () => 'INS001');
    expect(created?.code).toBe('INS001');
    expect(created?.row).toMatchObject({ code: 'INS001', paymentStatus: values.paymentStatus, deletedAt: null });
    expect(await stored('INS001')).toEqual([
      { type: 'adult', firstName: null, age: null, price: '915.00' },
      { type: 'minor', firstName: 'Pepe', age: 7, price: '457.50' },
    ]);
  });

  it('tries a fresh code when the first is taken, leaving the other reservation as it was', async () => {
    const codes = ['INS001', 'INS002'];
    expect((await insertReservation(t.database.db, values, [family[0]!], () => codes.shift()!))?.code).toBe('INS002');
    expect(await stored('INS002')).toEqual([{ type: 'adult', firstName: null, age: null, price: '915.00' }]);
    expect(await stored('INS001')).toHaveLength(2);
  });

  it('stores nothing when five codes all clash', async () => {
    const before = (await t.database.db.select({ id: passengers.id }).from(passengers)).length;
    expect(await insertReservation(t.database.db, values, family, () => 'INS001')).toBeNull();
    expect((await t.database.db.select({ id: passengers.id }).from(passengers)).length).toBe(before);
  });
});
