import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { extractText } from 'unpdf';
import { buyOverApi } from './support/api-purchase';
import { texts, toPayment, type Lang, runsIn } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// docs/rules/my-reservation.md, "my reservation": a traveller finds a reservation bought in the test by its code and
// surname, or opens it from the tickets page's link; sees legs, tickets and payment; downloads the PDF
// again; and removes it from the device. Spanish on a 390 px phone, English on a desktop.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const copy = {
  es: {
    base: '/administra-reservacion',
    findTitle: 'Busca tu reservación',
    code: 'Código de reservación',
    surname: 'Apellido',
    find: 'Buscar reservación',
    notFound: 'No encontramos una reservación con esos datos.',
    title: 'Mi reservación',
    paid: 'Pagada',
    pending: 'Pendiente de pago',
    forget: 'Quitar de este dispositivo',
    manage: 'Mi reservación',
    baggage: 'Equipaje incluido por pasajero',
  },
  en: {
    base: '/itinerary',
    findTitle: 'Find your reservation',
    code: 'Reservation code',
    surname: 'Last name',
    find: 'Find reservation',
    notFound: 'We could not find a reservation with those details.',
    title: 'My reservation',
    paid: 'Paid',
    pending: 'Awaiting payment',
    forget: 'Remove from this device',
    manage: 'My reservation',
    baggage: 'Baggage included per passenger',
  },
} as const;

/** Fills the form (or types it key by key, as a traveller does) and sends it. */
async function find(page: Page, lang: Lang, code: string, surname: string, typed = false) {
  const c = copy[lang];
  for (const [label, value] of [[c.code, code], [c.surname, surname]] as const) {
    const field = page.getByLabel(label);
    if (!typed) await field.fill(value);
    else {
      await field.clear();
      await field.pressSequentially(value);
    }
  }
  await page.getByRole('button', { name: c.find }).click();
}

/** The one answer to a wrong code or surname, brought to the traveller: it takes the focus. */
async function expectNotFound(page: Page, lang: Lang) {
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(copy[lang].notFound);
  await expect(alert).toBeFocused();
}

async function downloadPdfText(page: Page, lang: Lang): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: texts[lang].pdf }).click();
  const pdf = readFileSync((await (await downloading).path())!);
  return (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
}

for (const [lang, viewport] of [
  ['es', { width: 390, height: 844 }],
  ['en', { width: 1280, height: 900 }],
] as const) {
  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'en')) {
    test(`finds a reservation by code and surname, shows it, downloads the PDF again, keeps it on the device until removed (${lang}, ${viewport.width} px)`, async ({ page, baseURL }) => {
      const c = copy[lang];
      await page.setViewportSize(viewport);
      // Bought over the API: finding it is what this test proves (support/api-purchase.ts).
      const code = await buyOverApi(baseURL!, { lang, days: lang === 'es' ? 40 : 41 });
      await page.goto(`${c.base}/buscar${lang === 'en' ? '?lang=en' : ''}`);
      await expect(page.getByRole('heading', { name: c.findTitle, level: 1 })).toBeVisible();
      // A wrong surname and a wrong code get one answer. The traveller then types the right ones key by key:
      // the answer, shown once, does not take the focus back at each key (the code kept only its first letter).
      await find(page, lang, code, 'Ibarra');
      await expectNotFound(page, lang);
      await find(page, lang, 'QQQQQQ', 'Peña');
      await expectNotFound(page, lang);
      await find(page, lang, code.toLowerCase(), 'pena', true);
      await expect(page).toHaveURL(new RegExp(`${c.base}/mi-reservacion(\\?lang=en)?$`));
      await expect(page.getByRole('heading', { name: c.title, level: 1 })).toBeVisible();
      await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
      await expect(page.locator('.itinerary-detail__status')).toHaveText(c.paid);
      const card = page.locator('.ticket-card').first();
      await expect(card.locator('.ticket-card__type')).toHaveText('E-ticket');
      await expect(card.locator('.ticket-card__seat')).toHaveText(/^\d+$/);
      await expect(card.locator('.ticket-card__qr')).toBeVisible();
      await expect(page.getByRole('heading', { name: c.baggage })).toBeVisible();
      await lookAt(page, { path: `test-results/itinerary-detail-${lang}-${viewport.width}.png`, fullPage: true });
      const text = await downloadPdfText(page, lang);
      expect(text).toContain(`${code}-1`);
      // Kept on this device: a reload (and a new visit to the find page) shows it again.
      await page.reload();
      await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
      await page.goto(`${c.base}/buscar`);
      await expect(page).toHaveURL(new RegExp(`${c.base}/mi-reservacion(\\?lang=en)?$`));
      await page.getByRole('button', { name: c.forget }).click();
      await expect(page).toHaveURL(new RegExp(`${c.base}/buscar(\\?lang=en)?$`));
      expect(await page.evaluate(() => localStorage.getItem('itinerary'))).toBeNull();
      await page.reload();
      await expect(page.getByRole('heading', { name: c.findTitle, level: 1 })).toBeVisible();
    });
  }
}

