import type { Result } from '../../domain/result';
import type { ChangeAvailability, ChangeOutcome, ChangeSchedules } from './change.ports';
import type { PaymentOutput } from '../payment/payment.ports';
import type { FoundReservation, FoundTourBooking, ItineraryView, Proof, ProofSent, QuotedCancellation, ResentEmail, TourBookingView } from './itinerary.ports';
import type { TourCancellationView } from '../tours/tours.ports';

// The answers the "my reservation" chart's path models give its services (itinerary.test-model.ts offers
// them as events). Codes and tokens are placeholders the browser executors replace with the reservation bought
// for the path.

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
export const tourCancelQuote: Result<TourCancellationView> = { ok: true, data: { status: 'confirmed', allowed: true, refusal: null, refund: 2000, refundTo: 'card', refundPoints: 0 } };
export const tourCancelDone: Result<TourCancellationView> = { ok: true, data: { status: 'cancelled', allowed: false, refusal: null, refund: 2000, refundTo: 'card', refundPoints: 0 } };
export const tourWindowPassed: Result<TourCancellationView> = { ok: true, data: { status: 'confirmed', allowed: false, refusal: 'cancellation_window_passed', refund: 0, refundTo: 'none', refundPoints: 0 } };

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
