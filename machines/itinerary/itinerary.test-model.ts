import type { SnapshotFrom } from 'xstate';
import type { itineraryMachine } from './itinerary.machine';
import type { Result } from '../../domain/result';
import type { ChangeAvailability, ChangeOutcome, ChangeSchedules } from './change.ports';
import type { PaymentOutput } from '../payment/payment.ports';
import type { FoundReservation, FoundTourBooking, ItineraryView, Proof, ProofSent, QuotedCancellation, ResentEmail, TourBookingView } from './itinerary.ports';
import type { TourCancellationView } from '../tours/tours.ports';

// The events of the "my reservation" chart as its path models offer them (the machine paths here, the
// browser paths in tests/paths/charts/itinerary.model.ts). Codes and tokens are placeholders the browser
// executors replace with the reservation bought for the path.

export const BOUGHT = 'BOUGHT';
/** A tour booking's code (T and six characters, domain/tours/tour-booking-code.ts); the browser types the one bought. */
export const TOUR_CODE = 'TQ7K2MX';
/** The confirmation e-mail's link token: it proves the contact (decision 063). */
export const GOOD_TOKEN = 'GOOD-TOKEN';
/** The read token a find answers and this device keeps: it only reads. */
export const READ_TOKEN = 'READ-TOKEN';
/** The one-time code the outbox holds for the path's reservation; the browser types the one sent. */
export const PROOF_CODE = '482913';
export const WRONG_PROOF_CODE = '000000';
export const SURNAME = 'López Núñez';
export const WRONG_SURNAME = 'Ibarra Soto';
/** The tour booking's id the confirmation e-mail's link carries (the browser opens the one bought's). */
export const TOUR_BOOKING_ID = 'TOUR-BOOKING-ID';
/** Its read token, which a find answers and this device keeps. */
export const TOUR_READ_TOKEN = 'TOUR-READ-TOKEN';

export const TICKET_ID = 101;
/** The day the change moves to; the browser executor types the reservation's own day (a later bus). */
export const CHANGE_DATE = '2026-12-02';
export const SEAT = 9;

export const viewFixture: ItineraryView = {
  code: BOUGHT,
  round: false,
  // A PEND for the ticket office: it may be paid here by card (decision 065), cancelled, and moved to the same fare.
  payment: 'order_generated',
  lang: 'es',
  total: 480,
  readToken: READ_TOKEN,
  proof: false,
  contact: { email: 'an***@example.mx', phone: '•••• 4567' },
  legs: [],
  tickets: [
    {
      ticketId: TICKET_ID,
      state: 'pend',
      canChange: true,
      open: false,
      number: `${BOUGHT}-1`,
      type: 'PEND',
      passengerType: 'adult',
      passengerName: 'Ana María Peña',
      leg: 'departure',
      seat: 5,
      departure: '2026-12-01T18:00:00.000Z',
      pin: null,
      pendDeadline: null,
      price: 480,
      validUntil: null,
      wheelchairPlace: null,
    },
  ],
  paid: { method: 'office', status: 'order_generated', amount: 480, charged: null, orderReference: null, orderDeadline: null },
  extras: [],
};

/** The same reservation once paid here: its ticket an E-ticket. */
export const paidViewFixture: ItineraryView = {
  ...viewFixture,
  payment: 'approved',
  proof: true,
  paid: { method: 'card', status: 'approved', amount: 480, charged: null, orderReference: null, orderDeadline: null },
  tickets: viewFixture.tickets.map((t) => ({ ...t, state: 'e_ticket', type: 'E-ticket', pin: '1234' })),
};
export const pendPaid: PaymentOutput = { status: 'paid', receipt: { ok: true, data: paidViewFixture } };
export const pendExpired: PaymentOutput = { status: 'expired' };
export const pendNotPending: PaymentOutput = { status: 'refused', errors: [{ code: 'not_pending', field: 'code' }] };

