import { useLingui } from '@lingui/react/macro';
import { RESERVATION_CODE_MAX_LENGTH } from '../../../domain/reservation/reservation-code';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The reservation code of a lookup (My reservation, invoicing): its label and a hint saying what a code looks
 * like and where to find it, so a traveller does not type the ticket's folio or the payment reference instead.
 * `tours`: the lookup also takes a tour booking's code (My reservation).
 */
export function ReservationCodeField({ tours = false, ...props }: Omit<TextFieldProps, 'label' | 'hint' | 'transform'> & { tours?: boolean }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Código de reservación`}
      // My reservation also finds a tour booking (domain/tours/tour-booking-code.ts): its hint names that shape too.
      hint={
        tours
          ? t`6 letras y números, por ejemplo K7MQ4X; el de un tour empieza con T y tiene 7, por ejemplo TQ7K2MX. Está en tu correo de confirmación y en tus boletos.`
          : t`6 letras y números, por ejemplo K7MQ4X. Está en tu correo de confirmación y en tus boletos.`
      }
      transform="uppercase"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={RESERVATION_CODE_MAX_LENGTH}
      {...props}
    />
  );
}
