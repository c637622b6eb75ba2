import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ok, page, refused, schedule, settle, T0 } from './reservation.test-harness';
import { toContact, toSchedules } from './reservation.test-flow';
import {
  persistReservationFlow,
  RESERVATION_FLOW_VERSION,
  restorableSnapshot,
  restoreReservationActor,
} from './reservation-persistence';

// The payment deadline (absolute, from an injectable clock), persistence across a reload, and
// moving the schedule list a day forward or back.

const MINUTE = 60_000;
const value = (h: { actor: { getSnapshot(): { value: unknown } } }) => JSON.stringify(h.actor.getSnapshot().value);

describe('payment deadline', () => {
  it('is set at creation to now plus the hold minutes', async () => {
    const h = await toSchedules({ holdMinutes: 20 });
    expect(h.actor.getSnapshot().context.paymentDeadline).toBe(T0 + 20 * MINUTE);
  });

  it('expires the flow when the clock passes it, with the catalogue message', async () => {
    const h = await toContact();
    h.clock.increment(15 * MINUTE - 1);
    await settle();
    expect(value(h)).toContain('contact');
    h.clock.increment(1);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('expired');
    expect(h.actor.getSnapshot().context.expiredMessages).toEqual([{ service: 'websale', code: 'payment_expired' }]);
  });

  it('offers a new search after expiring, keeping the form and dropping the reservation', async () => {
    const h = await toContact();
    h.clock.increment(15 * MINUTE);
    await settle();
    h.actor.send({ type: 'search.restart' });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual({ search: 'loadingOrigins' });
    expect(snapshot.context.reservation.code).toBeNull();
    expect(snapshot.context.paymentDeadline).toBeNull();
    expect(snapshot.context.search.origin).toBe('PVR');
  });
});

describe('persistence', () => {
  async function storedAt(minutes: number) {
    const h = await toContact();
    h.clock.increment(minutes * MINUTE);
    await settle();
    // As session storage would keep it: plain JSON.
    const stored = JSON.parse(JSON.stringify(persistReservationFlow(h.actor)));
    h.actor.stop();
    return { stored, machine: h.machine };
  }

  function reloadAt(machine: Parameters<typeof restoreReservationActor>[0], stored: unknown, at: number) {
    const clock = new SimulatedClock();
    clock.set(at);
    const snapshot = restorableSnapshot(stored, { now: () => clock.now() });
    if (!snapshot) return null;
    const actor = createActor(machine, { snapshot, input: {}, clock });
    actor.start();
    actor.send({ type: 'deadline.check' });
    return { actor, clock };
  }

  it('resumes the same step and expires after only the time left', async () => {
    const { stored, machine } = await storedAt(10);
    const restored = reloadAt(machine, stored, T0 + 12 * MINUTE)!;
    expect(JSON.stringify(restored.actor.getSnapshot().value)).toContain('"contact":"editing"');
    restored.clock.increment(3 * MINUTE - 1);
    await settle();
    expect(JSON.stringify(restored.actor.getSnapshot().value)).toContain('contact');
    restored.clock.increment(1);
    await settle();
    expect(restored.actor.getSnapshot().value).toBe('expired');
  });

  it('keeps the flow token through a reload, so the restored flow still proves the reservation is its own', async () => {
    const { stored, machine } = await storedAt(1);
    expect(stored.snapshot.context.flowToken).toBe('flow-PV0001');
    const restored = reloadAt(machine, stored, T0 + 2 * MINUTE)!;
    expect(restored.actor.getSnapshot().context.flowToken).toBe('flow-PV0001');
    restored.actor.stop();
  });

  it('expires at once when restored after the deadline', async () => {
    const { stored, machine } = await storedAt(5);
    const restored = reloadAt(machine, stored, T0 + 16 * MINUTE)!;
    expect(restored.actor.getSnapshot().value).toBe('expired');
  });

  it('restores through restoreReservationActor with the clock passed again', async () => {
    const { stored, machine } = await storedAt(1);
    const late = restoreReservationActor(machine, stored, { now: () => T0 + 30 * MINUTE });
    expect(late?.getSnapshot().value).toBe('expired');
    const early = restoreReservationActor(machine, stored, { now: () => T0 + 2 * MINUTE });
    expect(JSON.stringify(early?.getSnapshot().value)).toContain('contact');
    early?.stop();
  });

  it('hands the restored flow to an inspector before it starts, so its first step is seen', async () => {
    const { stored, machine } = await storedAt(1);
    const seen: string[] = [];
    const restored = restoreReservationActor(machine, stored, {
      now: () => T0 + 2 * MINUTE,
      inspect: (event) => {
        if (event.type === '@xstate.event') seen.push(event.event.type);
      },
    });
    // The deadline check is the first event a restored flow gets.
    expect(seen).toContain('deadline.check');
    restored?.stop();
  });

  it('discards a snapshot of another version or anything else', async () => {
    const { stored, machine } = await storedAt(1);
    expect(stored.version).toBe(RESERVATION_FLOW_VERSION);
    expect(restoreReservationActor(machine, { ...stored, version: RESERVATION_FLOW_VERSION + 1 })).toBeNull();
    expect(restoreReservationActor(machine, { version: RESERVATION_FLOW_VERSION, snapshot: null })).toBeNull();
    expect(restoreReservationActor(machine, 'garbage')).toBeNull();
    expect(restoreReservationActor(machine, null)).toBeNull();
  });

  it('keeps no function in what it stores', async () => {
    const { stored } = await storedAt(1);
    expect(stored.snapshot.context.now).toBeUndefined();
    expect(stored.snapshot.context.reservation.code).toBe('PV0001');
  });
});

