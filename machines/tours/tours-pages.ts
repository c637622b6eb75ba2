// The page each state of the tours shop belongs on. Apart from the chart so the router binding, which is in
// the first JavaScript of every page, does not carry the chart (decision 009).

/** cart: /tours/reservacion; review: /tours/revisa-tour; contact: /tours/cliente; payment: /tours/pago; ticket: /tours/boleto. */
export type ToursPage = 'cart' | 'review' | 'contact' | 'payment' | 'ticket';

export function toursPageOf(snapshot: { matches: (value: never) => boolean }): ToursPage | null {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is('cart') || is('expired')) return 'cart';
  if (is('reviewing')) return 'review';
  if (is({ held: 'contact' })) return 'contact';
  if (is({ held: 'paying' }) || is('booking')) return 'payment';
  if (is('ticket') || is('ordered')) return 'ticket';
  return null;
}

/** The selection is approved and its places held: only its own step or the ticket may be opened. */
export function selectionApproved(snapshot: { matches: (value: never) => boolean }): boolean {
  return snapshot.matches('held' as never);
}
