import { msg } from '@lingui/core/macro';
import { useBlocker, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { globalUi, openDialog } from '../../../components/feedback/global-ui-store';
import { markFlowLayoutShown } from './flow-clearing';
import { isEnglishFlowPath, isFlowPath, pageOfPath, pageOfSnapshot, pathOfPage, type FlowPage } from './flow-pages';
import { useReservationActor } from './reservation-actor-context';

// Keeps the address in step with the chart: when the chart moves (a step saved, a step guard,
// a reset), the page follows. The other direction (an address typed, the back button) goes
// through the routes' `beforeLoad` guards.
export function FlowRouteSync() {
  const actor = useReservationActor();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const pathRef = useRef(pathname);
  pathRef.current = pathname;
  // Set when the traveller confirmed leaving: the reset waits until the flow's pages are gone.
  const resetOnLeave = useRef(false);

  useEffect(() => {
    markFlowLayoutShown(true);
    return () => markFlowLayoutShown(false);
  }, []);

  // SPEC §4: leaving the tickets page resets the reservation; invoicing is reached from the
  // tickets and still needs it.
  const onTickets = pageOfPath(pathname) === 'tickets';
  const onInvoicing = pageOfPath(pathname) === 'invoicing';
  const wasOnTickets = useRef(false);
  useEffect(() => {
    if (wasOnTickets.current && !onTickets && !onInvoicing) actor.send({ type: 'reservation.reset' });
    wasOnTickets.current = onTickets;
  }, [actor, onTickets, onInvoicing]);

  useEffect(() => {
    let previous: FlowPage | null = pageOfSnapshot(actor.getSnapshot());
    const subscription = actor.subscribe({
      next: (snapshot) => {
        const page = pageOfSnapshot(snapshot);
        const moved = page !== previous;
        previous = page;
        if (!moved || page === null || page === pageOfPath(pathRef.current)) return;
        void navigate({ href: pathOfPage(page, isEnglishFlowPath(pathRef.current)) });
      },
      // The chart finished (no reservation code, or the reservation was deleted): home.
      complete: () => void navigate({ to: '/' }),
    });
    return () => {
      subscription.unsubscribe();
      // After unsubscribing, so the chart's move back to the search does not pull the address
      // back into the flow.
      if (resetOnLeave.current || wasOnTickets.current) actor.send({ type: 'reservation.reset' });
      resetOnLeave.current = false;
    };
  }, [actor, navigate]);

  return <LeaveFlowGuard onLeave={() => (resetOnLeave.current = true)} />;
}

const leaveTitle = msg`¿Salir de la reservación?`;
const leaveBody = msg`Si sales ahora, se perderán los datos que ingresaste.`;
const leaveConfirm = msg`Salir`;

/** SPEC §2: leaving a reservation in progress warns that the entered data will be lost. */
function LeaveFlowGuard({ onLeave }: { onLeave: () => void }) {
  const actor = useReservationActor();
  useBlocker({
    // A reload resumes the flow from session storage, so the browser's own "leave site?" prompt
    // would warn about a loss that does not happen; the in-app dialog covers navigation.
    enableBeforeUnload: false,
    shouldBlockFn: ({ current, next }) => {
      const from = pageOfPath(current.pathname);
      const booking = from !== null && from !== 'search' && from !== 'tickets' && from !== 'invoicing';
      if (!booking || isFlowPath(next.pathname) || !actor.getSnapshot().context.reservation.code) return false;
      return confirmLeaving().then((leave) => {
        if (leave) onLeave();
        return !leave;
      });
    },
  });
  return null;
}

function confirmLeaving(): Promise<boolean> {
  return new Promise((resolve) => {
    let confirmed = false;
    openDialog({
      header_title: leaveTitle,
      body: leaveBody,
      button_confirm_label: leaveConfirm,
      button_confirm_action: () => {
        confirmed = true;
      },
    });
    // Closing the dialog any other way (×, Escape) keeps the traveller in the flow.
    const unsubscribe = globalUi.subscribe(() => {
      if (globalUi.getSnapshot().dialog.show) return;
      unsubscribe();
      resolve(confirmed);
    });
  });
}
