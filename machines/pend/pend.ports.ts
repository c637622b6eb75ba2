import { fromPromise } from 'xstate';
import { failed, type Result } from '../../domain/result';

// The I/O of the PEND hold chart as named actor slots. The web app provides the real check over the
// websale client at the edge (src/features/pend/pend-actors.ts); tests provide stubs.

/** The server's answer: paid (E-tickets issued) or not yet; an expected failure is a value too. */
export type PaymentCheck = Result<{ paid: boolean }>;

export const pendActorSlots = {
  checkPayment: fromPromise<PaymentCheck, { code: string }>(async () => failed('not_provided')),
};
