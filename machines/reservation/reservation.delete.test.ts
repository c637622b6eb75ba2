import { describe, expect, it } from 'vitest';
import { toContact, toPayment } from './reservation.test-flow';
import { ok, refused, settle, validContact, validTravellers, type Harness } from './reservation.test-harness';
import { seatMapFor } from './seats.test-fixture';

// `reservation.delete` ("Cancelar reservación" on a booking step): deleted, the chart starts over and sends
// the traveller home; refused or broken, the traveller is back on the step they asked from, with the reason.

const on = (h: Harness, state: object | string) => h.actor.getSnapshot().matches(state as never);

async function onStep(step: 'contact' | 'additionals' | 'seats' | 'payment'): Promise<Harness> {
  if (step === 'payment') return toPayment();
  const h = await toContact();
  if (step === 'contact') return h;
  h.actor.send({ type: 'contact.submit', contact: validContact, goesContact: true, travellers: validTravellers });
  await settle();
  await h.answer('saveContact', ok({}));
  if (step === 'additionals') return h;
  h.actor.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await settle();
  await h.answer('saveAdditionals', ok({}));
  await h.answer('loadSeats', ok(seatMapFor('departure')));
  return h;
}

async function askToDelete(h: Harness) {
  h.actor.send({ type: 'reservation.delete' });
  await settle();
  expect(on(h, { booking: { step: 'deleting' } })).toBe(true);
  expect(h.lastInput('deleteReservation')).toMatchObject({ code: 'PV0001', flowToken: 'flow-PV0001' });
}

describe('deleting the reservation from a booking step', () => {
  it('deleted: starts over with no reservation and sends the traveller home', async () => {
    const h = await onStep('seats');
    const exits: string[] = [];
    h.actor.on('flow.exit', (event) => exits.push(event.type));
    await askToDelete(h);
    await h.answer('deleteReservation', ok(null));
    expect(on(h, 'search')).toBe(true);
    expect(h.actor.getSnapshot().context.reservation.code).toBeNull();
    expect(exits).toEqual(['flow.exit']);
  });

  it.each(['contact', 'additionals', 'seats', 'payment'] as const)('refused on %s: back on that step with the reason', async (step) => {
    const h = await onStep(step);
    await askToDelete(h);
    await h.answer('deleteReservation', refused('already_paid'));
    expect(on(h, { booking: { step } })).toBe(true);
    expect(h.actor.getSnapshot().context.errors).toMatchObject([{ code: 'already_paid' }]);
    expect(h.actor.getSnapshot().context.reservation.code).toBe('PV0001');
  });

  it('a lost connection brings the traveller back to the step too', async () => {
    const h = await onStep('additionals');
    await askToDelete(h);
    await h.fail('deleteReservation');
    expect(on(h, { booking: { step: { additionals: 'editing' } } })).toBe(true);
    expect(h.actor.getSnapshot().context.errors).not.toEqual([]);
  });

  it('is not taken on the schedules step nor while a payment is being confirmed', async () => {
    const h = await toContact();
    h.actor.send({ type: 'step.back' });
    expect(h.actor.getSnapshot().can({ type: 'reservation.delete' })).toBe(false);
    const paying = await toPayment();
    // The checkout tells its attempt went to the bank.
    paying.actor.send({ type: 'payment.attempt', status: 'process' });
    expect(paying.actor.getSnapshot().can({ type: 'reservation.delete' })).toBe(false);
  });
});
