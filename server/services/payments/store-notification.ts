import { inTransaction, type Database } from '../../db/database';
import type { StoreCash, StoreCashOutcome, StoreOrderFound } from '../../payments/store-cash';
import { refuse, success, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { afterTourAtStore, settleTourAtStore, tourOrderByReference } from '../tours';
import { reservationOrderByReference, settleReservationAtStore } from '../websale';
import { claimStoreEvent, setStoreEventOutcome, storeEvent } from './store-events.queries';

// storeNotification: the store network says cash was paid at a till for one of our references
// (docs/decisions/056-the-store-network-tells-us-the-cash-arrived.md). The event is recorded, by its id, in the
// transaction that sells what it paid for, so of two deliveries of one event (the network repeats until answered,
// and two server processes may get it at once) one sells and the other answers what the first recorded. What is
// rendered outside a transaction (a tour's tickets) is sent after it, once, by whichever delivery gets there.

export type NotificationOutcome = StoreCashOutcome | 'ignored';

export interface StoreNotice extends StoreCash {
  type: string;
}

/** Each kind of order a store reference may pay for, tried in turn. */
interface StoreOrderKind {
  find(db: Database, reference: string): Promise<StoreOrderFound | undefined>;
  settle(deps: ResolvedDeps, tx: Database, found: StoreOrderFound, cash: StoreCash): Promise<StoreCashOutcome>;
  after(deps: ResolvedDeps, found: StoreOrderFound): Promise<void>;
}

const kinds: StoreOrderKind[] = [
  { find: tourOrderByReference, settle: (deps, tx, found, cash) => settleTourAtStore(deps, tx, found.orderRef, cash), after: (deps, found) => afterTourAtStore(deps, found.orderRef) },
  { find: reservationOrderByReference, settle: (deps, tx, _found, cash) => settleReservationAtStore(deps, tx, cash), after: async () => undefined },
];

async function orderOf(db: Database, reference: string): Promise<{ kind: StoreOrderKind; found: StoreOrderFound } | undefined> {
  for (const kind of kinds) {
    const found = await kind.find(db, reference);
    if (found) return { kind, found };
  }
  return undefined;
}

type Answer = Outcome<{ event_id: string; outcome: NotificationOutcome; repeated_event: boolean }, 'payments'>;

const answer = (eventId: string, outcome: string, repeated: boolean): Answer =>
  success({ event_id: eventId, outcome: outcome as NotificationOutcome, repeated_event: repeated });

export async function storeNotification(deps: ResolvedDeps, notice: StoreNotice): Promise<Answer> {
  if (notice.type !== 'order.paid') return answer(notice.eventId, 'ignored', false);
  const order = await orderOf(deps.db, notice.reference);
  if (!order) return refuse<'payments'>(404, 'reference_unknown', 'data.object.payment_method.reference');
  const recorded = await storeEvent(deps.db, notice.eventId);
  if (recorded) {
    await order.kind.after(deps, order.found);
    return answer(notice.eventId, recorded.outcome, true);
  }
  if (notice.amountCents !== order.found.amountCents) return refuse<'payments'>(409, 'amount_mismatch', 'data.object.amount');
  const now = deps.clock.now();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const claimed = await claimStoreEvent(tx, {
      eventId: notice.eventId,
      reference: notice.reference,
      amountCents: notice.amountCents,
      providerOrderId: notice.providerOrderId,
      paidAt: notice.paidAt,
      receivedAt: now,
      orderRef: order.found.orderRef,
      outcome: 'pending',
    });
    if (!claimed) return null;
    const settled = await order.kind.settle(deps, tx, order.found, notice);
    await setStoreEventOutcome(tx, notice.eventId, settled, settled === 'confirmed' ? 0 : notice.amountCents);
    return settled;
  });
  await order.kind.after(deps, order.found);
  if (outcome !== null) return answer(notice.eventId, outcome, false);
  // A twin delivery recorded it while this one waited.
  return answer(notice.eventId, (await storeEvent(deps.db, notice.eventId))?.outcome ?? 'repeated', true);
}
