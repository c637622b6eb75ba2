import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { walkPath, type MachinePathRunner } from '../../tests/paths/lib/machine-paths';
import { missingAssertions, planPaths, type PlannedPath } from '../../tests/paths/lib/plan';
import { itineraryMachine, itineraryPageOf } from './itinerary.machine';
import {
  BOUGHT,
  CHANGE_DATE,
  dearerSeatsAnswer,
  describeItineraryEvent,
  foundAnswer,
  GOOD_TOKEN,
  linkFoundAnswer,
  PROOF_CODE,
  READ_TOKEN,
  schedulesAnswer,
  seatsAnswer,
  SEAT,
  TICKET_ID,
  TOUR_BOOKING_ID,
  TOUR_CODE,
  TOUR_READ_TOKEN,
  tourFixture,
  viewFixture,
  itineraryModelEvents,
  SURNAME,
  WRONG_SURNAME,
  type ItineraryModelEvent,
} from './itinerary.test-model';

// Model-based paths (decision 007) for "my reservation", replayed on the real chart with stub slots:
// every answer the find can get (found, refused, a lost connection), from the form, a link and a
// reservation kept on this device.

type Slot = 'findReservation' | 'findTourBooking' | 'quoteCancellation' | 'cancelReservation' | 'resendEmail' | 'sendProofCode' | 'proveContact' | 'loadChangeSchedules' | 'checkChangeSeats' | 'applyChange' | 'payChange' | 'payPend' | 'quoteTourCancellation' | 'cancelTourBooking';
interface Call {
  slot: Slot;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

function createHarness(saved: { code: string; token: string } | null) {
  const calls: Call[] = [];
  const slot = (name: Slot) => fromPromise(({ input }: { input: unknown }) => new Promise((resolve, reject) => calls.push({ slot: name, input, resolve, reject }))) as never;
  const stored: Array<{ code: string; token: string } | null> = [];
  const logic = itineraryMachine.provide({
    actors: {
      findReservation: slot('findReservation'),
      findTourBooking: slot('findTourBooking'),
      quoteTourCancellation: slot('quoteTourCancellation'),
      cancelTourBooking: slot('cancelTourBooking'),
      quoteCancellation: slot('quoteCancellation'),
      cancelReservation: slot('cancelReservation'),
      resendEmail: slot('resendEmail'),
      sendProofCode: slot('sendProofCode'),
      proveContact: slot('proveContact'),
      loadChangeSchedules: slot('loadChangeSchedules'),
      checkChangeSeats: slot('checkChangeSeats'),
      applyChange: slot('applyChange'),
      // The card checkout as its parent sees it: one call that ends paid or refused.
      payChange: slot('payChange'),
      payPend: slot('payPend'),
    },
    actions: {
      storeReservation: (_, params) => void stored.push(params.saved),
      removeStoredReservation: () => void stored.push(null),
    },
  });
  const actor = createActor(logic, { input: { saved } }).start();
  return { actor, calls, stored };
}
type Harness = ReturnType<typeof createHarness>;
type Snapshot = SnapshotFrom<typeof itineraryMachine>;

/** The tokens that prove the contact: the e-mail's link, and the one a one-time code gave. */
const provedTokens = [GOOD_TOKEN, 'PROOF-LINK-TOKEN'];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const key = (s: Snapshot) => JSON.stringify(s.value);
const snap = (h: Harness) => h.actor.getSnapshot();

const stateAssertions: Record<string, (h: Harness) => void> = {
  '{"find":"editing"}': (h) => {
    expect(itineraryPageOf(snap(h))).toBe('search');
    expect(snap(h).can({ type: 'find.submit', code: BOUGHT, lastName: SURNAME })).toBe(true);
    // "Buscar otra" keeps what this device stored; only "Quitar de este dispositivo" removes it.
    if (snap(h).context.saved === null) expect(snap(h).context.view).toBeNull();
  },
  '{"find":"finding"}': (h) => {
    // The call carries the form's code and surname, as sent.
    expect(h.calls.at(-1)).toMatchObject({ slot: 'findReservation', input: { code: BOUGHT, lastName: snap(h).context.draft.lastName } });
    expect([SURNAME, WRONG_SURNAME]).toContain(snap(h).context.draft.lastName);
    expect(snap(h).context.errors).toEqual([]);
  },
  '{"find":"findingTour"}': (h) => {
    // A tour booking's code goes to the tours service, with the surname as typed.
    expect(h.calls.at(-1)).toMatchObject({ slot: 'findTourBooking', input: { code: TOUR_CODE, lastName: snap(h).context.draft.lastName } });
    expect(h.calls.filter((c) => c.slot === 'findReservation' && (c.input as { code: string }).code === TOUR_CODE)).toEqual([]);
    expect(snap(h).context.errors).toEqual([]);
  },
  // Found by its code with the surname or the kept read token: read only, and kept on this device by its code and
  // read token (never the surname); the page says how to cancel.
  '{"tourBooking":"reading"}': (h) => {
    expect(itineraryPageOf(snap(h))).toBe('detail');
    expect(snap(h).context.tour).toEqual({ booking: tourFixture, canCancel: false });
    expect(snap(h).context.tourManage).toBeNull();
    expect(h.stored.at(-1)).toEqual({ code: TOUR_CODE, token: TOUR_READ_TOKEN });
    expect(JSON.stringify(h.stored)).not.toContain(SURNAME);
    expect(snap(h).context.draft).toEqual({ code: '', lastName: '' });
    expect(snap(h).context.errors).toEqual([]);
    expect(snap(h).can({ type: 'cancel.ask' })).toBe(false);
  },
  '"openingTour"': (h) => {
    const { tourManage, saved } = snap(h).context;
    expect(h.calls.at(-1)).toMatchObject({ slot: 'findTourBooking', input: tourManage !== null ? { bookingId: tourManage } : { code: TOUR_CODE, readToken: saved?.token } });
    expect(itineraryPageOf(snap(h))).toBeNull();
  },
  // Opened by the e-mail's link: the booking's id asks the terms; the id itself is never stored.
  '{"tourBooking":"quoting"}': (h) => {
    expect(snap(h).context.tour?.canCancel).toBe(true);
    expect(h.calls.at(-1)).toMatchObject({ slot: 'quoteTourCancellation', input: { bookingId: TOUR_BOOKING_ID } });
    expect(JSON.stringify(h.stored)).not.toContain(TOUR_BOOKING_ID);
    expect(h.stored.at(-1)).toEqual({ code: TOUR_CODE, token: TOUR_READ_TOKEN });
  },
  '{"tourBooking":"offered"}': (h) => {
    expect(snap(h).context.tourCancellation).toMatchObject({ allowed: true, refund: 2000, refundTo: 'card' });
    expect(snap(h).can({ type: 'cancel.confirm' })).toBe(false);
  },
  '{"tourBooking":"confirming"}': (h) => {
    expect(snap(h).context.tourCancellation?.allowed).toBe(true);
    expect(snap(h).context.errors).toEqual([]);
  },
  '{"tourBooking":"cancelling"}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'cancelTourBooking', input: { bookingId: TOUR_BOOKING_ID } });
  },
  '{"tourBooking":"cancelled"}': (h) => {
    expect(snap(h).context.tourCancellation).toMatchObject({ status: 'cancelled', refund: 2000 });
    expect(snap(h).can({ type: 'cancel.ask' })).toBe(false);
  },
  '{"tourBooking":"refused"}': (h) => {
    expect(snap(h).context.errors).toHaveLength(1);
    expect(['cancellation_window_passed', 'booking_cancelled']).toContain(snap(h).context.errors[0]?.code);
    expect(snap(h).context.errors[0]?.service).toBe('tours');
  },
  '{"tourBooking":"unavailable"}': (h) => {
    expect(snap(h).context.errors).toEqual([{ service: 'itinerary', code: 'service_unavailable' }]);
    expect(snap(h).can({ type: 'cancel.ask' })).toBe(true);
  },
  '"opening"': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'findReservation', input: { code: BOUGHT, token: snap(h).context.saved?.token } });
    expect([GOOD_TOKEN, READ_TOKEN]).toContain(snap(h).context.saved?.token);
    expect(itineraryPageOf(snap(h))).toBeNull();
  },
  // Cancelling asks with the proof of the contact (the e-mail's link token, or the one a code gave), never the read token.
  '{"viewing":"quoting"}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'quoteCancellation', input: { code: BOUGHT, token: snap(h).context.proof } });
    expect(provedTokens).toContain(snap(h).context.proof);
  },
  // Asked to cancel or change without the proof: the page offers a code to the booking's contact, masked.
  '{"viewing":{"proving":"choosing"}}': (h) => {
    expect(itineraryPageOf(snap(h))).toBe('detail');
    expect(snap(h).context.proof).toBeNull();
    expect(snap(h).context.pending).not.toBeNull();
    expect(snap(h).context.view?.contact).toEqual({ email: 'an***@example.mx', phone: '•••• 4567' });
    expect(snap(h).can({ type: 'proof.submit', code: PROOF_CODE })).toBe(false);
  },
  '{"viewing":{"proving":"sending"}}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'sendProofCode', input: { code: BOUGHT, token: READ_TOKEN } });
    expect(['email', 'sms']).toContain((h.calls.at(-1)!.input as { channel: string }).channel);
  },
  '{"viewing":{"proving":"entering"}}': (h) => {
    expect(snap(h).context.proof).toBeNull();
    // The code went out (masked where), or a typed one was refused and the form shows why.
    const { proofSent, errors } = snap(h).context;
    expect(proofSent !== null || errors.length > 0).toBe(true);
  },
  '{"viewing":{"proving":"verifying"}}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'proveContact', input: { code: BOUGHT, token: READ_TOKEN, proofCode: snap(h).context.typedProof } });
  },
  '{"viewing":"confirming"}': (h) => {
    expect(snap(h).context.quote?.allowed).toBe(true);
    expect(snap(h).context.quote?.tickets).toEqual([`${BOUGHT}-1`]);
  },
  '{"viewing":"resending"}': (h) => {
    // Resending goes to the booking's own address: the read token is enough.
    expect(h.calls.at(-1)).toMatchObject({ slot: 'resendEmail', input: { code: BOUGHT, token: READ_TOKEN } });
    expect(snap(h).context.resent).toBeNull();
    expect(snap(h).context.resendRefusal).toBeNull();
  },
  '{"viewing":"cancelling"}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'cancelReservation', input: { code: BOUGHT, token: snap(h).context.proof } });
    expect(provedTokens).toContain(snap(h).context.proof);
  },
  '{"viewing":{"changing":"pickingDate"}}': (h) => {
    expect(itineraryPageOf(snap(h))).toBe('change');
    expect(snap(h).context.change).toMatchObject({ ticketId: TICKET_ID, open: false, option: null, seats: [] });
  },
  '{"viewing":{"changing":"loadingSchedules"}}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'loadChangeSchedules', input: { code: BOUGHT, token: snap(h).context.proof, ticketId: TICKET_ID, date: CHANGE_DATE } });
    expect(provedTokens).toContain(snap(h).context.proof);
  },
  '{"viewing":{"changing":"pickingSchedule"}}': (h) => {
    expect(snap(h).context.change?.schedules?.options).toHaveLength(1);
    expect(snap(h).context.change?.seats).toEqual([]);
  },
  '{"viewing":{"changing":"checkingSeats"}}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'checkChangeSeats', input: { ticketId: TICKET_ID, scheduleId: 7, scheduleDetailId: 70 } });
  },
  '{"viewing":{"changing":"pickingSeat"}}': (h) => {
    expect(snap(h).context.change?.availability?.seats).toContain(SEAT);
    // Confirmed only once every passenger of the leg has a seat (here the leg's one passenger).
    const seats = snap(h).context.change?.seats ?? [];
    expect(snap(h).can({ type: 'change.confirm' })).toBe(seats.length === 1);
    expect(seats.every((s) => s.ticketId === TICKET_ID && s.seat === SEAT)).toBe(true);
  },
  '{"viewing":{"changing":"applying"}}': (h) => {
    expect(h.calls.at(-1)).toMatchObject({ slot: 'applyChange', input: { ticketId: TICKET_ID, date: CHANGE_DATE, scheduleId: 7, scheduleDetailId: 70, seats: [{ ticketId: TICKET_ID, seat: SEAT }] } });
    expect(snap(h).context.change?.availability?.fareDifference).toBe(0);
  },
  '{"viewing":{"changing":"paying"}}': (h) => {
    // The checkout pays the difference for the move chosen: the amount, and the order its charge sends.
    expect(h.calls.at(-1)).toMatchObject({ slot: 'payChange', input: { amount: 120, service: 'itinerary', order: { code: BOUGHT, token: snap(h).context.proof, ticketId: TICKET_ID, date: CHANGE_DATE, scheduleId: 7, scheduleDetailId: 70, seats: [{ ticketId: TICKET_ID, seat: SEAT }] } } });
  },
  '{"viewing":"payingPend"}': (h) => {
    // The checkout pays the PEND's amount by card, with the proof, by the order's deadline (decision 065).
    expect(h.calls.at(-1)).toMatchObject({ slot: 'payPend', input: { amount: 480, service: 'itinerary', methods: ['card'], order: { pend: true, code: BOUGHT, token: snap(h).context.proof } } });
    expect(provedTokens).toContain(snap(h).context.proof);
    expect(itineraryPageOf(snap(h))).toBe('detail');
  },
  '{"viewing":"idle"}': (h) => {
    expect(itineraryPageOf(snap(h))).toBe('detail');
    expect(snap(h).context.view?.code).toBe(BOUGHT);
    expect(snap(h).context.change).toBeNull();
    // What this device keeps is the found reservation's code and its read token, never the proof.
    expect(h.stored.at(-1)).toEqual({ code: BOUGHT, token: READ_TOKEN });
    expect(JSON.stringify(h.stored)).not.toContain('PROOF-LINK-TOKEN');
    expect(snap(h).context.pending).toBeNull();
    // A resend's answer is its own: sent (the masked address) or refused, never both, never in the cancel's errors.
    const { resent, resendRefusal } = snap(h).context;
    expect(resent === null || resendRefusal === null).toBe(true);
    if (resent !== null) expect(resent).toBe('an***@example.mx');
    if (resendRefusal !== null) expect(['too_many_requests', 'service_unavailable']).toContain(resendRefusal.code);
  },
};

