import { describe, expect, it } from 'vitest';
import { paid, toContact, toSchedules } from './reservation.test-flow';
import { createHarness, ok, oneWaySearch, page, schedule, settle, T0, type Harness } from './reservation.test-harness';
import { persistReservationFlow, restoreReservationActor } from './reservation-persistence';
import { CLEARING_DELAY_MS } from './reservation-base.setup';

// The flow rules the chart owns beside its steps: the start page's clearing and the resets (docs/rules/booking.md#clearing-on-the-start-page), the search form
// while origins load, the missing-schedule message, documents after a restore, the wheelchair note.

const origins = [
  { id: 'PVR', name: 'Puerto Vallarta', destinations: [{ id: 'GDL', name: 'Guadalajara' }] },
  { id: 'TPC', name: 'Tepic', destinations: [{ id: 'MZT', name: 'Mazatlán' }] },
];
const ctx = (h: Harness) => h.actor.getSnapshot().context;
const on = (h: Harness, state: object | string) => h.actor.getSnapshot().matches(state as never);

async function onTickets(): Promise<Harness> {
  const h = await paid('credit', 'approved');
  await h.answer('loadTicket', ok({ format: 'html', url: 'blob:one' }));
  expect(on(h, { tickets: 'showing' })).toBe(true);
  return h;
}

describe('clearing on the start page (a delay on the actor clock)', () => {
  it('drops the reservation one second after arriving first, not before; the form stays', async () => {
    const h = await toSchedules();
    h.actor.send({ type: 'start.enter', arrival: 'first' });
    h.clock.increment(CLEARING_DELAY_MS - 1);
    await settle();
    expect(ctx(h).reservation.code).toBe('PV0001');
    h.clock.increment(1);
    await settle();
    expect(on(h, 'search')).toBe(true);
    expect(ctx(h).reservation.code).toBeNull();
    expect(ctx(h).search.origin).toBe('PVR');
  });

  it('drops it too when arriving from a page of the flow', async () => {
    const h = await toContact();
    h.actor.send({ type: 'start.enter', arrival: 'flow' });
    h.clock.increment(CLEARING_DELAY_MS);
    await settle();
    expect(ctx(h).reservation.code).toBeNull();
  });

  it('keeps it when arriving from another page of the site', async () => {
    const h = await toSchedules();
    h.actor.send({ type: 'start.enter', arrival: 'outside' });
    h.clock.increment(CLEARING_DELAY_MS * 2);
    await settle();
    expect(ctx(h).reservation.code).toBe('PV0001');
  });

  it('keeps a reservation made within the second (a fresh start)', async () => {
    const h = createHarness();
    await settle();
    await h.answer('loadOrigins', ok(origins));
    h.actor.send({ type: 'start.enter', arrival: 'first' });
    h.actor.send({ type: 'search.change', patch: oneWaySearch });
    h.actor.send({ type: 'search.submit' });
    await settle();
    await h.answer('createReservation', ok({ code: 'PV0002' }));
    h.clock.increment(CLEARING_DELAY_MS);
    await settle();
    expect(ctx(h).reservation.code).toBe('PV0002');
  });
});

describe('resets when leaving', () => {
  it('leaving the tickets for a page outside the flow starts over', async () => {
    const h = await onTickets();
    h.actor.send({ type: 'flow.leave' });
    expect(on(h, 'search')).toBe(true);
    expect(ctx(h).reservation.code).toBeNull();
  });

  it('leaving the tickets for the start page starts over at once', async () => {
    const h = await onTickets();
    h.actor.send({ type: 'start.enter', arrival: 'flow' });
    expect(on(h, 'search')).toBe(true);
    expect(ctx(h).reservation.code).toBeNull();
  });

  it('invoicing, reached from the tickets, keeps the reservation when the flow is left', async () => {
    const h = await onTickets();
    h.actor.send({ type: 'step.goto', step: 'invoicing' });
    expect(on(h, 'invoicing')).toBe(true);
    h.actor.send({ type: 'flow.leave' });
    expect(ctx(h).reservation.code).toBe('PV0001');
  });

  it('arriving on the home page drops a reservation in progress, and nothing on the search', async () => {
    const h = await toContact();
    h.actor.send({ type: 'home.arrive' });
    expect(on(h, 'search')).toBe(true);
    expect(ctx(h).reservation.code).toBeNull();
    await h.answer('loadOrigins', ok(origins));
    h.actor.send({ type: 'search.change', patch: { promotional_code: 'X1' } });
    h.actor.send({ type: 'home.arrive' });
    expect(on(h, { search: 'editing' })).toBe(true);
    expect(ctx(h).search.promotional_code).toBe('X1');
  });
});

