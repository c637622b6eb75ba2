import type { I18n } from '@lingui/core';
import { passengerMixIssues } from '../../../domain/search/passenger-mix';
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

export function searchViewOf(snapshot: Snapshot, i18n: I18n): SearchFormView {
  const { context } = snapshot;
  const messages: SearchFormView['messages'] = {};
  const add = (field: SearchField, text: string) => {
    const list = (messages[field] ??= []);
    if (!list.includes(text)) list.push(text);
  };
  for (const issue of context.searchIssues) add(fieldOf(issue.field), messageText(i18n, { service: 'websale', code: issue.code }));
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