async function execute(h: Harness, event: ItineraryModelEvent) {
  if (event.type.startsWith('xstate.done.actor.')) h.calls.at(-1)!.resolve((event as { output: unknown }).output);
  else if (event.type.startsWith('xstate.error.actor.')) h.calls.at(-1)!.reject(new Error('down'));
  else h.actor.send(event as never);
  await settle();
}

function plan(saved: { code: string; token: string } | null) {
  return planPaths(
    {
      machine: itineraryMachine,
      input: { saved },
      events: (s: Snapshot) => itineraryModelEvents(s, true),
      serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]),
      stateKey: key,
      describeEvent: describeItineraryEvent,
      ignoredLeaves: ['starting'],
    },
    { cover: 'edges' },
  );
}

const check = (h: Harness, expected: Snapshot) => {
  expect(JSON.stringify([snap(h).value, snap(h).context])).toBe(JSON.stringify([expected.value, expected.context]));
  const assertion = stateAssertions[key(expected)];
  if (!assertion) throw new Error(`No assertion for state ${key(expected)}`);
  assertion(h);
};

describe.each([
  ['a fresh device', null],
  ['a device that kept a reservation', { code: BOUGHT, token: READ_TOKEN }],
  ['a device that kept a tour booking', { code: TOUR_CODE, token: TOUR_READ_TOKEN }],
] as const)('itinerary chart, model-based paths from %s', (_, saved) => {
  const planned = plan(saved);
  const runner: MachinePathRunner<Harness, Snapshot, ItineraryModelEvent> = {
    start: async () => {
      const h = createHarness(saved);
      await settle();
      return h;
    },
    execute,
    check,
    stop: (h) => h.actor.stop(),
  };

  it.each(planned.paths.map((p) => [p.title, p] as const))('walks %s', async (_title, path) => {
    await walkPath(runner, path as PlannedPath<Snapshot, ItineraryModelEvent>);
  });

  it('reaches every state and fires every transition, each state asserted', () => {
    expect(planned.coverage.states.missing).toEqual([]);
    expect(planned.coverage.transitions.missing).toEqual([]);
    expect(missingAssertions(planned, stateAssertions)).toEqual([]);
  });
});

