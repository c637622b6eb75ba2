import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, sameOriginHeaders, TEST_NOW, type TestApp } from './support/engines';
import { create, noPassengers, searchBody, storedRows } from './support/websale';

const p = (counts: Partial<typeof noPassengers>) => ({ ...noPassengers, ...counts });

// Each crafted search breaks one rule of docs/rules/booking.md#the-search-form (TEST_NOW is 2026-03-10, outside every student/teacher window).
const refused: Array<[string, Record<string, unknown>, string, string | undefined]> = [
  ['no origin', { origin: '' }, 'origin_required', 'origin'],
  ['no destination', { destination: null }, 'destination_required', 'destination'],
  ['destination equal to origin', { destination: 'puerto-vallarta' }, 'destination_same_as_origin', 'destination'],
  ['no passengers', { passengers: p({}) }, 'passengers_required', 'passengers'],
  ['no departure date and not open', { departure: { date: null, open: false }, round: false }, 'departure_required', 'departure'],
  ['departure in the past', { departure: { date: '2026-03-09', open: false } }, 'departure_in_past', 'departure.date'],
  ['no return date and not open', { return: { date: null, open: false } }, 'return_required', 'return'],
  ['return date with an open departure', { departure: { date: null, open: true } }, 'return_without_departure', 'return.date'],
  ['a departure beyond the 120 days on sale', { departure: { date: '2026-07-08', open: false }, round: false }, 'departure_beyond_horizon', 'departure.date'],
  ['a return beyond the 120 days on sale', { return: { date: '2026-07-08', open: false } }, 'return_beyond_horizon', 'return.date'],
  ['return before departure', { return: { date: '2026-03-19', open: false } }, 'return_before_departure', 'return.date'],
  ['11 passengers', { passengers: p({ adult: 6, minor: 5 }) }, 'passengers_exceeded', 'passengers'],
  ['5 students', { passengers: p({ student: 3, student_flex: 2 }) }, 'students_exceeded', 'passengers.student'],
  ['3 teachers', { passengers: p({ teacher: 2, teacher_flex: 1 }) }, 'teachers_exceeded', 'passengers.teacher'],
  ['an open student fare', { passengers: p({ adult: 1, student: 1 }), return: { date: null, open: true } }, 'student_cannot_be_open', 'return.open'],
  ['an open flex fare', { passengers: p({ teacher_flex: 1 }), return: { date: null, open: true } }, 'flex_cannot_be_open', 'return.open'],
  ['two infants for one adult', { passengers: p({ adult: 1, infant: 2 }) }, 'infant_per_adult', 'passengers.infant'],
  ['a student fare outside its window', { passengers: p({ student: 1 }) }, 'fare_window_closed', 'passengers.student'],
  ['a negative count', { passengers: { adult: -1 } }, 'invalid_request', 'passengers.adult'],
  ['an impossible date', { departure: { date: '2026-02-30', open: false } }, 'invalid_request', 'departure.date'],
  ['an unknown origin', { origin: 'atlantida' }, 'origins_not_found', 'origin'],
  ['an unknown destination', { destination: 'atlantida' }, 'destinations_not_found', 'destination'],
  ['a pair no route serves', { origin: 'zapopan', destination: 'sayulita' }, 'destinations_not_found', 'destination'],
  ['an unknown promotional code', { promotional_code: 'NOEXISTE' }, 'promotional_code_invalid', 'promotional_code'],
  ['an expired promotional code', { promotional_code: 'BUENFIN20' }, 'promotional_code_invalid', 'promotional_code'],
];

