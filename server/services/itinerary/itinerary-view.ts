import { changeRefusal, ticketState } from '../../../domain/itinerary/change-rules';
import type { ServerConfig } from '../../platform/config';
import type { Lang } from '../../http/envelope';
import type { LoadedReservation } from '../reservations';
import { buildSummary } from '../reservations';
import type { ConfirmationFacts } from '../reservations';
import { confirmationView, type WheelchairPlaces } from '../reservations';
import type { TicketRow } from '../reservations';
import type { TicketMark } from './itinerary.queries';
import { maskedContact } from '../reservations';

// The contract's Itinerary: what "my reservation" shows, built from the same views the tickets page
// and the documents use (websale tickets), plus what only this page needs: each ticket's id, state,
// schedule and whether it may change; the extras; the read token for the documents; whether the contact was
// proved, and the contact masked (decision 063).

export interface ItinerarySource {
  loaded: LoadedReservation;
  tickets: TicketRow[];
  marks: Map<number, TicketMark>;
  facts: ConfirmationFacts;
  places: WheelchairPlaces;
  /** With the code, opens the reservation again to read it (this device keeps it; the documents' links carry it). */
  readToken: string;
  /** The request proved the contact (a link token): the page may change the reservation. */
  proof: boolean;
  now: Date;
}

const terminal = (t: { id: string; name: string; address: string; time_zone: string }) => ({ id: t.id, name: t.name, address: t.address, time_zone: t.time_zone });

export function itineraryView(source: ItinerarySource, config: ServerConfig, lang: Lang) {
  const { loaded, tickets, marks, facts, places, readToken, proof, now } = source;
  const view = confirmationView(loaded, tickets, config, lang, facts, places);
  const summary = buildSummary(loaded, config);
  const legs = 'legs' in view ? view.legs : [];
  return {
    id: loaded.row.code,
    code: loaded.row.code,
    origin: loaded.origin.name,
    destination: loaded.destination.name,
    round: loaded.row.roundTrip,
    payment: loaded.row.paymentStatus,
    lang: facts.lang,
    total: summary.total,
    currency: 'MXN' as const,
    read_token: readToken,
    proof,
    // Never spelled out here, even to the owner: the page names where a code would go (decision 063).
    contact: maskedContact(loaded.row),
    legs: legs.map((l) => ({ ...l, origin: terminal(l.origin), destination: terminal(l.destination), pend_deadline: l.pend_deadline ?? null })),
    tickets: view.tickets.map((ticket, i) => {
      const row = tickets[i]!;
      const outbound = ticket.direction === 'departure';
      const chosen = outbound ? loaded.departure : loaded.return;
      const open = outbound ? loaded.row.departureOpen : loaded.row.returnOpen;
      const state = ticketState(row.type, marks.get(row.id));
      const departureAt = ticket.departure_datetime ? Date.parse(ticket.departure_datetime) : null;
      return {
        ticket_id: row.id,
        number: ticket.number,
        ticket_type: ticket.ticket_type,
        state,
        passenger_type: ticket.passenger_type,
        passenger_name: ticket.passenger_name,
        direction: ticket.direction,
        origin: outbound ? loaded.origin.name : loaded.destination.name,
        destination: outbound ? loaded.destination.name : loaded.origin.name,
        open,
        departure_datetime: ticket.departure_datetime,
        seat: ticket.seat,
        schedule_id: open ? null : (chosen?.scheduleId ?? null),
        schedule_detail_id: open ? null : (chosen?.scheduleDetailId ?? null),
        can_change: changeRefusal({ passengerType: ticket.passenger_type, state, departureAt, now: now.getTime() }) === null,
        pin: ticket.pin,
        pend_deadline: ticket.pend_deadline,
        price: ticket.price,
        valid_until: ticket.valid_until,
        wheelchair_place: ticket.wheelchair_place,
      };
    }),
    paid: 'paid' in view ? view.paid : null,
    extras: summary.lines
      .filter((line) => line.concept !== 'departure' && line.concept !== 'return')
      .map((line) => ({ concept: line.concept as 'insurance' | 'shuttle' | 'pet' | 'wheelchair', quantity: line.quantity, amount: line.amount })),
  };
}
