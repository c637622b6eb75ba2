import { useLingui } from '@lingui/react/macro';
import { formatMoney, formatTime } from '../../../domain/display-format';

/** Prices as the traveller pays them ("$1,045.00 MXN"), durations, days and start times in the page's words. */
export function useAdventureWords() {
  const { t, i18n } = useLingui();
  return {
    money: (value: number) => `${formatMoney(value)} MXN`,
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t`${rest} min`;
      return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
    },
    /** A day (yyyy-mm-dd) as "sáb 5 dic" / "Sat, Dec 5", or with the year; the calendar day, no time zone. */
    day: (date: string, style: 'short' | 'long' = 'short') =>
      i18n.date(new Date(`${date.slice(0, 10)}T12:00:00Z`), { timeZone: 'UTC', weekday: style, day: 'numeric', month: style, ...(style === 'long' ? { year: 'numeric' } : {}) }),
    /** The departure's local start ("8:00 AM"), from "HH:MM" or the partner's local date-time. */
    time: (value: string) => formatTime(value.length === 5 ? `${value}:00` : value),
  };
}
