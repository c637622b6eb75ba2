import { expect, test } from './support/test';
import { dayAhead } from './support/purchase-driver';
import { buyOverApi } from './support/api-purchase';
import { lookAt } from './support/look-at';
import { linkFromEmail } from './support/outbox-mail';

// After the sale on My reservation (decision 065), what only a browser shows: a family of three moves its bus with a
// seat chosen for each on the new bus's map (Spanish, 390 px phone); an English tourist sees the cancellation rule
// and the refund before confirming, and cancels; a PEND is paid by card and becomes E-tickets. The rules themselves
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
  const days = 54;
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
  await page.getByRole('button', { name: /^Sofía Peña \(Menor/ }).click();
  const last = Number(await free.last().textContent());
  await free.last().click();
  await expect(page.getByRole('button', { name: /^Sofía Peña \(Menor/ })).toContainText(`asiento ${last}`);
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
