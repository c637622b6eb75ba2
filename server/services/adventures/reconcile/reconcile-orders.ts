import { randomUUID } from 'node:crypto';
import { addDays, localDate } from '../../../platform/clock';
import { isOctoError } from '../../../partners/octo/octo-errors';
import type { OctoBooking } from '../../../partners/octo/octo-types';
import { createDrizzleOutbox } from '../../../notify/outbox';
import type { ResolvedDeps } from '../../service-deps';
import { markConfirmed, refundOrder } from '../order/confirm-after-charge';
import { refundEmail } from '../order/order-emails';
import type { FailureCode } from '../order/order-view';
import { claimLease, moveOrder, ordersToReconcile, releaseLease, type OrderRow } from '../order/orders.queries';
import { refundAttempt } from '../../../payments/checkout/card-attempt';

// The reconciliation of our orders and payments with the partner's bookings, by the booking's uuid. Each order a
// request may have left unfinished, or whose departure is still ahead, is compared with the partner's booking:
//   ours reserving, partner has a hold or booking     release it at the partner; ours cancelled
//   ours reserving, partner has none                  ours abandoned
//   ours held past its deadline                       release the partner's hold if it still stands; ours cancelled
//   ours paid (charged), partner ON_HOLD              confirm it now; refused: refund
//   ours paid, partner CONFIRMED or REDEEMED          ours confirmed, with the partner's reference
//   ours paid, partner EXPIRED, CANCELLED or none     refund the charge whole, e-mail the traveller
//   ours refund_due (the bank's refund failed)        refund again; done: e-mail the traveller
//   ours confirmed, partner CANCELLED, EXPIRED, none  refund (partner_cancelled), e-mail the traveller
//   ours refunded or cancelled, partner holding       release it at the partner (never paid for)
// Each repair moves the order out of the state that called for it, so a second run finds nothing to do; a
// partner that does not answer is reported and left for the next run. Only the holder of the job's lease runs
// it (several server processes, the command beside them).

export type Finding =
  | 'released_at_partner'
  | 'abandoned'
  | 'confirmed'
  | 'refunded'
  | 'refund_failed'
  | 'partner_unreachable';

export interface ReconcileReport {
  ran: boolean;
  checked: number;
  repairs: Array<{ code: string; uuid: string; finding: Finding; from: string; partner: string }>;
}

const LEASE = 'adventures-reconcile';
const LEASE_MS = 10 * 60_000;
const alive = (status: string | undefined) => status === 'ON_HOLD' || status === 'CONFIRMED' || status === 'REDEEMED' || status === 'PENDING';

export async function reconcileAdventureOrders(deps: ResolvedDeps, holder = randomUUID()): Promise<ReconcileReport> {
  const now = deps.clock.now();
  if (!(await claimLease(deps.db, LEASE, holder, now, LEASE_MS))) return { ran: false, checked: 0, repairs: [] };
  try {
    const settledBefore = new Date(now.getTime() - deps.adventures.settings.settleAfterMs);
    const orders = await ordersToReconcile(deps.db, settledBefore, addDays(localDate(now), -1));
    const report: ReconcileReport = { ran: true, checked: 0, repairs: [] };
    for (const row of orders) {
      report.checked += 1;
      const repair = await reconcileOne(deps, row);
      if (repair) report.repairs.push({ code: row.code, uuid: row.partnerUuid, from: row.status, ...repair });
    }
    return report;
  } finally {
    await releaseLease(deps.db, LEASE, holder);
  }
}

async function reconcileOne(deps: ResolvedDeps, row: OrderRow): Promise<{ finding: Finding; partner: string } | null> {
  const { partner } = deps.adventures;
  const now = deps.clock.now();
  let booking: OctoBooking | null;
  try {
    booking = await partner.booking(row.partnerUuid);
  } catch (error) {
    if (!isOctoError(error)) throw error;
    return { finding: 'partner_unreachable', partner: error.kind };
  }
  const status = booking?.status ?? 'NONE';
  const release = async (to: 'cancelled'): Promise<{ finding: Finding; partner: string } | null> => {
    try {
      await partner.cancel(row.partnerUuid, 'reconciliation');
    } catch (error) {
      if (!isOctoError(error)) throw error;
      return { finding: 'partner_unreachable', partner: status };
    }
    await moveOrder(deps.db, row.id, [row.status as never], { status: to, updatedAt: now });
    return { finding: 'released_at_partner', partner: status };
  };
  const refund = async (failure: FailureCode) => {
    const after = await refundOrder(deps, row, failure, [row.status as never]);
    return { finding: (after.status === 'refunded' ? 'refunded' : 'refund_failed') as Finding, partner: status };
  };

  switch (row.status) {
    case 'reserving':
      if (alive(status)) return release('cancelled');
      await moveOrder(deps.db, row.id, ['reserving'], { status: 'abandoned', updatedAt: now });
      return { finding: 'abandoned', partner: status };
    case 'held':
      if (row.deadline !== null && now.getTime() < row.deadline.getTime()) return null;
      if (alive(status)) return release('cancelled');
      await moveOrder(deps.db, row.id, ['held'], { status: 'cancelled', updatedAt: now });
      return null;
    case 'paid':
      if (status === 'CONFIRMED' || status === 'REDEEMED') {
        await markConfirmed(deps, row, booking!.supplierReference ?? booking!.id);
        return { finding: 'confirmed', partner: status };
      }
      if (status === 'ON_HOLD') {
        try {
          const confirmed = await partner.confirm(row.partnerUuid, { resellerReference: row.code });
          if (confirmed.status === 'CONFIRMED') {
            await markConfirmed(deps, row, confirmed.supplierReference ?? confirmed.id);
            return { finding: 'confirmed', partner: status };
          }
        } catch (error) {
          if (!isOctoError(error)) throw error;
          if (error.kind !== 'rejected') return { finding: 'partner_unreachable', partner: status };
        }
        return refund('partner_refused');
      }
      return refund('hold_expired');
    case 'refund_due': {
      const refundId = row.paymentKey && row.chargeId ? await refundAttempt({ db: deps.db, clock: deps.clock, gateway: deps.payments.gateway }, row.paymentKey, row.chargeId, 'cancellation') : null;
      if (refundId === null) return { finding: 'refund_failed', partner: status };
      if (await moveOrder(deps.db, row.id, ['refund_due'], { status: 'refunded', refundId, updatedAt: now })) {
        await createDrizzleOutbox(deps.db, deps.clock).enqueue(refundEmail(row, (row.failure as FailureCode | null) ?? 'partner_refused'));
      }
      if (alive(status)) await partner.cancel(row.partnerUuid, 'reconciliation').catch(() => undefined);
      return { finding: 'refunded', partner: status };
    }
    case 'confirmed':
      if (status === 'CONFIRMED' || status === 'REDEEMED') return null;
      return refund('partner_cancelled');
    default:
      // Refunded or cancelled here, never paid for there: nothing may stay held or confirmed at the partner.
      return alive(status) ? release(row.status as 'cancelled') : null;
  }
}
