import { isOctoError } from '../../../partners/octo/octo-errors';
import { refuse, type Failure } from '../../../platform/failure';

// A partner call that failed, as the traveller is told it: whatever the kind (down, slow, its own error, an
// unreadable answer), the partner is unavailable and nothing was charged. The kind goes to the log, by name only.

export function logPartnerFailure(operation: string, error: unknown): void {
  const kind = isOctoError(error) ? error.kind : 'unexpected';
  const status = isOctoError(error) ? error.status : undefined;
  const code = isOctoError(error) ? error.octoCode : undefined;
  console.warn(JSON.stringify({ level: 'warn', partner: 'octo', operation, kind, ...(status ? { status } : {}), ...(code ? { code } : {}) }));
}

/** 503 partner_unavailable for a failed partner call; anything that is not a partner failure is thrown on. */
export function partnerUnavailable(operation: string, error: unknown): Failure<'adventures'> {
  if (!isOctoError(error)) throw error;
  logPartnerFailure(operation, error);
  return refuse<'adventures'>(503, 'partner_unavailable');
}
