import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { adults, chooseBus, marchFareWindows, reservationOnBus, setSeats } from './support/seats';
import { create, noPassengers, reservationCall, searchBody } from './support/websale';
import { card, cards, readyToPay } from './support/payments';

// Decisions 081 and 085: the search answers with the reservation its insert returned, the bus, contact and seat steps with the
// reservation as they loaded it plus what they wrote, not with a second read. Each answer here must be what reading the reservation right after it gives (but for
// `released_seats`, which only the step that released them names).

type Answer = Awaited<ReturnType<typeof reservationCall>>;

describe.each(engines)('a step answers what a read right after it answers, on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { fareWindows: marchFareWindows });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectAsRead(code: string, answer: Answer, released: number[] = []) {
    expect(answer.status, JSON.stringify(answer.body.content.errors)).toBe(200);
    const read = await reservationCall(t, 'getReservation', `/reservation?code=${code}`, {});
    expect(read.status).toBe(200);
    const { released_seats: named, ...stepView } = answer.reservation!;
    const { released_seats: none, ...readView } = read.reservation!;
    expect(named).toEqual(released);
    expect(none).toEqual([]);
    expect(stepView).toEqual(readView);
    // The flow token is answered by the search alone (decision 019).
    expect({ ...answer.payload, reservation: undefined, flow_token: undefined }).toEqual({ ...read.payload, reservation: undefined });
  }

  it('the search: one way, a round trip with an open return priced from its lowest fare, an open ticket, a promotional code', async () => {
    const family = { ...noPassengers, adult: 2, minor: 1, infant: 1, inapam: 1 };
    const searches = [
      searchBody({ passengers: family, round: false, return: { date: null, open: true } }),
      searchBody({ passengers: family, return: { date: null, open: true } }),
      searchBody({ passengers: { ...noPassengers, adult: 1, minor: 1 }, round: false, departure: { date: '2026-03-20', open: true }, return: { date: null, open: true } }),
      searchBody({ promotional_code: 'VERANO15', departure: { date: '2026-07-01', open: false }, return: { date: '2026-07-05', open: false } }),
    ];
    for (const search of searches) {
      const created = await create(t, search);
      await expectAsRead(created.payload?.code ?? '', created);
    }
  });

  const contact = { first_name: 'Lucía', last_name: 'Ramírez Ochoa', cell_phone: '3221234567', email: 'Lucia@Example.mx', privacy: true };
  const setContact = (code: string, travellers: object[], overrides: object = {}) =>
    reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { code, contact: { ...contact, ...overrides }, goes_contact: false, travellers } });

  it('the contact step: a family’s names and ages, then each changed', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-20', time: '15:30', passengers: { adult: 2, minor: 1, infant: 1 } });
    const family = [
      { type: 'adult', first_name: 'Lucía', last_name: 'Ramírez Ochoa' },
      { type: 'adult', first_name: 'Pablo', last_name: 'Ramírez' },
      { type: 'minor', first_name: 'Sofía', last_name: 'Ramírez', age: 9 },
      { type: 'infant', first_name: 'Tomás', last_name: 'Ramírez', age: 1 },
    ];
    await expectAsRead(code, await setContact(code, family));
    const held = await setSeats(t, code, [
      { seat_number: 4, passenger_type: 'adult' },
      { seat_number: 5, passenger_type: 'adult' },
      { seat_number: 6, passenger_type: 'minor' },
    ]);
    expect(held.status).toBe(200);
    // Written again over seats already held: the names change, the seats stay.
    const renamed = family.map((p, i) => ({ ...p, first_name: `${p.first_name}${i === 1 ? ' Andrés' : ''}`, age: p.type === 'minor' ? 10 : p.age }));
    await expectAsRead(code, await setContact(code, renamed, { email: 'OTRA@example.mx', cell_phone: '3312345678' }));
  });

  it('the bus step: a family’s one-way bus, then another bus once seats are held (those seats named), a promotional code', async () => {
    const family = { ...noPassengers, adult: 1, minor: 1, infant: 1, inapam: 1 };
    const created = await create(t, searchBody({ passengers: family, round: false, departure: { date: '2026-03-25', open: false }, return: { date: null, open: true } }));
    const code = created.payload?.code ?? '';
    await expectAsRead(code, await chooseBus(t, code, '15:30'));
    expect((await setSeats(t, code, [{ seat_number: 5, passenger_type: 'adult' }, { seat_number: 6, passenger_type: 'minor' }, { seat_number: 7, passenger_type: 'inapam' }])).status).toBe(200);
    await expectAsRead(code, await chooseBus(t, code, '18:00'), [5, 6, 7]);
    const promo = await create(t, searchBody({ promotional_code: 'VERANO15', round: false, departure: { date: '2026-07-01', open: false }, return: { date: null, open: true } }));
    await expectAsRead(promo.payload?.code ?? '', await chooseBus(t, promo.payload?.code ?? '', '15:30'));
  });

  it('the bus step on a round trip: both buses, then the return left open, then another outward bus', async () => {
    const created = await create(t, searchBody({ passengers: { ...noPassengers, adult: 1, minor: 1 }, departure: { date: '2026-03-26', open: false }, return: { date: '2026-03-28', open: false } }));
    const code = created.payload?.code ?? '';
    await expectAsRead(code, await chooseBus(t, code, '10:30', '13:00'));
    const pair = [{ seat_number: 3, passenger_type: 'adult' }, { seat_number: 4, passenger_type: 'minor' }];
    expect((await setSeats(t, code, pair, pair)).status).toBe(200);
    await expectAsRead(code, await chooseBus(t, code, '10:30', 'open'), [3, 4]);
    await expectAsRead(code, await chooseBus(t, code, '13:00', 'open'), [3, 4]);
  });

  it('the seat step: seats held, then changed (the seats given up named), on a bus kept at a healthy distance', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-21', time: '18:00', passengers: { adult: 2 } });
    await expectAsRead(code, await setSeats(t, code, adults(2, 6)));
    await expectAsRead(code, await setSeats(t, code, adults(6, 10)), [2]);
    await expectAsRead(code, await setSeats(t, code, adults(10, 6)));
  });

  it('the seat step on a round trip, a student and an adult on each leg, after the contact', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-22', time: '10:30', returnDate: '2026-03-24', returnTime: '13:00', passengers: { adult: 1, student: 1 } });
    await expectAsRead(code, await setContact(code, [{ type: 'adult', first_name: 'Ana', last_name: 'Ruiz' }, { type: 'student', first_name: 'Eva', last_name: 'Ruiz' }]));
    const both = (departure: number[], ret: number[]) =>
      setSeats(
        t,
        code,
        [{ seat_number: departure[0]!, passenger_type: 'adult' }, { seat_number: departure[1]!, passenger_type: 'student' }],
        [{ seat_number: ret[0]!, passenger_type: 'student' }, { seat_number: ret[1]!, passenger_type: 'adult' }],
      );
    await expectAsRead(code, await both([1, 2], [3, 4]));
    await expectAsRead(code, await both([2, 7], [3, 8]), [1, 4]);
  });

  // Decision 085: a card sale of the bus alone is answered from what its transaction wrote; the same request again
  // (the same key) is answered from what is stored, read after the commit. Both must be the same answer.
  async function expectPaidAsStored(code: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const key = `${code}-answer`;
    const first = await call(t.app, '/api/websale/reservation/payment', { method: 'POST', body: { code, ...body }, headers: { 'idempotency-key': key, ...headers } });
    expect(first.status, JSON.stringify(first.body.content.errors)).toBe(200);
    const again = await call(t.app, '/api/websale/reservation/payment', { method: 'POST', body: { code, ...body }, headers: { 'idempotency-key': key, ...headers } });
    expect(again.status).toBe(200);
    expect(first.body.content.data).toEqual(again.body.content.data);
    return first.body.content.data as { payment: string; charged: unknown; reservation: string };
  }

  it('the payment: a card sale of two legs, a foreign card charged in dollars, a signed-in member linked by paying', async () => {
    const roundTrip = await readyToPay(t, { date: '2026-03-27', returnDate: '2026-03-29', seats: [9, 10] });
    expect((await expectPaidAsStored(roundTrip, { method: 'card', card: card(cards.approve) })).payment).toBe('approved');
    const foreign = await readyToPay(t, { date: '2026-03-27', seats: [11] });
    const usd = await expectPaidAsStored(foreign, { method: 'card', card: card(cards.foreign) });
    expect(usd.charged).toMatchObject({ currency: 'USD' });
    const member = await readyToPay(t, { date: '2026-03-27', seats: [12] });
    const login = await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: '3100000001', password: 'Clasico#2024' } });
    const session = (login.body.content.data as { session: string }).session;
    await expectPaidAsStored(member, { method: 'card', card: card(cards.approve) }, { session });
    // Paying with a session links its member to the reservation, and the answer says so as a read does.
    const read = await reservationCall(t, 'getReservation', `/reservation?code=${member}`, {});
    expect(read.reservation).toMatchObject({ payment: 'approved', exist_traveller: true });
  });

  it('the seat step keeps the wheelchair place the extras step held (a first-class bus has one)', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-23', time: '13:00', passengers: { adult: 1 } });
    const extras = await reservationCall(t, 'setAdditionals', '/reservation/additionals', { method: 'POST', body: { code, wheelchair: { spaces: 1, note: 'Silla plegable' } } });
    expect(extras.status, JSON.stringify(extras.body.content.errors)).toBe(200);
    await expectAsRead(code, await setSeats(t, code, adults(3)));
    await expectAsRead(code, await setSeats(t, code, adults(8)), [3]);
  });
});
