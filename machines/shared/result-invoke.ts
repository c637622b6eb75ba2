import type { Result } from '../../domain/result';

// A port answers a `Result<T>` (domain/result.ts): a refusal is a value, a failed call (the network, a
// bug) is the actor's error. Every chart reads the answer the same way (docs/architecture.md#the-chart-dialect):
//  - its guards and actions fed by an answer take `{ output }` (the type `Answered<T>`), mapped from the
//    done event by `answered`; an action that takes only the refusal's errors gets them from `answeredErrors`;
//  - an invoke's `onDone`/`onError` pair is written with `onResult`: the guarded answers in order, the rest
//    (the refusals), and the failed call.

/** The parameter of a guard or action fed by a port's answer. */
export type Answered<T = unknown> = { output: Result<T> };

/** Maps an invoked port's done event to the `{ output }` its guards and actions take. */
export const answered = <T>({ event }: { event: { output: Result<T> } }): Answered<T> => ({ output: event.output });

/** Maps an invoked port's done event to `{ errors }`: the refusal's errors, none when it succeeded. */
export const answeredErrors = <T>({ event }: { event: { output: Result<T> } }) => ({ errors: event.output.ok ? [] : event.output.errors });

/** A parameterised guard or action as XState's setup declares it. */
type Named = { type: string; params?: unknown };

/**
 * A guarded answer. A guard given by name is fed the answer (`params: answered`); a guard given as an object
 * (its own params, `and(...)`) is used as written.
 */
interface Guarded {
  guard: string | Named;
  target?: string;
  actions?: unknown;
}

/** An unguarded branch: the refusals (onDone's last branch) or the failed call (onError). */
interface Branch {
  target?: string;
  actions?: unknown;
}

type GuardOf<G> = G extends string ? { type: G; params: typeof answered } : G;
type GuardedOut<B> = B extends { guard: infer G } ? Omit<B, 'guard'> & { guard: GuardOf<G> } : never;
type DoneOut<Ok, Refused> = Ok extends readonly unknown[]
  ? readonly [...{ -readonly [K in keyof Ok]: GuardedOut<Ok[K]> }, Refused]
  : readonly [GuardedOut<Ok>, Refused];

const guardOf = (guard: string | Named) => (typeof guard === 'string' ? { type: guard, params: answered } : guard);

/** The branch as written, with a named guard fed the answer; keys left out stay out. */
function guarded({ guard, ...rest }: Guarded) {
  return { guard: guardOf(guard), ...rest };
}

/**
 * An invoke's `onDone` and `onError` for a port that answers a `Result`:
 *
 *     ...onResult({
 *       ok: { guard: 'answerOk', target: 'showing', actions: { type: 'assignTicket', params: answered } },
 *       refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
 *       unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
 *     })
 *
 * `ok` is one guarded branch or several, tried in order (a chart may single out an answer of its own, such
 * as a refusal that ends the session, before the refusals in general); `refused` takes every answer no guard
 * took; `unavailable` is the call that failed. The names stay literal types, so the chart's setup checks
 * every guard and action name and its params where the result is spread.
 */
export function onResult<const Ok extends Guarded | readonly Guarded[], const Refused extends Branch, const Unavailable extends Branch>(spec: {
  ok: Ok;
  refused: Refused;
  unavailable: Unavailable;
}): { onDone: DoneOut<Ok, Refused>; onError: Unavailable } {
  const ok: readonly Guarded[] = Array.isArray(spec.ok) ? spec.ok : [spec.ok as Guarded];
  return { onDone: [...ok.map(guarded), spec.refused] as unknown as DoneOut<Ok, Refused>, onError: spec.unavailable };
}
