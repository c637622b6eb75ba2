import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText } from 'unpdf';
import { formatDateTimeIn } from '../../domain/display-format';
import { ticketQrPayload } from '../../domain/tickets/ticket-codes';
import { downloadTicketPdf, payByCard, pickFreeSeat, texts, toPayment, toSeats, continueToPayment, type Lang } from './support/purchase-driver';
import { lookAt } from './support/look-at';
import { linkFromEmail } from './support/outbox-mail';

// docs/rules/tickets-and-documents.md#the-confirmation and docs/rules/payment.md#cash-at-a-store: the tickets page is a confirmation worth keeping, on a 390 px phone in Spanish
// and a desktop in English: success and the e-mail, a QR a gate scanner reads from the screen, an .ics
// per leg, the HTML ticket at an address that reopens; cash at a store shows a barcode the till reads.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const copy = {
  es: { success: '¡Listo! Tu compra se realizó con éxito.', sentTo: 'Enviamos tus boletos a', calendar: 'Agregar al calendario', departure: 'Salida', boarding: /\d{1,2}:\d{2} [AP]M \(10 minutos antes de la salida\)/, outbound: /^Ida: /, back: /^Regreso: / },
  en: { success: 'Done! Your purchase went through.', sentTo: 'We sent your tickets to', calendar: 'Add to calendar', departure: 'Departure', boarding: /\d{1,2}:\d{2} [AP]M \(10 minutes before departure\)/, outbound: /^Outbound: /, back: /^Return: / },
} as const;

/** Reads a QR the way a gate scanner would: from pixels of the screen. */
async function qrOnScreen(element: Locator): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Reads a Code 128 the way a till would: ZXing over the screenshot's pixels. */
async function barcodeOnScreen(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot());
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminance.length; i += 1) luminance[i] = (png.data[4 * i]! * 299 + png.data[4 * i + 1]! * 587 + png.data[4 * i + 2]! * 114) / 1000;
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)));
  return new MultiFormatReader().decode(bitmap, hints).getText();
}

/** An iCalendar property as a calendar reads it (lines unfolded). */
function icsProperty(ics: string, name: string): string | undefined {
  const line = ics.replace(/\r\n[ \t]/g, '').split('\r\n').find((l) => l.startsWith(`${name}:`));
  return line?.slice(name.length + 1);
}

/** DTSTART (UTC, basic format) as an ISO instant. */
const icsInstant = (value: string) => value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');

async function expectConfirmation(page: Page, lang: Lang) {
  const c = copy[lang];
  await expect(page.getByRole('heading', { name: texts[lang].ticketsTitle, level: 1 })).toBeVisible();
  const result = page.locator('.confirmation-summary__result');
  await expect(result).toContainText(c.success);
  await expect(result).toContainText(`${c.sentTo} ana@correo.mx`);
  return (await page.locator('.tickets-step__code strong').textContent())!.trim();
}

/** Every E-ticket's QR, read from the screen, is its own code and PIN. */
async function expectScannableQrs(page: Page, count: number) {
  const cards = page.locator('.ticket-card');
  await expect(cards).toHaveCount(count);
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const number = (await card.locator('.ticket-card__number').textContent())!.trim();
    const pin = (await card.locator('.ticket-card__pin').textContent())!.trim();
    const qr = card.locator('.ticket-card__qr');
    await qr.scrollIntoViewIfNeeded();
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    expect(await qrOnScreen(qr)).toBe(ticketQrPayload(number, pin));
  }
}

