// The messages the site (../live-feed.ts) and the statechart viewer (statecharts.html) exchange on a
// BroadcastChannel: same origin, any tab, no server and no internet (docs/decisions/010).

export const LIVE_CHANNEL = 'statecharts-live';

/** The latest state of one machine actor of one tab. Plain and small: never the context. */
export interface LiveSnapshotMessage {
  type: 'snapshot';
  /** A random id per page load of the site: actor session ids repeat from tab to tab. */
  tab: string;
  /** The actor's id (`x:0` for a root actor, the invoke id for an invoked one). */
  actorId: string;
  sessionId: string;
  /** The machine's id (`reservation`), which is how the viewer finds its chart. */
  machineId: string;
  /** The state value (`'idle'`, `{ booking: 'seats' }`). */
  value: unknown;
  status: 'active' | 'done' | 'error' | 'stopped';
  /** Epoch milliseconds when the snapshot was taken. */
  at: number;
}

/** A viewer asks the open tabs of the site to post the latest snapshot of each live actor. */
export interface LiveHelloMessage {
  type: 'hello';
}

/** A tab of the site is going away (closed, reloaded or navigated elsewhere): its actors are gone. */
export interface LiveByeMessage {
  type: 'bye';
  tab: string;
  at: number;
}

export type LiveMessage = LiveSnapshotMessage | LiveHelloMessage | LiveByeMessage;

const STATUSES = new Set(['active', 'done', 'error', 'stopped']);

/** Anything may arrive on a channel: only well-formed messages are acted on. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'hello') return { type: 'hello' };
  if (m.type === 'bye' && typeof m.tab === 'string' && typeof m.at === 'number') return { type: 'bye', tab: m.tab, at: m.at };
  if (
    m.type === 'snapshot' &&
    typeof m.tab === 'string' &&
    typeof m.actorId === 'string' &&
    typeof m.sessionId === 'string' &&
    typeof m.machineId === 'string' &&
    typeof m.status === 'string' &&
    STATUSES.has(m.status) &&
    typeof m.at === 'number'
  ) {
    return {
      type: 'snapshot',
      tab: m.tab,
      actorId: m.actorId,
      sessionId: m.sessionId,
      machineId: m.machineId,
      value: m.value,
      status: m.status as LiveSnapshotMessage['status'],
      at: m.at,
    };
  }
  return null;
}
