import * as v from 'valibot';
import type { SavedReservation } from '../../../machines/itinerary/itinerary.ports';
import { localEntries } from '../../lib/storage';

// What this device keeps of the reservation found on "my reservation" (docs/rules/my-reservation.md#kept-on-this-device:
// kept in local storage and removed when empty; removing it deletes the stored code). Only the code
// and a link token: the reservation itself is asked for again, so it is never stale.

export const ITINERARY_STORAGE_KEY = 'itinerary';

const savedSchema = v.object({ code: v.pipe(v.string(), v.minLength(1)), token: v.pipe(v.string(), v.minLength(1)) });

export function readSavedReservation(): SavedReservation | null {
  return localEntries.get(ITINERARY_STORAGE_KEY, savedSchema) ?? null;
}

export function writeSavedReservation(saved: SavedReservation | null): void {
  if (saved) localEntries.set(ITINERARY_STORAGE_KEY, saved);
  else localEntries.remove(ITINERARY_STORAGE_KEY);
}
