import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, type ComponentType, type ReactElement } from 'react';
import { ScreenPage } from '../../../components/layout/screen-page';
import { screenTitles } from '../../../components/layout/screen-titles';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { StepIndicator } from '../steps/step-indicator';
import { SummaryPanel } from '../steps/summary-panel';
import type { StepPage } from '../flow/flow-pages';
import { ExpiredNotice } from './expired-notice';
import { CancelReservation } from '../steps/cancel-reservation';
import { useFlowActor } from '../../../lib/flow-binding/use-flow-actor';
import { reservationFlow, type ReservationActor } from '../flow/reservation-binding';

/** A step's screen: it takes the flow's actor as a prop, as everything below the page does. */
type StepScreen = ComponentType<{ actor: ReservationActor }>;

// Each step's screen is its own chunk, loaded with its page (decision 039): the seat map does not
// load the contact step's phone rules (libphonenumber-js) nor the tickets' barcodes (jsbarcode).
const stepScreens: Partial<Record<StepPage, () => Promise<StepScreen>>> = {
  schedules: () => import('../steps/schedules-step').then((module) => module.SchedulesStep),
  contact: () => import('../steps/contact-step').then((module) => module.ContactStep),
  additionals: () => import('../steps/additionals-step').then((module) => module.AdditionalsStep),
  seats: () => import('../steps/seats-step').then((module) => module.SeatsStep),
  payment: () => import('../steps/payment-step').then((module) => module.PaymentStep),
  tickets: () => import('../steps/tickets-step').then((module) => module.TicketsStep),
  invoicing: () => import('../steps/invoicing-step').then((module) => module.InvoicingStep),
};

/** The step a traveller usually goes to next: its screen's chunk loads while they fill this one. */
const nextStep: Partial<Record<StepPage, StepPage>> = { schedules: 'contact', contact: 'additionals', additionals: 'seats', seats: 'payment', payment: 'tickets' };

/**
 * A step's page component, once its screen has loaded (for its route's lazy component). It takes the flow's
 * actor once and hands it down as a prop; the layout's guard loaded it before any step page renders.
 */
export async function loadStepPage(page: StepPage): Promise<() => ReactElement | null> {
  const Step = (await stepScreens[page]?.()) ?? null;
  return function ReservationStepPage() {
    const actor = useFlowActor(reservationFlow);
    return actor ? <FlowStepPage actor={actor} page={page} Step={Step} /> : null;
  };
}

const screens = {
  schedules: 'reservation-schedules',
  contact: 'reservation-contact',
  additionals: 'reservation-additionals',
  seats: 'reservation-seats',
  payment: 'reservation-payment',
  tickets: 'reservation-tickets',
  invoicing: 'reservation-invoicing',
} as const satisfies Record<StepPage, keyof typeof screenTitles>;

/** A step of the flow: the indicator, the step's content and the running summary. */
export function FlowStepPage({ actor, page, Step }: { actor: ReservationActor; page: StepPage; Step: StepScreen | null }) {
  const expired = useSelector(actor, (snapshot) => snapshot.matches('expired'));
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(screenTitles[screens[page]]));
  // Once this step is on screen, the next one's screen loads (a chunk each, above), so "Continuar" does not
  // wait for its download (a failed download is left to the route, which loads the step when reached).
  useEffect(() => {
    const next = nextStep[page];
    if (next) void stepScreens[next]?.().catch(() => undefined);
  }, [page]);
  if (expired) return <ExpiredNotice actor={actor} />;
  // A step without a screen of its own shows its heading.
  if (!Step) return <ScreenPage screen={screens[page]} />;
  return (
    <div className="flow-page">
      <StepIndicator actor={actor} />
      <div className="flow-page__body">
        <div className="flow-page__main">
          <Step actor={actor} />
          <CancelReservation actor={actor} />
        </div>
        {/* Not an aside: Chromium then exposes the panel as complementary instead of its named region. */}
        <div className="flow-page__aside">
          <SummaryPanel actor={actor} />
        </div>
      </div>
    </div>
  );
}