describe('itinerary chart: resending the e-mail', () => {
  it('keeps a refused resend beside its button, out of the errors the cancel section shows', async () => {
    const h = createHarness({ code: BOUGHT, token: GOOD_TOKEN });
    await settle();
    h.calls.at(-1)!.resolve(foundAnswer);
    await settle();
    h.actor.send({ type: 'email.resend' });
    await settle();
    h.calls.at(-1)!.resolve({ ok: false, errors: [{ code: 'too_many_requests' }] });
    await settle();
    expect(snap(h).matches({ viewing: 'idle' })).toBe(true);
    expect(snap(h).context.resendRefusal).toEqual({ service: 'itinerary', code: 'too_many_requests' });
    expect(snap(h).context.errors).toEqual([]);
    // Asking to cancel clears it.
    h.actor.send({ type: 'cancel.ask' });
    expect(snap(h).context.resendRefusal).toBeNull();
  });
});

describe('itinerary chart: what the device keeps', () => {
  it('forgets a kept reservation whose link no longer opens it, and says why', async () => {
    const h = createHarness({ code: BOUGHT, token: 'EXPIRED' });
    await settle();
    h.calls.at(-1)!.resolve({ ok: false, errors: [{ code: 'reservation_not_found', field: 'code' }] });
    await settle();
    expect(snap(h).matches({ find: 'editing' })).toBe(true);
    expect(snap(h).context.saved).toBeNull();
    expect(h.stored).toEqual([null]);
    expect(snap(h).context.errors).toEqual([{ service: 'itinerary', code: 'reservation_not_found', field: 'code' }]);
  });

  it('names each missing field of the find form without asking the server', async () => {
    const h = createHarness(null);
    h.actor.send({ type: 'find.submit', code: ' ', lastName: '' });
    expect(snap(h).matches({ find: 'editing' })).toBe(true);
    expect(snap(h).context.errors.map((e) => e.code)).toEqual(['code_required', 'last_name_required']);
    expect(h.calls).toEqual([]);
  });

  it('pays a dearer bus through the card checkout, and a cheaper or equal one without it', async () => {
    const h = createHarness({ code: BOUGHT, token: GOOD_TOKEN });
    await settle();
    h.calls.at(-1)!.resolve(linkFoundAnswer);
    await settle();
    h.actor.send({ type: 'change.start', ticketId: TICKET_ID });
    h.actor.send({ type: 'change.date', date: CHANGE_DATE });
    await settle();
    h.calls.at(-1)!.resolve(schedulesAnswer);
    await settle();
    h.actor.send({ type: 'change.pick', scheduleId: 7, scheduleDetailId: 70 });
    await settle();
    h.calls.at(-1)!.resolve(dearerSeatsAnswer);
    await settle();
    // No seat chosen yet: confirming does nothing.
    h.actor.send({ type: 'change.confirm' });
    expect(snap(h).matches({ viewing: { changing: 'pickingSeat' } })).toBe(true);
    h.actor.send({ type: 'change.seat', seat: SEAT });
    h.actor.send({ type: 'change.confirm' });
    await settle();
    expect(snap(h).matches({ viewing: { changing: 'paying' } })).toBe(true);
    expect(h.calls.at(-1)?.slot).toBe('payChange');
    // Another bus from the checkout: the payment is left, nothing sent.
    h.actor.send({ type: 'change.back' });
    expect(snap(h).matches({ viewing: { changing: 'pickingSeat' } })).toBe(true);
    expect(h.calls.filter((c) => c.slot === 'applyChange')).toEqual([]);
  });

  it('seats a family one passenger at a time on the new bus, and confirms only once each has a seat', async () => {
    const h = createHarness({ code: BOUGHT, token: GOOD_TOKEN });
    await settle();
    h.calls.at(-1)!.resolve(linkFoundAnswer);
    await settle();
    h.actor.send({ type: 'change.start', ticketId: TICKET_ID });
    h.actor.send({ type: 'change.date', date: CHANGE_DATE });
    await settle();
    h.calls.at(-1)!.resolve(schedulesAnswer);
    await settle();
    h.actor.send({ type: 'change.pick', scheduleId: 7, scheduleDetailId: 70 });
    await settle();
    const family = [
      { ticketId: TICKET_ID, passengerType: 'adult' as const, passengerName: 'Ana López' },
      { ticketId: 102, passengerType: 'adult' as const, passengerName: 'Luis Ibarra' },
      { ticketId: 103, passengerType: 'minor' as const, passengerName: 'Sofía Ibarra' },
    ];
    h.calls.at(-1)!.resolve({ ok: true, data: { ...(seatsAnswer.ok ? seatsAnswer.data : ({} as never)), seats: [9, 10, 11, 12], seatsNeeded: 3, passengers: family } });
    await settle();
    const seats = () => snap(h).context.change?.seats.map((s) => [s.ticketId, s.seat]);
    // Each tap seats the next passenger without a seat; a seat not free, or a second tap on a taken one, seats nobody.
    h.actor.send({ type: 'change.seat', seat: 9 });
    h.actor.send({ type: 'change.seat', seat: 10 });
    h.actor.send({ type: 'change.seat', seat: 40 });
    expect(seats()).toEqual([[TICKET_ID, 9], [102, 10]]);
    h.actor.send({ type: 'change.confirm' });
    expect(snap(h).matches({ viewing: { changing: 'pickingSeat' } })).toBe(true);
    // Tapping Ana's seat frees it and makes her the one the next tap seats; the child is chosen by hand.
    h.actor.send({ type: 'change.seat', seat: 9 });
    expect(snap(h).context.change?.seatFor).toBe(TICKET_ID);
    h.actor.send({ type: 'change.passenger', ticketId: 103 });
    h.actor.send({ type: 'change.seat', seat: 11 });
    h.actor.send({ type: 'change.seat', seat: 12 });
    expect(seats()).toEqual([[102, 10], [103, 11], [TICKET_ID, 12]]);
    h.actor.send({ type: 'change.confirm' });
    await settle();
    expect(h.calls.at(-1)).toMatchObject({ slot: 'applyChange', input: { seats: [{ ticketId: 102, seat: 10 }, { ticketId: 103, seat: 11 }, { ticketId: TICKET_ID, seat: 12 }] } });
  });

  it('ignores a change of a ticket that may not change', async () => {
    const h = createHarness({ code: BOUGHT, token: GOOD_TOKEN });
    await settle();
    h.calls.at(-1)!.resolve({ ok: true, data: { ...viewFixture, tickets: viewFixture.tickets.map((t) => ({ ...t, canChange: false })) } });
    await settle();
    h.actor.send({ type: 'change.start', ticketId: TICKET_ID });
    expect(snap(h).matches({ viewing: 'idle' })).toBe(true);
  });
});

