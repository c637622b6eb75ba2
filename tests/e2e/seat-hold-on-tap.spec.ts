import { expect, test, type Browser, type Page } from './support/test';
import { extractText } from 'unpdf';
import { downloadTicketPdf, expectNoGraveAxeViolation, legMap, payByCard, searchTrip, texts, type Lang } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// docs/rules/booking.md#seats and docs/rules/booking.md#the-wheelchair-place as travellers meet them: a seat is held the moment it is tapped, so a
// traveller in another browser who taps it next is told on that seat; the seats are listed in the
// summary and the time left stays in sight on a phone; the wheelchair place asked for on the extras
// step is held on the first-class bus, drawn on the map and printed on the tickets, and refused on an
// executive bus, which has none.

const APPROVES = '4242 4242 4242 4242';

async function newTraveller(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL }]);
  return context.newPage();
}

/** Search, the `nth` departure of the day (0: 06:00 executive, 1: 08:00 first class), contact: the extras step. */
async function toExtras(page: Page, lang: Lang, days: number, nth: number) {
  const t = texts[lang];
  await searchTrip(page, { lang, days });
  await page.getByRole('radio').nth(nth).check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await page.getByLabel(t.firstName, { exact: true }).fill('Ana María');
  await page.getByLabel(t.lastName, { exact: true }).fill('Peña');
  await page.getByLabel(t.mobile).fill('3221234567');
  await page.getByLabel(t.email).fill('ana@correo.mx');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
}

async function toSeatMap(page: Page, lang: Lang, days: number, nth: number) {
  await toExtras(page, lang, days, nth);
  await page.getByRole('button', { name: texts[lang].continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts[lang].seatsTitle, level: 1 })).toBeVisible();
}

test('a seat taken in another browser is shown taken on the tap, beside the map; the summary lists the seat; the countdown stays in sight (es, 390 px)', async ({ browser, baseURL }) => {
  const t = texts.es;
  const days = 23;
  const first = await newTraveller(browser, baseURL!, { width: 1280, height: 900 });
  const second = await newTraveller(browser, baseURL!, { width: 390, height: 844 });
  await toSeatMap(first, 'es', days, 0);
  await toSeatMap(second, 'es', days, 0);

  // Both maps show seat 5 free; the first traveller taps it and holds it at once.
  const seatFor = (page: Page) => legMap(page, 'es', 'departure').getByRole('button', { name: /^Asiento 5, / });
  await expect(seatFor(second)).toHaveAccessibleName(t.freeSeat);
  await seatFor(first).click();
  await expect(seatFor(first)).toHaveAccessibleName(/^Asiento 5, \w+, elegido para .+$/);
  await expect(first.getByTestId('summary-seats')).toContainText(/asiento 5/);

  // The second traveller's map still said free: the tap is refused on that seat, with the reason next to the map.
  await seatFor(second).click();
  await expect(seatFor(second)).toHaveAccessibleName(/^Asiento 5, \w+, ocupado por otro pasajero$/);
  const alert = legMap(second, 'es', 'departure').getByRole('alert');
  await expect(alert).toContainText(t.lost);
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await lookAt(second, { path: 'test-results/seat-tap-lost-390.png' });

  // Another seat is theirs; on a phone the time left stays in view while the map scrolls.
  await legMap(second, 'es', 'departure').getByRole('button', { name: /^Asiento 9, / }).click();
  await expect(legMap(second, 'es', 'departure').getByRole('button', { name: /^Asiento 9, / })).toHaveAccessibleName(/elegido para/);
  await second.getByRole('button', { name: /^Asiento 29, / }).scrollIntoViewIfNeeded();
  await expect(second.locator('.deadline-countdown')).toBeInViewport();
  await lookAt(second, { path: 'test-results/seat-tap-scrolled-390.png' });
  await lookAt(first, { path: 'test-results/seat-tap-desktop.png', fullPage: true });
  await first.context().close();
  await second.context().close();
});

test('the wheelchair place is held from the extras step, shown on the map and printed on the tickets; a bus without one refuses it (en)', async ({ browser, baseURL }) => {
  const t = texts.en;
  const days = 24;
  const page = await newTraveller(browser, baseURL!, { width: 390, height: 844 });
  await toExtras(page, 'en', days, 1);
  await page.getByRole('checkbox', { name: /wheelchair space/i }).check();
  await page.getByLabel(/What assistance do you need/).fill('Folding wheelchair');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.seatsTitle, level: 1 })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Wheelchair space, held for you' })).toBeVisible();
  await expect(page.getByTestId('summary-seats')).toContainText('Wheelchair space');
  await expectNoGraveAxeViolation(page);
  await lookAt(page, { path: 'test-results/seat-wheelchair-390.png', fullPage: true });

  await legMap(page, 'en', 'departure').getByRole('button', { name: t.freeSeat }).first().click();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/reservacion\/pago/);
  await payByCard(page, 'en', APPROVES);
  await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
  await expect(page.locator('.ticket-card')).toContainText('Wheelchair');
  await expect(page.locator('.ticket-card')).toContainText('Space 1');
  const { text } = await extractText(new Uint8Array(await downloadTicketPdf(page, 'en')), { mergePages: true });
  // The PDF is still Spanish for an English buyer until the documents follow the reservation's language (docs/rules/tickets-and-documents.md#documents-in-the-travellers-language).
  expect(text).toMatch(/Wheelchair: Space 1|Silla de ruedas: Espacio 1/);
  await page.context().close();

  // The 06:00 executive bus has no wheelchair place: the extras step says so, in view.
  const other = await newTraveller(browser, baseURL!, { width: 390, height: 844 });
  await toExtras(other, 'en', days, 0);
  await other.getByRole('checkbox', { name: /wheelchair space/i }).check();
  await other.getByLabel(/What assistance do you need/).fill('Folding wheelchair');
  await other.getByRole('button', { name: t.continue, exact: true }).click();
  const refusal = other.getByText('This bus has no free wheelchair space.', { exact: false });
  await expect(refusal).toBeVisible();
  await expect(refusal).toBeInViewport();
  await expect(other.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
  await other.context().close();
});
