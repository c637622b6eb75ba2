import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { tourProducts } from '../../../server/db/schema/tours.schema';
import { expectMatchesContract } from './contract';
import { call, openTestApp, TEST_NOW, type TestApp, type TestEngine } from './engines';

type CallInit = NonNullable<Parameters<typeof call>[2]>;

/**
 * The set-up every tours server test shares, called inside its `describe`: a test app on `engine` with the seeded
 * catalogue, its products' ids by slug, the clock at TEST_NOW before each test (unless `clockEachTest: false`), and
 * the tours API called with each answer checked against the contract (and its envelope's code against the status).
 */
export function toursTestApp(engine: TestEngine, { clockEachTest = true } = {}) {
  let opened: TestApp | undefined;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    opened = await openTestApp(engine);
    for (const p of await opened.database.db.select({ id: tourProducts.id, slug: tourProducts.slug }).from(tourProducts)) ids.set(p.slug, p.id);
  });
  afterAll(async () => {
    await opened?.close();
  });
  if (clockEachTest) beforeEach(() => opened?.clock.set(TEST_NOW));

  const app = (): TestApp => {
    if (!opened) throw new Error('the tours test app opens in beforeAll');
    return opened;
  };
  return {
    /** The app, once beforeAll has opened it. */
    get t() {
      return app();
    },
    /** The seeded product's id, 0 for an unknown slug. */
    idOf: (slug: string) => ids.get(slug) ?? 0,
    /** A tours call (`path` under /api/tours), its answer checked against `operationId`'s contract. */
    async api(operationId: string, path: string, init: CallInit = {}) {
      const res = await call(app().app, `/api/tours${path}`, init);
      expect(res.body.http.code).toBe(res.status);
      expectMatchesContract('tours', operationId, res.status, res.body);
      return res;
    },
    data: <T>(res: { body: { content: { data: unknown } } }) => res.body.content.data as T,
  };
}
