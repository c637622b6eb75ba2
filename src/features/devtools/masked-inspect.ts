import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { maskSensitive } from './mask-sensitive';

// Wraps an inspector's `inspect` callback so it only ever receives masked copies: every field of
// the inspection event (event, snapshot, microstep data…) goes through `maskSensitive`, and the
// actor refs are replaced by stand-ins whose `getSnapshot()` is masked too (the Stately inspector
// reads the actor's current snapshot when an actor registers) and which expose nothing else but
// the ids, the parent chain and the chart's definition (to draw it).

export type InspectListener = (event: InspectionEvent) => void;

const REFS = new Set(['actorRef', 'sourceRef']);

export function maskInspection(target: Observer<InspectionEvent> | InspectListener): InspectListener {
  const forward: InspectListener = typeof target === 'function' ? target : (event) => target.next?.(event);
  const standIns = new WeakMap<AnyActorRef, AnyActorRef>();
  const standIn = (ref: AnyActorRef): AnyActorRef => {
    let existing = standIns.get(ref);
    if (!existing) {
      existing = maskedActorRef(ref, standIn);
      standIns.set(ref, existing);
    }
    return existing;
  };
  return (event) => {
    const masked: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(event)) {
      if (REFS.has(key)) masked[key] = value ? standIn(value as AnyActorRef) : value;
      else if (key === 'type' || key === 'rootId') masked[key] = value;
      else masked[key] = maskSensitive(value);
    }
    forward(masked as unknown as InspectionEvent);
  };
}

function maskedActorRef(ref: AnyActorRef, standIn: (ref: AnyActorRef) => AnyActorRef): AnyActorRef {
  const { _parent: parent, logic } = ref as { _parent?: AnyActorRef; logic?: { config?: unknown } };
  const config = logic?.config;
  const maskedConfig =
    config && typeof config === 'object' && 'context' in config && typeof config.context === 'object'
      ? { ...config, context: maskSensitive(config.context) }
      : config;
  const stand = {
    id: ref.id,
    sessionId: ref.sessionId,
    _parent: parent ? standIn(parent) : undefined,
    logic: { config: maskedConfig },
    getSnapshot: () => maskSensitive(ref.getSnapshot()),
    toJSON: () => ({ xstate$$type: 1, id: ref.id }),
  };
  return stand as unknown as AnyActorRef;
}
