import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reachableFromBus } from '../../domain/tours/trip-tours';
import { startsAt } from '../../domain/tours/tour-calendar';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../server/db/schema/outbox.schema';
import { tourBookings } from '../../server/db/schema/tours.schema';
import { expectMatchesContract } from './support/contract';
import { call, everyEngine, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, chargesFor, contact, pay, refundsFor, stored } from './support/payments';
import { setSeats } from './support/seats';
import { create, noPassengers, reservationCall, searchBody } from './support/websale';

// A bus trip and tours in one order (docs/rules/tours.md#a-bus-trip-with-a-tour): the additionals step offers
// the tours at the arrival terminal on the arrival day that the party can reach from the bus; the tours chosen
// are held for the whole party until the reservation's payment deadline; one card payment pays both, each with
// its own tickets; nothing is half sold.

interface Offer {
  product_id: number;
  slug: string;
  name: string;
  total: number;
  meeting_point: { name: string; minutes_before: number };
  slots: Array<{ timeslot_id: number; date: string; start_time: string; places_left: number }>;
}
interface Chosen {
  booking_id: string;
  status: 'held' | 'paid';
  code: string | null;
  total: number;
  hold_expires_at: string | null;
  items: Array<{ slug: string; quantities: Record<string, number>; timeslot_id: number }>;
}
const names = ['Ana', 'Luis', 'Sofía', 'Pablo', 'Elena', 'Marco', 'Inés', 'Raúl', 'Nora', 'Iván', 'Lucía'];
const agesByType: Record<string, number> = { adult: 35, minor: 8, inapam: 68, infant: 1 };
type Schedule = { schedule_id: number; schedule_detail_id: number; layout_id: number; departure_time: string; arrival_time?: string };

