import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_CITIES, TICKET_DESTINATIONS } from '../../src/features/shell/route-catalog';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { create, noPassengers, searchBody } from './support/websale';

// docs/rules/content-pages.md#every-landing-destination-is-bookable: every place the landing pages sell (/boletos-a-{destination}, /autobus-{city}) can
// be booked from Guadalajara and from Puerto Vallarta on the seeded network: each has a departure
// with free seats and a price on an ordinary day. The seed serves them with direct buses.

/** The terminal a landing page's place is sold as ("vallarta" is Puerto Vallarta's central station). */
const terminalOf = (place: string) => (place === 'vallarta' ? 'puerto-vallarta' : place);
const landingTerminals = [...new Set([...TICKET_DESTINATIONS, ...BUS_CITIES].map(terminalOf))];

type Schedule = { free_seats: number; total: number };

describe.each(engines)('every landing destination is bookable on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const trips = ['guadalajara', 'puerto-vallarta'].flatMap((origin) =>
    landingTerminals.filter((destination) => destination !== origin).map((destination) => ({ origin, destination })),
  );

  it.each(trips)('from $origin to $destination there is a departure with seats and a price', async ({ origin, destination }) => {
    const created = await create(
      t,
      searchBody({ origin, destination, round: false, passengers: { ...noPassengers, adult: 1 }, departure: { date: '2026-03-20', open: false } }),
    );
    expect(created.status).toBe(200);
    const res = await call(t.app, `/api/websale/reservation/schedules?code=${created.payload?.code ?? ''}`);
    expect(res.status).toBe(200);
    const schedules = (res.body.content.data as { schedules: Schedule[] }).schedules;
    expect(schedules.length).toBeGreaterThan(0);
    expect(schedules[0]!.free_seats).toBeGreaterThan(0);
    expect(schedules[0]!.total).toBeGreaterThan(0);
  });

  it('offers each of them in the search form’s destinations from both cities', async () => {
    const res = await call(t.app, '/api/websale/reservation/origins');
    const origins = res.body.content.data as Array<{ id: string; destinations: Array<{ id: string }> }>;
    for (const origin of ['guadalajara', 'puerto-vallarta']) {
      const served = origins.find((o) => o.id === origin)?.destinations.map((d) => d.id) ?? [];
      expect(served).toEqual(expect.arrayContaining(landingTerminals.filter((d) => d !== origin)));
    }
  });
});
