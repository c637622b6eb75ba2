import { getNextSnapshot } from 'xstate';
import { isPaymentSettled } from '../../../domain/reservation/step-rules';
import type { ReservationEvent } from '../../../machines/reservation/reservation-events';
import type { TicketsAccess } from '../../../machines/reservation/reservation-context';
import { ok, page, refused, schedule, silentMachine, T0, validContact, validTravellers, type SlotName } from '../../../machines/reservation/reservation.test-harness';
import { DEADLINE_EVENT, serializeState, stateKey, type Snapshot } from '../../../machines/reservation/reservation.test-model';
import { seatMapFor } from '../../../machines/reservation/seats.test-fixture';
import { seatPicks } from '../../../machines/reservation/seat-selection';
import { browserPlan, planPaths, type ChartModel, type PlanOptions } from '../lib/plan';
import { isMember, memberEvents, pointsShown, signsInHere } from './reservation-member';

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

/** The payment deadline's timer firing (the browser moves its clock past the deadline). */
export type DeadlineEvent = { type: typeof DEADLINE_EVENT };

export type ReservationPathEvent = ReservationEvent | ReservationAnswer | DeadlineEvent;

const done = (actor: ReservationActorName, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output }) as ReservationAnswer;
const failed = (actor: ReservationActorName) => ({ type: `xstate.error.actor.${actor}`, error: 'connection lost' }) as ReservationAnswer;

/** The trip searched: one way, 19 days after the model's today (the browser maps it onto a real day). */
export const MODEL_TRIP = { origin: 'PVR', destination: 'GDL', departure: { date: '2026-12-20', open: false }, round: false } as const;
/** The same trip with a dated return a week later. */
export const MODEL_ROUND_TRIP = { ...MODEL_TRIP, round: true, return: { date: '2026-12-27', open: false } } as const;
/** Seeded promotional codes: one in force, one expired (server/db/seed/pricing.data.ts). */
export const VALID_CODE = 'BIENVENIDA10';
export const EXPIRED_CODE = 'BUENFIN20';

/** The sandbox gateway's test cards (README, Payments). */
export const SANDBOX_CARDS = { approves: '4242 4242 4242 4242', declines: '4000 0000 0000 9995', challenges: '4000 0000 0000 3220' } as const;

/** The steps a traveller can type the address of (the route guards send `step.goto`). */
export const ADDRESSABLE_STEPS = ['schedules', 'contact', 'additionals', 'seats', 'payment', 'tickets', 'invoicing'] as const;

const travellerEvents: ReservationPathEvent[] = [
  { type: 'search.change', patch: MODEL_TRIP },
  { type: 'search.change', patch: MODEL_ROUND_TRIP },
  { type: 'search.change', patch: { departure: { date: null, open: true }, round: false } },
  { type: 'search.change', patch: { promotional_code: VALID_CODE } },
  { type: 'search.change', patch: { promotional_code: EXPIRED_CODE } },
  { type: 'search.submit' },
  { type: 'search.swap' },
  { type: 'promo.check' },
  { type: 'origins.retry' },
  { type: 'schedule.select', schedule },
  { type: 'schedules.submit' },
  { type: 'schedules.retry' },
  { type: 'schedules.nextDay' },
  { type: 'schedules.prevDay' },
  { type: 'traveller.link' },
  { type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers },
  { type: 'contact.submit', contact: { ...validContact, cell_phone: '12' }, goesContact: true, travellers: validTravellers },
  { type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } },
  { type: 'seat.toggle', leg: 'departure', seat_number: 1 },
  { type: 'seat.toggle', leg: 'return', seat_number: 1 },
  { type: 'seat.passenger', leg: 'departure', passenger_id: 11 },
  { type: 'seats.submit' },
  { type: 'seats.retry' },
  { type: 'payment.retry' },
  { type: 'reservation.confirm' },
  { type: 'ticket.retry' },
  { type: 'step.back' },
  { type: 'search.restart' },
  { type: 'reservation.delete' },
];

const gotoEvents: ReservationPathEvent[] = ADDRESSABLE_STEPS.map((step) => ({ type: 'step.goto', step }));

/**
 * The seeded server's answer to each call the chart makes in this state: the answer events the
 * model offers are exactly those the real server gives, so a path never expects what it cannot get.
 */
