import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/display-format';
import { categoryNames, imageDescriptions, languageNames } from './tour-labels';

/** Hooks that turn a tour's codes and numbers into the page's words. */
export function useTourWords() {
  const { t, i18n } = useLingui();
  return {
    category: (slug: string) => (categoryNames[slug] ? i18n._(categoryNames[slug]) : slug),
    language: (code: string) => (languageNames[code] ? i18n._(languageNames[code]) : code.toUpperCase()),
    imageAlt: (slug: string, name: string) => (imageDescriptions[slug] ? i18n._(imageDescriptions[slug]) : name),
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return t`${rest} min`;
      return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
    },
    /**
     * A day (yyyy-mm-dd), read as the calendar day, no time zone: a calendar's button in the page's language
     * ("sáb 5 dic" / "Sat, Dec 5"), or in full, its weekday and yyyy/mm/dd ("Saturday 2026/12/05").
     */
    day: (date: string, style: 'short' | 'long' = 'short') => {
      const noon = new Date(`${date}T12:00:00Z`);
      if (style === 'short') return i18n.date(noon, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
      return `${i18n.date(noon, { timeZone: 'UTC', weekday: 'long' })} ${formatDate(date)}`;
    },
  };
}
