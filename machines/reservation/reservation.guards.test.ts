import { describe, expect, it } from 'vitest';
import { createHarness, ok, page, refused, settle, validContact, validTravellers } from './reservation.test-harness';
import { seatMapFor } from './seats.test-fixture';
import { paid, toContact, toPayment, toSchedules } from './reservation.test-flow';

// One focused test per named guard of the chart (docs/rules/booking.md#the-steps-and-their-guards and the form rules).

const value = (h: { actor: { getSnapshot(): { value: unknown } } }) => JSON.stringify(h.actor.getSnapshot().value);
const goto = (step: string) => ({ type: 'step.goto', step }) as never;

describe('hasReservationCode', () => {
  it('sends a traveller without a reservation code home', async () => {
    const h = createHarness();
    await settle();
    const exits: string[] = [];
    h.actor.on('flow.exit', (event) => exits.push(event.type));
    h.actor.send(goto('contact'));
    // The chart never ends: it stays on the search and tells the router the traveller goes home.
    expect(exits).toEqual(['flow.exit']);
    expect(h.actor.getSnapshot().matches('search')).toBe(true);
    expect(h.actor.getSnapshot().status).toBe('active');
  });

  it('lets a traveller with a code move between reached steps', async () => {
    const h = await toContact();
    h.actor.send(goto('schedules'));
    expect(value(h)).toContain('"departure":"loading"');
  });
});

describe('departureIsOpen and paymentInProcess', () => {
  const open = { origin: 'PVR', destination: 'GDL', departure: { date: null, open: true }, round: false };

  it('skips the schedule list of an open departure and goes to contact', async () => {
    const h = await toSchedules({}, open);
    expect(value(h)).toContain('"contact":"editing"');
    expect(h.calls.loadSchedules).toHaveLength(0);
  });

  it('sends schedules back to contact while the payment is in process', async () => {
    const h = await toSchedules({}, open);
    h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
    await settle();
    await h.answer('saveContact', ok({}));
    expect(value(h)).toContain('"additionals"');
    h.actor.send(goto('schedules'));
    expect(value(h)).toContain('"contact":"editing"');
  });

  it('goes back from contact to the search when there is no list', async () => {
    const h = await toSchedules({}, open);
    h.actor.send({ type: 'step.back' });
    expect(h.actor.getSnapshot().value).toEqual({ search: 'editing' });
  });
});

describe('paymentSettled', () => {
  for (const status of ['approved', 'order_generated']) {
    it(`sends an ${status} payment to tickets from the booking steps`, async () => {
      const h = await paid('credit', status);
      expect(value(h)).toContain('"tickets":"loading"');
      for (const step of ['schedules', 'contact', 'additionals', 'seats', 'payment']) {
        h.actor.send(goto(step));
        expect(value(h), step).toContain('tickets');
      }
    });
  }

  it('sends a settled payment on invoicing back to tickets when asked for a booking step', async () => {
    const h = await paid('credit', 'approved');
    h.actor.send(goto('invoicing'));
    expect(h.actor.getSnapshot().value).toBe('invoicing');
    h.actor.send(goto('contact'));
    expect(value(h)).toContain('tickets');
  });

  it('ends the payment timer once settled', async () => {
    const h = await paid('credit', 'approved');
    h.clock.increment(60 * 60_000);
    await settle();
    expect(value(h)).toContain('tickets');
  });
});

describe('ticketsAccess', () => {
  it('intended: keeps an unsettled traveller on their step', async () => {
    const h = await toContact();
    h.actor.send(goto('tickets'));
    expect(value(h)).toContain('"contact":"editing"');
  });

  it('observed: lets an unsettled traveller into tickets too', async () => {
    const h = await toContact({ ticketsAccess: 'observed' });
    h.actor.send(goto('tickets'));
    expect(value(h)).toContain('"tickets":"loading"');
    expect(h.actor.getSnapshot().context.reservation.payment).toBe('process');
  });
});