function serverAnswers(snapshot: Snapshot): ReservationAnswer[] {
  const { context } = snapshot;
  const code = context.search.promotional_code?.trim() ?? '';
  const loadingReturnSeats = JSON.stringify(snapshot.value).includes('"loadingReturn"');
  const tappedLeg = context.seatTaps[0]?.leg ?? 'departure';
  const loadingLeg = loadingReturnSeats ? 'return' : 'departure';
  return [
    // The seeded line runs both ways, so a swapped trip is still served.
    done('loadOrigins', ok([
      { id: 'PVR', name: 'Puerto Vallarta', destinations: [{ id: 'GDL', name: 'Guadalajara' }] },
      { id: 'GDL', name: 'Guadalajara', destinations: [{ id: 'PVR', name: 'Puerto Vallarta' }] },
    ])),
    done('checkPromotionalCode', code === VALID_CODE ? ok({ code, percent_off: 10 }) : refused('promotional_code_invalid')),
    done('createReservation', ok({ code: 'PV0001', flowToken: 'flow-PV0001' })),
    done('loadSchedules', ok(page)),
    done('saveSchedules', ok({})),
    done('saveContact', ok({})),
    // The member signed in on the contact step is linked to the reservation (websale `traveller`).
    done('linkTraveller', ok({ exist_traveller: true, active_reward: true })),
    done('saveAdditionals', ok({})),
    done('loadSeats', ok(busMap(context, loadingLeg, stillHeld(context, loadingLeg)))),
    // The tapped seat (the model's seat 1) held for the one passenger, or let go again.
    done('holdSeat', ok(busMap(context, tappedLeg, true))),
    done('releaseSeat', ok(busMap(context, tappedLeg, false))),
    // A signed-in member's payment step also shows their points by pool.
    done('loadPayment', ok({ methods: ['card', 'oxxo'], total: 915, points: pointsShown(snapshot) })),
    // What the checkout (machines/payment) hands back once the traveller paid in it: by the sandbox's approving
    // card (a member with points and the card for the rest), or a store reference. Its declines, 3-D Secure and
    // every other state are its own chart's browser paths (payment.paths.ts).
    done('pay', { status: 'paid', receipt: { method: 'card', status: 'approved' } }),
    done('pay', { status: 'ordered', receipt: { method: 'oxxo', status: 'order_generated' } }),
    done('confirmReservation', ok({})),
    // Documents exist once the payment is settled; before (the observed reading lets the traveller
    // in) the server refuses them.
    // An unpaid reservation is deleted (websale `delete`); its seats are free again.
    done('deleteReservation', ok(null)),
    done('loadTicket', isPaymentSettled(context.reservation.payment) ? ok({ format: 'html', url: '/boletos/PV0001' }) : refused('payment_not_approved')),
  ];
}

/**
 * The model's bus of a leg is the first of its day (the gesture picks the first schedule): the map is named
 * after the day, so a map reloaded for the same day's bus shows the seat the server still holds for the
 * reservation (holds survive a step back, and are released only when another bus is saved).
 */
const busName = (context: Snapshot['context'], leg: 'departure' | 'return') => `bus ${context.reservation[leg].date ?? 'open'}`;
function busMap(context: Snapshot['context'], leg: 'departure' | 'return', held: boolean) {
  return { ...seatMapFor(leg, 1, held ? 1 : null), name: busName(context, leg) };
}
function stillHeld(context: Snapshot['context'], leg: 'departure' | 'return') {
  const map = context.seatMaps[leg];
  return map !== null && map.name === busName(context, leg) && seatPicks(map).length > 0;
}

/** Which actor an answer event belongs to. */
export function answerActor(type: string): ReservationActorName | null {
  const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type);
  return match ? (match[1] as ReservationActorName) : null;
}

