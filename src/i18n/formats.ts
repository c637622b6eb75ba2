import { useLingui } from '@lingui/react';
import { DEFAULT_TIME_ZONE } from '../../domain/search/calendar-dates';
import {
  formatDate,
  formatDateIn,
  formatDateTimeIn,
  formatMoney,
  formatMoneyMxn,
  formatPoints,
  formatTime,
  type DisplayLang,
} from '../../domain/display-format';
import { parseLocale } from './locale';

// The one way a screen writes amounts, points, dates and times (docs/rules/site.md#display-formats): the domain's
// formats with the page's language applied, so an English page says MX$ where a Spanish one says $.

export interface Formats {
  lang: DisplayLang;
  /** `$1,234.50` / `MX$1,234.50`. */
  money: (value: number) => string;
  /** `$1,234.50 MXN` / `MX$1,234.50`, where a text names the currency. */
  moneyMxn: (value: number) => string;
  /** `1,234.50 PTS`. */
  points: (value: number) => string;
  /** `2026/12/09`, from a terminal-local date (`2026-12-09`) or an ISO date-time as written. */
  date: (value: Date | string) => string;
  /** `2026/12/09` of an instant in the company's time zone (a ledger entry's timestamp). */
  dateOfInstant: (value: Date | string) => string;
  /** `6:00 AM`, from `06:00`, `06:00:00` or an ISO date-time as written. */
  time: (value: Date | string) => string;
  /** `2026/12/09 6:00 AM` of an instant in the company's time zone. */
  dateTimeOfInstant: (value: Date | string) => string;
}

export function formatsFor(locale: string): Formats {
  const lang = parseLocale(locale);
  return {
    lang,
    money: (value) => formatMoney(value, lang),
    moneyMxn: (value) => formatMoneyMxn(value, lang),
    points: formatPoints,
    date: formatDate,
    dateOfInstant: (value) => formatDateIn(value, DEFAULT_TIME_ZONE),
    time: formatTime,
    dateTimeOfInstant: (value) => formatDateTimeIn(value, DEFAULT_TIME_ZONE),
  };
}

/** The formats in the page's language. */
export function useFormats(): Formats {
  const { i18n } = useLingui();
  return formatsFor(i18n.locale);
}