describe('invoicing rule', () => {
  it('lets an approved card payment in', async () => {
    const h = await paid('credit', 'approved');
    h.actor.send(goto('invoicing'));
    expect(h.actor.getSnapshot().value).toBe('invoicing');
  });

  it('sends a store payment to tickets', async () => {
    const h = await paid('oxxo', 'approved');
    h.actor.send(goto('invoicing'));
    expect(value(h)).toContain('tickets');
  });

  it('keeps a payment in process on its step', async () => {
    const h = await toPayment();
    h.actor.send({ type: 'payment.attempt', status: 'process' });
    h.actor.send(goto('invoicing'));
    expect(value(h)).toContain('"payment":"paying"');
  });

  it('sends a declined payment to tickets only under the observed reading', async () => {
    const intended = await paid('credit', 'decline');
    intended.actor.send(goto('invoicing'));
    expect(value(intended)).toContain('"payment":"paying"');
    const observed = await paid('credit', 'decline', { ticketsAccess: 'observed' });
    observed.actor.send(goto('invoicing'));
    expect(value(observed)).toContain('tickets');
  });
});

describe('step reachability and form guards', () => {
  it('does not jump ahead to a step never reached', async () => {
    const h = await toSchedules();
    h.actor.send(goto('seats'));
    expect(value(h)).toContain('"departure":"loading"');
  });

  it('keeps an invalid search on the form with its codes', async () => {
    const h = createHarness();
    await settle();
    await h.answer('loadOrigins', ok([]));
    h.actor.send({ type: 'search.submit' });
    expect(h.actor.getSnapshot().value).toEqual({ search: 'editing' });
    expect(h.actor.getSnapshot().context.searchIssues.map((i) => i.code)).toEqual(['origin_required', 'destination_required', 'departure_required']);
  });

  it('checks a promotional code before creating, and refuses a bad one', async () => {
    const h = createHarness();
    await settle();
    await h.answer('loadOrigins', ok([]));
    h.actor.send({ type: 'promo.check' });
    expect(h.actor.getSnapshot().context.errors).toEqual([{ service: 'websale', code: 'promotional_code_empty', field: 'promotional_code' }]);
    h.actor.send({ type: 'search.change', patch: { origin: 'PVR', destination: 'GDL', departure: { date: '2026-12-20', open: false }, round: false, promotional_code: '!' } });
    h.actor.send({ type: 'search.submit' });
    expect(h.actor.getSnapshot().context.errors[0]?.code).toBe('promotional_code_invalid');
    h.actor.send({ type: 'search.change', patch: { promotional_code: 'NOEXISTE' } });
    h.actor.send({ type: 'search.submit' });
    await settle();
    await h.answer('checkPromotionalCode', refused('promotional_code_invalid'));
    expect(h.actor.getSnapshot().value).toEqual({ search: 'editing' });
    h.actor.send({ type: 'search.submit' });
    expect(h.actor.getSnapshot().value).toEqual({ search: 'editing' });
    h.actor.send({ type: 'search.change', patch: { promotional_code: 'VERANO26' } });
    h.actor.send({ type: 'search.submit' });
    await settle();
    await h.answer('checkPromotionalCode', ok({ code: 'VERANO26' }));
    expect(h.actor.getSnapshot().value).toEqual({ search: 'creating' });
    expect(h.pending('createReservation').input).toMatchObject({ search: { promotional_code: 'VERANO26' } });
  });

  it('refuses a contact with a bad phone and keeps the codes', async () => {
    const h = await toContact();
    h.actor.send({ type: 'contact.submit', contact: { ...validContact, cell_phone: '12' }, goesContact: true, travellers: validTravellers });
    expect(value(h)).toContain('"contact":"editing"');
    expect(h.actor.getSnapshot().context.contactIssues).toEqual([{ code: 'invalid_mobile', field: 'cell_phone' }]);
  });

  it('refuses a passenger without a name, keeping the field of each issue, and sends nothing', async () => {
    const h = await toContact();
    h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: false, travellers: [{ first_name: '', last_name: 'Peña', age: null }] });
    expect(value(h)).toContain('"contact":"editing"');
    expect(h.actor.getSnapshot().context.contactIssues).toEqual([{ code: 'first_name_required', field: 'travellers.0.first_name' }]);
    expect(h.calls.saveContact).toHaveLength(0);
  });

  it("puts each passenger's name on its passenger at once, ids kept, for the seat map to label", async () => {
    const h = await toContact();
    h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
    expect(h.actor.getSnapshot().context.reservation.travellers).toEqual([{ id: 0, type: 'adult', first_name: 'Ana', last_name: 'Peña', age: null }]);
    await settle();
    expect(h.pending('saveContact').input).toMatchObject({ goesContact: true, travellers: [{ type: 'adult', first_name: 'Ana', last_name: 'Peña' }] });
    await h.answer('saveContact', ok({ travellers: [{ id: 31, type: 'adult', first_name: 'Ana', last_name: 'Peña', age: null }] }));
    expect(h.actor.getSnapshot().context.reservation.travellers).toEqual([{ id: 31, type: 'adult', first_name: 'Ana', last_name: 'Peña', age: null }]);
  });

  it('refuses a seat selection that does not match the passengers needing a seat', async () => {
    const h = await toContact();
    h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
    await settle();
    await h.answer('saveContact', ok({}));
    h.actor.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
    await settle();
    await h.answer('saveAdditionals', ok({}));
    await h.answer('loadSeats', ok(seatMapFor('departure')));
    h.actor.send({ type: 'seats.submit' });
    expect(value(h)).toContain('"picking":"idle"');
    expect(h.actor.getSnapshot().context.errors[0]?.code).toBe('seats_count_mismatch');
  });

  it('loads the return list after the departure of a dated round trip', async () => {
    const h = await toSchedules({}, { origin: 'PVR', destination: 'GDL', departure: { date: '2026-12-20', open: false }, round: true, return: { date: '2026-12-27', open: false } });
    await h.answer('loadSchedules', ok(page));
    h.actor.send({ type: 'schedule.select', schedule: page.schedules[0]! });
    h.actor.send({ type: 'schedules.submit' });
    expect(h.pending('loadSchedules').input).toMatchObject({ leg: 'return', date: '2026-12-27' });
  });
});

