import { useLingui } from '@lingui/react/macro';
import { useMemo, type FocusEvent } from 'react';
import { callingCode, isPhoneCountry, nationalPart, phoneCountries, type PhoneCountry } from '../../../../domain/reservation/contact-phone';
import { TextField } from '../../../components/inputs/text-field';

interface PhoneFieldProps {
  country: PhoneCountry;
  national: string;
  error: string | undefined;
  onChange: (country: PhoneCountry, national: string) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
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
 * The contact's mobile with its country (docs/rules/booking.md#the-contact): +52 by default, where a Mexican mobile's 10 digits hold;
 * a foreign visitor picks their country and types their own number. The chart and the server check
 * the E.164 number the two make (domain/reservation/contact-phone.ts).
 */
export function ContactPhoneField({ country, national, error, onChange, onBlur }: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const options = useCountryOptions(i18n.locale);
  const mexican = country === 'MX';
  return (
    <div className="phone-field">
      <div className="text-field phone-field__country">
        <label className="text-field__label" htmlFor="contact-phone-country">
          {t`País del celular`}
        </label>
        <select
          id="contact-phone-country"
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
        inputMode="numeric"
        value={national}
        // Not a fixed-length field: a pasted "+52 322 123 4567" would be cut before its separators go.
        onValueChange={(typed) => onChange(country, nationalPart(country, typed))}
        onBlur={onBlur}
        error={error}
      />
    </div>
  );
}
