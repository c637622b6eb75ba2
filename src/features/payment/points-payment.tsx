import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { maxPointsFor, type PointsPaymentType } from '../../../domain/loyalty/points-payment';
import { moneyDue } from '../../../domain/payments/checkout-rules';
import { toCents } from '../../../domain/fares';
import { TextField } from '../../components/inputs/text-field';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { useMessage } from '../../i18n/use-message';
import type { PaymentActorRef, PaymentSnapshot } from './checkout-state';
import { useFormats } from '../../i18n/formats';

// A signed-in frequent traveller's points in the checkout (docs/rules/loyalty.md#paying-with-points): which
// pool, how many, and what is left to pay in money. Shown only when the order offers the member's points. The
// chart decides (points.apply is refused with the reason); this only renders its state.

const selectBalances = (s: PaymentSnapshot) => s.context.balances;
const selectPart = (s: PaymentSnapshot) => s.context.pointsPart;
const selectIssue = (s: PaymentSnapshot) => s.context.pointsIssue;
const selectService = (s: PaymentSnapshot) => s.context.service;
const selectDue = (s: PaymentSnapshot) => moneyDue(s.context);
const selectAmount = (s: PaymentSnapshot) => s.context.amount;

export function PointsPayment({ actor, busy }: { actor: PaymentActorRef; busy: boolean }) {
  const formats = useFormats();
  const { t } = useLingui();
  const message = useMessage();
  const balances = useSelector(actor, selectBalances);
  const part = useSelector(actor, selectPart);
  const issue = useSelector(actor, selectIssue);
  const service = useSelector(actor, selectService);
  const due = useSelector(actor, selectDue);
  const amount = useSelector(actor, selectAmount);
  const [pool, setPool] = useState<PointsPaymentType>(balances && balances.traveller_loyalty <= 0 && balances.traveller_prepaid > 0 ? 'traveller_prepaid' : 'traveller_loyalty');
  const [typed, setTyped] = useState('');
  // A refused amount brings the field (its message) into view and focus.
  const fieldset = useRevealOnRefusal<HTMLFieldSetElement>(issue);
  if (!balances) return null;

  if (part) {
    return (
      <div className="payment-points" role="group" aria-label={t`Pago con puntos`}>
        <p className="payment-points__applied">
          <strong>{t`Pagas con puntos: ${formats.points(part.amount)}`}</strong>
          {due > 0 ? ` · ${t`Resta por pagar: ${formats.moneyMxn(due)}`}` : ` · ${t`Tus puntos cubren el total.`}`}
        </p>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'points.remove' })}>
          {t`Quitar puntos`}
        </button>
      </div>
    );
  }

  const most = maxPointsFor(toCents(amount), toCents(balances[pool])) / 100;
  const apply = () => actor.send({ type: 'points.apply', pointsType: pool, amount: Number(typed.replace(',', '.')) });
  return (
    <fieldset className="payment-points" disabled={busy} ref={fieldset}>
      <legend className="payment-methods__legend">{t`Pagar con puntos de viajero frecuente`}</legend>
      <label className="payment-methods__option">
        <input type="radio" name="points_pool" checked={pool === 'traveller_loyalty'} onChange={() => setPool('traveller_loyalty')} />
        <span>{t`Puntos ganados: ${formats.points(balances.traveller_loyalty)}`}</span>
      </label>
      <label className="payment-methods__option">
        <input type="radio" name="points_pool" checked={pool === 'traveller_prepaid'} onChange={() => setPool('traveller_prepaid')} />
        <span>{t`Puntos prepagados: ${formats.points(balances.traveller_prepaid)}`}</span>
      </label>
      <TextField
        label={t`Puntos a usar`}
        name="points_amount"
        inputMode="decimal"
        value={typed}
        onValueChange={setTyped}
        hint={t`Hasta ${formats.points(most)}; 1 punto paga ${formats.moneyMxn(1)}. El resto lo pagas con tarjeta.`}
        error={issue ? message({ service, code: issue }) : undefined}
      />
      <button type="button" className="button button--secondary" onClick={apply}>
        {t`Aplicar puntos`}
      </button>
    </fieldset>
  );
}
