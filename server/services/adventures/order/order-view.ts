import { timingSafeEqual, createHash } from 'node:crypto';
import type { OrderRow } from './orders.queries';

// An order as the contract shows it (AdventureCheckout): its people and prices with the tax factor, where it
// stands (order_status), its payment (status, 3-D Secure, decline) and, once confirmed, the partner's reference.

const money = (cents: number) => Math.round(cents) / 100;

export type OrderStatusView = 'held' | 'paid' | 'confirmed' | 'refunded' | 'expired' | 'cancelled';
export type FailureCode = 'partner_refused' | 'partner_unavailable' | 'partner_cancelled' | 'hold_expired';

export function orderStatusOf(row: OrderRow, now: Date): OrderStatusView {
  switch (row.status) {
    case 'held':
      return row.deadline !== null && now.getTime() < row.deadline.getTime() ? 'held' : 'expired';
    case 'paid':
    case 'confirmed':
      return row.status;
    case 'refund_due':
    case 'refunded':
      return 'refunded';
    default:
      return 'cancelled';
  }
}

function paymentStatusOf(row: OrderRow, status: OrderStatusView): 'process' | 'approved' | 'decline' {
  if (status === 'paid' || status === 'confirmed') return 'approved';
  if (status === 'refunded') return 'decline';
  if (status === 'held' && row.challengePending === 0 && row.declineReason !== null) return 'decline';
  return 'process';
}

const failures: readonly string[] = ['partner_refused', 'partner_unavailable', 'partner_cancelled', 'hold_expired'];

export function orderView(row: OrderRow, now: Date) {
  const status = orderStatusOf(row, now);
  const lines: Array<{ unit: 'adult' | 'minor'; quantity: number; unit_price: number; subtotal: number }> = [{ unit: 'adult', quantity: row.adults, unit_price: money(row.adultCents), subtotal: money(row.adultCents * row.adults) }];
  if (row.minors > 0) lines.push({ unit: 'minor', quantity: row.minors, unit_price: money(row.minorCents), subtotal: money(row.minorCents * row.minors) });
  return {
    order_id: row.accessToken,
    booking_code: row.code,
    adventure_code: row.productId,
    option_id: row.optionId,
    name: row.productName,
    option_name: row.optionName,
    starts_at: row.startsAt,
    duration_minutes: row.durationMinutes,
    adults: row.adults,
    minors: row.minors,
    lines,
    status: paymentStatusOf(row, status),
    order_status: status,
    challenge_pending: status === 'held' && row.challengePending === 1,
    decline_reason: status === 'held' && row.challengePending === 0 ? row.declineReason : null,
    deadline: row.deadline?.toISOString() ?? null,
    seconds_left: status === 'held' && row.deadline ? Math.max(0, Math.floor((row.deadline.getTime() - now.getTime()) / 1000)) : null,
    total: money(row.totalCents),
    partner_total: money(row.partnerTotalCents),
    tax_factor: Number(row.taxFactor),
    currency: 'MXN' as const,
    payment_methods: ['card' as const],
    partner_reference: status === 'confirmed' ? row.supplierReference : null,
    failure: status === 'refunded' && row.failure !== null && failures.includes(row.failure) ? (row.failure as FailureCode) : null,
    card_last4: row.cardLast4,
    payment_url: null,
    reference: null,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The order's token matches, compared in constant time (a guessed token learns nothing from the answer's timing). */
export function tokenOpens(row: OrderRow | undefined, token: string): row is OrderRow {
  const expected = digest(row?.accessToken ?? 'no order');
  return timingSafeEqual(expected, digest(token)) && row !== undefined;
}
