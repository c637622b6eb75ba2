// The page each state of the partner adventures belongs on. Apart from the chart so the router binding, which is
// in the first JavaScript of every page, does not carry the chart (decision 009).

/** list: /aventuras; dates: /aventuras/fechas; checkout: /aventuras/datos; payment: /aventuras/pago; ticket: /aventuras/boleto. */
export type AdventuresPage = 'list' | 'dates' | 'checkout' | 'payment' | 'ticket';

type Matching = { matches: (value: never) => boolean };

export function adventuresPageOf(snapshot: Matching): AdventuresPage | null {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is('list')) return 'list';
  if (is('dates')) return 'dates';
  if (is('checkout')) return 'checkout';
  if (is('held') || is('checking') || is('refunded') || is('expired')) return 'payment';
  if (is('ticket')) return 'ticket';
  return null;
}

/** The card is at the bank: the traveller stays on the payment until it answers. */
export function paymentAtBank(snapshot: Matching & { context: { atBank: boolean } }): boolean {
  return snapshot.matches('held' as never) && snapshot.context.atBank;
}
