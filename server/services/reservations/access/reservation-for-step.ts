import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import { isPaymentSettled } from '../../../../domain/reservation/step-rules';
import type { AppDeps } from '../../service-deps';
import { refuse, success, type Outcome } from '../../../platform/failure';
import { checkReaderAccess, flowTokenOpens, notFound, type Credentials, type Reader } from './reservation-access';
import { loadReservation, loadReservationOpened } from './load-reservation.queries';
import type { LoadedReservation, ReservationRow } from './reservation.queries';

/** A booking call's reservation: its code and the flow token create answered (decision 019). */
export interface FlowAccess {
  code: string;
  flowToken: string | undefined;
}

type StepDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * What every step checks on the reservation it was given (null: unknown code): an unpaid reservation past
 * its payment deadline is 410 payment_expired (the flow must start over); a paid one can no longer be changed.
 */
export function stepGate<T extends { row: Pick<ReservationRow, 'paymentStatus' | 'paymentDeadline'> }>(clock: AppDeps['clock'], loaded: T | null, changes: boolean): Outcome<T> {
  if (!loaded) return refuse(404, 'reservation_not_found', 'code');
  const { row } = loaded;
  // A declined payment leaves the reservation as unpaid as one never tried: the same deadline applies.
  if ((row.paymentStatus === 'process' || row.paymentStatus === 'decline') && row.paymentDeadline && clock.now().getTime() > row.paymentDeadline.getTime()) {
    return refuse(410, 'payment_expired');
  }
  if (changes && isPaymentSettled(row.paymentStatus)) return refuse(409, 'already_paid');
  return success(loaded);
}

async function loadedForStep({ db, clock }: StepDeps, code: string, changes: boolean): Promise<Outcome<LoadedReservation>> {
  return stepGate(clock, await loadReservation(db, normalizeReservationCode(code)), changes);
}

/**
 * The reservation a step works on. Without its flow token (or with an unknown code) it is 404
 * reservation_not_found; then the step gate (stepGate).
 */
export async function reservationForStep(deps: StepDeps, access: FlowAccess, changes: boolean): Promise<Outcome<LoadedReservation>> {
  // One read: the loaded row carries the flow token's digest, compared in constant time (against a stand-in
  // when the code is unknown), as the seat map does (decision 019).
  const loaded = await loadReservationOpened(deps.db, normalizeReservationCode(access.code), (row) => flowTokenOpens(row, access.flowToken));
  return loaded ? stepGate(deps.clock, loaded, changes) : notFound();
}

/**
 * The reservation a reader asks for (the view, the documents). The owner gets what the flow gets
 * (410 once expired unpaid); a traveller with the surname reaches only a paid one.
 */
export async function reservationForReader(deps: StepDeps, code: string, credentials: Credentials): Promise<Outcome<{ loaded: LoadedReservation; reader: Reader }>> {
  // The booking flow's own reads (its tickets page, the PDF) carry the flow token alone: the owner's, judged on the one
  // read a step makes, so a refusal costs the same statement and comparison whether or not the code exists.
  if (credentials.flowToken && !credentials.linkToken && !credentials.readToken && !credentials.lastName) {
    const step = await reservationForStep(deps, { code, flowToken: credentials.flowToken }, false);
    return step.ok ? success({ loaded: step.value, reader: 'owner' as const }) : step;
  }
  const reader = await checkReaderAccess(deps.db, deps.clock.now(), code, credentials);
  if (!reader.ok) return reader;
  const loaded = await loadedForStep(deps, code, false);
  return loaded.ok ? success({ loaded: loaded.value, reader: reader.value }) : loaded;
}
