import { createActor, type Actor, type ActorOptions, type SnapshotFrom } from 'xstate';
import { maskCard } from '../../domain/payments/card-rules';
import { searchWithAllowedMix } from '../../domain/search/passenger-mix';
import type { reservationMachine } from './reservation.machine';

// Persisting the reservation flow (docs/rules/booking.md#the-reservation-as-the-client-keeps-it: kept in session storage, encoded). This module
// builds and checks the stored value; encoding and the storage itself live in src/.

/** Bump when states or context change shape: a stored flow of another version is discarded. */
export const RESERVATION_FLOW_VERSION = 8;

export interface StoredReservationFlow {
  version: number;
  snapshot: unknown;
}

type ReservationLogic = typeof reservationMachine;
type ReservationSnapshot = SnapshotFrom<ReservationLogic>;

type Persisted = { input?: { card?: { number?: unknown } | null }; children?: Record<string, { snapshot?: Persisted }> };

/** A child's snapshot with any card in its call's input masked, its own children likewise (the checkout's charge). */
function withoutCards(snapshot: Persisted): Persisted {
  const card = snapshot.input?.card;
  const input = card ? { ...snapshot.input, card: { number: maskCard(String(card.number ?? '')), name: '', expiry: '', cvv: '' } } : snapshot.input;
  const children = snapshot.children
    ? Object.fromEntries(Object.entries(snapshot.children).map(([id, child]) => [id, child.snapshot ? { ...child, snapshot: withoutCards(child.snapshot) } : child]))
    : undefined;
  return { ...snapshot, ...(input ? { input } : {}), ...(children ? { children } : {}) };
}

/**
 * The snapshot without card data. XState keeps an invoked call's input in the snapshot, so a flow saved
 * mid-charge would hold the card number and CVV (in the checkout's `charge`, a child of the payment step's
 * `pay`); only the masked number is kept. A restored charge repeats with the same attempt key, which the
 * server answers with the first outcome.
 */
export function persistReservationFlow(actor: Actor<ReservationLogic>): StoredReservationFlow {
  const snapshot = withoutCards(actor.getPersistedSnapshot() as Persisted);
  return { version: RESERVATION_FLOW_VERSION, snapshot };
}

function isStoredFlow(value: unknown): value is StoredReservationFlow {
  return typeof value === 'object' && value !== null && 'version' in value && 'snapshot' in value;
}

/**
 * The snapshot to start an actor from, or null when the stored value is not a flow of this
 * version. The clock is not stored (it is a function), so the caller passes it again.
 */
export function restorableSnapshot(stored: unknown, clock: { now?: () => number } = {}): ReservationSnapshot | null {
  if (!isStoredFlow(stored) || stored.version !== RESERVATION_FLOW_VERSION) return null;
  const snapshot = stored.snapshot as { status?: unknown; context?: Record<string, unknown> } | null;
  if (!snapshot || snapshot.status !== 'active' || typeof snapshot.context !== 'object' || snapshot.context === null) {
    return null;
  }
  // The form never comes back with a passenger mix the search would refuse (docs/rules/booking.md#who-may-travel-together).
  const search = snapshot.context.search;
  const restored = typeof search === 'object' && search !== null ? { search: searchWithAllowedMix(search) } : {};
  return { ...snapshot, context: { ...snapshot.context, ...restored, now: clock.now ?? Date.now } } as unknown as ReservationSnapshot;
}

/**
 * Starts the flow from a stored value and re-checks the payment deadline at once: timers do not
 * survive a reload, so a flow restored after its deadline goes straight to `expired`, and one
 * restored before it waits only for the time left. Null when nothing usable was stored.
 */
export function restoreReservationActor(
  logic: ReservationLogic,
  stored: unknown,
  options: { now?: () => number; inspect?: ActorOptions<ReservationLogic>['inspect'] } = {},
): Actor<ReservationLogic> | null {
  const snapshot = restorableSnapshot(stored, options);
  if (!snapshot) return null;
  try {
    // Input is ignored when a snapshot is given; the type still asks for it. The inspector (when
    // on) is attached before start, so it sees the restored flow from its first step.
    const actor = createActor(logic, { snapshot, input: {}, ...(options.inspect ? { inspect: options.inspect } : {}) });
    actor.start();
    actor.send({ type: 'deadline.check' });
    return actor;
  } catch {
    // A snapshot that no longer fits the chart (edited, or written by another build).
    return null;
  }
}
