import type { SnapshotFrom } from 'xstate';
import type { itineraryMachine } from './itinerary.machine';
import type { Result } from '../../domain/result';
import type { ChangeAvailability, ChangeOutcome, ChangeSchedules } from './change.ports';
import type { PaymentOutput } from '../payment/payment.ports';
import type { FoundReservation, FoundTourBooking, Proof, ProofSent, QuotedCancellation, ResentEmail } from './itinerary.ports';
import type { TourCancellationView } from '../tours/tours.ports';

// The events of the "my reservation" chart as its path models offer them (the machine paths here, the
// browser paths in tests/paths/charts/itinerary.model.ts). Codes and tokens are placeholders the browser
// executors replace with the reservation bought for the path.

import { BOUGHT, TOUR_CODE, GOOD_TOKEN, READ_TOKEN, PROOF_CODE, WRONG_PROOF_CODE, SURNAME, WRONG_SURNAME, TOUR_BOOKING_ID, TOUR_READ_TOKEN, TICKET_ID, CHANGE_DATE, SEAT, pendPaid, pendExpired, pendNotPending, tourFoundAnswer, tourNotFound, tourCancelledAnswer, tourCancelQuote, tourCancelDone, tourWindowPassed, foundAnswer, notFoundAnswer, cancelQuote, refusedQuote, cancelledAnswer, linkFoundAnswer, proofSentAnswer, noPhone, provedAnswer, wrongProofCode, alreadyCancelled, resentAnswer, tooManyResends, schedulesAnswer, noSchedules, seatsAnswer, dearerSeatsAnswer, paidChange, paymentSeatLost, fullBus, changedAnswer, seatLost } from './itinerary.test-fixtures';

export * from './itinerary.test-fixtures';

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
