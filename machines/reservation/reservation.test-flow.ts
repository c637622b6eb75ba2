import type { PaymentStatus } from '../../domain/reservation/reservation-state';
import { isPaymentSettled } from '../../domain/reservation/step-rules';
import { createHarness, ok, oneWaySearch, page, schedule, settle, validContact, validTravellers, type Harness } from './reservation.test-harness';
import type { ReservationMachineInput } from './reservation-context';
import { seatMapFor } from './seats.test-fixture';

// Drives the chart to a given step with successful answers, for the focused tests.

type Actors = Parameters<typeof createHarness>[1];

export async function toSchedules(input: ReservationMachineInput = {}, search: object = oneWaySearch, actors: Actors = {}): Promise<Harness> {
  const h = createHarness(input, actors);
  await settle();
  await h.answer('loadOrigins', ok([]));
  h.actor.send({ type: 'search.change', patch: search });
  h.actor.send({ type: 'search.submit' });
  await settle();
  await h.answer('createReservation', ok({ code: 'PV0001', flowToken: 'flow-PV0001' }));
  return h;
}

export async function toContact(input: ReservationMachineInput = {}, actors: Actors = {}): Promise<Harness> {
  const h = await toSchedules(input, oneWaySearch, actors);
  await h.answer('loadSchedules', ok(page));
  h.actor.send({ type: 'schedule.select', schedule });
  h.actor.send({ type: 'schedules.submit' });
  await settle();
  await h.answer('saveSchedules', ok({}));
  return h;
}

export async function toPayment(input: ReservationMachineInput = {}, actors: Actors = {}, paymentOptions: object = { methods: ['card', 'oxxo'], total: 915 }): Promise<Harness> {
  const h = await toContact(input, actors);
  h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
  await settle();
  await h.answer('saveContact', ok({}));
  h.actor.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await settle();
  await h.answer('saveAdditionals', ok({}));
  await h.answer('loadSeats', ok(seatMapFor('departure')));
  h.actor.send({ type: 'seat.toggle', leg: 'departure', seat_number: 1 });
  await settle();
  await h.answer('holdSeat', ok(seatMapFor('departure', 1, 1)));
  h.actor.send({ type: 'seats.submit' });
  await settle();
  await h.answer('loadPayment', ok(paymentOptions));
  return h;
}

export async function paid(method: string, status: string, input: ReservationMachineInput = {}): Promise<Harness> {
  const h = await toPayment(input);
  // The checkout (machines/payment) is a stub here: what it hands back is all the reservation sees.
  if (status === 'approved' || status === 'order_generated') {
    await h.answer('pay', { status: status === 'approved' ? 'paid' : 'ordered', receipt: { method, status } });
  } else {
    // The checkout tells an attempt went to the bank and was declined; it stays open for another.
    h.actor.send({ type: 'payment.attempt', status: 'process' });
    h.actor.send({ type: 'payment.attempt', status: status === 'decline' ? 'decline' : 'open' });
  }
  if (isPaymentSettled(status as PaymentStatus)) {
    await h.answer('confirmReservation', ok({}));
  }
  return h;
}
