import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OctoBookingStatus, OctoContact } from '../octo/octo-types';

// The simulator's own storage, never the site's tables: it stands for another company. Bookings live in memory
// and, when given a file, are written to it whole after every change (temp file and rename) and read back at
// start, so a restarted `npm start` still has what it sold (the reconciliation compares against it).

export interface SimBooking {
  id: string;
  uuid: string;
  resellerReference: string | null;
  supplierReference: string;
  /** The stored status; an ON_HOLD one past `utcExpiresAt` reads as EXPIRED. */
  status: OctoBookingStatus;
  productId: string;
  optionId: string;
  availabilityId: string;
  units: Array<{ uuid: string; unitId: string; priceCents: number }>;
  contact: OctoContact;
  notes: string | null;
  utcCreatedAt: string;
  utcUpdatedAt: string;
  utcExpiresAt: string | null;
  utcConfirmedAt: string | null;
  utcRedeemedAt: string | null;
  /** How many confirmation requests it received (the failure modes show a repeated one). */
  confirmations: number;
}

export interface SimStore {
  get(uuid: string): SimBooking | undefined;
  put(booking: SimBooking): void;
  all(): SimBooking[];
}

export function createSimStore(file?: string): SimStore {
  const bookings = new Map<string, SimBooking>();
  if (file) {
    try {
      for (const booking of JSON.parse(readFileSync(file, 'utf8')) as SimBooking[]) bookings.set(booking.uuid, booking);
    } catch {
      // No file yet (first start) or an unreadable one: the partner starts empty.
    }
  }
  const save = () => {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify([...bookings.values()]));
    renameSync(`${file}.tmp`, file);
  };
  return {
    get: (uuid) => bookings.get(uuid),
    put(booking) {
      bookings.set(booking.uuid, booking);
      save();
    },
    all: () => [...bookings.values()],
  };
}
