import type { AnyActorRef, InspectionEvent } from 'xstate';
import { maskSensitive } from './mask-sensitive';
import { LIVE_CHANNEL, parseLiveMessage, type LiveMessage, type LiveSnapshotMessage } from './viewer/live-protocol';

// The site's side of the statechart viewer, loaded with `import()` only when the viewer is enabled
// (./inspection.ts): every inspected machine actor's snapshots become small plain messages (state
// value and status, never the context; masked all the same) posted on a BroadcastChannel, and a
// viewer that says 'hello' gets the latest snapshot of each live actor again.

export type InspectListener = (event: InspectionEvent) => void;

interface MachineSnapshotLike {
  value?: unknown;
  status?: unknown;
}

/** The message for an inspection event, or null when it is not a machine actor's snapshot. */
export function snapshotMessage(event: InspectionEvent, tab: string, at: number): LiveSnapshotMessage | null {
  if (event.type !== '@xstate.snapshot') return null;
  const snapshot = event.snapshot as MachineSnapshotLike;
  const actorRef = event.actorRef as AnyActorRef & { logic?: { id?: unknown; root?: unknown } };
  const logic = actorRef.logic;
  // Promise, callback and observable actors have no state value and no chart to draw.
  if (!logic || typeof logic.id !== 'string' || !logic.root || snapshot.value === undefined) return null;
  const status = snapshot.status;
  if (status !== 'active' && status !== 'done' && status !== 'error' && status !== 'stopped') return null;
  return maskSensitive({
    type: 'snapshot',
    tab,
    actorId: actorRef.id,
    sessionId: actorRef.sessionId,
    machineId: logic.id,
    value: snapshot.value,
    status,
    at,
  }) as LiveSnapshotMessage;
}

export interface LiveFeed {
  inspect: InspectListener;
  /** Handles a message from the channel (a viewer's 'hello'). */
  receive: (data: unknown) => void;
  /** The tab is going away. */
  bye: () => void;
  /** The tab is back (restored from the back-forward cache): its live actors are announced again. */
  back: () => void;
}

/** The feed, given where to post (pure apart from `post` and `now`). */
export function createLiveFeed(options: { post: (message: LiveMessage) => void; now?: () => number; tab?: string }): LiveFeed {
  const now = options.now ?? Date.now;
  const tab = options.tab ?? Math.random().toString(36).slice(2, 10);
  const latest = new Map<string, LiveSnapshotMessage>();
  const post = (message: LiveMessage) => {
    try {
      options.post(message);
    } catch {
      // A closed channel or an uncloneable value must never break the flow being watched.
    }
  };
  // After its bye the tab says nothing more until it comes back: a snapshot posted while the page goes away
  // would tell a viewer that the closed tab's actors run again (seen once in the e2e suite).
  let away = false;
  return {
    inspect: (event) => {
      if (event.type !== '@xstate.snapshot') return;
      const message = snapshotMessage(event, tab, now());
      if (!message) return;
      if (message.status === 'active') latest.set(message.sessionId, message);
      else latest.delete(message.sessionId);
      if (!away) post(message);
    },
    receive: (data) => {
      if (!away && parseLiveMessage(data)?.type === 'hello') for (const message of latest.values()) post(message);
    },
    bye: () => {
      away = true;
      post({ type: 'bye', tab, at: now() });
    },
    back: () => {
      away = false;
      for (const message of latest.values()) post({ ...message, at: now() });
    },
  };
}

/** For ../inspection.ts: the feed on the real channel; a no-op where BroadcastChannel is missing. */
export function startLiveFeed(): InspectListener {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  const feed = createLiveFeed({ post: (message) => channel.postMessage(message) });
  channel.onmessage = (event: MessageEvent) => feed.receive(event.data);
  window.addEventListener('pagehide', feed.bye);
  window.addEventListener('pageshow', (event) => event.persisted && feed.back());
  return feed.inspect;
}
