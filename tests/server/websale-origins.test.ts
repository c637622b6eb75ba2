import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

type Terminal = { id: string; name: string; city: string; address: string };
type Origin = Terminal & { destinations: Terminal[] };

describe.each(engines)('websale GET /reservation/origins on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every terminal with departures and the destinations served from it', async () => {
    const res = await call(t.app, '/api/websale/reservation/origins');
    expect(res.status).toBe(200);
    expectMatchesContract('websale', 'getOrigins', res.status, res.body);
    const origins = res.body.content.data as Origin[];
    expect(origins.map((o) => o.id).sort()).toEqual(
      ['bucerias', 'guadalajara', 'guayabitos', 'la-penita', 'nuevo-vallarta', 'puerto-vallarta', 'sayulita', 'zapopan'],
    );
    const vallarta = origins.find((o) => o.id === 'puerto-vallarta');
    expect(vallarta).toMatchObject({
      name: 'Central Camionera de Puerto Vallarta',
      city: 'Puerto Vallarta',
      address: 'Av. Las Palmas 300, Col. Las Mojoneras',
    });
    expect(vallarta?.destinations.map((d) => d.id).sort()).toEqual(
      ['bucerias', 'guadalajara', 'guayabitos', 'la-penita', 'nuevo-vallarta', 'sayulita', 'zapopan'],
    );
    // Zapopan is only an intermediate stop between Vallarta and Guadalajara, in both directions.
    expect(origins.find((o) => o.id === 'zapopan')?.destinations.map((d) => d.id).sort()).toEqual(['guadalajara', 'puerto-vallarta']);
    expect(origins.find((o) => o.id === 'bucerias')?.city).toBe('Bucerías');
  });

  it('keeps accents and sorts by name in Spanish order', async () => {
    const res = await call(t.app, '/api/websale/reservation/origins', { lang: 'en' });
    const names = (res.body.content.data as Origin[]).map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toContain('Terminal La Peñita');
  });
});
