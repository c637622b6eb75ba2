import { useLingui } from '@lingui/react';
import { useNavigate, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import type { ReservationEvent } from '../../../machines/reservation/reservation-events';
import { loadReservationFlow, useLoadedReservationFlow } from '../reservation/flow/flow-loader';
import { pageOfSnapshot, pathOfPage } from '../reservation/flow/flow-pages';
import { initialSearchView, type SearchFormView } from './search-form-view';

// The search form's link to the reservation flow. On the home page the flow (chart, rules, API
// client, error catalogue) is loaded only when the traveller first reaches for the form
// (`prime`, on focus or pointer), so it stays out of the page's first JavaScript (DESIGN §8).
// Events sent before it arrives are queued and delivered in order.

type SearchLive = typeof import('./search-live');

let live: SearchLive | null = null;
let loading: Promise<void> | null = null;
let queue: ReservationEvent[] = [];

type Flow = NonNullable<ReturnType<typeof useLoadedReservationFlow>>;

const isLoadingOrigins = (flow: Flow) => flow.getSnapshot().matches({ search: 'loadingOrigins' });

// The chart listens to the form only once the origins are in; what the traveller did meanwhile
// (a date, a stepper, the submit button) is delivered then instead of being lost.
function deliverWhenEditable(flow: Flow): void {
  const flush = () => {
    const pending = queue;
    queue = [];
    pending.forEach((event) => flow.send(event));
  };
  if (!isLoadingOrigins(flow)) return flush();
  const subscription = flow.subscribe(() => {
    if (isLoadingOrigins(flow)) return;
    subscription.unsubscribe();
    flush();
  });
}

export interface SearchFormLink {
  view: SearchFormView;
  send: (event: ReservationEvent) => void;
  prime: () => void;
}

export function useSearchForm({ fromHome }: { fromHome: boolean }): SearchFormLink {
  const loadQueryClient = useRouteContext({ from: '__root__', select: (context) => context.loadQueryClient });
  const actor = useLoadedReservationFlow();
  const [liveModule, setLiveModule] = useState<SearchLive | null>(live);
  const { i18n } = useLingui();
  const locale = i18n.locale;

  const prime = useCallback(() => {
    loading ??= Promise.all([loadReservationFlow(loadQueryClient), import('./search-live')]).then(([flow, module]) => {
      live = module;
      // Arriving on the home page means the traveller left any reservation in progress.
      if (fromHome && !flow.getSnapshot().matches('search')) flow.send({ type: 'reservation.reset' });
      deliverWhenEditable(flow);
    });
    void loading.then(() => setLiveModule(live));
  }, [loadQueryClient, fromHome]);

  const send = useCallback(
    (event: ReservationEvent) => {
      if (actor && live && !isLoadingOrigins(actor)) actor.send(event);
      else {
        queue.push(event);
        prime();
        if (actor && live) deliverWhenEditable(actor);
      }
    },
    [actor, prime],
  );

  const select = useCallback(
    (snapshot: ReturnType<NonNullable<typeof actor>['getSnapshot']> | undefined) =>
      snapshot && liveModule ? liveModule.searchViewOf(snapshot, locale) : initialSearchView,
    [liveModule, locale],
  );
  const view = useSelector(actor ?? undefined, select);

  useNavigateOnStart(fromHome ? actor : null);
  return { view, send, prime };
}

/** On the home page nothing else follows the chart: once the reservation is created, go to its step. */
function useNavigateOnStart(actor: ReturnType<typeof useLoadedReservationFlow>) {
  const navigate = useNavigate();
  const english = useRouterState({ select: (state) => state.location.pathname === '/home' });
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.subscribe((snapshot) => {
      const page = pageOfSnapshot(snapshot);
      if (page && page !== 'search') void navigate({ href: pathOfPage(page, english) });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, english]);
}
