// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '../../../domain/errors/catalogue.gen';
import { encodeBase64Json } from '../../../domain/base64';
import { messages as enErrors } from '../../i18n/errors/en.gen';
import { messages as esErrors } from '../../i18n/errors/es.gen';
import { searchIssueText, searchViewOf } from './search-live';

// A day on sale (tickets are sold up to 120 days ahead, domain/search/sales-horizon.ts).
const tenDaysAhead = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

// What the search form shows when the server refuses a promotional-code check or a search (the
// reservation create) with 429 too_many_requests (decision 018): the server's catalogue message in the
// active language, through the real client, chart and view; and the refusal is not a verdict on the code.

const origins = [{ id: 'a', name: 'A', city: 'A', address: 'x', destinations: [{ id: 'b', name: 'B', city: 'B', address: 'y' }] }];
const tooMany = { code: 'too_many_requests', message: errorCatalogue.websale.too_many_requests.es };
const created = { code: 'ABC123', reservation: encodeBase64Json({ code: 'ABC123' }), payment_deadline: 'x', summary: null };

/** Path → answer; `refused` paths answer 429 with the envelope, as the rate-limit middleware does. */
let refused = new Set<string>();
const answers: Record<string, unknown> = {
  '/api/websale/reservation/origins': origins,
  '/api/websale/reservation/promotional_code': { promotional_code: 'VERANO10', discount_percent: 10 },
  '/api/websale/reservation/create': created,
  '/api/websale/reservation/schedules': { next_day: null, prev_day: null, schedules: [] },
};

beforeEach(() => {
  // The flow's binding holds one actor per page load: a fresh module graph is a fresh page.
  vi.resetModules();
  sessionStorage.clear();
  refused = new Set();
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const status = refused.has(path) ? 429 : 200;
    const body =
      status === 429
        ? { http: { code: 429, status: 'error' }, content: { data: null, errors: [tooMany] } }
        : { http: { code: 200, status: 'success' }, content: { data: answers[path], errors: [] } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...(status === 429 ? { 'Retry-After': '60' } : {}) } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function i18nIn(locale: 'es' | 'en') {
  const i18n = setupI18n();
  i18n.load({ es: esErrors, en: enErrors });
  i18n.activate(locale);
  return i18n;
}

async function filledSearch(promotionalCode = '') {
  const { reservationFlow } = await import('../reservation/reservation-provider');
  const actor = await reservationFlow.load();
  await settle();
  actor.send({
    type: 'search.change',
    patch: { origin: 'a', destination: 'b', round: false, departure: { date: tenDaysAhead, open: false }, promotional_code: promotionalCode },
  });
  return actor;
}

describe('the search form when the server says too many requests', () => {
  it('shows the server’s message for a refused search, in Spanish and in English, and searches again afterwards', async () => {
    refused.add('/api/websale/reservation/create');
    const actor = await filledSearch();
    actor.send({ type: 'search.submit' });
    await settle();
    expect(actor.getSnapshot().matches('search')).toBe(true);
    expect(searchViewOf(actor.getSnapshot(), i18nIn('es')).messages.form).toEqual([errorCatalogue.websale.too_many_requests.es]);
    expect(searchViewOf(actor.getSnapshot(), i18nIn('en')).messages.form).toEqual([errorCatalogue.websale.too_many_requests.en]);

    refused.clear();
    actor.send({ type: 'search.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ booking: { step: 'schedules' } })).toBe(true);
  });

  it('shows the server’s message for a refused promotional-code check, and checks the same code again on the next search', async () => {
    refused.add('/api/websale/reservation/promotional_code');
    const actor = await filledSearch('VERANO10');
    actor.send({ type: 'promo.check' });
    await settle();
    const view = searchViewOf(actor.getSnapshot(), i18nIn('en'));
    // Beside the code field, where the traveller asked.
    expect(view.messages.promotional_code).toEqual([errorCatalogue.websale.too_many_requests.en]);
    expect(view.messages.form).toBeUndefined();
    expect(view.acceptedPromotion).toBeNull();

    // Not a verdict on the code: once the wait is over the same code is checked and the search goes on.
    refused.clear();
    actor.send({ type: 'search.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ booking: { step: 'schedules' } })).toBe(true);
    expect(actor.getSnapshot().context.promotion).toMatchObject({ code: 'VERANO10', valid: true });
  });
});

describe('a student or teacher fare outside its window', () => {
  async function shellI18n(locale: 'es' | 'en') {
    const i18n = i18nIn(locale);
    const shell = locale === 'es' ? await import('../../i18n/locales/es.po') : await import('../../i18n/locales/en.po');
    i18n.load(locale, shell.messages);
    return i18n;
  }
  const closed = { code: 'fare_window_closed' as const, field: 'passengers.student' };

  it('says when the sale opens and for which travel dates, in Spanish and in English', async () => {
    const opening = { onSale: false, saleFrom: '2026-06-01', travel: { from: '2026-07-01', to: '2026-08-31' } };
    expect(searchIssueText(await shellI18n('es'), { ...closed, opening })).toBe(
      `${errorCatalogue.websale.fare_window_closed.es} La tarifa «Estudiante» se vende a partir del 2026/06/01, para viajar del 2026/07/01 al 2026/08/31.`,
    );
    expect(searchIssueText(await shellI18n('en'), { ...closed, field: 'passengers.teacher_flex', opening })).toBe(
      `${errorCatalogue.websale.fare_window_closed.en} The “Teacher flex” fare goes on sale on 2026/06/01, for travel from 2026/07/01 to 2026/08/31.`,
    );
  });

  it('names the travel dates of the season on sale, and says so when no season is ahead', async () => {
    const onSale = { onSale: true, saleFrom: '2026-11-15', travel: { from: '2026-12-10', to: '2027-01-10' } };
    expect(searchIssueText(await shellI18n('es'), { ...closed, opening: onSale })).toBe(
      `${errorCatalogue.websale.fare_window_closed.es} La tarifa «Estudiante» de esta temporada es para viajar del 2026/12/10 al 2027/01/10.`,
    );
    expect(searchIssueText(await shellI18n('en'), { ...closed, opening: null })).toBe(`${errorCatalogue.websale.fare_window_closed.en} No other season is on sale for now.`);
  });
});
