import type { LiveMessage, LiveSnapshotMessage } from './live-protocol';

// The viewer's picture of the running actors, kept from the messages of the live feed: the latest
// snapshot of each actor of each tab of the site, and whether that tab is still open. Pure.

export interface LiveActor extends Omit<LiveSnapshotMessage, 'type'> {
  /** `tab/sessionId`: unique across tabs. */
  key: string;
  /** The tab said bye (closed or reloaded): the actor is no longer running. */
  gone: boolean;
}

export type LiveActors = ReadonlyMap<string, LiveActor>;

export function applyLiveMessage(actors: LiveActors, message: LiveMessage): LiveActors {
  if (message.type === 'hello') return actors;
  const next = new Map(actors);
  if (message.type === 'bye') {
    let changed = false;
    for (const [key, actor] of actors) {
      if (actor.tab === message.tab && !actor.gone) {
        next.set(key, { ...actor, gone: true, at: message.at });
        changed = true;
      }
    }
    return changed ? next : actors;
  }
  const { type: _type, ...snapshot } = message;
  const key = `${message.tab}/${message.sessionId}`;
  const known = actors.get(key);
  // A hello answer can cross a fresher snapshot of the same actor: keep the newest. A tab that said bye comes
  // back only with a snapshot made after its bye (restored from the back-forward cache), never an older one.
  if (known && (known.gone ? known.at >= message.at : known.at > message.at)) return actors;
  next.set(key, { ...snapshot, key, gone: false });
  return next;
}

export function isLive(actor: LiveActor): boolean {
  return actor.status === 'active' && !actor.gone;
}

/** Its state is worth highlighting: running, or finished (done, error) in a tab still open. */
export function isHighlighted(actor: LiveActor): boolean {
  return !actor.gone && actor.status !== 'stopped';
}

/** The actors of one machine, running ones first, then the most recently updated. */
export function actorsOf(actors: LiveActors, machineId: string): LiveActor[] {
  return [...actors.values()]
    .filter((actor) => actor.machineId === machineId)
    .sort((a, b) => Number(isLive(b)) - Number(isLive(a)) || b.at - a.at);
}

export function statusText(actor: LiveActor): string {
  if (actor.gone) return 'gone (tab closed or reloaded)';
  if (actor.status === 'active') return 'live';
  return actor.status;
}

/** `12:03:04` in the viewer's time zone. */
export function clockTime(at: number): string {
  return new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}
