import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { maskCard, type CardInput } from '../../domain/payments/card-rules';
import type { paymentMachine } from './payment.machine';

// A payment in progress survives a reload (the traveller may be on the bank's 3-D Secure page).
// Timers do not survive, and the clock is a function, so restoring passes the clock again and
// sends deadline.check: past the deadline the chart expires at once, before it the timer restarts
// with only the time left.

export const PAYMENT_FLOW_VERSION = 1;

type PaymentLogic = typeof paymentMachine;
type PaymentSnapshot = SnapshotFrom<PaymentLogic>;

export interface StoredPaymentFlow {
  version: number;
  snapshot: unknown;
}

type Child = { snapshot?: { input?: { method?: { type?: string; card?: CardInput } } } };

/**
 * The snapshot without card data. XState keeps an invoked call's input in the snapshot, so a flow
 * saved mid-charge would hold the card number and CVV; only the last four digits are kept. A
 * restored charge then repeats with the same idempotency key and a masked card, which the
 * gateway answers with the original result (or declines, if the first call never arrived).
 */
export function persistPaymentFlow(actor: Actor<PaymentLogic>): StoredPaymentFlow {
  const snapshot = actor.getPersistedSnapshot() as { children?: Record<string, Child> };
  const children = Object.fromEntries(
    Object.entries(snapshot.children ?? {}).map(([id, child]) => {
      const card = child.snapshot?.input?.method?.card;
      if (!card) return [id, child];
      const masked: CardInput = { number: maskCard(card.number), name: '', expiry: '', cvv: '' };
      const input = { ...child.snapshot!.input, method: { ...child.snapshot!.input!.method, card: masked } };
      return [id, { ...child, snapshot: { ...child.snapshot, input } }];
    }),
  );
  return { version: PAYMENT_FLOW_VERSION, snapshot: { ...snapshot, children } };
}

/** The snapshot to start from with the given clock, or null for anything not a flow of this version. */
export function restorablePaymentSnapshot(stored: unknown, now: () => number = Date.now): PaymentSnapshot | null {
  if (typeof stored !== 'object' || stored === null || !('version' in stored) || !('snapshot' in stored)) return null;
  if (stored.version !== PAYMENT_FLOW_VERSION) return null;
  const snapshot = stored.snapshot as { status?: unknown; context?: Record<string, unknown> } | null;
  if (!snapshot || snapshot.status !== 'active' || typeof snapshot.context !== 'object' || snapshot.context === null) return null;
  return { ...snapshot, context: { ...snapshot.context, now } } as unknown as PaymentSnapshot;
}

export function restorePaymentActor(logic: PaymentLogic, stored: unknown, options: { now?: () => number; clock?: unknown } = {}): Actor<PaymentLogic> | null {
  const snapshot = restorablePaymentSnapshot(stored, options.now);
  if (!snapshot) return null;
  try {
    // Input is ignored when a snapshot is given; the type still asks for it.
    const actor = createActor(logic, {
      snapshot,
      input: { reservationCode: '', amountCents: 0, deadline: 0 },
      ...(options.clock ? { clock: options.clock as never } : {}),
    });
    actor.start();
    actor.send({ type: 'deadline.check' });
    return actor;
  } catch {
    return null;
  }
}
