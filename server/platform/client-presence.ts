import { AsyncLocalStorage } from 'node:async_hooks';

// Decision 078: work for a client that has gone stops before it changes anything. A traveller who gave up waiting
// (or a balancer whose timeout passed) has closed the connection; under a hot sale's overload the server would
// otherwise still run every statement of that request, and the travellers still waiting wait behind it. The request's
// presence is kept for its whole asynchronous life (AsyncLocalStorage), so the database's pool can ask it before each
// statement without every service passing it along.

/** Thrown instead of running a statement for a request whose client has closed its connection. */
export class ClientGone extends Error {
  override readonly name = 'ClientGone';
  constructor() {
    super('the client closed its connection before the request changed anything');
  }
}

/** Whether `error` is, or was caused by, a ClientGone (the query builder wraps the driver's errors). */
export function isClientGone(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) if (at instanceof ClientGone) return true;
  return false;
}

interface Presence {
  /** Whether the client has closed its connection. */
  gone(): boolean;
  /** Set once the request changes something: from then on it runs to its end, whoever waits for it. */
  changing: boolean;
}

const presence = new AsyncLocalStorage<Presence>();

/** Runs a request's work with its client's presence in reach of `stopIfClientGone`. */
export function whileClientPresent<T>(gone: () => boolean, work: () => T): T {
  return presence.run({ gone, changing: false }, work);
}

/**
 * Before a statement: throws ClientGone if the request's client has closed its connection and the request has not
 * changed anything yet. `changes`: the statement may change something (or opens a transaction), so the request runs
 * to its end from here, as a request that has changed something must: what follows a change (the rest of its
 * transaction, the e-mail queued after it, the answer's reads) belongs to it. Work outside a request never stops.
 */
export function stopIfClientGone(changes: boolean): void {
  const request = presence.getStore();
  if (request === undefined || request.changing) return;
  if (request.gone()) throw new ClientGone();
  if (changes) request.changing = true;
}

/**
 * A request about to change another system (a partner's booking, a tax authority's stamp): from here on it runs to its
 * end, as after a change of its own, so what it changed elsewhere is recorded here too.
 */
export function changingElsewhere(): void {
  const request = presence.getStore();
  if (request !== undefined) request.changing = true;
}

/** Whether the current work is a request that has changed nothing yet (so a statement may stop it). */
export function requestMayStop(): boolean {
  const request = presence.getStore();
  return request !== undefined && !request.changing;
}

/**
 * Work apart from the request that runs it: it neither stops for that request's client going nor marks a change. For
 * the rate limits' counts (counting does not make a request unstoppable) and for a read shared by every request that
 * asks while it runs (a catalogue kept a minute, a bus layout, a leg's timetable), so that the client of the request
 * that happened to start it going does not fail the others waiting for the same answer.
 */
export function apartFromRequest<T>(work: () => T): T {
  return presence.exit(work);
}