describe('moving the schedule list a day', () => {
  it('reloads the next day from the page and clears the choice', async () => {
    const h = await toSchedules();
    await h.answer('loadSchedules', ok(page));
    h.actor.send({ type: 'schedule.select', schedule });
    expect(h.actor.getSnapshot().context.reservation.departure.schedule_id).toBe(11);
    h.actor.send({ type: 'schedules.nextDay' });
    expect(h.pending('loadSchedules').input).toMatchObject({ leg: 'departure', date: '2026-12-21' });
    expect(h.actor.getSnapshot().context.reservation.departure).toMatchObject({ date: '2026-12-21', schedule_id: null });
  });

  it('reloads the previous day, but never before today', async () => {
    const h = await toSchedules();
    await h.answer('loadSchedules', ok(page));
    h.actor.send({ type: 'schedules.prevDay' });
    expect(h.pending('loadSchedules').input).toMatchObject({ date: '2026-12-19' });
    await h.answer('loadSchedules', ok({ ...page, prev_day: '2026-11-30' }));
    h.actor.send({ type: 'schedules.prevDay' });
    expect(value(h)).toContain('"departure":"listing"');
    expect(h.calls.loadSchedules).toHaveLength(2);
  });

  it('moves by the calendar when the day had no list', async () => {
    const h = await toSchedules();
    await h.answer('loadSchedules', refused('schedules_not_found'));
    expect(value(h)).toContain('"departure":"failed"');
    h.actor.send({ type: 'schedules.nextDay' });
    expect(h.pending('loadSchedules').input).toMatchObject({ date: '2026-12-21' });
    await h.answer('loadSchedules', refused('schedules_not_found'));
    h.actor.send({ type: 'schedules.nextDay' });
    expect(h.pending('loadSchedules').input).toMatchObject({ date: '2026-12-22' });
  });

  it('does not offer a next day the server says does not exist', async () => {
    const h = await toSchedules();
    await h.answer('loadSchedules', ok({ ...page, next_day: null }));
    expect(h.actor.getSnapshot().can({ type: 'schedules.nextDay' })).toBe(false);
  });

  it('drags the return along when the departure moves past it', async () => {
    const round = { origin: 'PVR', destination: 'GDL', departure: { date: '2026-12-20', open: false }, round: true, return: { date: '2026-12-20', open: false } };
    const h = await toSchedules({}, round);
    await h.answer('loadSchedules', ok(page));
    h.actor.send({ type: 'schedules.nextDay' });
    expect(h.actor.getSnapshot().context.reservation.return.date).toBe('2026-12-21');
  });
});