describe('itinerary chart: a tour booking', () => {
  it('asks the tours service for a code typed as a tour booking’s, in any case, and shows the booking on the reservation’s page', async () => {
    const h = createHarness({ code: BOUGHT, token: GOOD_TOKEN });
    await settle();
    h.calls.at(-1)!.resolve(foundAnswer);
    await settle();
    h.actor.send({ type: 'find.start' });
    h.actor.send({ type: 'find.submit', code: ' tq7k2mx ', lastName: 'pena' });
    expect(snap(h).matches({ find: 'findingTour' })).toBe(true);
    expect(h.calls.at(-1)).toMatchObject({ slot: 'findTourBooking', input: { code: 'tq7k2mx', lastName: 'pena' } });
    h.calls.at(-1)!.resolve({ ok: true, data: tourFixture });
    await settle();
    expect(snap(h).matches({ tourBooking: 'reading' })).toBe(true);
    expect(itineraryPageOf(snap(h))).toBe('detail');
    expect(snap(h).context.tour).toEqual({ booking: tourFixture, canCancel: false });
    // This device now keeps the tour booking, as the last one found: its code and read token, not the surname.
    expect(snap(h).context.saved).toEqual({ code: TOUR_CODE, token: TOUR_READ_TOKEN });
    expect(h.stored).toEqual([{ code: BOUGHT, token: READ_TOKEN }, { code: TOUR_CODE, token: TOUR_READ_TOKEN }]);
    // "Buscar otra reservación": the form again, the booking let go from the page (still kept).
    h.actor.send({ type: 'find.start' });
    expect(snap(h).matches({ find: 'editing' })).toBe(true);
    expect(snap(h).context.tour).toBeNull();
  });

  it('keeps a bus code that starts with T for the itinerary service', () => {
    const h = createHarness(null);
    h.actor.send({ type: 'find.submit', code: 'TACDEF', lastName: SURNAME });
    expect(snap(h).matches({ find: 'finding' })).toBe(true);
    expect(h.calls.map((c) => c.slot)).toEqual(['findReservation']);
  });

  it('shows the tours contract’s not-found on the form, for an unknown code as for a wrong surname', async () => {
    const h = createHarness(null);
    h.actor.send({ type: 'find.submit', code: TOUR_CODE, lastName: WRONG_SURNAME });
    h.calls.at(-1)!.resolve({ ok: false, errors: [{ code: 'booking_not_found', field: 'code' }] });
    await settle();
    expect(snap(h).matches({ find: 'editing' })).toBe(true);
    expect(snap(h).context.errors).toEqual([{ service: 'tours', code: 'booking_not_found', field: 'code' }]);
    expect(snap(h).context.tour).toBeNull();
    // A lost connection: the same message as the bus lookup's.
    h.actor.send({ type: 'find.submit', code: TOUR_CODE, lastName: SURNAME });
    expect(snap(h).context.errors).toEqual([]);
    h.calls.at(-1)!.reject(new Error('down'));
    await settle();
    expect(snap(h).matches({ find: 'editing' })).toBe(true);
    expect(snap(h).context.errors).toEqual([{ service: 'itinerary', code: 'service_unavailable' }]);
  });

  it('leaves a tour booking for a link that opens a bus reservation', async () => {
    const h = createHarness(null);
    h.actor.send({ type: 'find.submit', code: TOUR_CODE, lastName: SURNAME });
    h.calls.at(-1)!.resolve({ ok: true, data: tourFixture });
    await settle();
    h.actor.send({ type: 'link.open', code: BOUGHT, token: GOOD_TOKEN });
    expect(snap(h).matches('opening')).toBe(true);
    expect(snap(h).context.tour).toBeNull();
  });

  it('opens a kept tour booking again on a reload, read only, by its code and read token', async () => {
    const h = createHarness({ code: TOUR_CODE, token: TOUR_READ_TOKEN });
    await settle();
    expect(h.calls.at(-1)).toMatchObject({ slot: 'findTourBooking', input: { code: TOUR_CODE, readToken: TOUR_READ_TOKEN } });
    h.calls.at(-1)!.resolve({ ok: true, data: tourFixture });
    await settle();
    expect(snap(h).matches({ tourBooking: 'reading' })).toBe(true);
    expect(h.calls.map((c) => c.slot)).toEqual(['findTourBooking']);
  });

  it('cancels only when opened by the e-mail’s link, and keeps a bus reservation when that link names nothing', async () => {
    const h = createHarness({ code: BOUGHT, token: GOOD_TOKEN });
    await settle();
    h.calls.at(-1)!.resolve(foundAnswer);
    await settle();
    h.actor.send({ type: 'tour.manage', bookingId: 'UNKNOWN-ID' });
    h.calls.at(-1)!.resolve({ ok: false, errors: [{ code: 'booking_not_found', field: 'booking_id' }] });
    await settle();
    expect(snap(h).matches({ find: 'editing' })).toBe(true);
    expect(snap(h).context.saved).toEqual({ code: BOUGHT, token: READ_TOKEN });
    expect(snap(h).context.errors).toEqual([{ service: 'tours', code: 'booking_not_found', field: 'booking_id' }]);

    h.actor.send({ type: 'tour.manage', bookingId: TOUR_BOOKING_ID });
    expect(h.calls.at(-1)).toMatchObject({ slot: 'findTourBooking', input: { bookingId: TOUR_BOOKING_ID } });
    h.calls.at(-1)!.resolve({ ok: true, data: tourFixture });
    await settle();
    expect(snap(h).matches({ tourBooking: 'quoting' })).toBe(true);
    h.calls.at(-1)!.resolve({ ok: true, data: { status: 'confirmed', allowed: true, refusal: null, refund: 2000, refundTo: 'card' } });
    await settle();
    h.actor.send({ type: 'cancel.ask' });
    h.actor.send({ type: 'cancel.confirm' });
    expect(h.calls.at(-1)).toMatchObject({ slot: 'cancelTourBooking', input: { bookingId: TOUR_BOOKING_ID } });
  });
});

