import type { Context } from 'hono';

// What an unexpected error may put in the log. Never its message: a driver's message carries the SQL and
// its bound parameters (Drizzle: "Failed query: …\nparams: <code>,<surname>,<note>"), and any message can
// echo input. The error's class, its cause's class and SQLSTATE say what broke; the request id ties the
// line to the access log; the stack frames say where.

const MAX_FRAMES = 5;

const className = (value: unknown): string | undefined =>
  value instanceof Error ? (value.constructor?.name && value.constructor.name !== 'Error' ? value.constructor.name : value.name) : undefined;

/** SQLSTATE of a database error (five characters, e.g. 22P05), the only part of it that is never data. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The `at …` frames of the stack, without the message V8 puts first. Taken only when the stack starts
 * with that message as expected; a message spanning lines could otherwise pass its own lines off as frames.
 */
export function stackFrames(error: Error): string[] {
  const stack = error.stack ?? '';
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  if (!stack.startsWith(header)) return [];
  return stack
    .slice(header.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
}

/** The log line of an error that became a 500: request id, method, route pattern, status and classes only. */
export function errorLogLine(c: Context, error: Error, status = 500): string {
  return JSON.stringify({
    level: 'error',
    requestId: c.get('requestId'),
    method: c.req.method,
    route: c.req.routePath,
    status,
    error: className(error) ?? 'Error',
    cause: className(error.cause),
    sqlState: sqlState(error),
    frames: stackFrames(error),
  });
}
