import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { extractText } from 'unpdf';
import { payByCard, texts, toPayment, type Lang } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// The second half of the booking as a traveller meets it: from the seats to the payment and the tickets, by card
// (approved, declined then approved, 3-D Secure) and with cash at a store (PEND tickets with a
// printable reference), on the sandbox gateway's documented test cards.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

/** The tickets page: one E-ticket with its PIN, and the PDF that names the reservation. */
async function expectETickets(page: Page, lang: Lang) {
  const t = texts[lang];
  await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/reservacion\/boletos/);
  const tickets = page.locator('.ticket-card');
  await expect(tickets).toHaveCount(1);
  await expect(tickets.first()).toContainText('E-ticket');
  await expect(tickets.first().locator('.ticket-card__pin')).toHaveText(/^\d{4,}$/);
  return (await page.locator('.tickets-step__code strong').textContent())!.trim();
}

async function expectPdfNames(page: Page, lang: Lang, code: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: texts[lang].pdf }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toContain(code);
  const { text } = await extractText(new Uint8Array(readFileSync((await download.path())!)), { mergePages: true });
  expect(text).toContain(code);
}

/**
 * The lasting link (decision 019): an absolute address with the code and the link token, which a
 * client holding nothing else (no page, no cookie, no flow token) fetches as the PDF itself.
 */
async function expectLastingLink(page: Page, request: APIRequestContext, lang: Lang, code: string) {
  const block = page.locator('.tickets-link');
  await expect(block).toContainText(lang === 'es' ? /Guarda este enlace para abrir tus boletos hasta el \d{4}\/\d{2}\/\d{2}\./ : /Keep this link to open your tickets until \d{4}\/\d{2}\/\d{2}\./);
  const href = (await block.getByRole('link').getAttribute('href'))!;
  const url = new URL(href);
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toBe('/api/websale/reservation/pdf');
  expect(url.searchParams.get('code')).toBe(code);
  expect(url.searchParams.get('token')).toMatch(/^\S{22,}$/);
  const answer = await request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(new Uint8Array(await answer.body()), { mergePages: true });
  expect(text).toContain(code);
  // The same address with another token opens nothing.
  url.searchParams.set('token', 'x'.repeat(43));
  expect((await request.get(url.href)).status()).toBe(404);
  return href;
}

test('card approved: E-ticket with PIN, the PDF names the reservation, the HTML view opens (es)', async ({ page }) => {
  await toPayment(page, { lang: 'es', days: 6 });
  const t = texts.es;
  await expect(page.getByText(t.usd)).toBeVisible();
  // The time left to pay stays in sight from the seats step on.
  await expect(page.locator('.deadline-countdown__time')).toHaveText(/^1[45]:\d{2}$/);
  await lookAt(page, { path: 'test-results/payment-es-1280.png', fullPage: true });
  // A mistyped number is caught in the page, in the page language.
  await page.getByLabel(t.number).fill('4242 4242 4242 4241');
  await page.getByLabel(t.name).focus();
  await expect(page.getByText(t.cardError)).toBeVisible();
  await payByCard(page, 'es', '4242 4242 4242 4242');
  const code = await expectETickets(page, 'es');
  await lookAt(page, { path: 'test-results/tickets-es-1280.png', fullPage: true });
  await expectPdfNames(page, 'es', code);
  const opening = page.context().waitForEvent('page');
  await page.getByRole('link', { name: t.html }).click();
  const view = await opening;
  await expect(view.locator('body')).toContainText(code);
});

test('card declined, then approved with another card (en)', async ({ page }) => {
  await toPayment(page, { lang: 'en', days: 7 });
  const t = texts.en;
  await payByCard(page, 'en', '4000 0000 0000 9995');
  await expect(page.getByRole('alert')).toContainText(t.declined);
  await expect(page.getByRole('heading', { name: t.paymentTitle, level: 1 })).toBeVisible();
  await lookAt(page, { path: 'test-results/payment-declined-en.png', fullPage: true });
  await payByCard(page, 'en', '4242 4242 4242 4242');
  await expectETickets(page, 'en');
});

test('3-D Secure: the bank code completes the payment; the lasting link to the tickets fits the phone and opens the PDF (es, 360 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await toPayment(page, { lang: 'es', days: 8 });
  const t = texts.es;
  await payByCard(page, 'es', '4000 0000 0000 3220');
  await expect(page.getByRole('heading', { name: t.challenge })).toBeVisible();
  await page.getByLabel(t.code).fill('123456');
  await lookAt(page, { path: 'test-results/payment-3ds-es-360.png', fullPage: true });
  await page.keyboard.press('Enter');
  const code = await expectETickets(page, 'es');
  await expectLastingLink(page, request, 'es', code);
  await lookAt(page, { path: 'test-results/tickets-es-360.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('cash at OXXO: a printable reference and PEND tickets with what to do before travelling (es)', async ({ page }) => {
  await toPayment(page, { lang: 'es', days: 9 });
  const t = texts.es;
  await page.getByRole('radio', { name: t.oxxo }).check();
  await page.getByRole('button', { name: t.reference }).click();
  await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
  await expect(page.locator('.tickets-order__reference')).toHaveText(/\S{6,}/);
  const ticket = page.locator('.ticket-card');
  await expect(ticket).toHaveCount(1);
  await expect(ticket.first()).toContainText('PEND');
  // Paid at the store, not the office: the card says where and until when (the reference's deadline).
  await expect(ticket.first()).toContainText(/Paga en la tienda antes de \d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2} [AP]M/);
  await lookAt(page, { path: 'test-results/tickets-pend-es.png', fullPage: true });
  const code = (await page.locator('.tickets-step__code strong').textContent())!.trim();
  await expectPdfNames(page, 'es', code);
});

test('pay at the office: PEND tickets survive a reload with working documents and the lasting link, and leaving the tickets starts over (en)', async ({ page, request }) => {
  await toPayment(page, { lang: 'en', days: 10 });
  await page.getByRole('radio', { name: 'Pay at the ticket office' }).check();
  await page.getByRole('button', { name: 'Reserve and pay at the ticket office' }).click();
  await expect(page.getByRole('heading', { name: texts.en.ticketsTitle, level: 1 })).toBeVisible();
  await expect(page.locator('.ticket-card').first()).toContainText(texts.en.pend);
  const code = (await page.locator('.tickets-step__code strong').textContent())!.trim();
  const link = await expectLastingLink(page, request, 'en', code);
  // The document links are object URLs of the page; after a reload they are fetched again. The
  // lasting link is kept with the flow.
  await page.reload();
  await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
  await expectPdfNames(page, 'en', code);
  await expect(page.locator('.tickets-link').getByRole('link')).toHaveAttribute('href', link);
  // docs/rules/booking.md#leaving-the-flow: leaving the tickets page resets the reservation.
  // The brand link of the sale layout leads to the search page of the flow.
  await page.getByRole('link', { name: 'Ruta Bahía' }).first().click();
  await expect(page.getByRole('combobox', { name: texts.en.origin, exact: true })).toBeVisible();
  await page.goto('/reservacion/pago');
  await expect(page).not.toHaveURL(/\/reservacion\/(pago|boletos)/);
});
