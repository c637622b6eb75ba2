import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengers, reservations } from '../../server/db/schema/reservations.schema';
import { call, engines, openTestApp, type TestApp } from './support/engines';
import { card, cards, confirm, contact, mailedTo, pay } from './support/payments';
import { reservationOnBus, setSeats, type Choice } from './support/seats';
import { create, noPassengers, reservationCall, searchBody } from './support/websale';

// docs/rules/booking.md#every-ticket-carries-its-passenger (personal and non-transferable): a name per
// passenger and an age in the fare's range for minors and infants, checked by the server as the chart
// does, stored on the passengers rows, and each ticket issued (screen, PDF, HTML, e-mail) in its name.

const family = [
  { type: 'adult', first_name: 'Ana', last_name: 'López Núñez', age: null },
  { type: 'adult', first_name: 'Luis', last_name: 'Ibáñez', age: null },
  { type: 'minor', first_name: 'Sofía', last_name: 'Ibáñez López', age: 7 },
];

async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return text;
}

describe.each(engines)('passenger names on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const setContact = (body: Record<string, unknown>, lang?: string) => reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body, lang });
  async function adultAndInfant() {
    const res = await create(t, searchBody({ passengers: { ...noPassengers, adult: 1, infant: 1 } }));
    return res.payload?.code ?? '';
  }
  const mother = { type: 'adult', first_name: 'Ana', last_name: 'López', age: null };

  it('stores each passenger its own name and age, and answers them with the passengers\' ids', async () => {
    const code = await adultAndInfant();
    const res = await setContact({ code, contact, goes_contact: true, travellers: [mother, { type: 'infant', first_name: 'Bruno', last_name: 'López', age: 1 }] });
    expect(res.status).toBe(200);
    const travellers = (res.reservation as { travellers: Array<Record<string, unknown>> }).travellers;
    expect(travellers).toEqual([
      { id: expect.any(Number), type: 'adult', first_name: 'Ana', last_name: 'López', age: null },
      { id: expect.any(Number), type: 'infant', first_name: 'Bruno', last_name: 'López', age: 1 },
    ]);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.code, code));
    const rows = await t.database.db.select().from(passengers).where(eq(passengers.reservationId, row!.id)).orderBy(passengers.id);
    expect(rows.map((p) => [p.id, p.firstName, p.lastName, p.age])).toEqual([
      [travellers[0]!.id, 'Ana', 'López', null],
      [travellers[1]!.id, 'Bruno', 'López', 1],
    ]);
    // A second save renames, and the ids stay: seats are assigned by them.
    const again = await setContact({ code, contact, goes_contact: true, travellers: [mother, { type: 'infant', first_name: 'Bruna', last_name: 'López', age: 0 }] });
    expect((again.reservation as { travellers: Array<{ id: number }> }).travellers.map((p) => p.id)).toEqual(travellers.map((p) => p.id));
  });

  const refusals: Array<[string, Array<Record<string, unknown>>, string, string]> = [
    ['a passenger left without a name', [mother], 'first_name_required', 'travellers.1.first_name'],
    ['an empty last name', [mother, { first_name: 'Bruno', last_name: ' ', age: 1 }], 'last_name_required', 'travellers.1.last_name'],
    ['an infant aged 5', [mother, { first_name: 'Bruno', last_name: 'López', age: 5 }], 'infant_age_out_of_range', 'travellers.1.age'],
    ['an infant without an age', [mother, { first_name: 'Bruno', last_name: 'López' }], 'age_required', 'travellers.1.age'],
    ['a name on the wrong passenger type', [mother, { type: 'adult', first_name: 'Bruno', last_name: 'López', age: 1 }], 'invalid_request', 'travellers.1.type'],
  ];

  it.each(refusals)('refuses %s, naming the field, and stores nothing', async (_name, travellers, code, field) => {
    const reservation = await adultAndInfant();
    const res = await setContact({ code: reservation, contact, goes_contact: true, travellers });
    expect(res.status).toBe(400);
    expect(res.body.content.errors).toEqual([expect.objectContaining({ code, field })]);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.code, reservation));
    expect(row?.contactFirstName).toBeNull();
  });

  it('says in English why a minor is too old for the fare', async () => {
    const created = await create(t, searchBody({ passengers: { ...noPassengers, adult: 1, minor: 1 } }));
    const res = await setContact({ code: created.payload!.code, contact, travellers: [mother, { first_name: 'Pepe', last_name: 'López', age: 13 }] }, 'en');
    expect(res.body.content.errors[0]).toMatchObject({ code: 'minor_age_out_of_range', message: 'The child fare is for ages 3 to 12; for another age change the fare in your search.' });
  });

  it('stores a Mexican mobile and a foreign phone in E.164, and refuses a number wrong for its country', async () => {
    const code = await adultAndInfant();
    const infant = { first_name: 'Bruno', last_name: 'López', age: 1 };
    const mexican = await setContact({ code, contact: { ...contact, cell_phone: '3221234567' }, travellers: [mother, infant] });
    expect((mexican.reservation as { contact: { cell_phone: string } }).contact.cell_phone).toBe('+523221234567');
    const american = await setContact({ code, contact: { ...contact, cell_phone: '+12133734253' }, travellers: [mother, infant] });
    expect((american.reservation as { contact: { cell_phone: string } }).contact.cell_phone).toBe('+12133734253');
    const short = await setContact({ code, contact: { ...contact, cell_phone: '+1213373425' }, travellers: [mother, infant] }, 'en');
    expect(short.body.content.errors[0]).toMatchObject({ code: 'invalid_phone', field: 'contact.cell_phone', message: 'The phone number is not valid for the chosen country.' });
    const elevenMexican = await setContact({ code, contact: { ...contact, cell_phone: '+5232212345678' }, travellers: [mother, infant] });
    expect(elevenMexican.body.content.errors[0]).toMatchObject({ code: 'invalid_mobile', field: 'contact.cell_phone' });
  });

  it('issues each ticket, on screen, PDF, HTML and e-mail, in its own passenger\'s name and seat', async () => {
    const code = await reservationOnBus(t, { date: '2026-03-27', time: '15:30', passengers: { adult: 2, minor: 1 }, returnDate: '2026-03-29' });
    expect((await setContact({ code, contact, goes_contact: true, travellers: family })).status).toBe(200);
    const seats: Choice[] = [
      { seat_number: 10, passenger_type: 'adult' },
      { seat_number: 11, passenger_type: 'adult' },
      { seat_number: 12, passenger_type: 'minor' },
    ];
    expect((await setSeats(t, code, seats, seats)).status).toBe(200);
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-names` });

    const names = ['Ana López Núñez', 'Luis Ibáñez', 'Sofía Ibáñez López'];
    const shown = (await confirm(t, code)).tickets as unknown as Array<{ passenger_name: string; passenger_type: string; seat: number; direction: string }>;
    expect(shown.map((x) => [x.direction, x.passenger_name, x.passenger_type, x.seat])).toEqual([
      ...names.map((name, i) => ['departure', name, family[i]!.type, 10 + i]),
      ...names.map((name, i) => ['return', name, family[i]!.type, 10 + i]),
    ]);

    const pdf = await call(t.app, `/api/websale/reservation/pdf?code=${code}`);
    const text = await pdfText(new Uint8Array(Buffer.from((pdf.body.content.data as { content: string }).content, 'base64')));
    const html = (await call(t.app, `/api/websale/reservation/html?code=${code}`)).body.content.data as { html: string };
    const [email] = await mailedTo(t, code);
    const mailed = await pdfText(new Uint8Array(Buffer.from(email?.attachments[0]?.contentBase64 ?? '', 'base64')));
    for (const [i, name] of names.entries()) {
      // Each name next to its own seat, not only somewhere in the document.
      expect(text).toMatch(new RegExp(`Pasajero: ${name}\\s+Tipo de pasajero: [^\\n]+\\s+Asiento: ${10 + i}\\b`));
      expect(html.html).toContain(name);
      expect(email?.body).toMatch(new RegExp(`asiento ${10 + i}, ${name},`));
      expect(mailed).toContain(name);
    }
  });
});
