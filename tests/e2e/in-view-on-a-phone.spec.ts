import { expect, test, type Locator } from './support/test';
import { texts, toSeats } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// What a phone shows where the eye is (docs/rules/site.md#cookie-consent, docs/rules/booking.md#refusals-come-into-view):
// the cookie banner on arrival, within the screen, reached first by the keyboard and never sitting for good on the
// page's own controls; and "Continuar" on the seats step without a seat, whose message is above the maps.

test.use({ viewport: { width: 390, height: 844 } });

/** Whether a control can be pressed where it is shown: nothing (a fixed banner, say) lies on its middle. */
async function uncovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

test('the cookie banner is seen on arrival, reached first by the keyboard, and leaves every control reachable (es, 390 px)', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Uso de cookies' });
  await expect(banner).toBeInViewport({ ratio: 1 });
  await lookAt(page, { path: 'test-results/cookie-banner-es-390.png' });

  // The skip link first, then the banner's buttons and its link, before the page's header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Aceptar cookies' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Solo las necesarias' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Aviso de privacidad' })).toBeFocused();

  // The page keeps room for it below its end: the footer's last line scrolls out from under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
  const bannerTop = (await banner.boundingBox())!.y;
  expect(footerEnd).toBeLessThanOrEqual(bannerTop + 1);

  // A control the page brings into view stops above it and can be pressed.
  const search = page.getByRole('button', { name: texts.es.search });
  await search.focus();
  expect(await uncovered(search)).toBe(true);

  await banner.getByRole('button', { name: 'Solo las necesarias' }).click();
  await expect(banner).toHaveCount(0);
});

/** How many lines a paragraph's text takes. */
const linesOf = (paragraph: Locator) =>
  paragraph.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

// Painted after the page's own text, a longer banner became the page's largest paint on a phone (bench/README.md,
// "Lighthouse: the cookie banner was the largest paint"): its text stays within two lines in both languages.
test('the cookie banner says it in two lines on a phone, in Spanish and in English (390 px)', async ({ page }) => {
  for (const [address, region] of [['/tarifas', 'Uso de cookies'], ['/tarifas?lang=en', 'Cookies']] as const) {
    await page.goto(address);
    const text = page.getByRole('region', { name: region }).locator('.cookie-banner__text');
    await expect(text).toBeVisible();
    expect(await linesOf(text), address).toBeLessThanOrEqual(2);
  }
});

test('"Continuar" without a seat brings the message above the maps into view with the focus on it (es, 390 px)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
  await toSeats(page, { lang: 'es', days: 23 });
  const continuar = page.getByRole('button', { name: texts.es.continue, exact: true });
  await continuar.scrollIntoViewIfNeeded();
  const message = page.getByRole('alert').filter({ hasText: 'Selecciona un asiento por pasajero.' });
  // On a phone the maps put the top of the step far above "Continuar".
  await continuar.click();
  await expect(message).toBeInViewport();
  await expect(message).toBeFocused();
  await lookAt(page, { path: 'test-results/seats-missing-seat-es-390.png' });
});