function eventsFor(snapshot: Snapshot): ReservationPathEvent[] {
  if (snapshot.status !== 'active') return [];
  const running = Object.keys(snapshot.children);
  // The checkout is a chart, not a call: nothing breaks its connection (its charge's is its own paths').
  const answers = [...serverAnswers(snapshot), ...running.filter((actor) => actor !== 'pay').map((actor) => failed(actor as ReservationActorName))].filter((event) =>
    running.includes(answerActor(event.type)!),
  );
  // While the member is being linked the page waits for the answer (the sign-in box holds the step).
  if ('linkTraveller' in snapshot.children) return answers.filter((event) => event.type === 'xstate.done.actor.linkTraveller');
  const member = isMember(snapshot);
  const shown = JSON.stringify(snapshot.value);
  // The payment page has no way back (the traveller leaves by typing an address), nor has the
  // invoicing page yet, a placeholder until the invoicing issue builds its form.
  const noWayBack = shown.includes('"payment"') || snapshot.matches('invoicing');
  // Back to the search page, the start page's clearing rule applies (docs/rules/booking.md#clearing-on-the-start-page): the address follows
  // the chart to the start page, whose guard sends `start.enter`, and a second later the chart's
  // own timer raises `clearing.due`. That one gesture is modelled as the clearing it ends in.
  const backToStart = !noWayBack && !snapshot.matches('search') && getNextSnapshot(snapshot.machine, snapshot, { type: 'step.back' }).matches('search');
  // The form's gestures pick an origin from the list, so they wait for the origins on screen (the
  // chart keeping edits made while they load is tested in reservation.flow-rules.test.ts).
  const originsLoading = snapshot.matches({ search: 'loadingOrigins' });
  const formEvent = (event: ReservationPathEvent) => event.type === 'search.change' || event.type === 'search.submit' || event.type === 'search.swap';
  // A second tap while one is on its way queues (reservation.seat-taps.test.ts); the browser taps once at a time.
  const tapInFlight = 'holdSeat' in snapshot.children || 'releaseSeat' in snapshot.children;
  const traveller: ReservationPathEvent[] = travellerEvents.filter(
    (event) =>
      !((noWayBack || backToStart) && event.type === 'step.back') &&
      !(originsLoading && formEvent(event)) &&
      !(tapInFlight && (event.type === 'seat.toggle' || event.type === 'seats.submit')) &&
      !(event.type === 'traveller.link' && !signsInHere(snapshot)),
  );
  if (member) return memberEvents<ReservationPathEvent>(snapshot, traveller, answers);
  if (backToStart) traveller.push({ type: 'clearing.due', code: snapshot.context.reservation.code });
  // The deadline can pass whenever a booking is under way.
  const deadline: ReservationPathEvent[] = snapshot.matches('booking') ? [{ type: DEADLINE_EVENT }] : [];
  return [...traveller, ...addressesTyped(snapshot), ...deadline, ...answers];
}

/**
 * When the model lets the traveller type a step's address: with a reservation code (without one
 * the route sends them home before the chart hears of it), while no call is in flight, and not
 * from the tickets to another step: their reload asks for the documents again (tickets-step.tsx);
 * the invoicing page, reached from the tickets, is the exception.
 */
function addressesTyped(snapshot: Snapshot): ReservationPathEvent[] {
  if (snapshot.context.reservation.code === null || Object.keys(snapshot.children).length > 0) return [];
  return snapshot.matches('tickets') ? gotoEvents.filter((event) => event.type === 'step.goto' && event.step === 'invoicing') : gotoEvents;
}

/**
 * The browser plan of a reading of the tickets rule. Every transition but the reading's own fires alike under
 * both, so the observed reading's paths take only what the intended reading's paths do not (the coverage it
 * prints counts both); the machine path tests walk both readings whole.
 */
export function reservationBrowserPlan(ticketsAccess: TicketsAccess): PlanOptions {
  if (ticketsAccess === 'intended') return browserPlan;
  return { ...browserPlan, alreadyTaken: planPaths(reservationPathModel('intended'), browserPlan).taken };
}

export function reservationPathModel(ticketsAccess: TicketsAccess): ChartModel<Snapshot, ReservationPathEvent> {
  return {
    machine: silentMachine(),
    input: { now: () => T0, ticketsAccess },
    events: eventsFor,
    // A member's booking is told apart by the points the payment step offers.
    serializeState: (snapshot) => `${serializeState(snapshot)}${isMember(snapshot) ? ' member' : ''}`,
    stateKey,
    describeEvent,
    // `routing` is left at once by an eventless transition.
    ignoredLeaves: ['booking.step.schedules.routing', 'booking.step.seats.picking.routing', 'booking.deadline.ticking'],
    // A deleted reservation sends the traveller out of the flow (the home page); a deadline passed leaves the
    // page's clock ahead of the server's, so a reservation made after it would expire early on the page.
    endsChain: (event) => event.type === 'xstate.done.actor.deleteReservation' || event.type === DEADLINE_EVENT,
  };
}

export function describeEvent(event: ReservationPathEvent): string {
  if (event.type === 'contact.submit') return event.contact.cell_phone === validContact.cell_phone ? 'contact.submit' : 'contact.submit(bad phone)';
  if (event.type === 'search.change') {
    if (event.patch.promotional_code) return `search.change(code ${event.patch.promotional_code})`;
    if (event.patch.departure?.open) return 'search.change(open departure)';
    return event.patch.round ? 'search.change(round trip)' : 'search.change(one way)';
  }
  if (event.type === 'step.goto') return `step.goto(${event.step})`;
  if (event.type === 'seat.toggle') return `seat.toggle(${event.leg})`;
  if (event.type === 'xstate.done.actor.pay') return `xstate.done.actor.pay(${(event.output as { status: string }).status})`;
  if (event.type === DEADLINE_EVENT) return 'payment deadline passes';
  if (event.type === 'traveller.link') return 'traveller.link(member signs in)';
  return event.type;
}
