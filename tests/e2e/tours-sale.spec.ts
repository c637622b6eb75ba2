import AxeBuilder from '@axe-core/playwright';
import { CARDS } from '../../machines/payment/payment.test-model';
import { expect, test, type Page } from './support/test';
import { addFromTourPage, cartToPayment, oneTourToPayment, payByCard, TOUR_NAMES, toursTexts, type ToursLang } from './support/tours-driver';

// Buying tours as a traveller does (docs/rules/tours.md): two tours in one cart on a phone in Spanish, paid by
// card, the passes shown and their PDF downloaded; one tour on a desktop in English; the approved selection
// dropped by leaving its step (docs/rules/tours.md#after-an-approved-purchase); the hold running out on the
// page's clock, its places released (docs/rules/tours.md#cart-and-session).

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

async function tourCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).filter((c) => c.name === 'tour_cart' || c.name === 'tour_booking').map((c) => c.name);
}

async function expectNoGraveAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

test.describe('two tours in one cart, paid by card (es, 390 px)', () => {
  test.use(phone);

  test('adds yelapa with an infant and sayulita, pays, shows a QR per person and downloads the PDF', async ({ page }) => {
    const lang: ToursLang = 'es';
    const t = toursTexts[lang];
    await page.goto('/tours/detalle/yelapa');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await addFromTourPage(page, lang, { adults: 2, infant: true, day: 10 });
    await expect(page.getByRole('status').filter({ hasText: '1 tour en tu carrito' })).toBeVisible();
    // The cart cookie holds the booking id only, never the cart.
    const cart = (await page.context().cookies()).find((c) => c.name === 'tour_cart');
    expect(cart?.value).toBeTruthy();
    expect(cart?.value).not.toMatch(/yelapa|shopping|quantities/i);

    await page.getByRole('link', { name: t.allTours }).click();
    await page.getByRole('link', { name: TOUR_NAMES[lang].sayulita }).click();
    await addFromTourPage(page, lang, { adults: 1, day: 10 });
    await expect(page.getByRole('status').filter({ hasText: '2 tours en tu carrito' })).toBeVisible();
    await page.getByRole('link', { name: t.viewCart }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.cartTitle })).toBeFocused();
    await expect(page.locator('.tours-shop__item')).toHaveCount(2);
    await expectNoGraveAxeViolation(page);

    await cartToPayment(page, lang);
    await expect(page.getByText(t.held)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t.payTitle })).toBeFocused();
    await expectNoGraveAxeViolation(page);
    await payByCard(page, lang, CARDS.approve);

    await expect(page).toHaveURL(/\/tours\/boleto$/);
    await expect(page.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible();
    // Three people on yelapa (two adults and an infant) and one on sayulita: a pass each.
    await expect(page.getByRole('img', { name: /^Código QR del pase / })).toHaveCount(4);
    await expect(page.getByRole('heading', { name: t.meeting }).first()).toBeVisible();
    await expectNoGraveAxeViolation(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: t.pdf }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(file).toBeTruthy();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('one tour, paid partly with points and by card (en, desktop)', () => {
  test.use(desktop);

  // Decision 069: a signed-in frequent traveller's points pay part of the tours; the card pays the rest. The gold
  // member here is no other journey's in this suite (its balance is read, not assumed).
  test('a member pays yelapa for two adults with 300 points and a card; the passes, the refund split and the history in English', async ({ page }) => {
    const lang: ToursLang = 'en';
    await page.goto('/?lang=en');
    await page.getByRole('link', { name: 'Frequent traveller', exact: true }).click();
    await page.getByLabel('Card, e-mail or mobile').fill('3200000002');
    await page.getByLabel('Password', { exact: true }).fill('Oro#2024');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Hello, José Luis$/, level: 1 })).toBeVisible();
    const profile = page.url();

    await oneTourToPayment(page, lang, 11);
    await expect(page).toHaveURL(/\/tours\/pago\?lang=en$/);
    // The balance is shown; the pay button follows what the points leave.
    await expect(page.getByText(/^Earned points: [\d,]+\.\d\d PTS$/)).toBeVisible();
    const pay = page.getByRole('button', { name: /^Pay MX\$[\d,]+\.\d\d$/ });
    const total = Number((await pay.textContent())!.replace(/[^\d.]/g, ''));
    await page.getByLabel('Points to use').fill('300');
    await page.getByRole('button', { name: 'Apply points' }).click();
    await expect(page.getByText('You pay with points: 300.00 PTS')).toBeVisible();
    const rest = (total - 300).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(pay).toHaveText(`Pay MX$${rest}`);
    // Cash at a store is not taken beside points: only the card is left.
    await expect(page.getByRole('radio', { name: 'Cash at OXXO' })).toHaveCount(0);
    await payByCard(page, lang, CARDS.approve);

    await expect(page).toHaveURL(/\/tours\/boleto\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: toursTexts.en.ticketTitle })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of pass / })).toHaveCount(2);
    // Cancelling would give the card its part and the points back to points.
    await expect(page.getByText(`If you cancel now, we refund MX$${rest} to the card you paid with. The 300.00 PTS you paid with go back to your frequent traveller balance.`, { exact: false })).toBeVisible();
    const code = /T\w{6}/.exec((await page.getByRole('status').filter({ hasText: toursTexts.en.confirmed }).textContent()) ?? '')![0];

    await page.goto(profile);
    await expect(page.locator('.loyalty-history')).toContainText(`Payment of tours booking ${code}`);
  });
});

test.describe('after approval (es, 390 px)', () => {
  test.use(phone);

  test('leaving the step for another page drops the selection and goes to the tours search', async ({ page }) => {
    const t = toursTexts.es;
    await page.goto('/tours/detalle/yelapa');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await addFromTourPage(page, 'es', { adults: 2, day: 11 });
    await page.getByRole('link', { name: t.viewCart }).click();
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.contactTitle })).toBeVisible();
    expect(await tourCookies(page)).toContain('tour_booking');

    // Back to the review: not the ticket, so the approved selection goes.
    await page.goBack();
    await expect(page).toHaveURL(/\/tours\/buscar$/);
    await expect.poll(() => tourCookies(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ruta Bahía, inicio' }).click();
    await page.goto('/tours/reservacion');
    await expect(page.getByText('Tu carrito está vacío.')).toBeVisible();
  });

  test('a link out of the shop once approved goes to the tours search instead', async ({ page }) => {
    await oneTourToPayment(page, 'es', 10);
    await page.getByRole('link', { name: 'Ruta Bahía, inicio' }).click();
    await expect(page).toHaveURL(/\/tours\/buscar$/);
    await expect.poll(() => tourCookies(page)).toEqual([]);
  });

  test('a reload of the step is a navigation too: the selection goes and so does the traveller, to the tours search', async ({ page }) => {
    await oneTourToPayment(page, 'es', 10);
    await page.reload();
    await expect(page).toHaveURL(/\/tours\/buscar$/);
    await expect.poll(() => tourCookies(page)).toEqual([]);
  });

  test('the hold running out releases the places and says so', async ({ page }) => {
    const t = toursTexts.es;
    await page.clock.install();
    await oneTourToPayment(page, 'es', 11);
    await expect(page.getByText(t.held)).toBeVisible();
    await page.clock.fastForward('16:00');
    await expect(page).toHaveURL(/\/tours\/reservacion$/);
    await expect(page.getByRole('alert').filter({ hasText: t.expired })).toBeVisible();
    await expect.poll(() => tourCookies(page)).toEqual([]);
  });
});
