import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../components/inputs/text-field';

// A dearer bus's difference is charged to a card through the payment adapter (decision 033): the card's
// fields, sent once with "Confirmar cambio" and never kept by the chart.

export interface CardDraft {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}

export function ChangeCard({ card, onChange, disabled }: { card: CardDraft; onChange: (card: CardDraft) => void; disabled: boolean }) {
  const { t } = useLingui();
  const field = (key: keyof CardDraft) => (value: string) => onChange({ ...card, [key]: value });
  return (
    <fieldset className="itinerary-change__card" disabled={disabled}>
      <legend>{t`Tarjeta para pagar la diferencia`}</legend>
      <TextField label={t`Número de tarjeta`} name="card_number" autoComplete="cc-number" inputMode="numeric" maxLength={23} value={card.number} onValueChange={field('number')} />
      <TextField label={t`Nombre en la tarjeta`} name="card_name" autoComplete="cc-name" maxLength={80} value={card.name} onValueChange={field('name')} />
      <TextField label={t`Vencimiento (MM/AA)`} name="card_expiry" autoComplete="cc-exp" maxLength={7} value={card.expiry} onValueChange={field('expiry')} />
      <TextField label={t`CVV`} name="card_cvv" autoComplete="cc-csc" inputMode="numeric" maxLength={4} value={card.cvv} onValueChange={field('cvv')} />
    </fieldset>
  );
}
