import { describe, expect, it } from 'vitest';
import { emptyPassengers } from '../../domain/search/passengers';
import { createHarness, ok, oneWaySearch, settle, T0 } from './reservation.test-harness';
import { persistReservationFlow, restoreReservationActor } from './reservation-persistence';

// The search form's rules the chart owns (docs/rules/booking.md#the-search-form, docs/rules/booking.md#restoring-a-saved-search): the swap button, and what a reload restores.

const origins = [
  { id: 'PVR', name: 'Puerto Vallarta', destinations: [{ id: 'GDL', name: 'Guadalajara' }, { id: 'SAY', name: 'Sayulita' }] },
  { id: 'GDL', name: 'Guadalajara', destinations: [{ id: 'PVR', name: 'Puerto Vallarta' }] },
  { id: 'SAY', name: 'Sayulita', destinations: [{ id: 'GUA', name: 'Guayabitos' }] },
];

async function editing(patch = oneWaySearch) {
  const h = createHarness();
  await settle();
  await h.answer('loadOrigins', ok(origins));
  h.actor.send({ type: 'search.change', patch });
  return h;
}

describe('swapping origin and destination (search.swap)', () => {
  it('exchanges them when the new origin serves the old one', async () => {
    const h = await editing();
    h.actor.send({ type: 'search.swap' });
    expect(h.actor.getSnapshot().context.search).toMatchObject({ origin: 'GDL', destination: 'PVR' });
    h.actor.send({ type: 'search.submit' });
    expect(h.actor.getSnapshot().matches({ search: 'creating' })).toBe(true);
    expect(h.lastInput('createReservation')).toMatchObject({ search: { origin: 'GDL', destination: 'PVR' } });
  });

  it('drops the destination the new origin does not serve, keeping the new origin', async () => {
    const h = await editing({ ...oneWaySearch, destination: 'SAY' });
    h.actor.send({ type: 'search.swap' });
    expect(h.actor.getSnapshot().context.search).toMatchObject({ origin: 'SAY', destination: '' });
  });

  it('keeps messages in step once the rules have spoken: a swap that fixes nothing still says what is missing', async () => {
    const h = await editing({ ...oneWaySearch, destination: 'SAY' });
    h.actor.send({ type: 'search.change', patch: { departure: { date: null, open: false } } });
    h.actor.send({ type: 'search.submit' });
    expect(h.actor.getSnapshot().context.searchIssues.map((issue) => issue.code)).toEqual(['departure_required']);
    h.actor.send({ type: 'search.swap' });
    expect(h.actor.getSnapshot().context.searchIssues.map((issue) => issue.code)).toEqual(['destination_required', 'departure_required']);
  });

  it('while the origins load, exchanges both and leaves the check to the loaded list', async () => {
    const h = createHarness();
    h.actor.send({ type: 'search.change', patch: oneWaySearch });
    h.actor.send({ type: 'search.swap' });
    expect(h.actor.getSnapshot().context.search).toMatchObject({ origin: 'GDL', destination: 'PVR' });
  });
});

describe('the search a reload restores', () => {
  function reload(patch: Record<string, unknown>) {
    const h = createHarness();
    h.actor.send({ type: 'search.change', patch: { ...oneWaySearch, ...patch } });
    const stored = JSON.parse(JSON.stringify(persistReservationFlow(h.actor)));
    h.actor.stop();
    return restoreReservationActor(h.machine, stored, { now: () => T0 })!;
  }

  it('comes back as it was when the rules accept it', () => {
    const restored = reload({ passengers: { ...emptyPassengers(), adult: 2, infant: 1 } });
    expect(restored.getSnapshot().context.search).toMatchObject({ origin: 'PVR', destination: 'GDL', passengers: { adult: 2, infant: 1 } });
    restored.stop();
  });

  it('never with a mix the rules refuse: an infant alone, or a student on an open date, is back to one adult', () => {
    const infantAlone = reload({ passengers: { ...emptyPassengers(), infant: 1 } });
    expect(infantAlone.getSnapshot().context.search).toMatchObject({ origin: 'PVR', passengers: { ...emptyPassengers(), adult: 1 } });
    infantAlone.stop();
    const openStudent = reload({ passengers: { ...emptyPassengers(), student: 1 }, departure: { date: null, open: true } });
    expect(openStudent.getSnapshot().context.search.passengers).toEqual({ ...emptyPassengers(), adult: 1 });
    openStudent.stop();
  });
});
