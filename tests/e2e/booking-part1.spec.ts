import { expect, test, type Page } from './support/test';
import { dayAhead, expectNoGraveAxeViolation, texts, type Lang } from './support/purchase-driver';
import { choosePlace } from './support/search-places';

// The first half of the booking as a traveller meets it: search, schedules (and return), contact and
// additionals up to the seats step, in Spanish and in English, on the seeded timetable.

const TIME = /\d{1,2}:\d{2} [AP]M/;
const MONEY = /\$[\d,]+\.\d{2}/g;
const amount = (money: string) => Number(money.replace(/MX|[$,]/g, ''));
/** Pesos as the page writes them: "$1,234.50" in Spanish, "MX$1,234.50" in English. */
const money = (value: number, lang: Lang) => `${lang === 'en' ? 'MX$' : '$'}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const currentStep = (page: Page) => page.getByRole('main').locator('[aria-current="step"]');
const summaryName = /Resumen de tu reservación|Your reservation summary/;
const summary = (page: Page) => page.getByRole('region', { name: summaryName });
const summaryTotal = (page: Page) => summary(page).getByTestId('summary-total');

async function search(page: Page, lang: Lang, round: boolean) {
  const t = texts[lang];
  await page.goto(lang === 'en' ? '/reservacion?lang=en' : '/reservacion');
  await choosePlace(page, t.origin, 'puerto-vallarta');
  await choosePlace(page, t.destination, 'guadalajara');
  await page.getByLabel(t.departureDate).fill(dayAhead(3));
  const roundTrip = page.getByRole('checkbox', { name: t.round });
  if ((await roundTrip.isChecked()) !== round) await roundTrip.click();
  if (round) {
    await page.getByRole('checkbox', { name: t.openReturn }).uncheck();
    await page.getByLabel(t.returnDate).fill(dayAhead(6));
  }
  await page.getByRole('button', { name: t.search }).click();
}

/** Picks the second departure of the list; returns its departure time and price as shown. */
async function pickSchedule(page: Page, title: string): Promise<{ time: string; price: number }> {
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const radio = page.getByRole('radio').nth(1);
  const label = (await radio.locator('xpath=ancestor::label').textContent()) ?? '';
  await radio.check();
  const prices = label.match(MONEY) ?? [];
  return { time: label.match(TIME)![0], price: amount(prices.at(-1)!) };
}

async function contactAndAdditionals(page: Page, lang: Lang, ticketsTotal: number) {
  const t = texts[lang];
  await expect(page.getByRole('heading', { name: t.contactTitle })).toBeVisible();
  await expect(currentStep(page)).toContainText(t.steps[1]);
  await page.getByLabel(t.firstName, { exact: true }).fill('Ana María');
  await page.getByLabel(t.lastName, { exact: true }).fill('Peña');
  await page.getByLabel(t.mobile).fill('32212');
  await page.getByLabel(t.email).fill('ana@correo.mx');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByText(t.mobileError)).toBeVisible();
  await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Ana María');
  await expectNoGraveAxeViolation(page);
  await page.getByLabel(t.mobile).fill('3221234567');
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
  await expect(currentStep(page)).toContainText(t.steps[2]);
  await expect(summaryTotal(page)).toHaveText(money(ticketsTotal, lang));
  await page.getByRole('checkbox', { name: t.insurance }).check();
  await expect(page.getByText(t.chosen)).toContainText(money(35, lang));
  await expectNoGraveAxeViolation(page);
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.seatsTitle })).toBeVisible();

  // Back to the extras: the summary now carries the server's insurance line and total.
  await page.goBack();
  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
  await expect(summaryTotal(page)).toHaveText(money(ticketsTotal + 35, lang));
  await expect(summary(page)).toContainText(t.insuranceLine);
  await expect(page.getByRole('checkbox', { name: t.insurance })).toBeChecked();
}

// Each journey in one language (the other language's words: the catalogue test and the other journey).
{
  const lang = 'es';
  const t = texts[lang];

  test(`one-way trip through schedules, contact and additionals to the seats (${lang})`, async ({ page }) => {
    await search(page, lang, false);
    await expect(currentStep(page)).toContainText(t.steps[0]);
    await expect(page.getByText(dayAhead(3).replaceAll('-', '/')).first()).toBeVisible();
    await expect(summaryTotal(page)).toHaveText(t.totalUnset);

    // The next day lists its own departures, then the traveller chooses one.
    await page.getByRole('button', { name: t.nextDay }).click();
    await expect(page.getByText(dayAhead(4).replaceAll('-', '/')).first()).toBeVisible();
    const chosen = await pickSchedule(page, t.departureTitle);
    await expect(summaryTotal(page)).toHaveText(money(chosen.price, lang));
    await expectNoGraveAxeViolation(page);
    await expect(summary(page)).toContainText(chosen.time);
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    await contactAndAdditionals(page, lang, chosen.price);
  });
}

{
  const lang = 'en';
  const t = texts[lang];

  test(`round trip chooses departure then return, the total adds both (${lang})`, async ({ page }) => {
    await search(page, lang, true);
    const departure = await pickSchedule(page, t.departureTitle);
    await expect(summaryTotal(page)).toHaveText(money(departure.price, lang));
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    const back = await pickSchedule(page, t.returnTitle);
    await expect(summaryTotal(page)).toHaveText(money(departure.price + back.price, lang));
    await expect(summary(page)).toContainText(back.time);
    await page.getByRole('button', { name: t.continue, exact: true }).click();

    await contactAndAdditionals(page, lang, departure.price + back.price);
  });
}

test('schedules on a 360 px phone: chosen by keyboard, summary folded to its total, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await search(page, 'es', false);
  await expect(page.getByRole('heading', { name: texts.es.departureTitle })).toBeVisible();
  await page.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(summaryTotal(page)).toHaveText(/^\$[\d,]+\.\d{2}$/);

  const passengers = summary(page).getByText('1 × Adulto');
  await expect(passengers).toBeHidden();
  await summary(page).getByRole('button', { name: 'Ver detalle' }).click();
  await expect(passengers).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