describe('scheduleFitsParty', () => {
  const threeInapam = {
    origin: 'PVR',
    destination: 'GDL',
    departure: { date: '2026-12-20', open: false },
    round: false,
    passengers: { adult: 0, inapam: 3 },
  };
  const bus = (id: number, inapam: number) => ({
    schedule_id: id,
    schedule_detail_id: id + 100,
    layout_id: 1,
    free_seats: 30,
    discount_seats: { student: 8, teacher: 2, inapam },
  });
  const twoBuses = { ...page, schedules: [bus(21, 2), bus(22, 2)] };
  const pick = (id: number) => ({ type: 'schedule.select', schedule: { schedule_id: id, schedule_detail_id: id + 100, layout_id: 1 } }) as const;

  it('refuses a bus with 2 INAPAM places for three INAPAM passengers, says so, and drops the earlier choice', async () => {
    const h = await toSchedules({}, threeInapam);
    await h.answer('loadSchedules', ok({ ...page, schedules: [bus(21, 3), bus(22, 2)] }));
    h.actor.send(pick(21));
    expect(h.actor.getSnapshot().context.reservation.departure.schedule_id).toBe(21);
    h.actor.send(pick(22));
    const { context } = h.actor.getSnapshot();
    expect(context.reservation.departure.schedule_id).toBeNull();
    expect(context.scheduleRefusal).toEqual({
      leg: 'departure',
      schedule_id: 22,
      schedule_detail_id: 122,
      seatsLeft: null,
      quotas: [{ group: 'inapam', left: 2, wanted: 3 }],
      // The day's other bus takes the whole party: the refusal offers it.
      instead: { schedule_id: 21, schedule_detail_id: 121, departure_time: null },
    });
    // Nothing was sent to the server: continuing asks for a schedule first.
    h.actor.send({ type: 'schedules.submit' });
    expect(value(h)).toContain('"listing"');
    expect(h.actor.getSnapshot().context.errors[0]?.code).toBe('schedule_required');
    expect(h.calls.saveSchedules).toHaveLength(0);
  });

  it('clears the refusal when a bus that fits is chosen or another day is listed', async () => {
    const h = await toSchedules({}, { ...threeInapam, passengers: { adult: 0, inapam: 2 } });
    await h.answer('loadSchedules', ok({ ...page, schedules: [{ ...bus(21, 2), free_seats: 1 }, bus(22, 2)] }));
    h.actor.send(pick(21));
    expect(h.actor.getSnapshot().context.scheduleRefusal).toMatchObject({ schedule_id: 21, seatsLeft: 1, quotas: [] });
    h.actor.send(pick(22));
    expect(h.actor.getSnapshot().context.scheduleRefusal).toBeNull();
    expect(h.actor.getSnapshot().context.reservation.departure.schedule_id).toBe(22);
    h.actor.send(pick(21));
    h.actor.send({ type: 'schedules.nextDay' });
    expect(h.actor.getSnapshot().context.scheduleRefusal).toBeNull();
    await h.answer('loadSchedules', ok(twoBuses));
    h.actor.send(pick(21));
    expect(h.actor.getSnapshot().context.reservation.departure.schedule_id).toBe(21);
  });
});
