import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengers, seatHolds } from '../../server/db/schema/reservations.schema';
import { defaultServerConfig } from '../../server/platform/config';
import { markTicketUsed } from '../../server/services/itinerary/itinerary.queries';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, TEST_NOW, type TestApp } from './support/engines';
import { card, cards, chargesFor, pay, readyToPay, refundsFor, stored } from './support/payments';
import { emailLinkToken } from './support/proof';

// docs/rules/my-reservation.md#changing-the-schedule (decision 033): a paid ticket's leg moves to another bus, the new seat
// taken and the old one released in one transaction or nothing changes; the fare difference is charged or
// comes back through the payment adapter; every rule refuses with its message.

type Ticket = { ticket_id: number; schedule_id: number; number: string; seat: number | null; departure_datetime: string | null; state: string; can_change: boolean };
type Itinerary = { link_token: string; tickets: Ticket[] };
type Schedule = { schedule_id: number; schedule_detail_id: number; departure_time: string; fare_difference: number; free_seats: number };
const STRANGER = { flowToken: null } as const;

async function opened(t: TestApp, code: string): Promise<Itinerary> {
  const found = await call(t.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, STRANGER);
  expect(found.status).toBe(200);
  // Changing needs the proof of the contact: the confirmation e-mail's link (decision 063).
  return { ...(found.body.content.data as Omit<Itinerary, 'link_token'>), link_token: await emailLinkToken(t, code) };
}

