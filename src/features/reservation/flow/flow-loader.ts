import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { loadErrorMessages } from '../../../i18n/error-messages';
import { activateLocale } from '../../../i18n/i18n';
import type { ReservationActor } from './reservation-flow';

// The light half of the flow: the one reservation actor of the app, loaded on demand. Route
// guards await it; the home page asks for it when the traveller first reaches for the form, so
// the chart, its rules and the API client stay out of the home page's first JavaScript.

type FlowModule = typeof import('./reservation-flow');

let flowModule: FlowModule | null = null;
let loading: Promise<ReservationActor> | null = null;
let current: ReservationActor | null = null;
const listeners = new Set<() => void>();

function start(module: FlowModule, queryClient: QueryClient): ReservationActor {
  const actor = module.startReservationFlow({ queryClient });
  current = actor;
  // The chart ends in `home` (no reservation code, or the reservation was deleted): the next
  // search needs a fresh flow, started at once so subscribers never hold a stopped actor.
  actor.subscribe({
    complete: () => {
      if (current === actor) start(module, queryClient);
    },
  });
  listeners.forEach((listener) => listener());
  return actor;
}

export function loadReservationFlow(loadQueryClient: () => Promise<QueryClient>): Promise<ReservationActor> {
  if (current) return Promise.resolve(current);
  loading ??= Promise.all([
    import('./reservation-flow'),
    loadQueryClient(),
    // The flow's texts are their own catalog, so home does not carry them (docs/decisions/009).
    activateLocale.addArea('reservation', (locale) => import(`../locales/${locale}.po`)),
    loadErrorMessages(),
  ]).then(([module, queryClient]) => {
    flowModule = module;
    return current ?? start(module, queryClient);
  });
  return loading;
}

/** The actor if it is loaded, else null (nothing is loaded by asking). */
export function loadedReservationFlow(): ReservationActor | null {
  return current;
}

/** Drops the stored copy of the flow (SPEC §4 clearing rule); a no-op before the flow loaded. */
export function clearStoredReservation(): void {
  flowModule?.clearStoredReservation();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the flow is loaded or replaced. */
export function useLoadedReservationFlow(): ReservationActor | null {
  return useSyncExternalStore(subscribe, loadedReservationFlow, loadedReservationFlow);
}
