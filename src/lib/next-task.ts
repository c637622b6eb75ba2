/**
 * Resolves in a task of its own, once the browser has had the chance to paint and to handle input: long
 * work split with it does not block a phone for long (decision 044). The one timer of the app's start, kept
 * here because the features set none (tests/architecture/no-timers-or-module-state.test.ts).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
