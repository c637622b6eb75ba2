import type { TicketState } from './change-rules';

// What cancelling a reservation does (docs/rules/my-reservation.md#cancelling), decided once for the page, which says it
// before the traveller confirms, and the server, which does it.
// - Unpaid or PEND (awaiting payment): every ticket is cancelled and its seat freed at once; nothing
//   was paid, so nothing comes back.
// - Paid round trip whose outbound was used and whose return was not: the return is cancelled and 50%
//   of its price comes back, to the card it was paid with, or as store credit otherwise.
// - Any other paid reservation is not cancelled here: the ticket office handles it (the rules name no
//   other refund).

/** A round trip with only the outbound used refunds the return at 50%. */
export const UNUSED_RETURN_REFUND_PERCENT = 50;

export interface CancelTicket {
  ticketId: number;
  leg: 'departure' | 'return';
  state: TicketState;
  priceCents: number;
}

export interface CancelFacts {
  payment: 'process' | 'approved' | 'order_generated' | 'decline';
  /** How it was paid (websale's payment method id), null when unpaid. */
  method: string | null;
  round: boolean;
  tickets: readonly CancelTicket[];
}

export type CancelRefusal = 'already_cancelled' | 'cancel_not_allowed';

export type CancelQuote =
  | { ok: true; ticketIds: number[]; refundCents: number; refundTo: 'none' | 'card' | 'store_credit' }
  | { ok: false; refusal: CancelRefusal };

const live = (t: CancelTicket) => t.state !== 'cancelled' && t.state !== 'used';

export function cancellationQuote(facts: CancelFacts): CancelQuote {
  const open = facts.tickets.filter(live);
  if (open.length === 0) return { ok: false, refusal: facts.tickets.some((t) => t.state === 'cancelled') ? 'already_cancelled' : 'cancel_not_allowed' };
  if (facts.payment !== 'approved') {
    if (facts.tickets.some((t) => t.state === 'used')) return { ok: false, refusal: 'cancel_not_allowed' };
    return { ok: true, ticketIds: open.map((t) => t.ticketId), refundCents: 0, refundTo: 'none' };
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
    refundTo: facts.method === 'card' ? 'card' : 'store_credit',
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