/** The leg's .ics parses and starts at the departure the page shows. */
async function expectCalendarFile(page: Page, lang: Lang, leg: Locator, code: string, address: string) {
  const downloading = page.waitForEvent('download');
  await leg.getByRole('link', { name: copy[lang].calendar }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${code}-.+\\.ics$`));
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain('BEGIN:VEVENT');
  const start = icsProperty(ics, 'DTSTART')!;
  expect(start).toMatch(/^\d{8}T\d{6}Z$/);
  const shown = leg.locator('dt', { hasText: new RegExp(`^${copy[lang].departure}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(shown).toHaveText(formatDateTimeIn(icsInstant(start), 'America/Mexico_City'));
  // The event is where the traveller boards: the origin terminal's street address (commas escaped).
  expect(icsProperty(ics, 'LOCATION')?.replace(/\\([,;])/g, '$1')).toContain(address);
}

/** The HTML ticket opens in a new tab at the server's address, and the same address opens again later. */
async function expectReopenableHtml(page: Page, lang: Lang, code: string) {
  const opening = page.context().waitForEvent('page');
  await page.getByRole('link', { name: texts[lang].html }).click();
  const view = await opening;
  await view.waitForLoadState();
  const url = new URL(view.url());
  expect(url.protocol).not.toBe('blob:');
  expect(url.pathname).toBe('/api/websale/reservation/html');
  expect(url.searchParams.get('token')).toMatch(/^\S{22,}$/);
  await expect(view.locator('body')).toContainText(code);
  await view.close();
  const again = await page.context().newPage();
  await again.goto(url.href);
  await expect(again.locator('html')).toHaveAttribute('lang', lang);
  await expect(again.locator('body')).toContainText(code);
  await again.close();
}

test('a round trip on a 390 px phone: success and e-mail, both legs with terminals and boarding, QRs read from the screen, .ics, HTML that reopens (es)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lang = 'es';
  await toSeats(page, { lang, days: 11, returnDays: 13 });
  await pickFreeSeat(page, lang, 'departure');
  await pickFreeSeat(page, lang, 'return');
  await continueToPayment(page, lang);
  await payByCard(page, lang, '4242 4242 4242 4242');
  const code = await expectConfirmation(page, lang);
  const legs = page.locator('.leg-tickets');
  await expect(legs).toHaveCount(2);
  await expect(legs.nth(0).getByRole('heading', { level: 2 })).toHaveText(copy.es.outbound);
  await expect(legs.nth(1).getByRole('heading', { level: 2 })).toHaveText(copy.es.back);
  for (const leg of [legs.nth(0), legs.nth(1)]) {
    await expect(leg.locator('.leg-tickets__boarding')).toHaveText(copy.es.boarding);
  }
  await expect(legs.nth(0)).toContainText('Av. Las Palmas 300');
  await expect(page.locator('.confirmation-summary__paid')).toContainText(/Total pagado\s*\$[\d,]+\.\d{2} MXN/);
  await expect(page.getByRole('link', { name: 'Facturar mi compra' })).toHaveAttribute('href', '/reservacion/facturacion');
  // My reservation opens this one reservation directly, with its link token (docs/rules/my-reservation.md#finding-a-reservation).
  await expect(page.getByRole('link', { name: 'Mi reservación' })).toHaveAttribute('href', new RegExp(`^/administra-reservacion/mi-reservacion\\?code=${code}&token=[\\w-]{43}$`));
  await lookAt(page, { path: 'test-results/confirmation-es-390.png', fullPage: true });
  await expectScannableQrs(page, 2);
  await expectCalendarFile(page, lang, legs.nth(0), code, 'Av. Las Palmas 300, Col. Las Mojoneras');
  await expectCalendarFile(page, lang, legs.nth(1), code, 'Carretera a Zapotlanejo 1500');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectReopenableHtml(page, lang, code);
});

test('one way on a desktop in English: the confirmation, QR, .ics, the HTML ticket, the PDF and the e-mail\'s link to My reservation all in English', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const lang = 'en';
  await toPayment(page, { lang, days: 12 });
  await payByCard(page, lang, '4242 4242 4242 4242');
  const code = await expectConfirmation(page, lang);
  const leg = page.locator('.leg-tickets');
  await expect(leg).toHaveCount(1);
  await expect(leg.locator('.leg-tickets__boarding')).toHaveText(copy.en.boarding);
  await lookAt(page, { path: 'test-results/confirmation-en-1280.png', fullPage: true });
  await expectScannableQrs(page, 1);
  // Printed, the page is the tickets: no site chrome or buttons, the QR still there.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('.ticket-card__qr').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expectCalendarFile(page, lang, leg, code, 'Av. Las Palmas 300, Col. Las Mojoneras');
  await expectReopenableHtml(page, lang, code);
  const { text } = await extractText(new Uint8Array(await downloadTicketPdf(page, lang)), { mergePages: true });
  const words = text.replace(/\s+/g, ' ');
  expect(words).toContain('Passenger: Ana María Peña');
  expect(words).toMatch(/Outbound: .+ → .+/);
  expect(words).toMatch(/Boarding \(10 min before\): \d{1,2}:\d{2} [AP]M/);
  expect(words).toContain('Av. Las Palmas 300');

  // The e-mail's link to My reservation, opened on another device (no stored language): in English.
  const link = await linkFromEmail(code, 'ticket_confirmation', /https?:\/\/\S+\/mi-reservacion\?[^\s"<]+/);
  const other = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const reader = await other.newPage();
  await reader.goto(`${link.pathname}${link.search}`);
  await expect(reader.getByRole('heading', { name: 'My reservation', level: 1 })).toBeVisible();
  await expect(reader.locator('.tickets-step__code strong')).toHaveText(code);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();
});

test('cash at OXXO: the reference shows as a Code 128 the till reads, and one deadline to pay (es, 390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await toPayment(page, { lang: 'es', days: 14 });
  await page.getByRole('radio', { name: texts.es.oxxo }).check();
  await page.getByRole('button', { name: texts.es.reference }).click();
  await expect(page.getByRole('heading', { name: texts.es.ticketsTitle, level: 1 })).toBeVisible();
  await expect(page.locator('.confirmation-summary__result')).toContainText('Tu lugar está apartado: falta pagar.');
  const reference = (await page.locator('.tickets-order__reference').textContent())!.trim();
  const bars = page.locator('.store-barcode__bars');
  await bars.scrollIntoViewIfNeeded();
  await lookAt(page, { path: 'test-results/confirmation-oxxo-es-390.png', fullPage: true });
  expect(await barcodeOnScreen(bars)).toBe(reference.replace(/\s/g, ''));
  // One deadline: the leg and its PEND card state the store reference's own.
  const storeDeadline = /paga antes de (\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2} [AP]M)/.exec((await page.locator('.tickets-order').textContent())!)![1]!;
  await expect(page.locator('.leg-tickets__deadline')).toHaveText(storeDeadline);
  await expect(page.locator('.ticket-card').first()).toContainText(`Paga en la tienda antes de ${storeDeadline}`);
});
