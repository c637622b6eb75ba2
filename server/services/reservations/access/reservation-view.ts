import { centsToAmount, toCents } from '../../../../domain/fares';
import { encodeReservation } from '../../../../domain/reservation/reservation-state';
import { MAX_PASSENGERS, MAX_STUDENTS, MAX_TEACHERS, emptyPassengers, type PassengerCounts, type PassengerType } from '../../../../domain/search/passengers';
import type { ShuttleDestination } from '../../../../domain/reservation/shuttle-rules';
import type { ServerConfig } from '../../../platform/config';
import type { Lang } from '../../../http/envelope';
import type { ChosenDeparture, LoadedReservation } from './reservation.queries';

/** The additional services as stored (reservations.additionals) and as the contract's AdditionalsSelection. */
export interface AdditionalsSelection {
  insurance: number[];
  shuttle: { destination: ShuttleDestination } | null;
  pets: number;
  wheelchair: { spaces: number; note: string } | null;
}

export const noAdditionals: AdditionalsSelection = { insurance: [], shuttle: null, pets: 0, wheelchair: null };

interface SummaryLine {
  concept: 'departure' | 'return' | 'insurance' | 'shuttle' | 'pet' | 'wheelchair';
  passenger_type?: PassengerType;
  quantity: number;
  unit_price: number;
  amount: number;
}

const optionNames: Record<'insurance' | 'shuttle' | 'pet' | 'wheelchair', Record<Lang, string>> = {
  insurance: { es: 'Seguro de viajero', en: 'Travel insurance' },
  shuttle: { es: 'Conexión shuttle', en: 'Shuttle connection' },
  pet: { es: 'Mascota pequeña en transportadora', en: 'Small pet in a carrier' },
  wheelchair: { es: 'Espacio para silla de ruedas', en: 'Wheelchair space' },
};

export function passengerCounts(loaded: Pick<LoadedReservation, 'passengers'>): PassengerCounts {
  const counts = emptyPassengers();
  for (const p of loaded.passengers) counts[p.type] += 1;
  return counts;
}

export function additionalsOf(loaded: LoadedReservation): AdditionalsSelection {
  return (loaded.row.additionals as AdditionalsSelection | null) ?? noAdditionals;
}

function legLines(loaded: LoadedReservation, concept: 'departure' | 'return'): SummaryLine[] {
  const byType = new Map<PassengerType, { quantity: number; unit: number; amount: number }>();
  for (const p of loaded.passengers) {
    const price = concept === 'departure' ? p.priceDeparture : p.priceReturn;
    if (price === null) continue;
    const cents = toCents(price);
    const line = byType.get(p.type) ?? { quantity: 0, unit: cents, amount: 0 };
    line.quantity += 1;
    line.amount += cents;
    byType.set(p.type, line);
  }
  return [...byType].map(([type, l]) => ({
    concept,
    passenger_type: type,
    quantity: l.quantity,
    unit_price: centsToAmount(l.unit),
    amount: centsToAmount(l.amount),
  }));
}

function additionalLines(loaded: LoadedReservation, config: ServerConfig): SummaryLine[] {
  const chosen = additionalsOf(loaded);
  const prices = config.additionalPrices;
  const seated = loaded.passengers.filter((p) => p.type !== 'infant').length;
  const line = (concept: SummaryLine['concept'], quantity: number, unitCents: number): SummaryLine => ({
    concept,
    quantity,
    unit_price: centsToAmount(unitCents),
    amount: centsToAmount(quantity * unitCents),
  });
  const lines: SummaryLine[] = [];
  if (chosen.insurance.length > 0) lines.push(line('insurance', chosen.insurance.length, prices.insuranceCents));
  if (chosen.shuttle) lines.push(line('shuttle', seated, prices.shuttleCentsPerPassenger));
  if (chosen.pets > 0) lines.push(line('pet', chosen.pets, prices.petCents));
  if (chosen.wheelchair && chosen.wheelchair.spaces > 0) lines.push(line('wheelchair', chosen.wheelchair.spaces, 0));
  return lines;
}

const sumCents = (lines: SummaryLine[]) => lines.reduce((total, l) => total + toCents(l.amount), 0);

export function buildSummary(loaded: LoadedReservation, config: ServerConfig) {
  const ticketLines = [...legLines(loaded, 'departure'), ...(loaded.row.roundTrip ? legLines(loaded, 'return') : [])];
  const extraLines = additionalLines(loaded, config);
  const ticketsCents = sumCents(ticketLines);
  const additionalsCents = sumCents(extraLines);
  return {
    origin_name: loaded.origin.name,
    destination_name: loaded.destination.name,
    departure_datetime: loaded.departure?.boardsAt.toISOString() ?? null,
    return_datetime: loaded.return?.boardsAt.toISOString() ?? null,
    passengers: loaded.passengers.length,
    lines: [...ticketLines, ...extraLines],
    tickets_total: centsToAmount(ticketsCents),
    additionals_total: centsToAmount(additionalsCents),
    total: centsToAmount(ticketsCents + additionalsCents),
    currency: 'MXN' as const,
  };
}