async function paidByCard(t: TestApp, date: string, seats: number[], time?: string) {
  const code = await readyToPay(t, { date, seats, ...(time ? { time } : {}) });
  const paid = await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` });
  expect(paid.data?.payment).toBe('approved');
  return { code, ...(await opened(t, code)) };
}

const schedules = (t: TestApp, code: string, token: string, ticketId: number, date: string, lang = 'es') =>
  call(t.app, `/api/itinerary/reservation/${code}/schedules?token=${token}&ticket_id=${ticketId}&date=${date}`, { ...STRANGER, lang });

async function busAt(t: TestApp, code: string, token: string, ticketId: number, date: string, time: string): Promise<Schedule> {
  const res = await schedules(t, code, token, ticketId, date);
  expectMatchesContract('itinerary', 'itinerarySchedules', res.status, res.body);
  const bus = (res.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.departure_time === `${time}:00`);
  if (!bus) throw new Error(`no bus at ${time}`);
  return bus;
}

const change = (t: TestApp, code: string, body: Record<string, unknown>, lang = 'es') =>
  call(t.app, `/api/itinerary/reservation/${code}/change_schedule`, { ...STRANGER, method: 'POST', body, lang });

const moveTo = (token: string, ticketId: number, date: string, bus: Schedule, extra: Record<string, unknown> = {}) => ({
  token,
  ticket_id: ticketId,
  date,
  schedule_id: bus.schedule_id,
  schedule_detail_id: bus.schedule_detail_id,
  ...extra,
});

const refusal = (res: { status: number; body: { content: { errors: Array<{ code: string; message?: string }> } } }) => [res.status, res.body.content.errors[0]?.code, res.body.content.errors[0]?.message];

describe.each(engines)('itinerary: change the schedule ($name)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, TEST_NOW, { rateLimits: { ...defaultServerConfig.rateLimits, lookupFailures: { points: 1_000_000, windowSeconds: 900 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves a paid ticket to another bus of the same fare: the new seat taken, the old one free, the ticket repointed', async () => {
    const { code, link_token: token, tickets } = await paidByCard(t, '2026-03-21', [7]);
    const ticket = tickets[0]!;
    expect(ticket.can_change).toBe(true);
    const bus = await busAt(t, code, token, ticket.ticket_id, '2026-03-22', '10:30');
    expect(bus.fare_difference).toBe(0);
    const seats = await call(t.app, `/api/itinerary/reservation/${code}/schedule_availability?token=${token}&ticket_id=${ticket.ticket_id}&schedule_id=${bus.schedule_id}&schedule_detail_id=${bus.schedule_detail_id}`, STRANGER);
    expectMatchesContract('itinerary', 'itineraryAvaibility', seats.status, seats.body);
    expect(seats.body.content.data).toMatchObject({ available: true, fare_difference: 0, seats_needed: 1 });
    expect((seats.body.content.data as { seats: number[] }).seats).toContain(9);
    const before = await stored(t, code);

    const done = await change(t, code, moveTo(token, ticket.ticket_id, '2026-03-22', bus, { seat: 9 }));
    expectMatchesContract('itinerary', 'changeSchedule', done.status, done.body);
    expect(done.status).toBe(200);
    expect(done.body.content.data).toMatchObject({ fare_difference: 0, settled_by: 'none', reference: null, ticket: { seat: 9, number: ticket.number } });
    const after = await stored(t, code);
    expect(after.holds.map((h) => [h.departureId, h.seatNumber, h.expiresAt])).toEqual([[bus.schedule_id, 9, null]]);
    expect(after.tickets[0]).toMatchObject({ departureId: bus.schedule_id, seatNumber: 9 });
    expect(after.reservation).toMatchObject({ departureId: bus.schedule_id, departureDate: '2026-03-22' });
    // The old seat is free again for anyone.
    const old = await t.database.db.select().from(seatHolds).where(eq(seatHolds.departureId, before.reservation.departureId!));
    expect(old.filter((h) => h.seatNumber === 7)).toEqual([]);
    // The tickets' PDF names the new seat.
    const pdf = await t.app.request(`/api/websale/reservation/pdf?code=${code}&token=${token}&download=1`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Asiento: 9 Viaje: Ida: Central Camionera de Puerto Vallarta → Nueva Central Camionera de Guadalajara Fecha: 2026/03/22 Salida: 10:30 AM');
  });

  it('charges a dearer bus to the card through the adapter, and gives a cheaper one back to it', async () => {
    const { code, link_token: token, tickets } = await paidByCard(t, '2026-03-23', [8]);
    const ticket = tickets[0]!;
    const first = await busAt(t, code, token, ticket.ticket_id, '2026-03-23', '13:00');
    expect(first.fare_difference).not.toBe(0);
    const dearer = first.fare_difference > 0;
    const body = moveTo(token, ticket.ticket_id, '2026-03-23', first, dearer ? { card: card(cards.approve), idempotency_key: 'dearer-move-attempt' } : {});
    if (dearer) {
      const without = await change(t, code, moveTo(token, ticket.ticket_id, '2026-03-23', first));
      expect(refusal(without)).toEqual([400, 'card_required', 'Para pagar la diferencia indica los datos de tu tarjeta.']);
    }
    const done = await change(t, code, body);
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    expect(done.body.content.data).toMatchObject({ fare_difference: first.fare_difference, settled_by: dearer ? 'card_charge' : 'card_refund' });
    const moved = Math.round(Math.abs(first.fare_difference) * 100);
    if (dearer) expect((await chargesFor(t, code)).at(-1)?.money).toEqual({ cents: moved, currency: 'MXN' });
    else expect((await refundsFor(t, code)).at(-1)?.money).toEqual({ cents: moved, currency: 'MXN' });
    // Back to an executive bus: the difference goes the other way.
    const back = await busAt(t, code, token, ticket.ticket_id, '2026-03-23', '15:30');
    expect(back.fare_difference).toBe(-first.fare_difference);
  });

  it('a declined card never blocks the next attempt: another card pays, and a repeated attempt charges nothing more', async () => {
    // Bought on a first-class bus, moved to the executive one: a dearer fare.
    const { code, link_token: token, tickets } = await paidByCard(t, '2026-03-25', [9], '13:00');
    const ticket = tickets[0]!;
    const listed = await schedules(t, code, token, ticket.ticket_id, '2026-03-25');
    const dearer = (listed.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.fare_difference > 0 && s.free_seats > 0);
    if (!dearer) throw new Error('the seed has no dearer bus that day');
    const attempt = (number: string, key?: string) => moveTo(token, ticket.ticket_id, '2026-03-25', dearer, { card: card(number), ...(key ? { idempotency_key: key } : {}) });
    const before = (await chargesFor(t, code)).length;

    expect(refusal(await change(t, code, attempt(cards.approve)))).toEqual([400, 'idempotency_key_required', 'Falta la clave del intento de pago; recarga la página e inténtalo de nuevo.']);
    const declined = [409, 'payment_declined', 'El banco rechazó el cobro de la diferencia; el cambio no se hizo. Prueba con otra tarjeta o consulta a tu banco.'];
    expect(refusal(await change(t, code, attempt(cards.insufficientFunds, 'attempt-one-declined')))).toEqual(declined);
    // The same attempt sent again is answered as the first time.
    expect(refusal(await change(t, code, attempt(cards.insufficientFunds, 'attempt-one-declined')))).toEqual(declined);
    expect((await opened(t, code)).tickets[0]!.schedule_id).toBe(ticket.schedule_id);

    const paid = await change(t, code, attempt(cards.approve, 'attempt-two-approved'));
    expect(paid.status, JSON.stringify(paid.body.content.errors)).toBe(200);
    expect(paid.body.content.data).toMatchObject({ fare_difference: dearer.fare_difference, settled_by: 'card_charge' });
    expect((await chargesFor(t, code)).slice(before).map((c) => c.money)).toEqual([{ cents: Math.round(dearer.fare_difference * 100), currency: 'MXN' }]);
    expect((await opened(t, code)).tickets[0]!.schedule_id).toBe(dearer.schedule_id);
  });

  it('asks for 3-D Secure on a dearer bus: the code moves the leg and charges once; a wrong code declines and a new attempt pays', async () => {
    const { code, link_token: token, tickets } = await paidByCard(t, '2026-03-25', [11], '13:00');
    const ticket = tickets[0]!;
    const listed = await schedules(t, code, token, ticket.ticket_id, '2026-03-25');
    const dearer = (listed.body.content.data as { schedules: Schedule[] }).schedules.find((s) => s.fare_difference > 0 && s.free_seats > 0)!;
    const move = (extra: Record<string, unknown>) => moveTo(token, ticket.ticket_id, '2026-03-25', dearer, extra);
    const before = (await chargesFor(t, code)).length;

    const asked = await change(t, code, move({ card: card(cards.challenge), idempotency_key: 'attempt-3ds-wrong' }), 'en');
    expectMatchesContract('itinerary', 'changeSchedule', asked.status, asked.body);
    expect(refusal(asked)).toEqual([402, 'payment_challenge_required', 'Your bank asks you to confirm the charge with the code it sent you (3-D Secure).']);
    expect(await chargesFor(t, code)).toHaveLength(before);
    // A wrong code declines that attempt; the leg stays where it was.
    expect(refusal(await change(t, code, move({ challenge_code: '000000', idempotency_key: 'attempt-3ds-wrong' })))[1]).toBe('payment_declined');
    expect((await opened(t, code)).tickets[0]!.schedule_id).toBe(ticket.schedule_id);

    // A new attempt with the same card: the right code moves the leg.
    expect((await change(t, code, move({ card: card(cards.challenge), idempotency_key: 'attempt-3ds-right' }))).status).toBe(402);
    const done = await change(t, code, move({ challenge_code: '123456', idempotency_key: 'attempt-3ds-right' }));
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    expect(done.body.content.data).toMatchObject({ settled_by: 'card_charge', fare_difference: dearer.fare_difference });
    expect((await chargesFor(t, code)).slice(before).map((c) => c.money)).toEqual([{ cents: Math.round(dearer.fare_difference * 100), currency: 'MXN' }]);
    expect((await opened(t, code)).tickets[0]!.schedule_id).toBe(dearer.schedule_id);
    // The code sent again (the leg is already on that bus) is refused, and nothing more is charged.
    expect((await change(t, code, move({ challenge_code: '123456', idempotency_key: 'attempt-3ds-right' }))).status).toBe(409);
    expect((await chargesFor(t, code)).slice(before)).toHaveLength(1);
  });

  it('two travellers changing to the same last seat: exactly one gets it, the other keeps the seat it had', async () => {
    const a = await paidByCard(t, '2026-03-24', [3]);
    const b = await paidByCard(t, '2026-03-24', [4]);
    const target = await busAt(t, a.code, a.link_token, a.tickets[0]!.ticket_id, '2026-03-25', '06:00');
    // Everything else on the bus is sold to a third reservation: one seat is left.
    const free = (await call(t.app, `/api/itinerary/reservation/${a.code}/schedule_availability?token=${a.link_token}&ticket_id=${a.tickets[0]!.ticket_id}&schedule_id=${target.schedule_id}&schedule_detail_id=${target.schedule_detail_id}`, STRANGER)).body.content.data as { seats: number[] };
    const last = free.seats.at(-1)!;
    const filler = (await stored(t, (await paidByCard(t, '2026-03-26', [5])).code)).reservation.id;
    await t.database.db.insert(seatHolds).values(free.seats.filter((n) => n !== last).map((seatNumber) => ({ departureId: target.schedule_id, seatNumber, reservationId: filler, expiresAt: null, createdAt: new Date(TEST_NOW) })));

    const [ra, rb] = await Promise.all([
      change(t, a.code, moveTo(a.link_token, a.tickets[0]!.ticket_id, '2026-03-25', target, { seat: last })),
      change(t, b.code, moveTo(b.link_token, b.tickets[0]!.ticket_id, '2026-03-25', target, { seat: last })),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const [winner, loser] = ra.status === 200 ? [a, b] : [b, a];
    const lost = ra.status === 200 ? rb : ra;
    expect(lost.body.content.errors[0]?.code).toBe('seat_unavailable');
    expect((await stored(t, winner.code)).holds.map((h) => [h.departureId, h.seatNumber])).toEqual([[target.schedule_id, last]]);
    const kept = await stored(t, loser.code);
    expect(kept.holds.map((h) => h.seatNumber)).toEqual([loser.tickets[0]!.seat]);
    expect(kept.tickets[0]!.departureId).not.toBe(target.schedule_id);
    expect(kept.reservation.departureDate).toBe('2026-03-24');
  });

  it('refuses every rule with its message, in Spanish and English, and changes nothing', async () => {
    const { code, link_token: token, tickets } = await paidByCard(t, '2026-03-27', [10]);
    const ticket = tickets[0]!;
    const bus = await busAt(t, code, token, ticket.ticket_id, '2026-03-28', '10:30');
    // A name change: the ticket office (adult and minor tickets only).
    expect(refusal(await change(t, code, moveTo(token, ticket.ticket_id, '2026-03-28', bus, { passenger_name: 'Otro Nombre' }), 'en'))).toEqual([
      409,
      'name_change_at_office',
      'Name changes are made only at the ticket office, for adult and minor tickets.',
    ]);
    // Without the link token nothing opens.
    expect(refusal(await change(t, code, moveTo('A'.repeat(43), ticket.ticket_id, '2026-03-28', bus)))[1]).toBe('reservation_not_found');
    // A used leg cannot change.
    await markTicketUsed(t.database.db, ticket.ticket_id, new Date(TEST_NOW));
    expect(refusal(await change(t, code, moveTo(token, ticket.ticket_id, '2026-03-28', bus)))).toEqual([409, 'ticket_used', 'Este boleto ya se utilizó; no se puede cambiar.']);
    expect((await stored(t, code)).tickets[0]).toMatchObject({ seatNumber: 10 });
  });

  it('refuses a student ticket, a change within 20 minutes of departure, and a different fare on an unpaid reservation', async () => {
    const { code, link_token: token, tickets } = await paidByCard(t, '2026-03-30', [11]);
    const ticket = tickets[0]!;
    const bus = await busAt(t, code, token, ticket.ticket_id, '2026-03-31', '10:30');
    // The 15:30 bus boards at 21:30 UTC: 19 minutes before, the change is closed.
    t.clock.set('2026-03-30T21:11:00Z');
    try {
      expect(refusal(await change(t, code, moveTo(token, ticket.ticket_id, '2026-03-31', bus)))).toEqual([
        409,
        'change_deadline_passed',
        'Los cambios deben hacerse al menos 20 minutos antes de la salida.',
      ]);
    } finally {
      t.clock.set(TEST_NOW);
    }
    // A student fare is fixed to its trip (docs/rules/booking.md#student-and-teacher-windows); the passenger's type is what the server reads.
    const row = (await stored(t, code)).tickets[0]!;
    await t.database.db.update(passengers).set({ type: 'student' }).where(eq(passengers.id, row.passengerId));
    expect(refusal(await change(t, code, moveTo(token, ticket.ticket_id, '2026-03-31', bus), 'en'))).toEqual([
      409,
      'fare_cannot_change',
      'Student and teacher tickets do not allow date or schedule changes.',
    ]);
    expect((await stored(t, code)).tickets[0]).toMatchObject({ seatNumber: 11, departureId: row.departureId });

    const pend = await readyToPay(t, { date: '2026-03-29', seats: [12] });
    await pay(t, { code: pend, method: 'oxxo' }, { key: `${pend}-oxxo` });
    const p = await opened(t, pend);
    const first = await busAt(t, pend, p.link_token, p.tickets[0]!.ticket_id, '2026-03-29', '13:00');
    expect(refusal(await change(t, pend, moveTo(p.link_token, p.tickets[0]!.ticket_id, '2026-03-29', first)))).toEqual([
      409,
      'fare_difference_unpaid',
      'Tu reservación aún no está pagada: elige un horario con la misma tarifa o paga primero.',
    ]);
  });
});
