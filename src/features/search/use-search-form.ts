import { useLingui } from '@lingui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReservationEvent } from '../../../machines/reservation/reservation-events';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { fetchHomeOrigins, readSavedSearch, reservationFlow, type ReservationActor, type SavedSearch } from '../reservation/reservation-provider';
import { fieldsOfSearch, initialSearchView, sameSearchView, type SearchFormView } from './search-form-view';

// The search form's link to the reservation flow. On the home page the flow (chart, rules, API
// client, error catalogue) is loaded only when the traveller first reaches for the form
// (`prime`, on focus or pointer), so it stays out of the page's first JavaScript (DESIGN §8).
// Yet home's first render already shows what the traveller needs (issue 11): a search saved in this
// tab (and then the flow is loaded at once, since it will restore it), else the terminals, fetched
// on their own. What is sent before the flow arrives waits on it and goes to the chart in order;
// the chart itself keeps what arrives while its origins load.

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
  const [homeOrigins, setHomeOrigins] = useState<SearchFormView['origins'] | null>(null);
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
    if (!fromHome) return;
    // A flow in this tab (loaded, or saved) holds the traveller's search: the chart restores it.
    if (saved || reservationFlow.current()) return prime();
    let current = true;
    void fetchHomeOrigins().then((origins) => {
      if (current && origins) setHomeOrigins(origins);
    });
    return () => {
      current = false;
    };
  }, [fromHome, saved, prime]);
  const before = useMemo(() => firstView(saved, homeOrigins), [saved, homeOrigins]);
  const select = useCallback(
    (snapshot: Snapshot | undefined) => (snapshot && live ? withKnownOrigins(live.searchViewOf(snapshot, i18n), before) : before),
    // The active language gives a new view: `i18n` stays the same object when it changes.
    [live, i18n, locale, before],
  );
  const view = useSelector(actor ?? undefined, select, sameSearchView);
  useNavigateOnStart(fromHome ? actor : null);
  return { view, send, prime };
}

/** What home shows before the flow has loaded: the saved search, and the terminals known so far. */
function firstView(saved: SavedSearch | null, homeOrigins: SearchFormView['origins'] | null): SearchFormView {
  const origins = saved?.origins.length ? saved.origins : homeOrigins;
  return {
    ...initialSearchView,
    ...(saved ? fieldsOfSearch(saved.search) : {}),
    origins: origins ?? [],
    originsStatus: origins ? 'ready' : 'loading',
  };
}

/** While the chart loads its origins again, the terminals home already has stay on offer. */
function withKnownOrigins(view: SearchFormView, before: SearchFormView): SearchFormView {
  return view.originsStatus === 'loading' && before.originsStatus === 'ready' ? { ...view, origins: before.origins, originsStatus: 'ready' } : view;
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