export const tourFixture: TourBookingView = {
  code: TOUR_CODE,
  readToken: TOUR_READ_TOKEN,
  items: [
    {
      name: 'Yelapa: playa y cascada',
      date: '2026-12-05',
      startTime: '09:00:00',
      people: { adult: 2, minor: 0, inapam: 0, infant: 0 },
      meetingPoints: [{ name: 'Terminal Puerto Vallarta', address: 'Av. Las Palmas 1', latitude: 20.65, longitude: -105.23, minutesBefore: 30, note: 'Muelle de Los Muertos' }],
      cancellation: 'Reembolso completo hasta 24 horas antes del inicio.',
    },
  ],
  passes: [
    { code: `${TOUR_CODE}-1-1`, item: 0, personType: 'adult', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    { code: `${TOUR_CODE}-1-2`, item: 0, personType: 'adult', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  ],
};
export const tourFoundAnswer: FoundTourBooking = { ok: true, data: tourFixture };
/** An unknown code and a wrong surname get this one answer (docs/rules/tours.md#the-ticket). */
export const tourNotFound: FoundTourBooking = { ok: false, errors: [{ code: 'booking_not_found', field: 'code' }] };

/** A kept tour booking cancelled since: the device forgets it and says why. */
export const tourCancelledAnswer: FoundTourBooking = { ok: false, errors: [{ code: 'booking_cancelled', field: 'booking_id' }] };
export const tourCancelQuote: Result<TourCancellationView> = { ok: true, data: { status: 'confirmed', allowed: true, refusal: null, refund: 2000, refundTo: 'card' } };
export const tourCancelDone: Result<TourCancellationView> = { ok: true, data: { status: 'cancelled', allowed: false, refusal: null, refund: 2000, refundTo: 'card' } };
export const tourWindowPassed: Result<TourCancellationView> = { ok: true, data: { status: 'confirmed', allowed: false, refusal: 'cancellation_window_passed', refund: 0, refundTo: 'none' } };

export const foundAnswer: FoundReservation = { ok: true, data: viewFixture };
export const notFoundAnswer: FoundReservation = { ok: false, errors: [{ code: 'reservation_not_found', field: 'code' }] };

export const cancelQuote: QuotedCancellation = { ok: true, data: { allowed: true, refusal: null, tickets: [`${BOUGHT}-1`], refund: 0, refundTo: 'none' } };
export const refusedQuote: QuotedCancellation = { ok: true, data: { allowed: false, refusal: 'cancel_not_allowed', tickets: [], refund: 0, refundTo: 'none' } };
export const cancelledAnswer: FoundReservation = { ok: true, data: { ...viewFixture, proof: true } };
/** Opened by the e-mail's link: the same trip, and the contact proved. */
export const linkFoundAnswer: FoundReservation = { ok: true, data: { ...viewFixture, proof: true } };
export const proofSentAnswer: Result<ProofSent> = { ok: true, data: { channel: 'email', sentTo: 'an***@example.mx', expiresAt: '2026-12-01T18:10:00.000Z' } };
export const noPhone: Result<ProofSent> = { ok: false, errors: [{ code: 'no_contact_phone', field: 'channel' }] };
export const provedAnswer: Result<Proof> = { ok: true, data: { linkToken: 'PROOF-LINK-TOKEN', linkExpiresAt: '2026-12-01T19:00:00.000Z' } };
export const wrongProofCode: Result<Proof> = { ok: false, errors: [{ code: 'proof_code_invalid', field: 'proof_code' }] };
export const alreadyCancelled: FoundReservation = { ok: false, errors: [{ code: 'already_cancelled' }] };
export const resentAnswer: ResentEmail = { ok: true, data: { sentTo: 'an***@example.mx' } };
export const tooManyResends: ResentEmail = { ok: false, errors: [{ code: 'too_many_requests' }] };

export const schedulesAnswer: Result<ChangeSchedules> = {
  ok: true,
  data: { date: CHANGE_DATE, nextDay: null, prevDay: null, options: [{ scheduleId: 7, scheduleDetailId: 70, departureTime: '10:30:00', arrivalTime: '16:00:00', busType: 'Ejecutivo', freeSeats: 30, fareDifference: 0 }] },
};
export const noSchedules: Result<ChangeSchedules> = { ok: false, errors: [{ code: 'schedules_not_found', field: 'date' }] };
/** The new bus: two seats in a row, one free for the leg's one passenger (the browser's bus is the real one). */
const bus = {
  name: 'Ejecutivo 2+1',
  rows: 1,
  columns: 2,
  cells: [SEAT, 10].map((n, i) => ({ row: 1, column: i + 1, floor: 1, kind: 'seat' as const, seat_number: n, position: 'window' as const, state: 'free' as const, offered: true })),
};
const legPassengers = [{ ticketId: TICKET_ID, passengerType: 'adult' as const, passengerName: 'Ana María Peña' }];
export const seatsAnswer: Result<ChangeAvailability> = { ok: true, data: { available: true, seats: [SEAT, 10], fareDifference: 0, seatsNeeded: 1, passengers: legPassengers, bus } };
/** A dearer bus: its difference is paid through the card checkout. */
export const dearerSeatsAnswer: Result<ChangeAvailability> = { ok: true, data: { available: true, seats: [SEAT, 10], fareDifference: 120, seatsNeeded: 1, passengers: legPassengers, bus } };
export const paidChange: PaymentOutput = { status: 'paid', receipt: { settledBy: 'card_charge', fareDifference: 120, reference: 'ch_1', found: foundAnswer } };
export const paymentSeatLost: PaymentOutput = { status: 'refused', errors: [{ code: 'seat_unavailable', field: 'seat' }] };
export const fullBus: Result<ChangeAvailability> = { ok: true, data: { available: false, seats: [], fareDifference: 0, seatsNeeded: 1, passengers: legPassengers, bus } };
export const changedAnswer: Result<ChangeOutcome> = { ok: true, data: { settledBy: 'none', fareDifference: 0, reference: null, found: foundAnswer } };
export const seatLost: Result<ChangeOutcome> = { ok: false, errors: [{ code: 'seat_unavailable', field: 'seat' }] };

export type ItineraryModelEvent =
  | { type: 'find.submit'; code: string; lastName: string }
  | { type: 'link.open'; code: string; token: string }
  | { type: 'tour.manage'; bookingId: string }
  | { type: 'find.start' }
  | { type: 'reservation.forget' }
  | { type: 'cancel.ask' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'email.resend' }
  | { type: 'proof.send'; channel: 'email' | 'sms' }
  | { type: 'proof.submit'; code: string }
  | { type: 'proof.dismiss' }
  | { type: 'xstate.done.actor.sendProofCode'; output: Result<ProofSent> }
  | { type: 'xstate.error.actor.sendProofCode'; error: unknown }
  | { type: 'xstate.done.actor.proveContact'; output: Result<Proof> }
  | { type: 'xstate.error.actor.proveContact'; error: unknown }
  | { type: 'xstate.done.actor.resendEmail'; output: ResentEmail }
  | { type: 'xstate.error.actor.resendEmail'; error: unknown }
  | { type: 'change.start'; ticketId: number }
  | { type: 'change.date'; date: string }
  | { type: 'change.pick'; scheduleId: number; scheduleDetailId: number }
  | { type: 'change.seat'; seat: number }
  | { type: 'change.passenger'; ticketId: number }
  | { type: 'change.back' }
  | { type: 'pend.pay' }
  | { type: 'pend.dismiss' }
  | { type: 'xstate.done.actor.payPend'; output: PaymentOutput }
  | { type: 'change.confirm' }
  | { type: 'change.dismiss' }
  | { type: 'xstate.done.actor.loadChangeSchedules'; output: Result<ChangeSchedules> }
  | { type: 'xstate.error.actor.loadChangeSchedules'; error: unknown }
  | { type: 'xstate.done.actor.checkChangeSeats'; output: Result<ChangeAvailability> }
  | { type: 'xstate.error.actor.checkChangeSeats'; error: unknown }
  | { type: 'xstate.done.actor.applyChange'; output: Result<ChangeOutcome> }
  | { type: 'xstate.error.actor.applyChange'; error: unknown }
  | { type: 'xstate.done.actor.payChange'; output: PaymentOutput }
  | { type: 'xstate.done.actor.quoteCancellation'; output: QuotedCancellation }
  | { type: 'xstate.error.actor.quoteCancellation'; error: unknown }
  | { type: 'xstate.done.actor.cancelReservation'; output: FoundReservation }
  | { type: 'xstate.error.actor.cancelReservation'; error: unknown }
  | { type: 'xstate.done.actor.findReservation'; output: FoundReservation }
  | { type: 'xstate.error.actor.findReservation'; error: unknown }
  | { type: 'xstate.done.actor.findTourBooking'; output: FoundTourBooking }
  | { type: 'xstate.error.actor.findTourBooking'; error: unknown }
  | { type: 'xstate.done.actor.quoteTourCancellation'; output: Result<TourCancellationView> }
  | { type: 'xstate.error.actor.quoteTourCancellation'; error: unknown }
  | { type: 'xstate.done.actor.cancelTourBooking'; output: Result<TourCancellationView> }
  | { type: 'xstate.error.actor.cancelTourBooking'; error: unknown };

type Snapshot = SnapshotFrom<typeof itineraryMachine>;

const finding = (s: Snapshot) => s.matches({ find: 'finding' }) || s.matches('opening');
/** The answer the server gives for what was asked: the right surname, the link's token or the kept read token finds it. */
const rightCredentials = (s: Snapshot) => (s.matches('opening') ? s.context.saved?.token === GOOD_TOKEN || s.context.saved?.token === READ_TOKEN : s.context.draft.lastName === SURNAME);
/** Opened by the e-mail's link, the answer says the contact is proved. */
const foundFor = (s: Snapshot): FoundReservation => (s.matches('opening') && s.context.saved?.token === GOOD_TOKEN ? linkFoundAnswer : foundAnswer);

/**
 * What can happen in a state; with `allAnswers`, every answer (the machine paths), else the server's own:
 * the reservation bought for a browser path is paid at a store (PEND), so it can be cancelled, once.
 */
export function itineraryModelEvents(s: Snapshot, allAnswers: boolean): ItineraryModelEvent[] {
  if (s.matches({ viewing: { changing: 'loadingSchedules' } })) {
    return [{ type: 'xstate.done.actor.loadChangeSchedules', output: schedulesAnswer }, { type: 'xstate.error.actor.loadChangeSchedules', error: 'network' }, ...(allAnswers ? [{ type: 'xstate.done.actor.loadChangeSchedules' as const, output: noSchedules }] : [])];
  }
  if (s.matches({ viewing: { changing: 'checkingSeats' } })) {
    return [{ type: 'xstate.done.actor.checkChangeSeats', output: seatsAnswer }, { type: 'xstate.error.actor.checkChangeSeats', error: 'network' }, ...(allAnswers ? [{ type: 'xstate.done.actor.checkChangeSeats' as const, output: fullBus }, { type: 'xstate.done.actor.checkChangeSeats' as const, output: dearerSeatsAnswer }, { type: 'xstate.done.actor.checkChangeSeats' as const, output: notFoundAnswer as never }] : [])];
  }
  if (s.matches({ viewing: { changing: 'applying' } })) {
    return [{ type: 'xstate.done.actor.applyChange', output: changedAnswer }, { type: 'xstate.error.actor.applyChange', error: 'network' }, ...(allAnswers ? [{ type: 'xstate.done.actor.applyChange' as const, output: seatLost }] : [])];
  }
  // In the browser the change is made once per path: the bus it moved to is the one the page then shows.
  const changeEvents: ItineraryModelEvent[] = !allAnswers && s.context.changed ? [] : [
    { type: 'change.start', ticketId: TICKET_ID },
    { type: 'change.date', date: CHANGE_DATE },
    { type: 'change.pick', scheduleId: 7, scheduleDetailId: 70 },
    { type: 'change.seat', seat: SEAT },
    ...(allAnswers ? [{ type: 'change.passenger' as const, ticketId: TICKET_ID }] : []),
    { type: 'change.back' },
    { type: 'change.confirm' },
    { type: 'change.dismiss' },
  ];
  // The card checkout's own paths are its chart's (machines/payment); here, what it hands back.
  if (s.matches({ viewing: { changing: 'paying' } })) {
    return [{ type: 'xstate.done.actor.payChange', output: paidChange }, { type: 'xstate.done.actor.payChange', output: paymentSeatLost }, { type: 'change.back' }, { type: 'change.dismiss' }];
  }
  // Paying a PEND (decision 065): the checkout's own paths are its chart's; here, what it hands back (machine paths),
  // and in the browser the card form opened and left.
  if (s.matches({ viewing: 'payingPend' })) {
    return [{ type: 'pend.dismiss' }, ...(allAnswers ? [pendPaid, pendExpired, pendNotPending].map((output) => ({ type: 'xstate.done.actor.payPend' as const, output })) : [])];
  }
  if (s.matches({ viewing: 'quoting' })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.quoteCancellation', output: cancelQuote }, { type: 'xstate.error.actor.quoteCancellation', error: 'network' }];
    if (allAnswers) answers.push({ type: 'xstate.done.actor.quoteCancellation', output: refusedQuote }, { type: 'xstate.done.actor.quoteCancellation', output: notFoundAnswer as never });
    return answers;
  }
  // Proof of the contact (decision 063): a code asked to the e-mail (or, in the machine paths, the phone), typed back.
  if (s.matches({ viewing: { proving: 'sending' } })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.sendProofCode', output: proofSentAnswer }];
    if (allAnswers) answers.push({ type: 'xstate.error.actor.sendProofCode', error: 'network' }, { type: 'xstate.done.actor.sendProofCode', output: noPhone });
    return answers;
  }
  if (s.matches({ viewing: { proving: 'verifying' } })) {
    const right = s.context.typedProof === PROOF_CODE;
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.proveContact', output: right ? provedAnswer : wrongProofCode }];
    if (allAnswers) answers.push({ type: 'xstate.error.actor.proveContact', error: 'network' }, { type: 'xstate.done.actor.proveContact', output: right ? wrongProofCode : provedAnswer });
    return answers;
  }
  // In the browser the shortest proof (a code by e-mail, typed back): the other moves are the machine paths'.
  if (s.matches({ viewing: { proving: 'choosing' } })) {
    return [{ type: 'proof.send', channel: 'email' }, ...(allAnswers ? [{ type: 'proof.send' as const, channel: 'sms' as const }, { type: 'proof.dismiss' as const }] : [])];
  }
  if (s.matches({ viewing: { proving: 'entering' } })) {
    return [
      { type: 'proof.submit', code: PROOF_CODE },
      ...(allAnswers ? [{ type: 'proof.submit' as const, code: WRONG_PROOF_CODE }, { type: 'proof.send' as const, channel: 'email' as const }, { type: 'proof.dismiss' as const }] : []),
    ];
  }
  if (s.matches({ viewing: 'resending' })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.resendEmail', output: resentAnswer }, { type: 'xstate.error.actor.resendEmail', error: 'network' }];
    if (allAnswers) answers.push({ type: 'xstate.done.actor.resendEmail', output: tooManyResends });
    return answers;
  }
  if (s.matches({ viewing: 'cancelling' })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.cancelReservation', output: cancelledAnswer }, { type: 'xstate.error.actor.cancelReservation', error: 'network' }];
    if (allAnswers) answers.push({ type: 'xstate.done.actor.cancelReservation', output: alreadyCancelled });
    return answers;
  }
  // In the browser the reservation is cancelled once: its tickets cannot be cancelled again.
  if (!allAnswers && s.context.cancelled && s.matches('viewing')) return [{ type: 'find.start' }, { type: 'reservation.forget' }];
  // Once moved, a browser path does not cancel: it ends on the changed reservation.
  if (!allAnswers && s.context.changed && s.matches('viewing')) return [{ type: 'find.start' }];
  if (s.matches('openingTour')) {
    // The e-mail's link with the bought booking's id, or the code and read token this device kept.
    const right = s.context.tourManage !== null ? s.context.tourManage === TOUR_BOOKING_ID : s.context.saved?.token === TOUR_READ_TOKEN;
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.error.actor.findTourBooking', error: 'network' }];
    if (allAnswers || right) answers.push({ type: 'xstate.done.actor.findTourBooking', output: tourFoundAnswer });
    if (allAnswers || !right) answers.push({ type: 'xstate.done.actor.findTourBooking', output: tourNotFound });
    if (allAnswers) answers.push({ type: 'xstate.done.actor.findTourBooking', output: tourCancelledAnswer });
    return answers;
  }
  if (s.matches({ tourBooking: 'quoting' })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.quoteTourCancellation', output: tourCancelQuote }, { type: 'xstate.error.actor.quoteTourCancellation', error: 'network' }];
    if (allAnswers) answers.push({ type: 'xstate.done.actor.quoteTourCancellation', output: tourWindowPassed }, { type: 'xstate.done.actor.quoteTourCancellation', output: tourCancelledAnswer as never });
    return answers;
  }
  if (s.matches({ tourBooking: 'cancelling' })) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.done.actor.cancelTourBooking', output: tourCancelDone }, { type: 'xstate.error.actor.cancelTourBooking', error: 'network' }];
    if (allAnswers) answers.push({ type: 'xstate.done.actor.cancelTourBooking', output: { ok: false, errors: [{ code: 'cancellation_window_passed', field: 'booking_id' }] } });
    return answers;
  }
  if (s.matches({ find: 'findingTour' })) {
    const right = s.context.draft.lastName === SURNAME;
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.error.actor.findTourBooking', error: 'network' }];
    if (allAnswers || right) answers.push({ type: 'xstate.done.actor.findTourBooking', output: tourFoundAnswer });
    if (allAnswers || !right) answers.push({ type: 'xstate.done.actor.findTourBooking', output: tourNotFound });
    return answers;
  }
  if (finding(s)) {
    const answers: ItineraryModelEvent[] = [{ type: 'xstate.error.actor.findReservation', error: 'network' }];
    if (allAnswers || rightCredentials(s)) answers.push({ type: 'xstate.done.actor.findReservation', output: foundFor(s) });
    if (allAnswers || !rightCredentials(s)) answers.push({ type: 'xstate.done.actor.findReservation', output: notFoundAnswer });
    return answers;
  }
  return [
    { type: 'find.submit', code: BOUGHT, lastName: SURNAME },
    { type: 'find.submit', code: BOUGHT, lastName: WRONG_SURNAME },
    { type: 'find.submit', code: '', lastName: '' },
    { type: 'find.submit', code: TOUR_CODE, lastName: SURNAME },
    { type: 'find.submit', code: TOUR_CODE, lastName: WRONG_SURNAME },
    { type: 'link.open', code: BOUGHT, token: GOOD_TOKEN },
    // A tour booking's links: the e-mail's (its id: it may cancel), the PDF's (its code and read token: it reads).
    { type: 'tour.manage', bookingId: TOUR_BOOKING_ID },
    ...(allAnswers ? [{ type: 'tour.manage' as const, bookingId: 'UNKNOWN-ID' }, { type: 'link.open' as const, code: TOUR_CODE, token: TOUR_READ_TOKEN }] : []),
    { type: 'find.start' },
    { type: 'reservation.forget' },
    { type: 'cancel.ask' },
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
    // In the browser the e-mail is sent again once per path: the server allows three an hour per reservation.
    ...(allAnswers || !s.context.resent ? [{ type: 'email.resend' as const }] : []),
    { type: 'pend.pay' },
    ...changeEvents,
  ];
}

export function describeItineraryEvent(event: ItineraryModelEvent): string {
  if (event.type === 'find.submit') return `find.submit(${event.code ? `${event.code === TOUR_CODE ? 'tour, ' : ''}${event.lastName === SURNAME ? 'surname' : 'wrong surname'}` : 'empty'})`;
  if (event.type === 'xstate.done.actor.findTourBooking') return `${event.type}(${event.output.ok ? 'found' : event.output.errors[0]?.code === 'booking_cancelled' ? 'cancelled' : 'not found'})`;
  if (event.type === 'tour.manage') return `tour.manage(${event.bookingId === TOUR_BOOKING_ID ? 'its id' : 'unknown id'})`;
  if (event.type === 'link.open') return `link.open(${event.code === TOUR_CODE ? 'tour' : 'bus'})`;
  if (event.type === 'xstate.done.actor.quoteTourCancellation' || event.type === 'xstate.done.actor.cancelTourBooking') {
    return `${event.type}(${event.output.ok ? (event.output.data.refusal ?? event.output.data.status) : event.output.errors[0]?.code})`;
  }
  if (event.type === 'xstate.done.actor.findReservation') return `${event.type}(${event.output.ok ? (event.output.data.proof ? 'found, proved' : 'found') : 'not found'})`;
  if (event.type === 'proof.send') return `proof.send(${event.channel})`;
  if (event.type === 'proof.submit') return `proof.submit(${event.code === PROOF_CODE ? 'right' : 'wrong'})`;
  if (event.type === 'xstate.done.actor.sendProofCode') return `${event.type}(${event.output.ok ? 'sent' : 'refused'})`;
  if (event.type === 'xstate.done.actor.proveContact') return `${event.type}(${event.output.ok ? 'proved' : 'wrong code'})`;
  if (event.type === 'xstate.done.actor.quoteCancellation') return `${event.type}(${event.output.ok ? (event.output.data.allowed ? 'allowed' : 'refused') : 'not found'})`;
  if (event.type === 'xstate.done.actor.resendEmail') return `${event.type}(${event.output.ok ? 'sent' : 'too many'})`;
  if (event.type === 'xstate.done.actor.cancelReservation') return `${event.type}(${event.output.ok ? 'cancelled' : 'refused'})`;
  if (event.type === 'xstate.done.actor.loadChangeSchedules') return `${event.type}(${event.output.ok ? 'listed' : 'none'})`;
  if (event.type === 'xstate.done.actor.checkChangeSeats') return `${event.type}(${event.output.ok ? (event.output.data.available ? (event.output.data.fareDifference > 0 ? 'free, dearer' : 'free') : 'full') : 'refused'})`;
  if (event.type === 'xstate.done.actor.applyChange') return `${event.type}(${event.output.ok ? 'changed' : 'seat lost'})`;
  if (event.type === 'xstate.done.actor.payPend') return `${event.type}(${event.output.status === 'paid' ? 'paid' : event.output.status})`;
  if (event.type === 'xstate.done.actor.payChange') return `${event.type}(${event.output.status === 'paid' ? 'paid' : 'seat lost'})`;
  return event.type;
}
