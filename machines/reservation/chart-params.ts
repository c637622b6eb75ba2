import type { Result } from '../../domain/result';

// Maps an actor's done event to the `{ result }` parameter the named guards and actions take.
export function answer<T>({ event }: { event: { output: Result<T> } }): { result: Result<T> } {
  return { result: event.output };
}

export function answerErrors<T>({ event }: { event: { output: Result<T> } }) {
  return { errors: event.output.ok ? [] : event.output.errors };
}
