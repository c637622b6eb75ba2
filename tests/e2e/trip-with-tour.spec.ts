import { extractText } from 'unpdf';
import { expect, test } from './support/test';
import { lookAt } from './support/look-at';
import { continueToPayment, dayAhead, payByCard, shownETickets, texts } from './support/purchase-driver';
import { choosePlace } from './support/search-places';

// A bus trip and a tour in one order (docs/rules/tours.md#a-bus-trip-with-a-tour), as a tourist going from
// Guadalajara to Puerto Vallarta books it on a desktop in English: the extras step offers the tours that meet at
// the arrival terminal on the arrival day, one is added for the party, the summary and the pay button count it,
// one card payment pays both, and the tickets page shows the bus ticket and the tour's own code and passes.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

test('a trip to Puerto Vallarta with a tour on arrival, one payment, each with its tickets (en)', async ({ page, request }) => {
  const t = texts.en;
  await page.goto('/reservacion?lang=en');
  await choosePlace(page, t.origin, 'guadalajara');
  await choosePlace(page, t.destination, 'puerto-vallarta');
  await page.getByLabel(t.departureDate).fill(dayAhead(12));
  const roundTrip = page.getByRole('checkbox', { name: t.round });
  if (await roundTrip.isChecked()) await roundTrip.click();
  await page.getByRole('button', { name: t.search }).click();
  await expect(page.getByRole('heading', { name: t.departureTitle })).toBeVisible();
  // The day's first bus: it arrives in the late morning, in time for the afternoon's tours.
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await page.getByLabel(t.firstName, { exact: true }).fill('Emma');
  await page.getByLabel(t.lastName, { exact: true }).fill('Walsh');
  await page.getByLabel(t.mobile).fill('3221234567');
  await page.getByLabel(t.email).fill('emma@example.com');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();

  const offer = page.getByRole('group', { name: 'A tour on the day you arrive' });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('radio', { name: 'No tour' })).toBeChecked();
  const busTotal = await page.getByTestId('summary-total').textContent();
  const tour = offer.getByRole('radio').nth(1);
  const label = (await offer.locator('.trip-tours__tour').first().textContent()) ?? '';
  const tourPrice = Number(/MX\$([\d,]+\.\d{2}) for the whole group/.exec(label)![1]!.replace(/,/g, ''));
  await tour.check();
  await expect(page.getByText('Selected extras:')).toContainText(tourPrice.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await lookAt(page, { path: 'test-results/trip-tour-extras-en.png', fullPage: true });
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  await expect(page.getByRole('heading', { name: t.seatsTitle, level: 1 })).toBeVisible();
  // The summary now counts the tour beside the bus.
  const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  await expect(page.getByRole('region', { name: 'Your booking summary' }).or(page.locator('.summary-panel'))).toContainText('Tours');
  await expect.poll(async () => money(await page.getByTestId('summary-total').textContent())).toBeGreaterThan(money(busTotal));
  await page.getByRole('button', { name: t.freeSeat }).first().click();
  await continueToPayment(page, 'en');
  const payButton = page.getByRole('button', { name: t.pay });
  await expect(payButton).toBeVisible();
  const payAmount = money(await payButton.textContent());
  expect(payAmount).toBeGreaterThan(money(busTotal));
  await expect.poll(async () => money(await page.getByTestId('summary-total').textContent())).toBe(payAmount);
  // The tours go with the card: no store cash or office for this order.
  await expect(page.getByRole('radio', { name: t.oxxo })).toHaveCount(0);
  // One countdown for the whole order.
  await expect(page.locator('.deadline-countdown__time')).toHaveCount(1);
  await payByCard(page, 'en', '4242 4242 4242 4242');

  await shownETickets(page, 'en', 1);
  // What the card paid: the bus and the tour together.
  await expect(page.locator('.confirmation-summary__paid')).toContainText(`Total paidMX$${payAmount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(page.getByTestId('paid-tours')).toHaveText(`MX$${tourPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  const passes = page.getByRole('region', { name: 'Your tour' });
  await expect(passes).toContainText(/Tour code: T[A-Z0-9]{6}/);
  const tourCode = /Tour code: (T[A-Z0-9]{6})/.exec((await passes.textContent()) ?? '')![1]!;
  await lookAt(page, { path: 'test-results/trip-tour-tickets-en.png', fullPage: true });
  const pdf = await request.get((await passes.getByRole('link', { name: 'Download tour passes (PDF)' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(text).toContain(tourCode);
  expect(text).toContain('Walsh');
});
