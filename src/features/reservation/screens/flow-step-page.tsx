import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { ScreenPage } from '../../../components/layout/screen-page';
import { screenTitles } from '../../../components/layout/screen-titles';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { AdditionalsStep } from '../steps/additionals-step';
import { ContactStep } from '../steps/contact-step';
import { PaymentStep } from '../steps/payment-step';
import { SchedulesStep } from '../steps/schedules-step';
import { SeatsStep } from '../steps/seats-step';
import { StepIndicator } from '../steps/step-indicator';
import { SummaryPanel } from '../steps/summary-panel';
import { TicketsStep } from '../steps/tickets-step';
import { InvoicingStep } from '../steps/invoicing-step';
import type { StepPage } from '../flow/flow-pages';
import { ExpiredNotice } from './expired-notice';
import { useReservationActor } from '../flow/reservation-actor-context';

const stepContent: Partial<Record<StepPage, () => ReactNode>> = {
  schedules: () => <SchedulesStep />,
  contact: () => <ContactStep />,
  additionals: () => <AdditionalsStep />,
  seats: () => <SeatsStep />,
  payment: () => <PaymentStep />,
  tickets: () => <TicketsStep />,
  invoicing: () => <InvoicingStep />,
};

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
export function FlowStepPage({ page }: { page: StepPage }) {
  const actor = useReservationActor();
  const expired = useSelector(actor, (snapshot) => snapshot.matches('expired'));
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(screenTitles[screens[page]]));
  if (expired) return <ExpiredNotice />;
  const content = stepContent[page];
  // A step without a screen of its own shows its heading.
  if (!content) return <ScreenPage screen={screens[page]} />;
  return (
    <div className="flow-page">
      <StepIndicator />
      <div className="flow-page__body">
        <div className="flow-page__main">{content()}</div>
        {/* Not an aside: Chromium then exposes the panel as complementary instead of its named region. */}
        <div className="flow-page__aside">
          <SummaryPanel />
        </div>
      </div>
    </div>
  );
}
