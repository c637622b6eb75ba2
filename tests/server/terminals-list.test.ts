import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// docs/rules/content-pages.md#locations: the locations page's terminals, each with address, hours, services and coordinates, read
// through the shared read cache (decision 020).

describe.each(engines)('terminals list on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(() => t.close());

  it('lists every active terminal with what the locations page shows', async () => {
    const answer = await call(t.app, '/api/common/terminals/list');
    expect(answer.status).toBe(200);
    const terminals = answer.body.content.data as Array<Record<string, unknown>>;
    expect(terminals).toHaveLength(8);
    expect(terminals.find((terminal) => terminal.id === 'puerto-vallarta')).toMatchObject({
      city: 'Puerto Vallarta',
      address: 'Av. Las Palmas 300, Col. Las Mojoneras',
      latitude: 20.6835,
      longitude: -105.2428,
      hours: { opens: '05:00', closes: '24:00' },
    });
    expect(terminals.find((terminal) => terminal.id === 'la-penita')).toMatchObject({ timezone: 'America/Mazatlan' });
    for (const terminal of terminals) expect((terminal.services as string[]).length).toBeGreaterThan(0);
  });

  it('answers a revalidation with 304', async () => {
    const first = await call(t.app, '/api/common/terminals/list');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/api/common/terminals/list', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});
