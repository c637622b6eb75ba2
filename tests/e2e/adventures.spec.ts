import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { CARDS } from '../../machines/payment/payment.test-model';
import { simulatorPort } from '../playwright.shared';
import { setPartnerMode } from './support/partner-simulator';
import { expect, test, type Page } from './support/test';

// A partner adventure bought in English on a desktop (the chained browser paths walk the flow in Spanish on a
// phone, tests/paths/charts/adventures.*): from the tours catalogue's link, the partner refuses the confirmation
// after the charge (refunded, said in English), then another date is confirmed and its ticket shows the partner's
// booking reference, downloads as an English PDF and is e-mailed. The server's own simulator is switched into
// the refusal and back (tests/e2e/support/partner-simulator.ts).

const desktop = { viewport: { width: 1280, height: 900 } };

async function expectNoGraveAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The `day`-th day of the list and its first departure with room for two, then on to the people and contact. */
async function chooseDate(page: Page, day: number) {
  await page.getByRole('list', { name: 'Next days' }).getByRole('button').nth(day).click();
  await page.locator('label.adventures__choice:not([data-full])').filter({ has: page.locator('input[name="departure"]') }).first().locator('input').check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/aventuras\/datos\?lang=en$/);
}

async function payByCard(page: Page) {
  await expect(page.getByText('Your places are held:')).toBeVisible();
  await page.getByLabel('Card number').fill(CARDS.approve.number);
  await page.getByLabel('Name on the card').fill(CARDS.approve.name);
  await page.getByLabel('Expiry (MM/YY)').fill(CARDS.approve.expiry);
  await page.getByLabel('Security code (CVV)').fill(CARDS.approve.cvv);
  await page.getByRole('button', { name: /^Pay MX\$[\d,]+\.\d\d$/ }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

test.afterEach(async () => {
  await setPartnerMode(simulatorPort, 'normal');
});

test.describe('a partner adventure (en, desktop)', () => {
  test.use(desktop);

  test('refunded in English when the partner refuses after the charge, then confirmed on another date with its ticket', async ({ page }) => {
    await page.goto('/tours?lang=en');
    await page.locator('.tours__lead').getByRole('link', { name: 'Adventures', exact: true }).click();
    await expect(page).toHaveURL(/\/aventuras\?lang=en$/);
    const surf = page.getByRole('listitem').filter({ hasText: 'Surf lesson in Sayulita' });
    // The price shown is the total the traveller pays (the partner's 950.00 × 1.1), and says what it includes.
    await expect(surf).toContainText('From MX$1,045.00 per adult, final price');
    await expect(page.getByText('Final prices per person in Mexican pesos: taxes and the service fee included.')).toBeVisible();
    await surf.getByRole('button', { name: 'See dates of Surf lesson in Sayulita' }).click();

    await chooseDate(page, 6);
    await page.getByLabel('Adults').selectOption('1');
    await page.getByLabel('Children').selectOption('1');
    await expect(page.getByRole('status').filter({ hasText: 'Total to pay: MX$1,815.00. Taxes and the service fee included.' })).toBeVisible();
    await page.getByLabel('First name', { exact: true }).fill('Ann');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('E-mail').fill('ann@example.com');
    await page.getByLabel('Mobile phone (10 digits)').fill('3221234567');
    await expectNoGraveAxeViolation(page);
    await page.getByRole('button', { name: 'Hold my places and continue to payment' }).click();
    await expect(page).toHaveURL(/\/aventuras\/pago\?lang=en$/);

    await setPartnerMode(simulatorPort, 'refuse_confirmation', { operations: ['confirm'] });
    await payByCard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not confirm your adventure' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('The operator could not confirm your adventure. The whole charge was refunded to your card.');
    await setPartnerMode(simulatorPort, 'normal');

    await page.getByRole('button', { name: 'Choose another date' }).click();
    await chooseDate(page, 7);
    // The people and contact typed are kept for the next order.
    await expect(page.getByLabel('E-mail')).toHaveValue('ann@example.com');
    await page.getByRole('button', { name: 'Hold my places and continue to payment' }).click();
    await payByCard(page);

    await expect(page).toHaveURL(/\/aventuras\/boleto\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your adventure is confirmed' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^Operator's reference: SUR-[A-Z0-9]+$/ })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ticket (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^adventure-ticket-AV\w+\.pdf$/);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Send it to my e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We e-mailed you the ticket.' })).toBeVisible();
  });
});
