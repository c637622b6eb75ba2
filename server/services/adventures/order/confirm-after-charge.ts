import { refundAttempt } from '../../../payments/checkout/card-attempt';
import { createDrizzleOutbox } from '../../../notify/outbox';
import { isOctoError, type OctoError } from '../../../partners/octo/octo-errors';
import type { ResolvedDeps } from '../../service-deps';
import { logPartnerFailure } from '../partner/partner-failure';
import { refundEmail } from './order-emails';
import type { FailureCode } from './order-view';
import { moveOrder, orderById, type OrderRow, type OrderStatus } from './orders.queries';

// After the charge: the partner confirms the booking (OCTO's confirmation, idempotent by its uuid, so a request
// whose answer was lost is simply sent again). When the partner refuses it, or still does not answer after the
// configured attempts, the charge is refunded whole, the booking is released at the partner (best effort: the
// reconciliation finishes it), and the traveller is e-mailed in their language. Every move is guarded by the
// order's status, so this and the reconciliation never both finish one order, and nothing is left half done.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function confirmAfterCharge(deps: ResolvedDeps, orderId: number): Promise<OrderRow> {
  const row = await orderById(deps.db, orderId);
  if (!row || row.status !== 'paid') return row!;
  const { partner, settings } = deps.adventures;
  let lastError: OctoError | undefined;
  for (let attempt = 1; attempt <= settings.confirmAttempts; attempt++) {
    try {
      const booking = await partner.confirm(row.partnerUuid, {
        resellerReference: row.code,
        contact: { firstName: row.contactFirstName, lastName: row.contactLastName, fullName: `${row.contactFirstName} ${row.contactLastName}`, emailAddress: row.contactEmail, phoneNumber: row.contactPhone, locales: [row.lang] },
      });
      if (booking.status === 'CONFIRMED' || booking.status === 'REDEEMED') return markConfirmed(deps, row, booking.supplierReference ?? booking.id);
      lastError = undefined;
      break;
    } catch (error) {
      if (!isOctoError(error)) throw error;
      logPartnerFailure('confirm', error);
      lastError = error;
      if (error.kind === 'rejected') break;
      if (attempt < settings.confirmAttempts) await pause(settings.confirmRetryMs);
    }
  }
  const failure: FailureCode = lastError === undefined || lastError.kind === 'rejected' ? 'partner_refused' : 'partner_unavailable';
  return refundOrder(deps, row, failure, ['paid']);
}

export async function markConfirmed(deps: ResolvedDeps, row: OrderRow, supplierReference: string): Promise<OrderRow> {
  const now = deps.clock.now();
  await moveOrder(deps.db, row.id, ['paid', 'confirmed'], { status: 'confirmed', supplierReference, confirmedAt: row.confirmedAt ?? now, updatedAt: now });
  return (await orderById(deps.db, row.id))!;
}

/**
 * Gives the charge back whole and releases the booking at the partner. The refund's key is the attempt's, so
 * asking again never refunds twice; a refund the bank did not make leaves the order `refund_due` for the
 * reconciliation. Only the request that moves the order sends the e-mail.
 */
export async function refundOrder(deps: ResolvedDeps, row: OrderRow, failure: FailureCode, from: readonly OrderStatus[]): Promise<OrderRow> {
  const now = deps.clock.now();
  const refundId = row.paymentKey && row.chargeId ? await refundAttempt({ db: deps.db, clock: deps.clock, gateway: deps.payments.gateway }, row.paymentKey, row.chargeId, 'cancellation') : null;
  const moved = await moveOrder(deps.db, row.id, from, refundId === null ? { status: 'refund_due', failure, updatedAt: now } : { status: 'refunded', failure, refundId, updatedAt: now });
  await deps.adventures.partner.cancel(row.partnerUuid, failure).catch((error: unknown) => logPartnerFailure('cancel', error));
  if (moved && refundId !== null) await createDrizzleOutbox(deps.db, deps.clock).enqueue(refundEmail({ ...row, failure }, failure));
  return (await orderById(deps.db, row.id))!;
}
