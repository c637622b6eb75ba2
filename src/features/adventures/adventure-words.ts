import { useLingui } from '@lingui/react/macro';
import { useFormats } from '../../i18n/formats';

/** Prices as the traveller pays them ("$1,045.00 MXN"), durations, days and start times in the page's words. */
export function useAdventureWords() {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  return {
    money: (value: number) => formats.moneyMxn(value),
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t`${rest} min`;
      return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
    },
    /** A day (yyyy-mm-dd) as "sáb 5 dic" / "Sat, Dec 5", or with the year; the calendar day, no time zone. */
    /** A calendar's button ("Sun, Nov 29"), or the day in full: its weekday and yyyy/mm/dd ("Sunday 2026/11/29"). */
    day: (date: string, style: 'short' | 'long' = 'short') => {
      const noon = new Date(`${date.slice(0, 10)}T12:00:00Z`);
      if (style === 'short') return i18n.date(noon, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
      return `${i18n.date(noon, { timeZone: 'UTC', weekday: 'long' })} ${formats.date(date)}`;
    },
    /** The departure's local start ("8:00 AM"), from "HH:MM" or the partner's local date-time. */
    time: (value: string) => formats.time(value.length === 5 ? `${value}:00` : value),
  };
}
