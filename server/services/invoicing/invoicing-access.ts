// The reservation an invoicing request is about: the same reader check as the tickets (decision 019: a
// passenger's or the contact's surname for a paid reservation, the read token, or a link token), the brand of this
// server, and its approved payments. Every refusal is the one 404 reservation_not_found, after the same work.
// Issuing, resending and replacing an invoice need the proof of the contact (a link token, decision 063): an
// invoice carries someone's RFC and goes to any address given.
import { refuse, success, type Outcome } from '../../platform/failure';
import type { ResolvedDeps } from '../service-deps';
import { reservationForReader } from '../reservations';
import type { LoadedReservation } from '../reservations';
import { approvedPayments, type PaymentFacts } from './invoicing.queries';

export interface InvoicingCredentials {
  lastName?: string | undefined;
  token?: string | undefined;
}

export interface InvoicingReservation {
  loaded: LoadedReservation;
  payments: PaymentFacts[];
  /** The request proved the contact (a link token). */
  proof: boolean;
}

export type InvoicingService = 'invoicing' | 'invoicing-v2';

export const reservationNotFound = <S extends InvoicingService>(): Outcome<never, S> => refuse<S>(404, 'reservation_not_found' as never, 'code');

export async function reservationForInvoicing<S extends InvoicingService>(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  request: { code: string; brandId: number; credentials: InvoicingCredentials },
  brandId: number,
  /** Only the contact may go on (issue, resend, replace): a reader gets 403 proof_required. */
  act = false,
): Promise<Outcome<InvoicingReservation, S>> {
  const { lastName, token } = request.credentials;
  const read = await reservationForReader(deps, request.code, { lastName, linkToken: token, readToken: token });
  // Another brand's request is refused like an unknown code, so the lookup tells nothing about the code.
  if (!read.ok || request.brandId !== brandId) return reservationNotFound<S>();
  const proof = read.value.reader === 'owner';
  if (act && !proof) return refuse<S>(403, 'proof_required' as never);
  const payments = await approvedPayments(deps.db, read.value.loaded.row.id);
  return success({ loaded: read.value.loaded, payments, proof });
}
