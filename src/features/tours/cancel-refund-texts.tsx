import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { TourCancellationView } from '../../../machines/tours/tours.ports';
import { loadToursCatalog } from './tours-catalog';
import { useFormats } from '../../i18n/formats';

// What cancelling a tour booking gives back, said the same on the ticket page (/tours/boleto) and on My
// reservation: to the card it was paid with, in cash at a ticket office when it was paid at a store, or nothing
// when nothing was paid (docs/rules/tours.md#cancellation-policy). The texts are the tours catalog's, which My
// reservation's page does not load by itself: each loads it (once; a no-op on the tours pages).

const useToursTexts = () => useEffect(() => void loadToursCatalog(), []);

/** Before: what cancelling now would give back. */
export function TourCancelTerms({ cancellation }: { cancellation: TourCancellationView }) {
  const formats = useFormats();
  useToursTexts();
  const { t } = useLingui();
  const amount = formats.moneyMxn(cancellation.refund);
  const refund = {
    card: t`Si cancelas ahora, te reembolsamos ${amount} a la tarjeta con la que pagaste.`,
    office: t`Si cancelas ahora, te devolvemos ${amount} en efectivo en cualquier taquilla de la línea.`,
    points: '',
    none: t`Si cancelas ahora, no hay pago que reembolsar.`,
  }[cancellation.refundTo];
  const points = formats.points(cancellation.refundPoints);
  const pointsBack = cancellation.refundPoints > 0 ? t`Los ${points} con los que pagaste vuelven a tu saldo de viajero frecuente.` : '';
  return (
    <p>
      {[refund, pointsBack, t`Se cancela la compra completa, con todos sus tours.`].filter(Boolean).join(' ')}
    </p>
  );
}

/** After: what was given back and how it reaches the traveller. */
export function TourCancelRefund({ cancellation, code }: { cancellation: TourCancellationView; code: string }) {
  const formats = useFormats();
  useToursTexts();
  const { t } = useLingui();
  const amount = formats.moneyMxn(cancellation.refund);
  const refund = {
    card: t`Te reembolsamos ${amount} a la tarjeta con la que pagaste; según tu banco, puede tardar de 5 a 10 días hábiles en verse.`,
    office: t`Te devolvemos ${amount} en efectivo, lo que pagaste en la tienda, en cualquier taquilla de la línea: presenta el código ${code} y una identificación oficial.`,
    points: '',
    none: t`No había un pago que reembolsar.`,
  }[cancellation.refundTo];
  const points = formats.points(cancellation.refundPoints);
  const pointsBack = cancellation.refundPoints > 0 ? t`Devolvimos ${points} a tu saldo de viajero frecuente.` : '';
  return <p>{[refund, pointsBack].filter(Boolean).join(' ')}</p>;
}
