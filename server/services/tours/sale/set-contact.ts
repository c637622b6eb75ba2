import { sessionExpired } from '../../../../domain/tours/tour-booking-status';
import { inTransaction } from '../../../db/database';
import { success } from '../../../platform/failure';
import type { AppDeps } from '../../service-deps';
import { checkoutView, storedStatus } from './booking-view';
import { lockBooking, readBooking, updateBooking } from './sale.queries';
import { guarded, SaleRefusal } from './sale-refusal';

// setTourCheckout (docs/rules/tours.md#contact-and-terms): who the tickets are for and where they are sent, and
// whether the traveller accepts the tours' cancellation policies (`apply`; a payment needs it). Kept while the
// session lives; once paid or ordered the contact is the purchase's and stays as it was.

export interface TourContactInput {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  apply: boolean;
}

export async function setContact(deps: AppDeps, bookingId: string, contact: TourContactInput) {
  const now = deps.clock.now();
  const saved = await guarded(() =>
    inTransaction(deps.db, async (tx) => {
      const current = await lockBooking(tx, bookingId);
      if (!current) throw new SaleRefusal(404, 'booking_not_found', 'booking_id');
      const { row } = current;
      if (row.status !== 'open' && row.status !== 'held') throw new SaleRefusal(409, 'selection_approved', 'contact');
      if (sessionExpired(storedStatus(row), row.holdExpiresAt, row.sessionExpiresAt, now)) throw new SaleRefusal(410, 'session_expired', 'booking_id');
      await updateBooking(tx, bookingId, {
        contactFirstName: contact.first_name,
        contactLastName: contact.last_name,
        contactEmail: contact.email,
        contactCellPhone: contact.cell_phone,
        termsAccepted: contact.apply,
        updatedAt: now,
      });
    }),
  );
  if (!saved.ok) return saved;
  const loaded = await readBooking(deps.db, bookingId);
  if (!loaded) throw new Error('tour booking vanished after its contact');
  return success({ checkout: checkoutView(loaded.row) });
}
