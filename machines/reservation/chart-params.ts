import type { ApiResult } from './reservation-actors';

// Maps an actor's done event to the `{ result }` parameter the named guards and actions take.
export function answer<T>({ event }: { event: { output: ApiResult<T> } }): { result: ApiResult<T> } {
  return { result: event.output };
}

export function answerErrors<T>({ event }: { event: { output: ApiResult<T> } }) {
  return { errors: event.output.ok ? [] : event.output.errors };
}
