import { expect, test } from './support/test';
import { dayAhead } from './support/purchase-driver';
import { buyOverApi } from './support/api-purchase';
import { lookAt } from './support/look-at';
import { linkFromEmail } from './support/outbox-mail';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// After the sale on My reservation (decision 065), what only a browser shows: a family of three moves its bus with a
// seat chosen for each on the new bus's map (Spanish, 390 px phone); an English tourist sees the cancellation rule
// and the refund before confirming, and cancels; a PEND is paid by card and becomes E-tickets, a store (OXXO) PEND too,
// its reference void (decision 071), with the tickets' e-mail naming the card. The rules themselves
// are proven lower (domain/itinerary/cancel-rules.test.ts, tests/server/itinerary-*.test.ts, the chart's paths).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

/** My reservation opened from the confirmation e-mail's link (read from the outbox): it proves the contact. */
async function openFromEmail(page: import('@playwright/test').Page, code: string, english: boolean) {
  const link = await linkFromEmail(code, 'ticket_confirmation', /https?:\/\/\S+\/mi-reservacion\?[^\s"<]+/);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(english ? /\/itinerary\/mi-reservacion\?lang=en$/ : /\/administra-reservacion\/mi-reservacion$/);
}

test('a family of three changes its bus and chooses a seat for each on the new bus’s map (es, 390 px)', async ({ page, baseURL }) => {
  // Days of its own, the new one too: the tests run in parallel, and a traveller buying on the new bus while the
  // family picks its seats there would take one of them (a CI run once saw exactly that with day 55).
  const days = 62;
  await page.setViewportSize({ width: 390, height: 844 });
  const code = await buyOverApi(baseURL!, { lang: 'es', days, family: true });
  await openFromEmail(page, code, false);
  await page.getByRole('button', { name: /^Cambiar horario \(/ }).first().click();
  await page.getByLabel('Nueva fecha').fill(dayAhead(days + 1));
  await page.getByRole('button', { name: 'Ver horarios' }).click();
  await page.locator('.itinerary-change__bus').filter({ hasText: 'Sin diferencia de tarifa' }).first().getByRole('button').click();
  const map = page.getByRole('grid');
  const free = map.getByRole('button', { name: /, libre$/ });
  // Each tap seats the next passenger without a seat; confirming waits until all three have one.
  const chosen: number[] = [];
  for (const who of ['Ana María Peña', 'Luis Peña']) {
    const seat = Number(await free.first().textContent());
    await free.first().click();
    await expect(map.getByRole('button', { name: new RegExp(`^Asiento ${seat}, .*elegido para ${who}$`) })).toBeVisible();
    chosen.push(seat);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Falta elegir el asiento de 1 pasajero.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar cambio' })).toHaveAttribute('aria-disabled', 'true');
  // Pressed anyway (aria-disabled, still focusable), the passenger without a seat takes the focus (decisions 067 and 073).
  await page.getByRole('button', { name: 'Confirmar cambio' }).press('Enter');
  await expect(page.getByRole('button', { name: /^Sofía Peña, Menor/ })).toBeFocused();
  await page.getByRole('button', { name: /^Sofía Peña, Menor/ }).click();
  const last = Number(await free.last().textContent());
  await free.last().click();
  await expect(page.getByRole('button', { name: /^Sofía Peña, Menor/ })).toContainText(`asiento ${last}`);
  chosen.push(last);
  await lookAt(page, { path: 'test-results/itinerary-family-seats-es-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Confirmar cambio' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Listo: tu boleto tiene su nuevo horario y asiento\./ })).toBeVisible();
  await expect(page.locator('.ticket-card__seat')).toHaveText(chosen.map(String));
});

test('an English tourist reads the cancellation rule and the refund before confirming, and cancels (en, 1280 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const code = await buyOverApi(baseURL!, { lang: 'en', days: 55 });
  await openFromEmail(page, code, true);
  await expect(page.getByText(/^Paid tickets: you get 100% back if you cancel 24 hours or more before departure, and 50% if less/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByText('Departure is 24 hours or more away: you get back 100% of what you paid for these tickets.')).toBeVisible();
  await expect(page.getByText(/^We will refund MX\$[\d,]+\.\d\d to the card you paid with\.$/)).toBeVisible();
  await lookAt(page, { path: 'test-results/itinerary-cancel-paid-en-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We cancelled your tickets and freed their seats. We sent you an e-mail with the details.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
});

test('pays a PEND by card from My reservation and gets E-tickets (en, 1280 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const code = await buyOverApi(baseURL!, { lang: 'en', days: 56, payment: 'office' });
  await openFromEmail(page, code, true);
  await page.getByRole('button', { name: /^Pay MX\$[\d,]+\.\d\d by card$/ }).click();
  const block = page.locator('.itinerary-pend-pay');
  await block.getByLabel('Card number').fill('4242 4242 4242 4242');
  await block.getByLabel('Name on the card').fill('John Smith');
  await block.getByLabel('Expiry (MM/YY)').fill('12/30');
  await block.getByLabel('Security code (CVV)').fill('123');
  await lookAt(page, { path: 'test-results/itinerary-pend-pay-en-1280.png', fullPage: true });
  await block.getByRole('button', { name: /^Pay MX\$[\d,]+\.\d\d$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation is paid: your tickets are E-tickets now.' })).toBeVisible();
  await expect(page.locator('.ticket-card__type').first()).toHaveText(/E-ticket/);
});

/** The e-mails of `template` about `code` in the outbox, oldest first, quoted-printable undone. */
async function mailsAbout(code: string, template: string): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  const names = (await readdir(dir)).filter((name) => name.endsWith(`${template}.eml`)).sort();
  const texts = await Promise.all(names.map(async (name) => (await readFile(join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))));
  return texts.filter((text) => text.includes(`code=${code}&`));
}

test('pays a store (OXXO) PEND by card on a phone: its reference is void, the tickets’ e-mail names the card (en, 390 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const code = await buyOverApi(baseURL!, { lang: 'en', days: 57, payment: 'oxxo' });
  await openFromEmail(page, code, true);
  const block = page.locator('.itinerary-pend-pay');
  await expect(block.getByText('Pay by card before your reference expires and your PEND tickets become E-tickets. The store reference is then void: do not pay it at the store.')).toBeVisible();
  await page.getByRole('button', { name: /^Pay MX\$[\d,]+\.\d\d by card$/ }).click();
  await block.getByLabel('Card number').fill('4242 4242 4242 4242');
  await block.getByLabel('Name on the card').fill('John Smith');
  await block.getByLabel('Expiry (MM/YY)').fill('12/30');
  await block.getByLabel('Security code (CVV)').fill('123');
  await lookAt(page, { path: 'test-results/itinerary-store-pend-pay-en-390.png', fullPage: true });
  await block.getByRole('button', { name: /^Pay MX\$[\d,]+\.\d\d$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation is paid: your tickets are E-tickets now.' })).toBeVisible();
  await expect(page.locator('.ticket-card__type').first()).toHaveText(/E-ticket/);
  await expect(page.locator('.itinerary-detail__payment')).toContainText('Credit or debit card');
  await lookAt(page, { path: 'test-results/itinerary-store-pend-paid-en-390.png', fullPage: true });
  // The tickets' e-mail after the card: paid by card, never the store's pending order again.
  await expect.poll(async () => (await mailsAbout(code, 'ticket_confirmation')).length, { timeout: 30_000 }).toBe(2);
  const paid = (await mailsAbout(code, 'ticket_confirmation'))[1]!;
  expect(paid).toContain('Paid with: Credit or debit card');
  expect(paid).not.toMatch(/awaiting payment|Pay by:/);
});
