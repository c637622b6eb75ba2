import { refuse, type Failure, type FailureStatus } from '../../../platform/failure';
import type { ErrorCode } from '../../../../domain/errors/catalogue.gen';

// A refusal found inside a transaction: thrown so everything the request wrote rolls back, then answered.

export class SaleRefusal extends Error {
  readonly answer: Failure<'tours'>;
  constructor(status: FailureStatus, code: ErrorCode<'tours'>, field?: string) {
    super(code);
    this.answer = refuse<'tours'>(status, code, field);
  }
}

/** The work's value, or the refusal it threw. */
export async function guarded<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | Failure<'tours'>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof SaleRefusal) return error.answer;
    throw error;
  }
}
