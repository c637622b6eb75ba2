import type { BookingRef } from '../tours/tours.ports';
import type { FindInput, FindTourInput, SavedReservation } from './itinerary.ports';
import type { ItineraryContext } from './itinerary.setup';

// What the "my reservation" chart's calls are given, read from its context (the states name them).

export const findInputOfDraft = ({ context }: { context: ItineraryContext }): FindInput => ({ code: context.draft.code, lastName: context.draft.lastName });
export const findTourInputOfDraft = ({ context }: { context: ItineraryContext }): FindTourInput => ({ code: context.draft.code, lastName: context.draft.lastName });
/** The e-mail's link (the booking's id), else what this device kept (the code and read token). */
export const findTourInputOfLink = ({ context }: { context: ItineraryContext }): FindTourInput =>
  context.tourManage !== null ? { bookingId: context.tourManage } : { code: context.saved?.code ?? '', readToken: context.saved?.token ?? '' };
export const tourManageRef = ({ context }: { context: ItineraryContext }): BookingRef => ({ bookingId: context.tourManage ?? '' });
/** What this device keeps of a tour booking: its code and read token, as a bus reservation's code and link token. */
export const savedTour = ({ context }: { context: ItineraryContext }) => ({ saved: context.saved });
export const savedOf = ({ context }: { context: ItineraryContext }): SavedReservation => ({ code: context.saved?.code ?? '', token: context.saved?.token ?? '' });
/** A call that changes the reservation carries the proof of the contact, never the read token (decision 063). */
export const actingOf = ({ context }: { context: ItineraryContext }): SavedReservation => ({ code: context.saved?.code ?? '', token: context.proof ?? '' });
export const findInputOfSaved = ({ context }: { context: ItineraryContext }): FindInput => ({ code: context.saved?.code ?? '', token: context.saved?.token ?? '' });
