import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { create, noPassengers, reservationCall, searchBody } from './support/websale';

const contact = { first_name: 'José María', last_name: 'Núñez-Peña', cell_phone: '3221234567', email: 'Jose@Example.mx', privacy: true };

describe.each(engines)('websale contact and additionals on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newCode(overrides: Record<string, unknown> = {}) {
    const res = await create(t, searchBody({ passengers: { ...noPassengers, adult: 1, infant: 1 }, ...overrides }));
    return res.payload?.code ?? '';
  }
  // The reservations here are an adult and an infant; each passenger has a name (and the infant an age).
  const travellers = [
    { first_name: 'José María', last_name: 'Núñez-Peña', age: null },
    { first_name: 'Inés', last_name: 'Núñez', age: 1 },
  ];
  const setContact = (body: object, lang?: string) => reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { travellers, ...body }, lang });
  const setAdditionals = (body: unknown) => reservationCall(t, 'setAdditionals', '/reservation/additionals', { method: 'POST', body });

  it('stores the contact and returns it in the reservation', async () => {
    const code = await newCode();
    const res = await setContact({ code, contact, goes_contact: true });
    expect(res.status).toBe(200);
    expect(res.reservation).toMatchObject({ contact: { ...contact, cell_phone: '+523221234567', email: 'jose@example.mx' }, goes_contact: true });
  });

  const badContacts: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty first name', { first_name: '  ' }, 'first_name_required', 'contact.first_name'],
    ['digits in the last name', { last_name: 'Pérez 2' }, 'invalid_name', 'contact.last_name'],
    ['a 9-digit mobile', { cell_phone: '322123456' }, 'invalid_mobile', 'contact.cell_phone'],
    ['a malformed e-mail', { email: 'jose@' }, 'invalid_email', 'contact.email'],
    ['privacy not accepted', { privacy: false }, 'privacy_required', 'contact.privacy'],
    ['a missing field', { email: undefined }, 'invalid_request', 'contact.email'],
  ];

  it.each(badContacts)('refuses %s naming the field', async (_name, change, code, field) => {
    const reservation = await newCode();
    const res = await setContact({ code: reservation, contact: { ...contact, ...change }, goes_contact: false });
    expect(res.status).toBe(400);
    expect(res.body.content.errors).toEqual([expect.objectContaining({ code, field })]);
  });

  it('words contact errors in English when asked', async () => {
    const res = await setContact({ code: await newCode(), contact: { ...contact, cell_phone: '12' }, goes_contact: false }, 'en');
    expect(res.body.content.errors[0]?.message).toBe('The mobile phone must have 10 digits.');
  });

  it('adds insurance per passenger, a shuttle per seated passenger, a pet and a free wheelchair space to the total', async () => {
    const code = await newCode({ passengers: { ...noPassengers, adult: 2, infant: 1 } });
    const res = await setAdditionals({ code, insurance: [0, 2], shuttle: { destination: 'minerva' }, pets: 1, wheelchair: { spaces: 1, note: 'Silla plegable' } });
    expect(res.status).toBe(200);
    const summary = res.payload?.summary;
    expect(summary?.lines).toEqual(
      expect.arrayContaining([
        { concept: 'insurance', quantity: 2, unit_price: 35, amount: 70 },
        { concept: 'shuttle', quantity: 2, unit_price: 60, amount: 120 },
        { concept: 'pet', quantity: 1, unit_price: 250, amount: 250 },
        { concept: 'wheelchair', quantity: 1, unit_price: 0, amount: 0 },
      ]),
    );
    expect(summary?.additionals_total).toBe(440);
    expect(summary?.total).toBe(summary!.tickets_total + 440);
    expect(res.reservation).toMatchObject({ additionals: { insurance: [0, 2], shuttle: { destination: 'minerva' }, pets: 1 } });
    // Sending the step again replaces the choice.
    const cleared = await setAdditionals({ code });
    expect(cleared.payload?.summary.additionals_total).toBe(0);
  });

  const badAdditionals: Array<[string, Record<string, unknown>, string, string]> = [
    ['insurance for a passenger not on the reservation', { insurance: [2] }, 'insurance_passenger_invalid', 'insurance.0'],
    ['the same passenger insured twice', { insurance: [0, 0] }, 'invalid_request', 'insurance'],
    ['two pets', { pets: 2 }, 'pet_limit_exceeded', 'pets'],
    ['two wheelchair spaces', { wheelchair: { spaces: 2, note: 'x' } }, 'wheelchair_limit_exceeded', 'wheelchair.spaces'],
    ['a wheelchair space without a note', { wheelchair: { spaces: 1, note: ' ' } }, 'wheelchair_note_required', 'wheelchair.note'],
    ['an unknown shuttle destination', { shuttle: { destination: 'tonala' } }, 'invalid_request', 'shuttle.destination'],
  ];

  it.each(badAdditionals)('refuses %s', async (_name, change, code, field) => {
    const res = await setAdditionals({ code: await newCode(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.content.errors).toEqual([expect.objectContaining({ code, field })]);
  });

  it('offers the shuttle only where a leg of the trip ends in Guadalajara or Zapopan', async () => {
    const coast = await newCode({ destination: 'sayulita' });
    const res = await setAdditionals({ code: coast, shuttle: { destination: 'cucea' } });
    expect(res.body.content.errors[0]).toMatchObject({ code: 'shuttle_not_available', field: 'shuttle' });
    // One way from Zapopan to Puerto Vallarta ends where the shuttle does not go.
    const toVallarta = await newCode({ origin: 'zapopan', destination: 'puerto-vallarta', round: false });
    expect((await setAdditionals({ code: toVallarta, shuttle: { destination: 'cucea' } })).body.content.errors[0]).toMatchObject({
      code: 'shuttle_not_available',
    });
    // Its round trip comes back to Zapopan, and a trip to Guadalajara ends there.
    const backToZapopan = await newCode({ origin: 'zapopan', destination: 'puerto-vallarta' });
    expect((await setAdditionals({ code: backToZapopan, shuttle: { destination: 'cucea' } })).status).toBe(200);
    const toGuadalajara = await newCode({ round: false });
    expect((await setAdditionals({ code: toGuadalajara, shuttle: { destination: 'cucea' } })).status).toBe(200);
  });

  it('stops every step with 410 payment_expired once the payment deadline has passed', async () => {
    const code = await newCode();
    t.clock.advance(15 * 60_000);
    expect((await setContact({ code, contact, goes_contact: false })).status).toBe(200);
    t.clock.advance(1);
    try {
      const contactRes = await setContact({ code, contact, goes_contact: false });
      expect(contactRes.status).toBe(410);
      expect(contactRes.body.content.errors[0]).toMatchObject({ code: 'payment_expired' });
      expect(contactRes.body.content.errors[0]?.message).toMatch(/^El tiempo para pagar tu reservacion ha expirado\./);
      expect((await setAdditionals({ code, pets: 1 })).status).toBe(410);
      const body = { code, departure: { open: true }, return: { open: true } };
      expect((await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body })).status).toBe(410);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe.each(engines)('websale promotional codes on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function check(code: string, lang?: string) {
    const res = await call(t.app, `/api/websale/reservation/promotional_code?promotional_code=${encodeURIComponent(code)}`, { lang });
    expectMatchesContract('websale', 'getPromotionalCode', res.status, res.body);
    return res;
  }

  it('gives a valid code with its discount and last day, whatever the case', async () => {
    const res = await check('verano15', 'en');
    expect(res.status).toBe(200);
    // Seeded valid until local midnight starting 2026-09-06 (180 days on), so the 5th is the last day.
    expect(res.body.content.data).toEqual({ promotional_code: 'VERANO15', discount_percent: 15, description: '15% off summer trips', valid_until: '2026-09-05' });
  });

  it('refuses empty, unknown and expired codes', async () => {
    const empty = await check('  ');
    expect(empty.status).toBe(400);
    expect(empty.body.content.errors[0]).toMatchObject({ code: 'promotional_code_empty', field: 'promotional_code' });
    for (const code of ['NOEXISTE', 'BUENFIN20']) {
      const res = await check(code);
      expect(res.status).toBe(404);
      expect(res.body.content.errors[0]).toMatchObject({ code: 'promotional_code_invalid', message: 'Código promocional invalido' });
    }
  });
});
