import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { eq } from 'drizzle-orm';
import { sliderItems } from '../../server/db/schema/content.schema';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';

type Version = { project_id: number; version: string; active: boolean; force_update: boolean; published_at: string };
type Slide = { id: number; title: string; image: string; link: string | null; lang: string; order: number };
type Schedule = {
  origin: { id: string; name: string };
  destination: { id: string; name: string };
  times: string[];
  duration: number;
  bus_type: string[];
};
type Rate = { origin: { id: string }; destination: { id: string }; currency: string; fares: Record<string, number> };

describe.each(engines)('common service on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function get(path: string, operationId: string, lang?: string) {
    const res = await call(t.app, `/api/common${path}`, { lang });
    expect(res.body.http.code).toBe(res.status);
    expectMatchesContract('common', operationId, res.status, res.body);
    return res;
  }

  async function expectInvalid(path: string, operationId: string, field: string) {
    const es = await get(path, operationId);
    expect(es.status).toBe(400);
    expect(es.body.http.status).toBe('error');
    expect(es.body.content.errors).toEqual([{ code: 'invalid_request', message: 'Solicitud no válida', field }]);
    const en = await get(path, operationId, 'en');
    expect(en.body.content.errors).toEqual([{ code: 'invalid_request', message: 'Invalid request', field }]);
  }

  describe('GET /version/select/{project_id}', () => {
    it('returns the last active version by default', async () => {
      const res = await get('/version/select/1', 'versionSelect');
      expect(res.status).toBe(200);
      expect(res.body.http).toEqual({ code: 200, status: 'success' });
      expect(res.body.content.errors).toEqual([]);
      expect(res.body.content.data).toMatchObject({ project_id: 1, version: '1.0.0', active: true, force_update: false });
    });

    it('returns the newest version, active or not, when last_active=false', async () => {
      const res = await get('/version/select/1?last_active=false', 'versionSelect');
      expect(res.body.content.data as Version).toMatchObject({ version: '1.1.0-beta.1', active: false });
    });

    it('tells the Android app to update', async () => {
      const res = await get('/version/select/2?last_active=true', 'versionSelect');
      expect(res.body.content.data as Version).toMatchObject({ project_id: 2, version: '3.4.2', force_update: true });
    });

    it('answers 404 project_not_found for an unknown project, in both languages', async () => {
      const es = await get('/version/select/99', 'versionSelect');
      expect(es.status).toBe(404);
      expect(es.body.content.errors[0]).toMatchObject({ code: 'project_not_found', message: 'El proyecto no existe' });
      const en = await get('/version/select/99', 'versionSelect', 'en');
      expect(en.body.content.errors[0]?.message).toBe('The project does not exist');
    });

    it('refuses a project id that is not a positive integer', async () => {
      await expectInvalid('/version/select/abc', 'versionSelect', 'project_id');
      await expectInvalid('/version/select/0', 'versionSelect', 'project_id');
    });

    it('refuses a last_active that is not a boolean', async () => {
      await expectInvalid('/version/select/1?last_active=maybe', 'versionSelect', 'last_active');
    });
  });

  describe('GET /slider/list', () => {
    it('lists the Spanish slides in order by default', async () => {
      const res = await get('/slider/list', 'sliderList');
      const slides = res.body.content.data as Slide[];
      expect(slides.map((s) => s.order)).toEqual([1, 2, 3, 4]);
      expect(slides.every((s) => s.lang === 'es')).toBe(true);
      expect(slides[0]?.title).toBe('Tu primer viaje con 10% de descuento');
    });

    it('follows the lang header, and the lang query over the header', async () => {
      const byHeader = await get('/slider/list', 'sliderList', 'en');
      expect((byHeader.body.content.data as Slide[])[0]?.title).toBe('10% off your first trip');
      const byQuery = await get('/slider/list?lang=en', 'sliderList', 'es');
      expect((byQuery.body.content.data as Slide[]).every((s) => s.lang === 'en')).toBe(true);
    });

    it('hides a slide once its end date has passed', async () => {
      const endsAt = new Date(t.clock.now().getTime() + 60 * 60_000);
      await t.database.db.update(sliderItems).set({ endsAt }).where(eq(sliderItems.key, 'verano'));
      try {
        const before = await get('/slider/list', 'sliderList');
        expect((before.body.content.data as Slide[]).map((s) => s.order)).toEqual([1, 2, 3, 4]);
        t.clock.advance(2 * 60 * 60_000);
        const after = await get('/slider/list', 'sliderList');
        expect((after.body.content.data as Slide[]).map((s) => s.order)).toEqual([1, 3, 4]);
      } finally {
        t.clock.set(TEST_NOW);
        await t.database.db.update(sliderItems).set({ endsAt: null }).where(eq(sliderItems.key, 'verano'));
      }
    });

    it('refuses an unsupported language', async () => {
      await expectInvalid('/slider/list?lang=fr', 'sliderList', 'lang');
    });
  });

  describe('GET /schedules/list_select', () => {
    it('lists departure times per pair, including intermediate stops', async () => {
      const res = await get('/schedules/list_select', 'schedulesListSelect');
      const list = res.body.content.data as Schedule[];
      const find = (o: string, d: string) => list.find((s) => s.origin.id === o && s.destination.id === d);
      expect(find('puerto-vallarta', 'guadalajara')?.times).toEqual(['06:00:00', '08:00:00', '10:30:00', '13:00:00', '15:30:00', '18:00:00', '23:30:00']);
      // Zapopan is 5 hours in: the 23:30 bus passes at 04:30, which sorts first.
      expect(find('puerto-vallarta', 'zapopan')?.origin.name).toBe('Central Camionera de Puerto Vallarta');
      expect(find('zapopan', 'guadalajara')?.times[0]).toBe('04:30:00');
      // Guadalajara reaches the coast by Compostela, without calling at Zapopan (docs/rules/content-pages.md#every-landing-destination-is-bookable).
      expect(find('guadalajara', 'sayulita')?.times).toEqual(['07:00:00', '14:00:00']);
      expect(find('zapopan', 'sayulita')).toBeUndefined();
      expect(list.length).toBe(46);
    });

    it('gives the travel time and the bus types of each pair, in the request language', async () => {
      const find = (list: Schedule[], o: string, d: string) => list.find((s) => s.origin.id === o && s.destination.id === d);
      const es = (await get('/schedules/list_select?origin=puerto-vallarta', 'schedulesListSelect')).body.content.data as Schedule[];
      expect(find(es, 'puerto-vallarta', 'guadalajara')).toMatchObject({ duration: 345, bus_type: ['Ejecutivo 2+1', 'Primera clase 2+2'] });
      expect(find(es, 'puerto-vallarta', 'sayulita')).toMatchObject({ duration: 75, bus_type: ['Primera clase 2+2'] });
      const res = await call(t.app, '/api/common/schedules/list_select?origin=zapopan&destination=guadalajara', { lang: 'en' });
      expectMatchesContract('common', 'schedulesListSelect', res.status, res.body);
      expect((res.body.content.data as Schedule[])[0]).toMatchObject({ duration: 45, bus_type: ['Executive 2+1', 'First class 2+2'] });
    });

    it('filters by origin and destination', async () => {
      const res = await get('/schedules/list_select?origin=sayulita&destination=guayabitos', 'schedulesListSelect');
      const list = res.body.content.data as Schedule[];
      expect(list).toHaveLength(1);
      // 10 coastal buses, and the 2 from Nuevo Vallarta to Guadalajara that call at both.
      expect(list[0]?.times).toHaveLength(12);
      expect(list[0]?.times[0]).toBe('07:15:00');
      expect(list[0]?.destination.name).toBe('Terminal Rincón de Guayabitos');
    });

    it('refuses unknown or malformed terminals', async () => {
      await expectInvalid('/schedules/list_select?origin=atlantida', 'schedulesListSelect', 'origin');
      await expectInvalid('/schedules/list_select?origin=sayulita&destination=Puerto%20Vallarta', 'schedulesListSelect', 'destination');
    });
  });

  describe('GET /rates/list_select', () => {
    it('prices every passenger type from the adult fare', async () => {
      const res = await get('/rates/list_select?origin=puerto-vallarta&destination=guadalajara', 'ratesListSelect');
      const [rate] = res.body.content.data as Rate[];
      expect(rate?.currency).toBe('MXN');
      expect(rate?.fares).toEqual({ adult: 915, minor: 457.5, inapam: 457.5, infant: 0, student: 457.5, student_flex: 457.5, teacher: 686.25, teacher_flex: 686.25 });
    });

    it('truncates discounted prices to two decimals', async () => {
      const res = await get('/rates/list_select?origin=sayulita&destination=puerto-vallarta', 'ratesListSelect');
      const [rate] = res.body.content.data as Rate[];
      // 25% off $98.50 is $73.875: the site shows $73.87, never $73.88.
      expect(rate?.fares.adult).toBe(98.5);
      expect(rate?.fares.teacher).toBe(73.87);
    });

    it('lists both directions of every pair', async () => {
      const res = await get('/rates/list_select', 'ratesListSelect');
      const list = res.body.content.data as Rate[];
      expect(list).toHaveLength(46);
      expect(list.some((r) => r.origin.id === 'guayabitos' && r.destination.id === 'la-penita')).toBe(true);
    });

    it('refuses unknown terminals', async () => {
      await expectInvalid('/rates/list_select?destination=tijuana', 'ratesListSelect', 'destination');
    });
  });
});
