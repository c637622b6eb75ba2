import type { TicketState } from './change-rules';

// What cancelling a reservation does (docs/rules/my-reservation.md#cancelling; decision 065), decided once for the
// page, which says it before the traveller confirms, and the server, which does it.
// - Unpaid or PEND (awaiting payment): every ticket is cancelled and its seat freed at once; nothing
//   was paid, so nothing comes back.
// - Paid round trip whose outbound was used and whose return was not: the return is cancelled and 50%
//   of its price comes back.
// - Paid and nothing used: every ticket is cancelled; a ticket whose bus leaves 24 hours or more from now comes
//   back whole, one that leaves sooner at 50%; an open ticket (no bus yet) comes back whole.
// - Nothing paid is cancelled online within 30 minutes of its bus leaving (the ticket office then), nor a paid
//   trip partly used otherwise.
// Money comes back the way it was paid: to the card, or as store credit otherwise.

/** A round trip with only the outbound used refunds the return at 50%. */
export const UNUSED_RETURN_REFUND_PERCENT = 50;
/** A paid ticket cancelled this long before its bus leaves comes back whole. */
export const FULL_REFUND_HOURS_BEFORE = 24;
/** Later than that, this share of it. */
export const LATE_REFUND_PERCENT = 50;
/** No online cancellation of a ticket whose bus leaves sooner than this. */
export const CANCEL_CLOSES_MINUTES_BEFORE = 30;

export interface CancelTicket {
  ticketId: number;
  leg: 'departure' | 'return';
  state: TicketState;
  priceCents: number;
  /** When its bus leaves (epoch ms); null for an open ticket. */
  departsAt?: number | null;
}

export interface CancelFacts {
  payment: 'process' | 'approved' | 'order_generated' | 'decline';
  /** How it was paid (websale's payment method id), null when unpaid. */
  method: string | null;
  round: boolean;
  tickets: readonly CancelTicket[];
  /** Epoch ms. */
  now?: number;
}

export type CancelRefusal = 'already_cancelled' | 'cancel_not_allowed' | 'cancel_deadline_passed';

/** Which rule applied: the page words the refund by it. */
export type CancelRule = 'unpaid' | 'unused_return' | 'in_time' | 'late';

export type CancelQuote =
  | { ok: true; ticketIds: number[]; refundCents: number; refundTo: 'none' | 'card' | 'store_credit'; rule: CancelRule }
  | { ok: false; refusal: CancelRefusal };

const live = (t: CancelTicket) => t.state !== 'cancelled' && t.state !== 'used';
const hours = (n: number) => n * 3_600_000;
const minutes = (n: number) => n * 60_000;

/** Its bus leaves within the last 30 minutes (or has left): too late to cancel online. */
const closed = (t: CancelTicket, now: number) => t.departsAt != null && now >= t.departsAt - minutes(CANCEL_CLOSES_MINUTES_BEFORE);

/** The share of a paid ticket that comes back now: whole 24 hours or more before its bus, half later. */
export function refundPercentOf(departsAt: number | null | undefined, now: number): number {
  return departsAt == null || departsAt - now >= hours(FULL_REFUND_HOURS_BEFORE) ? 100 : LATE_REFUND_PERCENT;
}

export function cancellationQuote(facts: CancelFacts): CancelQuote {
  const now = facts.now ?? Date.now();
  const open = facts.tickets.filter(live);
  if (open.length === 0) return { ok: false, refusal: facts.tickets.some((t) => t.state === 'cancelled') ? 'already_cancelled' : 'cancel_not_allowed' };
  if (facts.payment !== 'approved') {
    if (facts.tickets.some((t) => t.state === 'used')) return { ok: false, refusal: 'cancel_not_allowed' };
    return { ok: true, ticketIds: open.map((t) => t.ticketId), refundCents: 0, refundTo: 'none', rule: 'unpaid' };
  }
  if (open.some((t) => closed(t, now))) return { ok: false, refusal: 'cancel_deadline_passed' };
  const refundTo = facts.method === 'card' ? 'card' : 'store_credit';
  const used = facts.tickets.filter((t) => t.state === 'used');
  if (used.length === 0) {
    const cents = open.map((t) => Math.floor((t.priceCents * refundPercentOf(t.departsAt, now)) / 100));
    const whole = open.every((t) => refundPercentOf(t.departsAt, now) === 100);
    return { ok: true, ticketIds: open.map((t) => t.ticketId), refundCents: cents.reduce((a, b) => a + b, 0), refundTo, rule: whole ? 'in_time' : 'late' };
  }
  const outbound = facts.tickets.filter((t) => t.leg === 'departure');
  const back = facts.tickets.filter((t) => t.leg === 'return');
  const onlyOutboundUsed = facts.round && outbound.length > 0 && outbound.every((t) => t.state === 'used') && back.length > 0 && back.every(live);
  if (!onlyOutboundUsed) return { ok: false, refusal: 'cancel_not_allowed' };
  const paidCents = back.reduce((sum, t) => sum + t.priceCents, 0);
  return {
    ok: true,
    ticketIds: back.map((t) => t.ticketId),
    refundCents: Math.floor((paidCents * UNUSED_RETURN_REFUND_PERCENT) / 100),
    refundTo,
    rule: 'unused_return',
  };
}

/**
 * A refund of a reservation paid partly with points (decision 034) comes back the way it was paid: the
 * points' share of it as points to the member's pool, the rest as money (card or store credit).
 */
export function splitRefund(refundCents: number, paidMoneyCents: number, paidPointsCents: number): { moneyCents: number; pointsCents: number } {
  const total = paidMoneyCents + paidPointsCents;
  if (refundCents <= 0 || paidPointsCents <= 0 || total <= 0) return { moneyCents: Math.max(0, refundCents), pointsCents: 0 };
  const pointsCents = Math.min(paidPointsCents, Math.floor((refundCents * paidPointsCents) / total));
  return { moneyCents: refundCents - pointsCents, pointsCents };
}
