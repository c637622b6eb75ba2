import { useLingui } from '@lingui/react/macro';
import { RESERVATION_CODE_MAX_LENGTH } from '../../../domain/reservation/reservation-code';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The reservation code of a lookup (My reservation, invoicing): its label and a hint saying what a code looks
 * like and where to find it, so a traveller does not type the ticket's folio or the payment reference instead.
 */
export function ReservationCodeField(props: Omit<TextFieldProps, 'label' | 'hint' | 'transform'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Código de reservación`}
      hint={t`6 letras y números, por ejemplo K7MQ4X. Está en tu correo de confirmación y en tus boletos.`}
      transform="uppercase"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={RESERVATION_CODE_MAX_LENGTH}
      {...props}
    />
  );
}