describe.each(engines)('websale POST /reservation/create on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(refused)('refuses %s with its catalogue code and stores nothing', async (_name, overrides, code, field) => {
    const before = await storedRows(t);
    const res = await create(t, searchBody(overrides));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.content.errors).toEqual([expect.objectContaining({ code, ...(field ? { field } : {}) })]);
    expect(await storedRows(t)).toEqual(before);
  });

  it('answers in Spanish or English with the catalogue messages', async () => {
    const es = await create(t, searchBody({ origin: '' }));
    expect(es.body.content.errors[0]?.message).toBe('Favor de indicar el origen del viaje.');
    const en = await create(t, searchBody({ passengers: p({ adult: 11 }) }), 'en');
    expect(en.body.content.errors[0]?.message).toBe('The number of passengers has been exceeded');
    const promo = await create(t, searchBody({ promotional_code: 'NOEXISTE' }));
    expect(promo.body.content.errors[0]?.message).toBe('Código promocional invalido');
  });

  it('refuses malformed JSON as an invalid request', async () => {
    const res = await t.app.request('/api/websale/reservation/create', { method: 'POST', body: '{"origin":', headers: { ...sameOriginHeaders(), 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { content: { errors: Array<{ code: string }> } }).content.errors[0]?.code).toBe('invalid_request');
  });

  it('stores a round trip with its passengers, code and 15-minute payment deadline', async () => {
    const before = await storedRows(t);
    const res = await create(t, searchBody({ passengers: p({ adult: 2, minor: 1, infant: 1 }) }));
    expect(res.status).toBe(200);
    const { payload, reservation } = res;
    expect(payload?.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(payload?.code).not.toMatch(/[01OILSZB258]/);
    expect(payload?.payment_deadline).toBe(new Date(Date.parse(TEST_NOW) + 15 * 60_000).toISOString());
    // Counted by the server's clock, so a browser with a wrong clock still shows the right time left.
    expect(payload?.payment_seconds_left).toBe(15 * 60);
    expect(reservation).toMatchObject({
      code: payload?.code,
      origin: 'puerto-vallarta',
      destination: 'guadalajara',
      round: true,
      departure: { date: '2026-03-20', open: false, schedule_id: null, valid_until: null },
      return: { date: '2026-03-25', open: false, schedule_id: null },
      passengers: p({ adult: 2, minor: 1, infant: 1 }),
      payment: 'process',
      promotional_code: null,
      price_departure: 0,
      configs: { max_passengers: 10, max_students: 4, max_teachers: 2, payment_minutes: 15 },
    });
    expect(await storedRows(t)).toEqual({ reservations: before.reservations + 1, passengers: before.passengers + 4 });
    const again = await create(t, searchBody());
    expect(again.payload?.code).not.toBe(payload?.code);
  });

  it('stores a one-way trip without a return', async () => {
    const res = await create(t, searchBody({ round: false, return: { date: '2026-03-25', open: false } }));
    expect(res.status).toBe(200);
    expect(res.reservation).toMatchObject({ round: false, return: { date: null, open: true, valid_until: null }, price_return: 0 });
  });

  it('prices an open return at the lowest fare, valid for one year', async () => {
    const res = await create(t, searchBody({ passengers: p({ adult: 1, minor: 1 }), return: { date: null, open: true } }));
    expect(res.status).toBe(200);
    const oneYear = new Date(Date.parse(TEST_NOW) + 365 * 86_400_000).toISOString();
    // Guadalajara → Vallarta first class $915.00 adult + $457.50 minor.
    expect(res.reservation).toMatchObject({ return: { date: null, open: true, schedule_id: null, valid_until: oneYear }, price_return: 1372.5, price_departure: 0 });
  });

  it('stores an open departure (and open return) with no schedule, priced and valid for one year', async () => {
    const res = await create(t, searchBody({ departure: { date: null, open: true }, return: { date: null, open: true }, promotional_code: 'bienvenida10' }));
    expect(res.status).toBe(200);
    expect(res.reservation).toMatchObject({
      departure: { date: null, open: true, schedule_id: null, schedule_detail_id: null, layout_id: null },
      return: { open: true },
      promotional_code: 'BIENVENIDA10',
      discount_percent: 10,
      // $915.00 less 10%, each way.
      price_departure: 823.5,
      price_return: 823.5,
    });
    expect(res.payload?.summary.total).toBe(1647);
  });

  it('answers 401 unauthorized_token for an authorization header it does not know', async () => {
    const res = await call(t.app, '/api/websale/reservation/create', { method: 'POST', body: searchBody(), headers: { authorization: 'Bearer guess' }, lang: 'en' });
    expect(res.status).toBe(401);
    expectMatchesContract('websale', 'createReservation', 401, res.body);
    expect(res.body.content.errors[0]).toMatchObject({ code: 'unauthorized_token', message: 'reservation service not available at the moment' });
  });
});

describe.each(engines)('websale accepted tokens on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { acceptedTokens: ['token-a'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a configured token and a request without the header through, and refuses another token', async () => {
    const known = await call(t.app, '/api/websale/reservation/origins', { headers: { authorization: 'token-a' } });
    expect(known.status).toBe(200);
    expect((await call(t.app, '/api/websale/reservation/origins')).status).toBe(200);
    const other = await call(t.app, '/api/websale/reservation/origins', { headers: { authorization: 'token-b' } });
    expect(other.status).toBe(401);
    expect(other.body.content.errors[0]?.code).toBe('unauthorized_token');
  });
});
