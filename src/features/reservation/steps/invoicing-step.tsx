import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { screenTitles } from '../../../components/layout/screen-titles';
import { InvoicingScreen } from '../../invoicing/invoicing-provider';
import type { ReservationActor } from '../flow/reservation-binding';

/** The invoicing step (docs/rules/booking.md#the-invoicing-step): the reservation just paid, opened with the tickets' link token (no surname asked). */
export function InvoicingStep({ actor }: { actor: ReservationActor }) {
  const { i18n } = useLingui();
  const code = useSelector(actor, (s) => s.context.reservation.code);
  const token = useSelector(actor, (s) => s.context.ticketsLink?.token ?? null);
  return (
    <>
      <h1 className="page__title">{i18n._(screenTitles['reservation-invoicing'])}</h1>
      <InvoicingScreen open={code ? { code, token } : undefined} />
    </>
  );
}