export function additionalOptions(config: ServerConfig, lang: Lang) {
  const p = config.additionalPrices;
  const option = (id: keyof typeof optionNames, cents: number, unit: 'passenger' | 'reservation') => ({
    id,
    name: optionNames[id][lang],
    price: centsToAmount(cents),
    unit,
    currency: 'MXN' as const,
  });
  return [
    option('insurance', p.insuranceCents, 'passenger'),
    option('shuttle', p.shuttleCentsPerPassenger, 'passenger'),
    option('pet', p.petCents, 'reservation'),
    option('wheelchair', 0, 'reservation'),
  ];
}

function leg(date: string | null, open: boolean, chosen: ChosenDeparture | null, validUntil: Date | null) {
  return {
    date,
    open,
    schedule_id: chosen?.scheduleId ?? null,
    schedule_detail_id: chosen?.scheduleDetailId ?? null,
    layout_id: chosen?.layoutId ?? null,
    valid_until: validUntil?.toISOString() ?? null,
  };
}

const amountOf = (price: string | null) => (price === null ? 0 : centsToAmount(toCents(price)));

/** The client reservation (docs/rules/booking.md#the-reservation-as-the-client-keeps-it) (domain/reservation's shape, the contract's Reservation schema). */
export function reservationView(loaded: LoadedReservation, config: ServerConfig, lang: Lang, releasedSeats: number[] = []) {
  const { row } = loaded;
  return {
    code: row.code,
    origin: loaded.origin.slug,
    destination: loaded.destination.slug,
    round: row.roundTrip,
    contact: {
      first_name: row.contactFirstName ?? '',
      last_name: row.contactLastName ?? '',
      cell_phone: row.contactCellPhone ?? '',
      email: row.contactEmail ?? '',
      privacy: row.privacyAccepted,
    },
    departure: leg(row.departureDate, row.departureOpen, loaded.departure, row.departureValidUntil),
    return: leg(row.returnDate, row.returnOpen, loaded.return, row.returnValidUntil),
    goes_contact: row.goesContact,
    summary: buildSummary(loaded, config),
    price_departure: amountOf(row.priceDeparture),
    price_return: amountOf(row.priceReturn),
    promotional_code: loaded.promotionalCode,
    discount_percent: row.promotionalPercentOff,
    configs: {
      max_passengers: MAX_PASSENGERS,
      max_students: MAX_STUDENTS,
      max_teachers: MAX_TEACHERS,
      payment_minutes: config.paymentMinutes,
      additionals: additionalOptions(config, lang),
    },
    active_reward: row.activeReward,
    passengers: passengerCounts(loaded),
    travellers: loaded.passengers.map((p) => ({ id: p.id, type: p.type, first_name: p.firstName ?? '', last_name: p.lastName ?? '', age: p.age })),
    payment: row.paymentStatus,
    released_seats: releasedSeats,
    seats: loaded.seats,
    exist_traveller: row.loyaltyMemberId !== null,
    payment_deadline: row.paymentDeadline?.toISOString() ?? null,
    additionals: additionalsOf(loaded),
  };
}

/**
 * What every reservation-changing operation answers (contract ReservationPayload). Besides the
 * absolute deadline it says how many seconds are left by the server's clock, so a browser whose
 * clock is wrong still counts down the right time.
 */
export function reservationPayload(loaded: LoadedReservation, config: ServerConfig, lang: Lang, now: Date, releasedSeats: number[] = []) {
  const view = reservationView(loaded, config, lang, releasedSeats);
  const deadline = loaded.row.paymentDeadline;
  return {
    code: view.code,
    reservation: encodeReservation(view),
    payment_deadline: view.payment_deadline ?? new Date(0).toISOString(),
    payment_seconds_left: deadline ? Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000)) : 0,
    summary: view.summary,
  };
}

/**
 * What getReservation answers a reader (decision 019): the owner gets the flow's payload; a traveller
 * who gave the surname gets it without the contact's e-mail and phone, which are the owner's alone.
 */
export function readerPayload(loaded: LoadedReservation, reader: 'owner' | 'traveller', config: ServerConfig, lang: Lang, now: Date) {
  if (reader === 'owner') return reservationPayload(loaded, config, lang, now);
  const row = { ...loaded.row, contactEmail: null, contactCellPhone: null };
  return reservationPayload({ ...loaded, row }, config, lang, now);
}
