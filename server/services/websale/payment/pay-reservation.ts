import type { CardInput } from '../../../../domain/payments/card-rules';
import type { PaymentMethodId } from '../../../../domain/payments/payment-methods';
import type { ResolvedDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { flowTokenOpens, loadReservationOpened, notFound } from '../../reservations';
import { memberOfSession } from '../../loyalty';
import { confirmPayment } from './confirm-payment';
import { paymentByKey } from './payment.queries';
import { readTogether } from '../../../db/database';
import type { ConfirmInput } from './payment-checks';
import { paymentResult } from './show-payment';

export interface PayInput {
  code: string;
  flowToken: string | undefined;
  method: PaymentMethodId;
  /** From the Idempotency-Key header, else the body. */
  idempotencyKey: string | undefined;
  card?: CardInput;
  cardType: 'credit' | 'debit';
  walletToken?: string;
  challengeCode?: string;
  points?: ConfirmInput['points'];
  /** The loyalty session header, when a frequent traveller is signed in. */
  session?: string | undefined;
  lang: Lang;
}

/** confirmPayment as the traveller sees it: a late payment that had to be refunded is a failure. */
export async function payReservation(deps: ResolvedDeps, input: PayInput) {
  const { idempotencyKey, lang, flowToken, session, ...rest } = input;
  const key = idempotencyKey && idempotencyKey.length >= 8 && idempotencyKey.length <= 64 ? idempotencyKey : null;
  // The reservation, the key's payment if any and the signed-in member if any, read together (one round trip);
  // what the key found is told only to the reservation's owner. A signed-in member is linked to the reservation
  // (earns points) and may pay with points (decision 034).
  const [loaded, existing, memberId] = await readTogether(deps.db, [
    () => loadReservationOpened(deps.db, normalizeReservationCode(rest.code), (row) => flowTokenOpens(row, flowToken)),
    async () => (key ? ((await paymentByKey(deps.db, key)) ?? null) : null),
    () => memberOfSession(deps.db, session, deps.clock.now()),
  ] as const);
  // Whose reservation it is comes first: a stranger gets 404 whatever else is wrong with the request.
  if (!loaded) return notFound();
  if (!key) return refuse(400, 'idempotency_key_required', 'idempotency_key');
  const answer = await confirmPayment(deps, { ...rest, idempotencyKey: key, memberId }, lang, { loaded, existing });
  if (!answer.ok) return answer;
  if (answer.payment.lateOutcome === 'refund') return refuse(409, 'late_payment_refunded');
  return success(paymentResult(deps, answer.loaded, answer.payment, lang, answer.points));
}
