import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { flowHeader } from '../../../../domain/http/flow-token';
import type { components } from '../../../api/generated/websale';
import { parseLocale } from '../../../i18n/locale';
import type { ReservationActor } from '../flow/reservation-binding';
import { selectFlowToken, selectReservationCode } from './payment-view';
import type { ReservationSnapshot } from './reservation-selectors';

// The tours of the order (docs/rules/tours.md#a-bus-trip-with-a-tour) as the additionals step, the summary and
// the tickets show them: read again whenever the additionals are saved or the payment settles. A read only,
// like the tours offered on the tickets step: the chart owns what changes the order (the additionals' save
// holds the tours chosen, the checkout pays them), and a failed read shows no tours rather than an error.

export type ReservationTours = components['schemas']['ReservationTours'];
export type TripTourOffer = components['schemas']['TripTourOffer'];
export type TripTours = components['schemas']['TripTours'];

const selectSaved = (snapshot: ReservationSnapshot) => snapshot.context.additionals;
const selectPaid = (snapshot: ReservationSnapshot) => snapshot.context.paymentOutcome;

export function useReservationTours(actor: ReservationActor): ReservationTours | null {
  const code = useSelector(actor, selectReservationCode);
  const flowToken = useSelector(actor, selectFlowToken);
  const saved = useSelector(actor, selectSaved);
  const paid = useSelector(actor, selectPaid);
  const { i18n } = useLingui();
  const lang = parseLocale(i18n.locale);
  const [answer, setAnswer] = useState<ReservationTours | null>(null);
  useEffect(() => {
    if (!code || !flowToken) return;
    let current = true;
    import('../../../api/current-clients')
      .then(({ currentServiceClient }) => currentServiceClient('websale').call('get', '/reservation/tours', { params: { query: { code, lang }, header: flowHeader(flowToken) } }))
      .then((result) => {
        if (current && result.ok) setAnswer(result.data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, flowToken, lang, saved, paid]);
  return answer;
}