// docs/rules/my-reservation.md#what-the-page-shows: on a phone the ticket cards run long; what a traveller comes for
// (the tickets to download, the invoice, the changes) comes within the first screen and a half after finding it.
test('on a phone, the download, the invoice and the way to the changes come first (es, 390 px)', async ({ page, baseURL }) => {
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  const code = await buyOverApi(baseURL!, { lang: 'es', days: 46 });
  await page.goto('/administra-reservacion/buscar');
  // Either surname finds it: the buyer's is "Peña", the page takes it in capitals without its tilde.
  await find(page, 'es', code, 'PENA');
  await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
  const bottomOnPage = (name: string) => page.getByRole('link', { name, exact: true }).evaluate((link) => link.getBoundingClientRect().bottom + window.scrollY);
  for (const name of ['Descargar PDF', 'Facturar mi compra', 'Cambiar o cancelar']) {
    expect(await bottomOnPage(name), name).toBeLessThanOrEqual(phone.height * 1.5);
  }
  await lookAt(page, { path: 'test-results/itinerary-actions-es-390.png' });
  // The way to the changes leads to them, further down past the ticket cards.
  await page.getByRole('link', { name: 'Cambiar o cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Cambios', level: 2 })).toBeInViewport();
});

const cancelCopy = {
  es: { type: 'PEND (pago pendiente)', ask: 'Cancelar reservación', what: (code: string) => `Se cancelarán los boletos ${code}-1 y sus asientos quedarán libres para otros viajeros.`, refund: 'No pagaste por ellos, así que no hay reembolso.', confirm: 'Sí, cancelar', done: /^Cancelamos tus boletos y liberamos sus asientos\./, cancelled: 'Cancelado' },
  en: { type: 'PEND (payment pending)', ask: 'Cancel reservation', what: (code: string) => `Tickets ${code}-1 will be cancelled and their seats freed for other travellers.`, refund: 'You have not paid for them, so there is nothing to refund.', confirm: 'Yes, cancel', done: /^We cancelled your tickets and freed their seats\./, cancelled: 'Cancelled' },
} as const;

for (const [lang, viewport, days] of [
  ['es', { width: 390, height: 844 }, 43],
  ['en', { width: 1280, height: 900 }, 42],
] as const) {
  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'es')) {
    test(`the tickets page of a reservation paid at OXXO opens it in My reservation, PEND with its deadline, and cancels it (${lang}, ${viewport.width} px)`, async ({ page }) => {
      const c = copy[lang];
      const k = cancelCopy[lang];
      await page.setViewportSize(viewport);
      await toPayment(page, { lang, days });
      await page.getByRole('radio', { name: texts[lang].oxxo }).check();
      await page.getByRole('button', { name: texts[lang].reference }).click();
      await expect(page.getByRole('heading', { name: texts[lang].ticketsTitle, level: 1 })).toBeVisible();
      const code = (await page.locator('.tickets-step__code strong').textContent())!.trim();
      await page.getByRole('link', { name: c.manage, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.base}/mi-reservacion(\\?lang=en)?$`));
      await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
      await expect(page.locator('.itinerary-detail__status')).toHaveText(c.pending);
      await expect(page.locator('.ticket-card__type').first()).toHaveText(k.type);
      await expect(page.locator('.leg-tickets__deadline')).toBeVisible();
      await lookAt(page, { path: `test-results/itinerary-pend-${lang}-${viewport.width}.png`, fullPage: true });
      // Cancel: the page says what will happen and what comes back before the traveller confirms.
      await page.getByRole('button', { name: k.ask }).click();
      await expect(page.getByText(k.what(code))).toBeVisible();
      await expect(page.getByText(k.refund)).toBeVisible();
      await lookAt(page, { path: `test-results/itinerary-cancel-${lang}-${viewport.width}.png`, fullPage: true });
      await page.getByRole('button', { name: k.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: k.done })).toBeVisible();
      await expect(page.locator('.ticket-card__type').first()).toHaveText(k.cancelled);
      await expect(page.getByRole('button', { name: k.ask })).toHaveCount(0);
      // A lookup by the surname tells the same: the ticket is cancelled.
      const lookup = await page.request.get(`/api/itinerary/reservation/data?code=${code}&last_name=Pe%C3%B1a`);
      expect(((await lookup.json()) as { content: { data: { tickets: Array<{ state: string }> } } }).content.data.tickets[0]!.state).toBe('cancelled');
    });
  }
}