describe('the search form while the origins load', () => {
  it('applies the edits at once and makes a submit once the origins are in', async () => {
    const h = createHarness();
    await settle();
    expect(on(h, { search: 'loadingOrigins' })).toBe(true);
    h.actor.send({ type: 'search.change', patch: oneWaySearch });
    h.actor.send({ type: 'search.submit' });
    expect(ctx(h).search.destination).toBe('GDL');
    expect(h.calls.createReservation).toHaveLength(0);
    await h.answer('loadOrigins', ok(origins));
    expect(on(h, { search: 'creating' })).toBe(true);
    expect((h.lastInput('createReservation') as { search: { origin: string } }).search.origin).toBe('PVR');
  });

  it('forgets the submit when the origins fail', async () => {
    const h = createHarness();
    await settle();
    h.actor.send({ type: 'search.change', patch: oneWaySearch });
    h.actor.send({ type: 'search.submit' });
    await h.fail('loadOrigins');
    h.actor.send({ type: 'origins.retry' });
    await settle();
    await h.answer('loadOrigins', ok(origins));
    expect(on(h, { search: 'editing' })).toBe(true);
  });
});

describe('destination reset on origin change', () => {
  it('drops a destination the new origin does not serve, keeps one it serves', async () => {
    const h = createHarness();
    await settle();
    await h.answer('loadOrigins', ok(origins));
    h.actor.send({ type: 'search.change', patch: { origin: 'PVR', destination: 'GDL' } });
    h.actor.send({ type: 'search.change', patch: { origin: 'PVR' } });
    expect(ctx(h).search.destination).toBe('GDL');
    h.actor.send({ type: 'search.change', patch: { origin: 'TPC' } });
    expect(ctx(h).search.destination).toBe('');
  });
});

describe('missing schedule', () => {
  it('says a schedule is needed instead of going on, and the choice clears the message', async () => {
    const h = await toSchedules();
    await h.answer('loadSchedules', ok(page));
    h.actor.send({ type: 'schedules.submit' });
    expect(ctx(h).errors).toEqual([{ service: 'websale', code: 'schedule_required', field: 'schedule' }]);
    expect(on(h, { booking: { step: { schedules: { departure: 'listing' } } } })).toBe(true);
    h.actor.send({ type: 'schedule.select', schedule });
    expect(ctx(h).errors).toEqual([]);
    h.actor.send({ type: 'schedules.submit' });
    expect(on(h, { booking: { step: { schedules: 'saving' } } })).toBe(true);
  });
});

describe('documents after a restore', () => {
  it('asks for the documents again: the stored ones belonged to the page that loaded them', async () => {
    const h = await onTickets();
    const stored = JSON.parse(JSON.stringify(persistReservationFlow(h.actor)));
    h.actor.stop();
    const restored = restoreReservationActor(h.machine, stored, { now: () => T0 })!;
    expect(restored.getSnapshot().matches({ tickets: 'loading' })).toBe(true);
    await settle();
    expect(h.calls.loadTicket).toHaveLength(2);
    restored.stop();
  });

  it('asks again after a restore when the documents had failed: the reload may have cut the request off', async () => {
    const h = await paid('credit', 'approved');
    await h.fail('loadTicket');
    expect(on(h, { tickets: 'failed' })).toBe(true);
    const stored = JSON.parse(JSON.stringify(persistReservationFlow(h.actor)));
    h.actor.stop();
    const restored = restoreReservationActor(h.machine, stored, { now: () => T0 })!;
    await settle();
    expect(restored.getSnapshot().matches({ tickets: 'loading' })).toBe(true);
    expect(restored.getSnapshot().context.errors).toEqual([]);
    expect(h.calls.loadTicket).toHaveLength(2);
    restored.stop();
  });
});

describe('wheelchair note', () => {
  it('travels with the additionals to the save call', async () => {
    const h = await toContact();
    h.actor.send({ type: 'contact.submit', contact: { first_name: 'Ana', last_name: 'Peña', cell_phone: '3221234567', email: 'ana@correo.mx', privacy: true }, goesContact: true, travellers: [{ first_name: 'Ana', last_name: 'Peña', age: null }] });
    await settle();
    await h.answer('saveContact', ok({}));
    const additionals = { insurance: [], shuttle: null, pet: false, wheelchair: true, wheelchairNote: 'Rampa' };
    h.actor.send({ type: 'additionals.submit', additionals });
    await settle();
    expect((h.lastInput('saveAdditionals') as { additionals: object }).additionals).toEqual(additionals);
  });
});
