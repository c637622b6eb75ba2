import type { ReservationEvent } from '../../../machines/reservation/reservation.setup';
import type { TicketsAccess } from '../../../machines/reservation/reservation-context';
import { ok, page, schedule, silentMachine, T0, validContact, type SlotName } from '../../../machines/reservation/reservation.harness';
import { serializeState, stateKey, type Snapshot } from '../../../machines/reservation/reservation-model';
import { seatMapFor } from '../../../machines/reservation/seats.fixture';
import type { ChartModel } from '../lib/plan';

// The reservation chart as the browser path tests explore it: what a traveller does on the site,
// and how the real server answers each call. Each answer event is the answer the seeded server
// gives in that state (a seat map, an approved sandbox card…), released at the path gate, or a
// broken connection. Answers the server cannot be made to give on demand (a refused promotional
// code, a seat taken between map and hold…) are left to the machine path tests
// (machines/reservation/reservation.paths.test.ts); the figures printed per run say how much of
// the chart the browser covers.

/** Every answer the chart waits for, by actor. */
export type ReservationAnswer =
  | { type: `xstate.done.actor.${ReservationActorName}`; output: unknown }
  | { type: `xstate.error.actor.${ReservationActorName}`; error: unknown };

/** The chart's actors (its invoke slots); a new one needs answers here and gestures in the executor table. */
export type ReservationActorName = SlotName;

export type ReservationPathEvent = ReservationEvent | ReservationAnswer;

const done = (actor: ReservationActorName, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output }) as ReservationAnswer;
const failed = (actor: ReservationActorName) => ({ type: `xstate.error.actor.${actor}`, error: 'connection lost' }) as ReservationAnswer;

/** The trip searched: one way, 19 days after the model's today (the browser maps it onto a real day). */
export const MODEL_TRIP = { origin: 'PVR', destination: 'GDL', departure: { date: '2026-12-20', open: false }, round: false } as const;

const travellerEvents: ReservationPathEvent[] = [
  { type: 'search.change', patch: MODEL_TRIP },
  { type: 'search.submit' },
  { type: 'origins.retry' },
  { type: 'schedule.select', schedule },
  { type: 'schedules.submit' },
  { type: 'schedules.retry' },
  { type: 'contact.submit', contact: validContact },
  { type: 'contact.submit', contact: { ...validContact, cell_phone: '12' } },
  { type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } },
  { type: 'seat.toggle', leg: 'departure', seat_number: 1 },
  { type: 'seats.submit' },
  { type: 'seats.retry' },
  { type: 'payment.retry' },
  { type: 'payment.submit', method: 'card' },
  { type: 'reservation.confirm' },
  { type: 'ticket.retry' },
  { type: 'step.back' },
];

/** The seeded server's answer to each call the chart makes. */
const serverAnswers: ReservationAnswer[] = [
  done('loadOrigins', ok([{ id: 'PVR', name: 'Puerto Vallarta', destinations: [{ id: 'GDL', name: 'Guadalajara' }] }])),
  done('createReservation', ok({ code: 'PV0001' })),
  done('loadSchedules', ok(page)),
  done('saveSchedules', ok({})),
  done('saveContact', ok({})),
  done('saveAdditionals', ok({})),
  done('loadSeats', ok(seatMapFor('departure'))),
  done('saveSeats', ok({})),
  done('loadPayment', ok({ methods: ['card', 'oxxo'], total: 915 })),
  // The sandbox approves the test card 4242 4242 4242 4242.
  done('confirmPayment', ok({ status: 'approved' })),
  done('confirmReservation', ok({})),
  done('loadTicket', ok({ format: 'html', url: '/boletos/PV0001' })),
];

/** Which actor an answer event belongs to. */
export function answerActor(type: string): ReservationActorName | null {
  const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type);
  return match ? (match[1] as ReservationActorName) : null;
}

function eventsFor(snapshot: Snapshot): ReservationPathEvent[] {
  if (snapshot.status !== 'active') return [];
  const running = Object.keys(snapshot.children);
  const answers = [...serverAnswers, ...running.map((actor) => failed(actor as ReservationActorName))].filter((event) =>
    running.includes(answerActor(event.type)!),
  );
  // The payment page has no way back (the traveller leaves through the step indicator).
  const onPayment = JSON.stringify(snapshot.value).includes('"payment"');
  return [...travellerEvents.filter((event) => !(onPayment && event.type === 'step.back')), ...answers];
}

export function reservationPathModel(ticketsAccess: TicketsAccess): ChartModel<Snapshot, ReservationPathEvent> {
  return {
    machine: silentMachine(),
    input: { now: () => T0, ticketsAccess },
    events: eventsFor,
    serializeState,
    stateKey,
    describeEvent,
    // `routing` is left at once by an eventless transition; `hist` is a history pseudo-state.
    ignoredLeaves: ['booking.step.schedules.routing', 'booking.deadline.ticking'],
  };
}

export function describeEvent(event: ReservationPathEvent): string {
  if (event.type === 'contact.submit') return event.contact.cell_phone === validContact.cell_phone ? 'contact.submit' : 'contact.submit(bad phone)';
  if (event.type === 'search.change') return 'search.change(trip)';
  return event.type;
}
