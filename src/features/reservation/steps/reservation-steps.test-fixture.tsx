import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { ReservationActorTypes } from '../../../../machines/reservation/reservation.ports';
import { reservationMachine } from '../../../../machines/reservation/reservation.machine';
import { messages as enErrors } from '../../../i18n/errors/en.gen';
import { messages as esErrors } from '../../../i18n/errors/es.gen';

// Test support for the step components: the real reservation chart with stub actors whose
// answers each test gives, driven through the same events the pages send.

// pay: the checkout (machines/payment), answered with what it hands back.
type Slot = keyof ReservationActorTypes | 'pay';
interface Call {
  input: unknown;
  resolve: (value: unknown) => void;
}

// jsdom lays nothing out and has no scrollIntoView; reveal() (a refusal brought into view) calls it.
// A test that checks the reveal spies on it.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

/** 1 December 2026, noon in Mexico City. */
const T0 = Date.UTC(2026, 11, 1, 18, 0);

export const ok = <T,>(data: T) => ({ ok: true as const, data });
export const refused = (code: string, field?: string) => ({ ok: false as const, errors: [field ? { code, field } : { code }] });

const slots: Slot[] = [
  'loadOrigins', 'checkPromotionalCode', 'createReservation', 'loadSchedules', 'saveSchedules', 'saveContact', 'linkTraveller',
  'saveAdditionals', 'loadSeats', 'holdSeat', 'releaseSeat', 'loadPayment', 'pay', 'confirmReservation', 'loadTicket',
  'deleteReservation',
];

export const configs = {
  additionals: [
    { id: 'insurance', name: 'Seguro', price: 35, unit: 'passenger', currency: 'MXN' },
    { id: 'shuttle', name: 'Shuttle', price: 60, unit: 'passenger', currency: 'MXN' },
    { id: 'pet', name: 'Mascota', price: 250, unit: 'reservation', currency: 'MXN' },
    { id: 'wheelchair', name: 'Silla', price: 0, unit: 'reservation', currency: 'MXN' },
  ],
};

/** One day's list as the edge maps it: the contract's schedule whole in `details`. */
export function schedule(id: number, departure: string, arrival: string, total: number, extra: Record<string, unknown> = {}) {
  const details = {
    schedule_id: id, schedule_detail_id: id * 10, layout_id: 1, departure_date: '2026-12-20', departure_time: `${departure}:00`,
    arrival_date: '2026-12-20', arrival_time: `${arrival}:00`, duration: 330, bus_type: 'Ejecutivo', free_seats: 30,
    discount_seats: { student: 8, teacher: 2, inapam: 2 }, total, service_class: 'executive',
    amenities: ['wifi', 'usb', 'wc', 'ac', 'entertainment', 'seatbelts'],
    prices: { adult: total, minor: total / 2, inapam: total / 2, infant: 0, student: total / 2, student_flex: total / 2, teacher: total * 0.75, teacher_flex: total * 0.75 },
    ...extra,
  };
  return {
    schedule_id: id, schedule_detail_id: id * 10, layout_id: 1, departure_time: details.departure_time,
    arrival_time: details.arrival_time, bus_type: details.bus_type, free_seats: details.free_seats,
    discount_seats: details.discount_seats, price: total, details,
  };
}

export const dayPage = {
  next_day: '2026-12-21',
  prev_day: null,
  schedules: [schedule(1, '08:00', '13:30', 915), schedule(2, '13:30', '19:00', 1830.5)],
};

/** The chart with every port a promise the test answers; `real` gives a slot its own logic (the real checkout). */
export function startFlow(real: Partial<Record<Slot, unknown>> = {}) {
  const calls = Object.fromEntries(slots.map((slot) => [slot, [] as Call[]])) as Record<Slot, Call[]>;
  const actors = Object.fromEntries(
    slots.map((slot) => [slot, real[slot] ?? fromPromise(({ input }) => new Promise((resolve) => calls[slot].push({ input, resolve })))]),
  );
  const actor = createActor(reservationMachine.provide({ actors: actors as never }), { input: { now: () => T0 } });
  actor.start();
  const answer = async (slot: Slot, output: unknown) => {
    const call = calls[slot].at(-1);
    if (!call) throw new Error(`no ${slot} call`);
    await act(async () => {
      call.resolve(output);
      await new Promise((done) => setTimeout(done, 0));
    });
  };
  const send = (event: Parameters<typeof actor.send>[0]) => act(() => actor.send(event));
  return { actor, calls, answer, send, lastInput: (slot: Slot) => calls[slot].at(-1)?.input };
}
export type Flow = ReturnType<typeof startFlow>;

/** Through the search to the departure list being requested. */
export async function toSchedules(flow: Flow, trip: { round?: boolean; passengers?: Record<string, number> } = {}) {
  await flow.answer('loadOrigins', ok([{ id: 'puerto-vallarta', name: 'Puerto Vallarta', destinations: [{ id: 'guadalajara', name: 'Guadalajara' }] }]));
  flow.send({
    type: 'search.change',
    patch: {
      origin: 'puerto-vallarta',
      destination: 'guadalajara',
      departure: { date: '2026-12-20', open: false },
      round: trip.round ?? false,
      return: { date: trip.round ? '2026-12-27' : null, open: false },
      ...(trip.passengers ? { passengers: trip.passengers } : {}),
    },
  });
  flow.send({ type: 'search.submit' });
  await flow.answer('createReservation', ok({ code: 'PV0001', flowToken: 'flow-PV0001', configs }));
}

/** Departure chosen and saved: the contact step. */
export async function toContact(flow: Flow) {
  await toSchedules(flow);
  await flow.answer('loadSchedules', ok(dayPage));
  flow.send({ type: 'schedule.select', schedule: { schedule_id: 1, schedule_detail_id: 10, layout_id: 1 } });
  flow.send({ type: 'schedules.submit' });
  await flow.answer('saveSchedules', ok({ price_departure: 915, summary: summaryWith([]) }));
}

export async function toAdditionals(flow: Flow) {
  await toContact(flow);
  flow.send({
    type: 'contact.submit',
    contact: { first_name: 'Ana', last_name: 'Peña', cell_phone: '3221234567', email: 'ana@correo.mx', privacy: true },
    goesContact: true,
    travellers: [{ first_name: 'Ana', last_name: 'Peña', age: null }],
  });
  await flow.answer('saveContact', ok({}));
}

/** The server's summary for a one-way trip of one adult at $915.00, plus additionals lines. */
export function summaryWith(additionals: Array<{ concept: string; quantity: number; unit_price: number; amount: number }>) {
  const extra = additionals.reduce((sum, line) => sum + line.amount, 0);
  return {
    origin_name: 'Puerto Vallarta',
    destination_name: 'Guadalajara',
    departure_datetime: '2026-12-20T14:00:00.000Z',
    return_datetime: null,
    passengers: 1,
    lines: [{ concept: 'departure', passenger_type: 'adult', quantity: 1, unit_price: 915, amount: 915 }, ...additionals],
    tickets_total: 915,
    additionals_total: extra,
    total: 915 + extra,
    currency: 'MXN',
  };
}

/** Renders step components, each given the flow's actor as a prop (`<SeatsStep actor={flow.actor} />`), as their page does. */
export function renderWithFlow(ui: ReactNode, locale: 'es' | 'en' = 'es') {
  // The contract's error texts, as the flow loads them beside its own catalog.
  i18n.load({ es: esErrors, en: enErrors });
  i18n.activate(locale);
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}
