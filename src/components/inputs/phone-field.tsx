import { useLingui } from '@lingui/react/macro';
import { useMemo, type FocusEvent } from 'react';
import { callingCode, isPhoneCountry, nationalPart, phoneCountries, phoneEntry, type PhoneCountry } from '../../../domain/reservation/contact-phone';
import { TextField } from './text-field';
import '../../styles/phone-field.css';

interface PhoneFieldProps {
  /** Tells this field's country list apart from another's on the page. */
  id: string;
  country: PhoneCountry;
  national: string;
  error: string | undefined;
  onChange: (country: PhoneCountry, national: string) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Countries by their name in the page's language, Mexico, the United States and Canada first. */
function useCountryOptions(locale: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const [mx, us, ca, ...rest] = phoneCountries();
    const label = (country: PhoneCountry) => ({ country, label: `${names.of(country) ?? country} (+${callingCode(country)})` });
    const others = rest.map(label).sort((a, b) => a.label.localeCompare(b.label, locale));
    return [mx!, us!, ca!].map(label).concat(others);
  }, [locale]);
}

/**
 * A mobile with its country (docs/rules/booking.md#the-contact, docs/rules/loyalty.md#registration): +52 by default,
 * where a Mexican mobile's 10 digits hold; a foreign visitor picks their country and types their own number, or
 * pastes it whole with its `+`, which picks the country for them. What it makes is checked and stored in E.164
 * (domain/reservation/contact-phone.ts). Shown by the booking's contact step and the frequent-traveller forms.
 */
export function PhoneField({ id, country, national, error, onChange, onBlur }: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const options = useCountryOptions(i18n.locale);
  const mexican = country === 'MX';
  return (
    <div className="phone-field">
      <div className="text-field phone-field__country">
        <label className="text-field__label" htmlFor={`${id}-country`}>
          {t`País del celular`}
        </label>
        <select
          id={`${id}-country`}
          className="text-field__input"
          value={country}
          autoComplete="tel-country-code"
          onChange={(event) => {
            const next = event.target.value;
            if (isPhoneCountry(next)) onChange(next, nationalPart(next, national));
          }}
        >
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        className="phone-field__number"
        label={mexican ? t`Celular (10 dígitos)` : t`Celular`}
        name="cell_phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={national}
        // Not a fixed-length field: a pasted "+52 322 123 4567" would be cut before its separators go.
        onValueChange={(typed) => {
          const entry = phoneEntry(country, typed);
          onChange(entry.country, entry.national);
        }}
        onBlur={onBlur}
        error={error}
      />
    </div>
  );
}
