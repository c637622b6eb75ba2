import { createActor, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import type { ReservationActorTypes } from './reservation.ports';
import type { ReservationMachineInput } from './reservation-context';
import { reservationMachine } from './reservation.machine';

// Test support for the reservation chart: every actor slot is a stub whose answer the test
// decides, and time is a simulated clock shared by the chart's `now` and its timers.

/** 1 December 2026, noon in Mexico City. */
export const T0 = Date.UTC(2026, 11, 1, 18, 0);

export type SlotName = keyof ReservationActorTypes | 'pay';

interface Deferred<T> {
  input: unknown;
  settled: boolean;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export const slotNames: SlotName[] = [
  'loadOrigins',
  'checkPromotionalCode',
  'createReservation',
  'loadSchedules',
  'saveSchedules',
  'saveContact',
  'linkTraveller',
  'saveAdditionals',
  'loadSeats',
  'holdSeat',
  'releaseSeat',
  'loadPayment',
  // The checkout (machines/payment), answered with what it hands back; its own paths are its chart's.
  'pay',
  'confirmReservation',
  'loadTicket',
  'deleteReservation',
];

function stubActors(calls: Record<SlotName, Deferred<unknown>[]>) {
  return Object.fromEntries(
    slotNames.map((name) => [
      name,
      fromPromise(({ input }: { input: unknown }) => {
        return new Promise((resolve, reject) => {
          const call: Deferred<unknown> = {
            input,
            settled: false,
            resolve: (value) => ((call.settled = true), resolve(value)),
            reject: (reason) => ((call.settled = true), reject(reason)),
          };
          calls[name].push(call);
        });
      }),
    ]),
  ) as Record<SlotName, AnyActorLogic>;
}

/** The chart with stubs that never answer on their own (for graph traversal). */
export function silentMachine() {
  return reservationMachine.provide({ actors: stubActors(emptyCalls()) as never });
}

function emptyCalls(): Record<SlotName, Deferred<unknown>[]> {
  return Object.fromEntries(slotNames.map((name) => [name, []])) as unknown as Record<SlotName, Deferred<unknown>[]>;
}

/** `actors` replaces stubs with real logic (the checkout's chart, to test the two together). */
export function createHarness(input: ReservationMachineInput = {}, actors: Partial<Record<SlotName, AnyActorLogic>> = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const calls = emptyCalls();
  const machine = reservationMachine.provide({ actors: { ...stubActors(calls), ...actors } as never });
  const now = () => clock.now();
  const actor = createActor(machine, { input: { now, ...input }, clock });
  actor.start();
  const pending = (name: SlotName) => {
    const call = calls[name].at(-1);
    if (!call || call.settled) throw new Error(`no pending ${name} call`);
    return call;
  };
  return {
    actor,
    clock,
    calls,
    machine,
    now,
    pending,
    lastInput: (name: SlotName) => calls[name].at(-1)?.input as never,
    answer: async (name: SlotName, output: unknown) => {
      pending(name).resolve(output);
      await settle();
    },
    fail: async (name: SlotName) => {
      pending(name).reject(new Error(`${name} blew up`));
      await settle();
    },
  };
}
export type Harness = ReturnType<typeof createHarness>;

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Canned answers shared by the path and the focused tests.
export const page = {
  next_day: '2026-12-21',
  prev_day: '2026-12-19',
  schedules: [{ schedule_id: 11, schedule_detail_id: 12, layout_id: 13, departure_time: '08:00' }],
};
export const schedule = { schedule_id: 11, schedule_detail_id: 12, layout_id: 13 };
/** The same day with its one bus full: nobody can be seated on it. */
export const fullPage = { ...page, schedules: [{ ...page.schedules[0]!, free_seats: 0 }] };
export const ok = <T>(data: T) => ({ ok: true as const, data });
export const refused = (code: string) => ({ ok: false as const, errors: [{ code }] });
export const validContact = { first_name: 'Ana', last_name: 'Peña', cell_phone: '3221234567', email: 'ana@correo.mx', privacy: true };
/** The one adult of the searches here, travelling as the contact. */
export const validTravellers = [{ first_name: 'Ana', last_name: 'Peña', age: null }];
export const oneWaySearch = {
  origin: 'PVR',
  destination: 'GDL',
  departure: { date: '2026-12-20', open: false },
  round: false,
};
