import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { cardDigits, checkCard, type CardField, type CardInput } from '../../../domain/payments/card-rules';
import { TextField } from '../../components/inputs/text-field';
import { useMessage } from '../../i18n/use-message';
import { cardErrorMessages } from './card-messages';

// The card form. What is typed lives only in this component's state and in the one event that
// submits it: the chart and the stored flow never hold a card number or CVV. The domain's card
// rules run here for immediate feedback in the page language; the server decides.

const emptyCard: CardInput = { number: '', name: '', expiry: '', cvv: '' };
const fields: CardField[] = ['number', 'name', 'expiry', 'cvv'];

/** Groups of four digits as typed on the card (American Express prints 4-6-5; groups of four still read well). */
export function spacedCardNumber(value: string): string {
  return cardDigits(value).replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY with the slash added once the month is typed. */
export function typedExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface PaymentCardFormProps {
  busy: boolean;
  /** Label of the pay button (it carries the amount). */
  payLabel: string;
  onPay: (card: CardInput) => void;
  /** What the flow still needs before it can pay (a seat to choose), said when pay is pressed without it. */
  notReady?: string;
  /** Injectable clock for the expiry check. */
  now?: () => Date;
}

export function PaymentCardForm({ busy, payLabel, onPay, notReady, now = () => new Date() }: PaymentCardFormProps) {
  const { t } = useLingui();
  const message = useMessage();
  const [card, setCard] = useState<CardInput>(emptyCard);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [pressedNotReady, setPressedNotReady] = useState(false);
  const hintId = useId();
  const check = checkCard(card, now());
  const errorOf = (field: CardField): string | undefined => {
    if (!touched[field] || check.ok) return undefined;
    const code = check.errors[field];
    return code ? message(cardErrorMessages[code]) : undefined;
  };
  const change = (field: CardField, shape: (value: string) => string = (value) => value) => (value: string) =>
    setCard((current) => ({ ...current, [field]: shape(value) }));
  const leave = (field: CardField) => () => setTouched((current) => ({ ...current, [field]: true }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(Object.fromEntries(fields.map((field) => [field, true])));
    if (!check.ok) {
      // Focus the first field with a problem, so a keyboard or screen-reader user lands on it.
      const first = fields.find((field) => check.errors[field]);
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="card_${first}"]`)?.focus();
      return;
    }
    setPressedNotReady(notReady !== undefined);
    if (notReady === undefined) onPay({ ...card, number: cardDigits(card.number) });
  };

  return (
    <form className="payment-card-form" noValidate onSubmit={submit} aria-busy={busy} aria-describedby={hintId}>
      <p className="payment-card-form__hint" id={hintId}>
        {t`Tus datos de tarjeta se envían de forma segura y no se guardan.`}
      </p>
      <TextField
        label={t`Número de tarjeta`}
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onValueChange={change('number', spacedCardNumber)}
        onBlur={leave('number')}
        error={errorOf('number')}
      />
      <TextField
        label={t`Nombre en la tarjeta`}
        name="card_name"
        autoComplete="cc-name"
        value={card.name}
        onValueChange={change('name')}
        onBlur={leave('name')}
        error={errorOf('name')}
      />
      <div className="payment-card-form__row">
        <TextField
          label={t`Vencimiento (MM/AA)`}
          name="card_expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={card.expiry}
          onValueChange={change('expiry', typedExpiry)}
          onBlur={leave('expiry')}
          error={errorOf('expiry')}
        />
        <TextField
          label={t`Código de seguridad (CVV)`}
          name="card_cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvv}
          onValueChange={change('cvv', (value) => value.replace(/\D/g, '').slice(0, 4))}
          onBlur={leave('cvv')}
          error={errorOf('cvv')}
        />
      </div>
      {pressedNotReady && notReady !== undefined && (
        <p className="field-error" role="alert">
          {notReady}
        </p>
      )}
      <button type="submit" className="button button--primary payment-card-form__pay" disabled={busy}>
        {payLabel}
      </button>
    </form>
  );
}

export interface PaymentChallengeFormProps {
  busy: boolean;
  onVerify: (code: string) => void;
}

/** 3-D Secure: the bank's one-time code, sent back with the same payment. */
export function PaymentChallengeForm({ busy, onVerify }: PaymentChallengeFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!/^\d{4,12}$/.test(trimmed)) {
      setError(t`Ingresa el código que te envió tu banco.`);
      return;
    }
    setError(undefined);
    onVerify(trimmed);
  };
  return (
    <form className="payment-challenge" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="payment-challenge-title">
      <h2 className="payment-challenge__title" id="payment-challenge-title">
        {t`Verificación de tu banco (3-D Secure)`}
      </h2>
      <p>{t`Tu banco pide confirmar este pago. Ingresa el código que recibiste.`}</p>
      <TextField
        label={t`Código de verificación`}
        name="challenge_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
        error={error}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t`Verificar y pagar`}
      </button>
    </form>
  );
}