describe.each(everyEngine)('a bus trip with a tour in one order on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.clock.set(TEST_NOW));

  /** Guadalajara → Puerto Vallarta on the 06:00 bus of `date`, for two adults and a minor, with the contact. */
  async function tripToVallarta(date: string, passengers: Partial<typeof noPassengers> = { adult: 2, minor: 1 }, lang = 'es') {
    // `lang` in the body: the language the trip is booked in (its e-mails'); the header's is the answer's.
    const created = await create(t, { ...searchBody({ origin: 'guadalajara', destination: 'puerto-vallarta', passengers: { ...noPassengers, ...passengers }, round: false, departure: { date, open: false }, return: { date: null, open: true } }), lang }, lang);
    expect(created.status).toBe(200);
    const code = created.payload!.code;
    const list = await call(t.app, `/api/websale/reservation/schedules?code=${code}&direction=departure`);
    const bus = (list.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.departure_time === '06:00:00')!;
    const chosen = await reservationCall(t, 'setSchedules', '/reservation/schedules', { method: 'POST', body: { code, departure: { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id }, return: null } });
    expect(chosen.status).toBe(200);
    // The passengers in the reservation's order (by type), each with an age their fare allows.
    const ages = Object.entries(passengers).flatMap(([type, n]) => Array.from({ length: n ?? 0 }, () => agesByType[type] ?? 35));
    const saved = await reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', lang, body: { code, contact, goes_contact: true, travellers: ages.map((age, i) => ({ first_name: names[i], last_name: 'López', age })) } });
    expect(saved.status, JSON.stringify(saved.body.content.errors)).toBe(200);
    return code;
  }
  async function tours(code: string, lang?: string) {
    const res = await call(t.app, `/api/websale/reservation/tours?code=${code}`, { lang });
    expectMatchesContract('websale', 'getReservationTours', res.status, res.body);
    return res.body.content.data as { arrival: string | null; tours: Offer[]; chosen: Chosen | null };
  }
  const addTours = (code: string, timeslotIds: number[], lang?: string) =>
    reservationCall(t, 'setAdditionals', '/reservation/additionals', { method: 'POST', lang, body: { code, tours: timeslotIds.map((id) => ({ timeslot_id: id })) } });
  async function timeslotPlaces(productId: number, date: string, timeslotId: number) {
    const res = await call(t.app, `/api/tours/tour/catalog/timeslot?product_id=${productId}&date=${date}`);
    return (res.body.content.data as { timeslot: Array<{ id: number; places_left: number }> }).timeslot.find((s) => s.id === timeslotId)?.places_left;
  }
  const seatsFor = (code: string, types: string[], first: number) => setSeats(t, code, types.map((type, i) => ({ seat_number: first + i, passenger_type: type })));
  /** The e-mails queued for the contact whose subject names `code`. */
  const mailsNaming = async (code: string) => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, contact.email))).filter((m) => m.subject?.includes(code));

  it('offers only the tours the party reaches from the bus, at its arrival terminal on its arrival day, priced for the party', async () => {
    const code = await tripToVallarta('2026-03-20');
    const answer = await tours(code);
    expect(answer.arrival).not.toBeNull();
    const arrival = Date.parse(answer.arrival!);
    expect(answer.tours.length).toBeGreaterThan(0);
    for (const tour of answer.tours) {
      expect(tour.slots.length).toBeGreaterThan(0);
      for (const slot of tour.slots) {
        expect(slot.date).toBe('2026-03-20');
        expect(reachableFromBus(arrival, startsAt(slot.date, slot.start_time, -360), tour.meeting_point.minutes_before)).toBe(true);
        expect(slot.places_left).toBeGreaterThanOrEqual(3);
      }
    }
    // Yelapa meets at 08:15 at the Puerto Vallarta terminal: the 06:00 bus from Guadalajara cannot make it.
    expect(answer.tours.map((tour) => tour.slug)).not.toContain('yelapa');
    // The canopy takes no infants: a party with a baby is not offered it.
    const withBaby = await tours(await tripToVallarta('2026-03-20', { adult: 2, infant: 1 }));
    expect(answer.tours.map((tour) => tour.slug)).toContain('canopy-sierra-madre');
    expect(withBaby.tours.map((tour) => tour.slug)).not.toContain('canopy-sierra-madre');
    expect(withBaby.tours.length).toBeGreaterThan(0);
    expect(answer.chosen).toBeNull();
  });

  it('holds a tour for the whole party until the payment deadline, one card payment pays both, and each gets its tickets', async () => {
    const code = await tripToVallarta('2026-03-21');
    const offer = (await tours(code)).tours[0]!;
    const slot = offer.slots[0]!;
    const before = await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id);
    const added = await addTours(code, [slot.timeslot_id]);
    expect(added.status, JSON.stringify(added.body.content.errors)).toBe(200);
    expect(await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id)).toBe(before! - 3);
    const { chosen } = await tours(code);
    const deadline = (await stored(t, code)).reservation.paymentDeadline;
    expect(chosen).toMatchObject({ status: 'held', total: offer.total, hold_expires_at: deadline!.toISOString() });
    expect(chosen!.items[0]!.quantities).toEqual({ adult: 2, minor: 1, inapam: 0, infant: 0 });

    expect((await seatsFor(code, ['adult', 'adult', 'minor'], 10)).status).toBe(200);
    const due = await call(t.app, `/api/websale/reservation/payment?code=${code}`);
    const info = due.body.content.data as { amount: number; tickets_amount: number; additionals_amount: number; tours_amount: number; methods: Array<{ id: string }> };
    expect(info.tours_amount).toBe(offer.total);
    expect(info.amount).toBeCloseTo(info.tickets_amount + info.additionals_amount + offer.total, 2);
    // Tours go with a card or a wallet: the store and the office pay the bus alone.
    expect(info.methods.map((m) => m.id)).not.toContain('oxxo');
    expect(info.methods.map((m) => m.id)).not.toContain('office');
    expect((await pay(t, { code, method: 'oxxo' }, { key: `${code}-oxxo` })).body.content.errors[0]).toMatchObject({ code: 'payment_type_not_allowed' });

    const paid = await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    expect(paid.data).toMatchObject({ payment: 'approved' });
    const [charge] = await chargesFor(t, code);
    expect(charge!.money.cents).toBe(Math.round(info.amount * 100));
    expect((await stored(t, code)).tickets).toHaveLength(3);
    const after = await tours(code);
    expect(after.chosen).toMatchObject({ status: 'paid', booking_id: chosen!.booking_id });
    expect(after.chosen!.code).toMatch(/^T[A-Z0-9]{6}$/);
    expect(after.tours).toEqual([]);
    // The bus tickets' e-mail and the tour passes' e-mail, each once; a repeat of the payment sends nothing more.
    await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
    expect(await mailsNaming(after.chosen!.code!)).toHaveLength(1);
    expect(await mailsNaming(code)).toHaveLength(1);
    // The passes open with the booking's id, as the tours shop's do.
    const ticket = await call(t.app, `/api/tours/tour/sale/ticket?booking_id=${chosen!.booking_id}&file_type=json`);
    expect(ticket.status).toBe(200);
    expect(JSON.stringify(ticket.body.content.data)).toContain(after.chosen!.code!);
    // Cancelled by its policy, the tour gets back its share of the one charge; the bus tickets stay sold.
    const cancelled = await call(t.app, `/api/tours/tour/sale/cancel?booking_id=${chosen!.booking_id}`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    const [refund] = await refundsFor(t, code);
    expect(refund!.money.cents).toBe(Math.round(offer.total * 100));
    const bus = await stored(t, code);
    expect(bus.tickets).toHaveLength(3);
    expect(bus.payments.find((p) => p.idempotencyKey === `${code}-card`)).toMatchObject({ status: 'approved', refund: false });
  });

  it('refuses a tour without places for the whole party and changes nothing; an empty choice lets the hold go', async () => {
    const code = await tripToVallarta('2026-03-22', { adult: 2, minor: 1 });
    const offer = (await tours(code)).tours[0]!;
    const slot = offer.slots[0]!;
    expect((await addTours(code, [slot.timeslot_id])).status).toBe(200);
    const rival = await tripToVallarta('2026-03-22', { adult: 2, minor: 1 });
    // The rival party fills what is left but two places.
    for (let left = (await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id))!; left > 2; left = (await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id))!) {
      const filler = await tripToVallarta('2026-03-22', { adult: Math.min(5, left - 2) });
      expect((await addTours(filler, [slot.timeslot_id])).status).toBe(200);
    }
    const remaining = (await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id))!;
    expect(remaining).toBeLessThan(3);
    const refused = await addTours(rival, [slot.timeslot_id]);
    expect(refused.status).toBe(409);
    expect(refused.body.content.errors[0]).toMatchObject({ code: 'tour_sold_out', field: 'tours.0' });
    expect((await tours(rival)).chosen).toBeNull();
    // The first reservation lets its tour go: its places are back at once.
    expect((await addTours(code, [])).status).toBe(200);
    expect((await tours(code)).chosen).toBeNull();
    expect(await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id)).toBe(remaining + 3);
  });

  it('sells neither and keeps no money when the tour’s hold is gone before the bank answers', async () => {
    const code = await tripToVallarta('2026-03-24');
    const slot = (await tours(code)).tours[0]!.slots[0]!;
    expect((await addTours(code, [slot.timeslot_id])).status).toBe(200);
    expect((await seatsFor(code, ['adult', 'adult', 'minor'], 20)).status).toBe(200);
    // The bank asks for its code; meanwhile the order's tour booking is let go (the traveller deleted it in another tab).
    const key = `${code}-3ds`;
    await pay(t, { code, method: 'card', card: card(cards.challenge) }, { key });
    const { chosen } = await tours(code);
    await t.database.db.update(tourBookings).set({ holdExpiresAt: new Date(t.clock.now().getTime() - 60_000) }).where(eq(tourBookings.id, chosen!.booking_id));
    const answered = await pay(t, { code, method: 'card', challenge_code: '123456' }, { key });
    expect(answered.data?.payment ?? answered.body.content.errors[0]?.code).not.toBe('approved');
    expect((await stored(t, code)).tickets).toHaveLength(0);
    expect(await refundsFor(t, code)).toHaveLength((await chargesFor(t, code)).length);
  });

  it('lets the tours go with a deleted reservation', async () => {
    const code = await tripToVallarta('2026-03-25', { adult: 1 });
    const offer = (await tours(code)).tours[0]!;
    const slot = offer.slots[0]!;
    const before = await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id);
    expect((await addTours(code, [slot.timeslot_id])).status).toBe(200);
    const deleted = await call(t.app, '/api/websale/reservation', { method: 'DELETE', body: { code } });
    expect(deleted.status).toBe(200);
    expect(await timeslotPlaces(offer.product_id, slot.date, slot.timeslot_id)).toBe(before);
  });

  it('e-mails the tour passes in the language the trip was booked in, as the bus tickets', async () => {
    const code = await tripToVallarta('2026-03-27', { adult: 1 }, 'en');
    const slot = (await tours(code)).tours[0]!.slots[0]!;
    // The site's calls always send `lang: es`; the booking's own language decides the e-mails.
    expect((await addTours(code, [slot.timeslot_id], 'es')).status).toBe(200);
    expect((await seatsFor(code, ['adult'], 14)).status).toBe(200);
    expect((await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` })).data).toMatchObject({ payment: 'approved' });
    const booking = (await tours(code)).chosen!.code!;
    expect((await mailsNaming(code)).map((m) => m.subject)).toEqual([`Ruta Bahía: your tickets, reservation ${code}`]);
    expect((await mailsNaming(booking)).map((m) => m.subject)).toEqual([`Ruta Bahía: your tour ticket, booking ${booking}`]);
  });

  it('names the tours in the traveller’s language', async () => {
    const code = await tripToVallarta('2026-03-26', { adult: 2 }, 'en');
    const en = await tours(code, 'en');
    const es = await tours(code, 'es');
    expect(en.tours.map((tour) => tour.product_id)).toEqual(es.tours.map((tour) => tour.product_id));
    expect(en.tours[0]!.name).not.toBe(es.tours[0]!.name);
  });
});
