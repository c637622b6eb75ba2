import { useLingui } from '@lingui/react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReservationEvent } from '../../../machines/reservation/reservation-events';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { reservationFlow, type ReservationActor } from '../reservation/reservation-provider';
import { initialSearchView, sameSearchView, type SearchFormView } from './search-form-view';

// The search form's link to the reservation flow. On the home page the flow (chart, rules, API
// client, error catalogue) is loaded only when the traveller first reaches for the form
// (`prime`, on focus or pointer), so it stays out of the page's first JavaScript (DESIGN §8).
// What is sent before it arrives waits on the loading flow and goes to the chart in order; the
// chart itself keeps what arrives while its origins load.

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
  const select = useCallback(
    (snapshot: Snapshot | undefined) => (snapshot && live ? live.searchViewOf(snapshot, i18n) : initialSearchView),
    // The active language gives a new view: `i18n` stays the same object when it changes.
    [live, i18n, locale],
  );
  const view = useSelector(actor ?? undefined, select, sameSearchView);
  useNavigateOnStart(fromHome ? actor : null);
  return { view, send, prime };
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
