import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tourDates, tourTimeslots } from '../../server/db/schema/tours.schema';
import { engines } from './support/engines';
import { toursTestApp } from './support/tours-app';

// The tours catalogue and its availability (docs/rules/tours.md, decision 052), on the seeded Bay of Banderas
// catalogue. TEST_NOW is Tuesday 2026-03-10, 12:00 in Puerto Vallarta.

interface Product {
  id: number;
  slug: string;
  category: string;
  name: string;
  description: string;
  prices: { adult: number; minor: number; inapam: number; infant: number | null };
  includes: string[];
  languages: string[];
  meeting_points: Array<{ terminal_id: string; minutes_before: number; note: string }>;
  cancellation: { free_until_hours: number; text: string };
}
interface Slot {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  places_left: number;
  status: string;
  prices: Product['prices'];
}

describe.each(engines)('tours catalogue on $name', (engine) => {
  const tours = toursTestApp(engine, { clockEachTest: false });
  const { idOf } = tours;

  const operationOf = (path: string) => (path.startsWith('/tour/catalog/product') ? 'getTourProducts' : path.startsWith('/tour/catalog/date') ? 'getTourDates' : 'getTourTimeslots');
  const get = (path: string, lang?: string) => tours.api(operationOf(path), path, { lang });
  const products = async (query: string, lang?: string) => ((await get(`/tour/catalog/product${query}`, lang)).body.content.data as { product: Product[] }).product;
  const slugs = async (query: string) => (await products(query)).map((p) => p.slug);
  const dates = async (slug: string, range = '') => ((await get(`/tour/catalog/date?product_id=${idOf(slug)}${range}`)).body.content.data as { dates: Array<{ date: string; available: boolean }> }).dates;
  const slots = async (slug: string, date: string) => ((await get(`/tour/catalog/timeslot?product_id=${idOf(slug)}&date=${date}`)).body.content.data as { timeslot: Slot[] }).timeslot;
  async function setCapacity(slug: string, date: string, startTime: string, capacity: number) {
    const [day] = await tours.t.database.db.select({ id: tourDates.id }).from(tourDates).where(and(eq(tourDates.productId, idOf(slug)), eq(tourDates.date, date)));
    await tours.t.database.db.update(tourTimeslots).set({ capacity }).where(and(eq(tourTimeslots.tourDateId, day!.id), eq(tourTimeslots.startTime, startTime)));
  }

  it('lists the Bay of Banderas catalogue, filtered by category and by words in either language', async () => {
    const all = await products('');
    expect(all.map((p) => p.slug)).toEqual([
      'islas-marietas',
      'yelapa',
      'avistamiento-ballenas',
      'degustacion-tequila',
      'canopy-sierra-madre',
      'vallarta-centro-y-sabores',
      'sayulita',
      'jardin-botanico-vallarta',
    ]);
    for (const p of all) {
      expect(p.meeting_points.length, p.slug).toBeGreaterThan(0);
      expect(p.includes.length, p.slug).toBeGreaterThan(0);
      expect(p.languages, p.slug).toContain('es');
    }
    expect(await slugs('?category=sea')).toEqual(['islas-marietas', 'yelapa', 'avistamiento-ballenas']);
    expect(await slugs('?category=food-and-drink')).toEqual(['degustacion-tequila', 'vallarta-centro-y-sabores']);
    expect(await slugs('?category=skiing')).toEqual([]);
    expect(await slugs('?q=ballenas')).toEqual(['avistamiento-ballenas']);
    expect(await slugs('?q=Whales')).toEqual(['avistamiento-ballenas']);
    expect(await slugs(`?q=${encodeURIComponent('JARDIN botánico')}`)).toEqual(['jardin-botanico-vallarta']);
    expect(await slugs('?q=cascada&category=sea')).toEqual(['yelapa']);
    expect(await slugs('?q=snorkel%20tequila')).toEqual([]);
  });

  it('opens a tour by its slug in Spanish and in English, with its prices per person type and its policy', async () => {
    const [es] = await products('?slug=islas-marietas');
    expect(es).toMatchObject({
      name: 'Islas Marietas y Playa del Amor',
      category: 'sea',
      prices: { adult: 1850, minor: 925, inapam: 925, infant: null },
      cancellation: { free_until_hours: 48 },
      meeting_points: [
        { terminal_id: 'nuevo-vallarta', minutes_before: 30 },
        { terminal_id: 'puerto-vallarta', minutes_before: 60 },
      ],
    });
    expect(es!.includes).toContain('Equipo de snorkel y chaleco salvavidas');
    expect(es!.cancellation.text).toContain('48 horas');
    const [en] = await products('?slug=islas-marietas&lang=en');
    expect(en).toMatchObject({ id: es!.id, name: 'Marietas Islands and Hidden Beach' });
    expect(en!.includes).toContain('Snorkel gear and life jacket');
    expect(en!.cancellation.text).toContain('48 hours');
    // The header's language when the query names none.
    expect((await products('?slug=islas-marietas', 'en'))[0]?.name).toBe('Marietas Islands and Hidden Beach');
    // An infant goes free on a tour that takes infants.
    expect((await products('?slug=yelapa'))[0]?.prices).toEqual({ adult: 1290, minor: 645, inapam: 645, infant: 0 });

    const missing = await get('/tour/catalog/product?slug=tour-que-no-existe', 'en');
    expect(missing.status).toBe(404);
    expect(missing.body.content.errors).toEqual([{ code: 'product_not_found', message: 'The tour does not exist.', field: 'slug' }]);
  });

  it('offers whale watching from December to March only', async () => {
    const days = await dates('avistamiento-ballenas');
    expect(days[0]).toEqual({ date: '2026-03-10', available: true });
    expect(days.at(-1)?.date).toBe('2026-03-31');
    expect(days.every((d) => d.date.startsWith('2026-03-'))).toBe(true);
    expect(await dates('avistamiento-ballenas', '&from=2026-04-01&to=2026-06-01')).toEqual([]);
    const april = await get(`/tour/catalog/timeslot?product_id=${idOf('avistamiento-ballenas')}&date=2026-04-15`);
    expect(april.status).toBe(404);
    expect(april.body.content.errors).toEqual([{ code: 'date_unavailable', message: 'El tour no está disponible en esa fecha.', field: 'date' }]);
    expect(await slugs('?category=sea&date=2026-03-20')).toEqual(['islas-marietas', 'yelapa', 'avistamiento-ballenas']);
    expect(await slugs('?category=sea&date=2026-04-15')).toEqual(['islas-marietas', 'yelapa']);
  });

  it('never offers a day the tour does not run, nor a timeslot past its cut-off', async () => {
    // The Marietas park closes on Mondays and Tuesdays.
    const marietas = (await dates('islas-marietas', '&to=2026-03-22')).map((d) => d.date);
    expect(marietas).toEqual(['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    expect((await get(`/tour/catalog/timeslot?product_id=${idOf('islas-marietas')}&date=2026-03-16`)).status).toBe(404);
    expect(await slugs('?category=sea&date=2026-03-17')).toEqual(['yelapa', 'avistamiento-ballenas']);
    // At noon the canopy's 09:00 and 12:00 are gone; 15:00 is sold until 14:00.
    const today = await slots('canopy-sierra-madre', '2026-03-10');
    expect(today.map((s) => [s.start_time, s.end_time, s.places_left, s.status])).toEqual([['15:00:00', '19:00:00', 14, 'available']]);
    expect(today[0]?.prices).toEqual({ adult: 1490, minor: 745, inapam: 745, infant: null });
    // The garden's last slot today (12:30) is past its cut-off, so today is not offered at all.
    expect((await dates('jardin-botanico-vallarta', '&to=2026-03-11')).map((d) => d.date)).toEqual(['2026-03-11']);
    expect((await get(`/tour/catalog/timeslot?product_id=${idOf('jardin-botanico-vallarta')}&date=2026-03-10`)).status).toBe(404);
    // A day in the past is not offered either.
    expect(await dates('canopy-sierra-madre', '&from=2026-03-01&to=2026-03-11')).toEqual([
      { date: '2026-03-10', available: true },
      { date: '2026-03-11', available: true },
    ]);
  });

  it('shows a sold-out slot as sold out, few places as few left, and a day with nothing left as not available', async () => {
    await setCapacity('canopy-sierra-madre', '2026-03-12', '09:00:00', 0);
    await setCapacity('canopy-sierra-madre', '2026-03-12', '12:00:00', 4);
    expect((await slots('canopy-sierra-madre', '2026-03-12')).map((s) => [s.start_time, s.places_left, s.status])).toEqual([
      ['09:00:00', 0, 'sold_out'],
      ['12:00:00', 4, 'few_left'],
      ['15:00:00', 14, 'available'],
    ]);
    await setCapacity('canopy-sierra-madre', '2026-03-12', '12:00:00', 0);
    await setCapacity('canopy-sierra-madre', '2026-03-12', '15:00:00', 0);
    expect(await dates('canopy-sierra-madre', '&from=2026-03-12&to=2026-03-13')).toEqual([
      { date: '2026-03-12', available: false },
      { date: '2026-03-13', available: true },
    ]);
    expect(await slugs('?category=adventure&date=2026-03-12')).toEqual([]);
    // One place left cannot take the tasting's smallest party of two.
    await setCapacity('degustacion-tequila', '2026-03-12', '13:00:00', 1);
    expect((await slots('degustacion-tequila', '2026-03-12')).map((s) => [s.start_time, s.places_left, s.status])).toEqual([
      ['13:00:00', 1, 'sold_out'],
      ['18:00:00', 12, 'available'],
    ]);
  });

  it("refuses bad input with the contract's codes", async () => {
    const cases: Array<[string, number, string, string]> = [
      ['/tour/catalog/product?slug=Islas%20Marietas', 400, 'invalid_request', 'slug'],
      ['/tour/catalog/product?category=../sea', 400, 'invalid_request', 'category'],
      [`/tour/catalog/product?q=${'a'.repeat(101)}`, 400, 'invalid_request', 'q'],
      ['/tour/catalog/product?date=2026-02-30', 400, 'invalid_request', 'date'],
      ['/tour/catalog/product?lang=fr', 400, 'invalid_request', 'lang'],
      ['/tour/catalog/date', 400, 'invalid_request', 'product_id'],
      ['/tour/catalog/date?product_id=0', 400, 'invalid_request', 'product_id'],
      ['/tour/catalog/date?product_id=2147483648', 400, 'invalid_request', 'product_id'],
      [`/tour/catalog/date?product_id=${idOf('yelapa')}&from=2026-03-20&to=2026-03-12`, 400, 'invalid_request', 'to'],
      ['/tour/catalog/date?product_id=2147483647', 404, 'product_not_found', 'product_id'],
      [`/tour/catalog/timeslot?product_id=${idOf('yelapa')}`, 400, 'invalid_request', 'date'],
      [`/tour/catalog/timeslot?product_id=${idOf('yelapa')}&date=20-03-2026`, 400, 'invalid_request', 'date'],
      ['/tour/catalog/timeslot?product_id=999999&date=2026-03-20', 404, 'product_not_found', 'product_id'],
    ];
    for (const [path, status, code, field] of cases) {
      const res = await get(path);
      expect([path, res.status, res.body.content.errors]).toEqual([path, status, [expect.objectContaining({ code, field })]]);
    }
    const en = await get('/tour/catalog/date?product_id=0', 'en');
    expect(en.body.content.errors).toEqual([{ code: 'invalid_request', message: 'Invalid request', field: 'product_id' }]);
  });
});
