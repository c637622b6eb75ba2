import { useLingui } from '@lingui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReservationEvent } from '../../../machines/reservation/reservation-events';
import { useActorSelector, useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { readSavedSearch, reservationFlow, type ReservationActor, type SavedSearch } from '../reservation/reservation-provider';
import { fieldsOfSearch, initialSearchView, sameSearchView, type SearchFormView } from './search-form-view';

// The search form's link to the reservation flow. On the home page the flow (chart, rules, API
// client, error catalogue) is loaded only when the traveller first reaches for the form
// (`prime`, on focus or pointer), so it stays out of the page's first JavaScript (docs/rules/performance-budgets.md#homes-first-javascript).
// Yet home's first render already shows a search saved in this tab, with the terminals it had
// loaded (docs/rules/booking.md#restoring-a-saved-search), and the flow is then loaded at once, since it restores that search. What is
// sent before the flow arrives waits on it and goes to the chart in order; the chart itself keeps
// what arrives while its origins load.

type SearchLive = typeof import('./search-live');
type Snapshot = ReturnType<ReservationActor['getSnapshot']>;

export interface SearchFormLink {
  view: SearchFormView;
  send: (event: ReservationEvent) => void;
  prime: () => void;
}

export function useSearchForm({ fromHome }: { fromHome: boolean }): SearchFormLink {
  const actor = useFlowActor(reservationFlow);
  const [live, setLive] = useState<SearchLive | null>(null);
  const primed = useRef(false);
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // Read once, on the first render of home.
  const [saved] = useState(() => (fromHome ? readSavedSearch() : null));
  const prime = useCallback(() => {
    if (primed.current) return;
    primed.current = true;
    // Arriving on the home page means the traveller left any reservation in progress (the chart decides).
    if (fromHome) void reservationFlow.load().then((flow) => flow.send({ type: 'home.arrive' }));
    void import('./search-live').then((module) => setLive(() => module));
  }, [fromHome]);
  const send = useCallback(
    (event: ReservationEvent) => {
      prime();
      const loaded = reservationFlow.current();
      if (loaded) loaded.send(event);
      else void reservationFlow.load().then((flow) => flow.send(event));
    },
    [prime],
  );
  useEffect(() => {
    // A flow in this tab (loaded, or saved) holds the traveller's search: the chart restores it.
    if (fromHome && (saved || reservationFlow.current())) prime();
  }, [fromHome, saved, prime]);
  const before = useMemo(() => firstView(saved), [saved]);
  const select = useCallback(
    (snapshot: Snapshot | undefined) => (snapshot && live ? live.searchViewOf(snapshot, i18n) : before),
    // The active language gives a new view: `i18n` stays the same object when it changes.
    [live, i18n, locale, before],
  );
  const view = useActorSelector(actor, select, sameSearchView);
  useNavigateOnStart(fromHome ? actor : null);
  return { view, send, prime };
}

/** What home shows before the flow has loaded: the saved search with its terminals, if any. */
function firstView(saved: SavedSearch | null): SearchFormView {
  return saved?.origins.length ? { ...initialSearchView, ...fieldsOfSearch(saved.search), origins: saved.origins, originsStatus: 'ready' } : initialSearchView;
}

/** On the home page nothing else follows the chart: once the reservation is created, go to its step. */
function useNavigateOnStart(actor: ReservationActor | null) {
  const navigate = useNavigate();
  const english = useRouterState({ select: (state) => state.location.pathname === '/home' });
  useEffect(() => {
    if (!actor) return;
    const { pageOf, pathOf } = reservationFlow.definition;
    const subscription = actor.subscribe((snapshot) => {
      const page = pageOf(snapshot);
      if (page && page !== 'search') void navigate({ href: pathOf(page, english ? 'en' : 'es') });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, english]);
}
