// A payment that lands after the seats' hold expired (a slow 3-D Secure page, a store payment
// near its deadline, a gateway retry). The traveller paid, so the sale is honoured when the same
// seats are still free; otherwise the money goes back. Either way the traveller is told which.

export type LatePaymentOutcome = 'confirmed' | 'rehold' | 'refund';

export function latePaymentOutcome(args: {
  /** When the hold expires (or expired); null when the seats are already sold to this reservation. */
  holdExpiresAt: Date | null;
  now: Date;
  /** Whether every seat of the reservation is still free (or still held by it) right now. */
  seatsStillFree: boolean;
  /** Past the PEND limit of the departure nobody can board on this ticket any more. */
  departureClosed: boolean;
}): LatePaymentOutcome {
  if (args.holdExpiresAt === null || args.now.getTime() < args.holdExpiresAt.getTime()) return 'confirmed';
  if (args.seatsStillFree && !args.departureClosed) return 'rehold';
  return 'refund';
}

export const latePaymentMessages: Record<'es' | 'en', Record<Exclude<LatePaymentOutcome, 'confirmed'>, string>> = {
  es: {
    rehold: 'Tu pago llegó después del tiempo límite, pero tus asientos seguían libres: los apartamos de nuevo y tu compra está confirmada.',
    refund: 'Tu pago llegó después del tiempo límite y tus asientos ya no están disponibles. Reembolsamos el importe completo a tu forma de pago.',
  },
  en: {
    rehold: 'Your payment arrived after the time limit, but your seats were still free: we held them again and your purchase is confirmed.',
    refund: 'Your payment arrived after the time limit and your seats are no longer available. We have refunded the full amount to your payment method.',
  },
};

/** The refund's idempotency key, derived from the charge, so settling the same late charge twice refunds once. */
export const lateRefundKey = (chargeId: string) => `late-refund:${chargeId}`;