describe('itinerary chart: proof of the contact', () => {
  it('asks a code before a change, then goes on with the change of the ticket chosen, the proof never kept on the device', async () => {
    const h = createHarness(null);
    h.actor.send({ type: 'find.submit', code: BOUGHT, lastName: SURNAME });
    h.calls.at(-1)!.resolve(foundAnswer);
    await settle();
    h.actor.send({ type: 'change.start', ticketId: TICKET_ID });
    expect(snap(h).matches({ viewing: { proving: 'choosing' } })).toBe(true);
    h.actor.send({ type: 'proof.send', channel: 'sms' });
    expect(h.calls.at(-1)).toMatchObject({ slot: 'sendProofCode', input: { code: BOUGHT, token: READ_TOKEN, channel: 'sms' } });
    h.calls.at(-1)!.resolve({ ok: true, data: { channel: 'sms', sentTo: '•••• 4567', expiresAt: '2026-12-01T18:10:00.000Z' } });
    await settle();
    h.actor.send({ type: 'proof.submit', code: ` ${PROOF_CODE} ` });
    expect(h.calls.at(-1)).toMatchObject({ slot: 'proveContact', input: { proofCode: PROOF_CODE } });
    h.calls.at(-1)!.resolve({ ok: true, data: { linkToken: 'PROOF-LINK-TOKEN', linkExpiresAt: '2026-12-01T19:00:00.000Z' } });
    await settle();
    expect(snap(h).matches({ viewing: { changing: 'pickingDate' } })).toBe(true);
    expect(snap(h).context.change?.ticketId).toBe(TICKET_ID);
    expect(snap(h).context.proof).toBe('PROOF-LINK-TOKEN');
    expect(JSON.stringify(h.stored)).not.toContain('PROOF-LINK-TOKEN');
    // Proved once, the page acts at once: back on the reservation, cancelling asks no code again.
    h.actor.send({ type: 'change.dismiss' });
    h.actor.send({ type: 'cancel.ask' });
    expect(snap(h).matches({ viewing: 'quoting' })).toBe(true);
    // Another reservation found by its surname is not proved.
    h.calls.at(-1)!.resolve({ ok: true, data: { allowed: false, refusal: 'cancel_not_allowed', tickets: [], refund: 0, refundTo: 'none' } });
    await settle();
    h.actor.send({ type: 'find.start' });
    h.actor.send({ type: 'find.submit', code: BOUGHT, lastName: SURNAME });
    h.calls.at(-1)!.resolve(foundAnswer);
    await settle();
    expect(snap(h).context.proof).toBeNull();
  });

  it('opened by the e-mail’s link, it acts without a code', async () => {
    const h = createHarness(null);
    h.actor.send({ type: 'link.open', code: BOUGHT, token: GOOD_TOKEN });
    h.calls.at(-1)!.resolve(linkFoundAnswer);
    await settle();
    expect(snap(h).context.proof).toBe(GOOD_TOKEN);
    expect(h.stored.at(-1)).toEqual({ code: BOUGHT, token: READ_TOKEN });
    h.actor.send({ type: 'cancel.ask' });
    expect(h.calls.at(-1)).toMatchObject({ slot: 'quoteCancellation', input: { code: BOUGHT, token: GOOD_TOKEN } });
  });
});
