import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { formatMoney, formatPoints } from '../../../../domain/display-format';
import { maxPointsFor, type PointsPaymentType } from '../../../../domain/loyalty/points-payment';
import { toCents } from '../../../../domain/fares';
import { TextField } from '../../../components/inputs/text-field';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import { useMessage } from '../../../i18n/use-message';
import { useReservationActor } from '../flow/reservation-actor-context';
import { selectPaymentOptions, selectPointsIssue, selectPointsPart } from './payment-view';

// Points of a signed-in frequent traveller on the payment step (decision 034): which pool, how many, and
// what is left to pay in money. Only shown when getPayment answered the member's balances. The chart
// decides (points.apply is refused with the reason); this only renders its state.

export function PointsPayment({ busy }: { busy: boolean }) {
  const actor = useReservationActor();
  const { t } = useLingui();
  const message = useMessage();
  const options = useSelector(actor, selectPaymentOptions);
  const part = useSelector(actor, selectPointsPart);
  const issue = useSelector(actor, selectPointsIssue);
  const balances = options?.points ?? null;
  const [pool, setPool] = useState<PointsPaymentType>(balances && balances.traveller_loyalty <= 0 && balances.traveller_prepaid > 0 ? 'traveller_prepaid' : 'traveller_loyalty');
  const [amount, setAmount] = useState('');
  // A refused amount brings the field (its message) into view and focus.
  const fieldset = useRevealOnRefusal<HTMLFieldSetElement>(issue);
  if (!options || !balances) return null;

  if (part) {
    const rest = Math.max(0, toCents(options.total) - Math.round(part.amount * 100)) / 100;
    return (
      <div className="payment-points" role="group" aria-label={t`Pago con puntos`}>
        <p className="payment-points__applied">
          <strong>{t`Pagas con puntos: ${formatPoints(part.amount)}`}</strong>
          {rest > 0 ? ` · ${t`Resta por pagar: ${formatMoney(rest)} MXN`}` : ` · ${t`Tus puntos cubren el total.`}`}
        </p>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'points.remove' })}>
          {t`Quitar puntos`}
        </button>
      </div>
    );
  }

  const most = maxPointsFor(toCents(options.total), toCents(balances[pool])) / 100;
  const apply = () => actor.send({ type: 'points.apply', pointsType: pool, amount: Number(amount.replace(',', '.')) });
  return (
    <fieldset className="payment-points" disabled={busy} ref={fieldset}>
      <legend className="payment-methods__legend">{t`Pagar con puntos de viajero frecuente`}</legend>
      <label className="payment-methods__option">
        <input type="radio" name="points_pool" checked={pool === 'traveller_loyalty'} onChange={() => setPool('traveller_loyalty')} />
        <span>{t`Puntos ganados: ${formatPoints(balances.traveller_loyalty)}`}</span>
      </label>
      <label className="payment-methods__option">
        <input type="radio" name="points_pool" checked={pool === 'traveller_prepaid'} onChange={() => setPool('traveller_prepaid')} />
        <span>{t`Puntos prepagados: ${formatPoints(balances.traveller_prepaid)}`}</span>
      </label>
      <TextField
        label={t`Puntos a usar`}
        name="points_amount"
        inputMode="decimal"
        value={amount}
        onValueChange={setAmount}
        hint={t`Hasta ${formatPoints(most)}; 1 punto paga $1.00 MXN. El resto lo pagas con tarjeta.`}
        error={issue ? message({ service: 'websale', code: issue }) : undefined}
      />
      <button type="button" className="button button--secondary" onClick={apply}>
        {t`Aplicar puntos`}
      </button>
    </fieldset>
  );
}
