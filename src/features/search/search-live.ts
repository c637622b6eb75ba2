import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../../domain/display-format';
import { passengerMixIssues } from '../../../domain/search/passenger-mix';
import type { PassengerType } from '../../../domain/search/passengers';
import type { SearchIssue } from '../../../domain/search/search-rules';
import { passengerTypeLabels } from '../../i18n/passenger-labels';
import { todayOf } from '../../../machines/reservation/reservation-context';
import { messageText } from '../../i18n/use-message';
import type { ReservationActor } from '../reservation/reservation-provider';
import { fieldsOfSearch, initialSearchView, type SearchField, type SearchFormView } from './search-form-view';

// Loaded with the flow: turns the chart's snapshot into the form's view, with the rule and server
// messages in the active language (docs/rules/booking.md#the-search-form, docs/rules/services-and-api.md#error-catalogue), from the error catalog the flow loads, and the
// passenger steppers' warnings of a mix the search will refuse (docs/rules/booking.md#who-may-travel-together).

type Snapshot = ReturnType<ReservationActor['getSnapshot']>;

const fieldsByPrefix: SearchField[] = ['origin', 'destination', 'passengers', 'departure', 'return', 'promotional_code'];

/** `passengers.student` → passengers; `return.date` → return; anything else belongs to the form. */
function fieldOf(path: string | undefined): SearchField {
  const head = (path ?? '').split('.')[0] as SearchField;
  return fieldsByPrefix.includes(head) ? head : 'form';
}

/**
 * A rule's message in the active language. A closed student or teacher fare says when it can be had: the window
 * on sale for other dates names its travel dates, the next window the day its sale opens.
 */
export function searchIssueText(i18n: I18n, issue: SearchIssue): string {
  const base = messageText(i18n, { service: 'websale', code: issue.code });
  const opening = issue.code === 'fare_window_closed' ? issue.opening : undefined;
  if (opening === undefined) return base;
  if (opening === null) return `${base} ${i18n._(msg`No hay otra temporada a la venta por ahora.`)}`;
  const fare = i18n._(passengerTypeLabels[issue.field.split('.')[1] as PassengerType] ?? passengerTypeLabels.student);
  const from = formatDate(opening.travel.from);
  const to = formatDate(opening.travel.to);
  const sale = formatDate(opening.saleFrom);
  return opening.onSale
    ? `${base} ${i18n._(msg`La tarifa «${fare}» de esta temporada es para viajar del ${from} al ${to}.`)}`
    : `${base} ${i18n._(msg`La tarifa «${fare}» se vende a partir del ${sale}, para viajar del ${from} al ${to}.`)}`;
}

export function searchViewOf(snapshot: Snapshot, i18n: I18n): SearchFormView {
  const { context } = snapshot;
  const messages: SearchFormView['messages'] = {};
  const add = (field: SearchField, text: string) => {
    const list = (messages[field] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const issue of context.searchIssues) add(fieldOf(issue.field), searchIssueText(i18n, issue));
  // Outside the search (e.g. a reservation in progress) the errors belong to the step shown.
  if (snapshot.matches('search')) for (const error of context.errors) add(fieldOf(error.field), messageText(i18n, error));
  const search = context.search;
  const promotion = context.promotion;
  const code = (search.promotional_code ?? '').trim();
  return {
    ...initialSearchView,
    ...fieldsOfSearch(search),
    origins: context.origins,
    originsStatus: snapshot.matches({ search: 'loadingOrigins' })
      ? 'loading'
      : snapshot.matches({ search: 'originsUnavailable' })
        ? 'failed'
        : 'ready',
    messages,
    // The words the search itself would use (the contract's catalogue), once per rule.
    warnings: [...new Set(passengerMixIssues(fieldsOfSearch(search)).map((issue) => messageText(i18n, { service: 'websale', code: issue.code })))],
    acceptedPromotion:
      promotion && promotion.valid && code !== '' && promotion.code === code
        ? { code: promotion.code, percentOff: promotion.percent_off }
        : null,
    busy: snapshot.matches({ search: 'checkingPromotionalCode' })
      ? 'checking'
      : snapshot.matches({ search: 'creating' })
        ? 'creating'
        : null,
    today: todayOf(context),
  };
}
