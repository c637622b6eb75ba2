import { WHEELCHAIR_PLACE_FIRST, wheelchairPlaceLabel } from '../../../../domain/seats/wheelchair';
import type { LoadedReservation } from '../access/reservation.queries';

/**
 * The wheelchair place (1, 2…) the reservation holds or bought on each leg's bus
 * (docs/rules/booking.md#the-wheelchair-place), for its tickets: from the seat rows read with it.
 */
export function wheelchairPlacesByLeg(loaded: Pick<LoadedReservation, 'row' | 'seatRows'>): Partial<Record<'departure' | 'return', number>> {
  const places: Partial<Record<'departure' | 'return', number>> = {};
  for (const seat of loaded.seatRows) {
    if (seat.seatNumber < WHEELCHAIR_PLACE_FIRST) continue;
    if (seat.departureId === loaded.row.departureId) places.departure = wheelchairPlaceLabel(seat.seatNumber);
    else if (seat.departureId === loaded.row.returnId) places.return = wheelchairPlaceLabel(seat.seatNumber);
  }
  return places;
}
