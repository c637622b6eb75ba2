import { useLingui } from '@lingui/react/macro';
import type { FocusEvent } from 'react';
import { fareAges, type TravellerField } from '../../../../domain/reservation/traveller-rules';
import type { PassengerType } from '../../../../domain/search/passengers';
import { TextField } from '../../../components/inputs/text-field';
import type { TravellerDraft } from './contact-draft';
import { passengerTitle } from './reservation-labels';

interface PassengerFieldsProps {
  index: number;
  type: PassengerType;
  value: TravellerDraft;
  errorFor: (field: TravellerField) => string | undefined;
  onChange: (field: TravellerField, value: string) => void;
  onBlur: (field: TravellerField, event: FocusEvent<HTMLElement>) => void;
}

/**
 * One passenger's name as their ticket will carry it (docs/rules/booking.md#every-ticket-carries-its-passenger: personal, non-transferable), and the
 * age for a fare that depends on it. The labels say which passenger for a screen reader, whose
 * field list has no fieldsets; the legend says it for the eye.
 */
export function PassengerFields({ index, type, value, errorFor, onChange, onBlur }: PassengerFieldsProps) {
  const { t, i18n } = useLingui();
  const position = index + 1;
  const ages = fareAges[type];
  const which = (
    <span className="visually-hidden">
      {', '}
      {t`pasajero ${position}`}
    </span>
  );
  return (
    <fieldset className="passenger-fields" data-passenger={index}>
      <legend className="passenger-fields__title">{passengerTitle(i18n, position, type)}</legend>
      <div className="contact-form__grid">
        <TextField
          label={<>{t`Nombre`}{which}</>}
          name={`travellers.${index}.first_name`}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          allow={{ kind: 'name' }}
          value={value.first_name}
          onValueChange={(typed) => onChange('first_name', typed)}
          onBlur={(event) => onBlur('first_name', event)}
          error={errorFor('first_name')}
        />
        <TextField
          label={<>{t`Apellidos`}{which}</>}
          name={`travellers.${index}.last_name`}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          allow={{ kind: 'name' }}
          value={value.last_name}
          onValueChange={(typed) => onChange('last_name', typed)}
          onBlur={(event) => onBlur('last_name', event)}
          error={errorFor('last_name')}
        />
        {ages ? (
          <TextField
            label={<>{t`Edad (años)`}{which}</>}
            hint={t`El día del viaje: de ${ages.min} a ${ages.max} años.`}
            name={`travellers.${index}.age`}
            allow={{ kind: 'digits' }}
            maxLength={2}
            value={value.age}
            onValueChange={(typed) => onChange('age', typed)}
            onBlur={(event) => onBlur('age', event)}
            error={errorFor('age')}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
