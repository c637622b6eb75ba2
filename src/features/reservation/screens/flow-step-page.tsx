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
import { useReservationActor } from '../flow/reservation-actor-context';

// Each step's screen is its own chunk, loaded with its page (decision 039): the seat map does not
// load the contact step's phone rules (libphonenumber-js) nor the tickets' barcodes (jsbarcode).
const stepScreens: Partial<Record<StepPage, () => Promise<ComponentType>>> = {
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

/** A step's page component, once its screen has loaded (for its route's lazy component). */
export async function loadStepPage(page: StepPage): Promise<() => ReactElement> {
  const Step = (await stepScreens[page]?.()) ?? null;
  return function ReservationStepPage() {
    return <FlowStepPage page={page} Step={Step} />;
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
export function FlowStepPage({ page, Step }: { page: StepPage; Step: ComponentType | null }) {
  const actor = useReservationActor();
  const expired = useSelector(actor, (snapshot) => snapshot.matches('expired'));
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(screenTitles[screens[page]]));
  // Once this step is on screen, the next one's screen loads (a chunk each, above), so "Continuar" does not
  // wait for its download (a failed download is left to the route, which loads the step when reached).
  useEffect(() => {
    const next = nextStep[page];
    if (next) void stepScreens[next]?.().catch(() => undefined);
  }, [page]);
  if (expired) return <ExpiredNotice />;
  // A step without a screen of its own shows its heading.
  if (!Step) return <ScreenPage screen={screens[page]} />;
  return (
    <div className="flow-page">
      <StepIndicator />
      <div className="flow-page__body">
        <div className="flow-page__main">
          <Step />
          <CancelReservation />
        </div>
        {/* Not an aside: Chromium then exposes the panel as complementary instead of its named region. */}
        <div className="flow-page__aside">
          <SummaryPanel />
        </div>
      </div>
    </div>
  );
}
