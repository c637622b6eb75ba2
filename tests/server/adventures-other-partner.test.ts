import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimCatalogue } from '../../server/partners/octo-simulator/simulator-catalogue';
import { openAdventuresApp, type AdventuresTestApp } from './support/adventures';
import { call, engines } from './support/engines';

// The adapter is configured, not hard-wired: a second OCTO-shaped partner with other data, another key and
// another tax factor is what the site lists and sells; a wrong key is refused by that partner and the site
// answers partner_unavailable.

const otherPartner: SimCatalogue = {
  supplierName: 'Sierra Norte Expediciones',
  daysAhead: 10,
  maxHoldMinutes: 10,
  products: [
    {
      id: 'kayak-yelapa',
      prefix: 'KAY',
      name: { es: 'Kayak a Yelapa', en: 'Kayak to Yelapa' },
      description: { es: 'Remo guiado por la costa sur.', en: 'Guided paddle along the south coast.' },
      location: 'Boca de Tomatlán',
      imageUrl: '/images/tours/yelapa.svg',
      durationMinutes: 300,
      closedWeekdays: [],
      options: [{ id: 'tandem', name: { es: 'Kayak doble', en: 'Tandem kayak' }, startTimes: ['07:30'], capacity: 6, units: [{ id: 'paddler', type: 'ADULT', name: { es: 'Remero', en: 'Paddler' }, priceCents: 200000 }] }],
    },
  ],
};

describe.each(engines)('a second OCTO partner on $name', (engine) => {
  let a: AdventuresTestApp;
  beforeAll(async () => {
    a = await openAdventuresApp(engine, { catalogue: otherPartner, apiKey: 'sierra-norte-key', settings: { taxFactor: 1.16 } });
  });
  afterAll(async () => {
    await a?.close();
  });

  it('lists and holds what that partner sells, at its prices times the configured factor, within its shorter hold', async () => {
    const list = await call(a.t.app, '/api/adventures/tour/list?brand_id=1&operative_source=web&lang=en');
    expect(list.body.content.data).toEqual([expect.objectContaining({ booking_code: 'kayak-yelapa', name: 'Kayak to Yelapa', price_adult: 2000, total_adult: 2320, price_minor: null, tax_factor: 1.16 })]);
    const dates = (await call(a.t.app, '/api/adventures/tour/kayak-yelapa/dates')).body.content.data as Array<{ departures: Array<{ availability_id: string }> }>;
    expect(dates).toHaveLength(10);
    const availability_id = dates[0]!.departures[0]!.availability_id;
    const contact = { first_name: 'Eva', last_name: 'Ruiz', email: 'eva@example.com', cell_phone: '3221234569' };
    const minors = await call(a.t.app, '/api/adventures/tour/kayak-yelapa/checkout', { method: 'POST', body: { brand_id: 1, operative_source: 'web', availability_id, adults: 1, minors: 1, contact } });
    expect([minors.status, minors.body.content.errors[0]?.code]).toEqual([409, 'units_not_offered']);
    const held = await call(a.t.app, '/api/adventures/tour/kayak-yelapa/checkout', { method: 'POST', body: { brand_id: 1, operative_source: 'web', availability_id, adults: 2, minors: 0, contact } });
    const order = held.body.content.data as { total: number; deadline: string };
    expect(order.total).toBe(4640);
    // This partner holds 10 minutes at most: the deadline follows its answer, less the 2-minute margin.
    expect(new Date(order.deadline).getTime() - a.t.clock.now().getTime()).toBe(8 * 60_000);
  });
});

describe.each(engines)('a partner that refuses the key on $name', (engine) => {
  let a: AdventuresTestApp;
  beforeAll(async () => {
    a = await openAdventuresApp(engine, { apiKey: 'the-right-key', clientKey: 'a-wrong-key' });
  });
  afterAll(async () => {
    await a?.close();
  });

  it('answers partner_unavailable', async () => {
    const list = await call(a.t.app, '/api/adventures/tour/list?brand_id=1&operative_source=web&lang=es');
    expect([list.status, list.body.content.errors[0]?.code]).toEqual([503, 'partner_unavailable']);
  });
});
