import { useLingui } from '@lingui/react/macro';
import type { ServerMessage } from '../../../domain/errors/server-message';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { useMessage } from '../../i18n/use-message';
import { declineAdvice, declineAdviceFallback, orderRefusalAdvice } from './card-messages';
import { methodLabels } from './method-labels';

/** Refusals of a store or office order that another method gets past. */
const orderRefusals = new Set(['payment_type_not_allowed', 'pend_expired']);

export interface PaymentRefusalProps {
  errors: readonly ServerMessage[];
  /** The gateway's reason for the last decline, when the bank gave one. */
  declineReason?: string | null;
  /** The methods the server offers, and the one the refusal was for. */
  methods?: readonly string[];
  current?: string;
  /** Switches the checkout to another method. */
  onUse?: (method: string) => void;
}

/**
 * A refused payment: what happened and what to do next (check the card, try another, pay another
 * way), announced and brought into view with the focus on it, so a phone user whose pay button sat
 * below it does not have to look for it. The other methods offered are one tap away.
 */
export function PaymentRefusal({ errors, declineReason = null, methods = [], current, onUse }: PaymentRefusalProps) {
  const { t, i18n } = useLingui();
  const message = useMessage();
  const ref = useRevealOnRefusal<HTMLDivElement>(errors.length > 0 ? errors : null);
  if (errors.length === 0) return null;
  const declined = errors.some((error) => error.code === 'payment_declined');
  const orderRefused = errors.some((error) => orderRefusals.has(error.code));
  const advice = declined ? (declineAdvice[declineReason ?? ''] ?? declineAdviceFallback) : orderRefused ? orderRefusalAdvice : null;
  const others = declined || orderRefused ? methods.filter((method) => method !== current) : [];
  return (
    <div className="step-errors payment-refusal" role="alert" ref={ref} data-reveal tabIndex={-1}>
      {errors.map((error, index) => (
        <p key={`${error.code}-${index}`} className="step-errors__item">
          {message(error)}
        </p>
      ))}
      {advice ? <p className="step-errors__item">{i18n._(advice)}</p> : null}
      {others.length > 0 && onUse ? (
        <div className="payment-refusal__others">
          <p className="step-errors__item">{t`También puedes pagar de otra forma:`}</p>
          <ul className="payment-refusal__methods">
            {others.map((method) => (
              <li key={method}>
                <button type="button" className="button button--secondary" onClick={() => onUse(method)}>
                  {methodLabels[method] ? i18n._(methodLabels[method]) : method}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
