import { expect, test, type Page } from './support/test';
import { payByCard, shownETickets, toPayment } from './support/purchase-driver';

// docs/rules/content-pages.md#readable-without-javascript, the platform half: pre-rendered pages hydrate without an error, home shows its sections in
// both languages, a reader without JavaScript gets the text and links, and the tickets page opens
// again offline (service worker) after one visit.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

/** Console errors and uncaught errors of a page (a hydration mismatch is one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const homeSections = {
  es: ['Promociones', 'Rutas populares', 'Servicios', 'Viajero Frecuente', 'Nuestra app', 'Compra con confianza'],
  en: ['Promotions', 'Popular routes', 'Services', 'Frequent Traveller', 'Our app', 'Buy with confidence'],
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`home shows its sections and hydrates without an error (${lang})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(lang === 'en' ? '/?lang=en' : '/');
    await expect(page.locator('#home-sections h2')).toHaveText([...homeSections[lang]]);
    await expect(page.locator('.promo-slide')).not.toHaveCount(0);
    await expect(page.locator('.home-card__meta').first()).toHaveText(lang === 'en' ? /^from MX\$\d/ : /^desde \$\d/);
    await expect(page.getByRole('link', { name: lang === 'en' ? 'Discover the programme' : 'Conoce el programa' })).toHaveAttribute('href', lang === 'en' ? '/viajero-frecuente?lang=en' : '/viajero-frecuente');
    await expect(page.locator('.home-trust')).toContainText('RFC');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/\?lang=en$/);
    // Interactive: the search form answers (the booking flow loads on first touch).
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    if (lang === 'en') {
      // Back later at the bare address (a bookmark, a typed "/"): the whole English home, not a redrawn Spanish one.
      await page.goto('/');
      await expect(page).toHaveURL(/\/\?lang=en$/);
      await expect(page.locator('#home-sections h2')).toHaveText([...homeSections.en]);
      await expect(page.locator('.home-card__meta').first()).toHaveText(/^from MX\$\d/);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    }
  });
}

test('a client navigation to home, or a language switch there, brings its sections, and the head follows the page', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tarifas');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tarifas$/);
  await page.getByRole('link', { name: 'Ruta Bahía, inicio' }).click();
  await expect(page.locator('#home-sections h2')).toHaveText([...homeSections.es]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  // The language switch on home brings the English sections and the English head.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('#home-sections h2')).toHaveText([...homeSections.en]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/\?lang=en$/);
  expect(errors).toEqual([]);
});

test('without JavaScript a content and a landing page have their heading, text and working links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/boletos-a-sayulita');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boletos de autobús a Sayulita');
  await page.goto('/tarifas?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fares');
  await page.locator('.site-footer').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

/**
 * Where the page's visible blocks are (document coordinates): headings, paragraphs, list items, forms,
 * the footer. Hidden ones (a combobox's options filled once live) take no room and are left out.
 */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root main :is(h1, h2, h3, p, li, form, section, table), #root footer')]
      .map((element) => [element, element.getBoundingClientRect()] as const)
      .filter(([, box]) => box.width > 0 && box.height > 0)
      .slice(0, 80)
      .map(([element, box]) => `${element.tagName} ${Math.round(box.x)},${Math.round(box.y + window.scrollY)} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

// Decision 039: a pre-rendered page carries every style of its markup (the content pages' stylesheet is
// inlined, not brought later by their chunk), and hydration keeps it where it was: on a phone, the
// page without JavaScript and the page once live have the same layout, and nothing shifted meanwhile.
test.describe('the layout before and after hydration', () => {
  // Its init script cannot be taken back: a context of its own (support/test.ts).
  test.use({ ownContext: true });
  for (const address of ['/', '/tarifas', '/boletos-a-sayulita?lang=en', '/reservacion']) {
    test(`${address} is laid out the same without JavaScript and once hydrated, with no layout shift`, async ({ browser, page, baseURL }) => {
      const phone = { width: 390, height: 844 };
      const still = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: phone });
      const stillPage = await still.newPage();
      await stillPage.goto(address);
      const withoutScripts = await layoutOf(stillPage);
      await still.close();
      expect(withoutScripts.length).toBeGreaterThan(3);

      await page.setViewportSize(phone);
      // Its styles are all in the page: no stylesheet is fetched, not even with the page's chunk.
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(address);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await layoutOf(page)).toEqual(withoutScripts);
      const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
      expect(shifted).toBeLessThan(0.01);
      expect(stylesheets).toEqual([]);
    });
  }
});

test.describe('with the service worker', () => {
  // The one spec that needs it: every other test runs with service workers blocked (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('the tickets page, once opened, opens again offline with its QR codes', async ({ page, context }) => {
    test.setTimeout(120_000);
    const lang = 'es';
    await page.setViewportSize({ width: 390, height: 844 });
    await toPayment(page, { lang, days: 9 });
    await payByCard(page, lang, '4242 4242 4242 4242');
    const { code } = await shownETickets(page, lang, 1);
    await expect(page.locator('.ticket-card__qr').first()).toBeVisible();
    // The service worker controls the page (registered on the first page of the visit).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Tus boletos', level: 1 })).toBeVisible();
    await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
    await expect(page.locator('.ticket-card__qr').first()).toBeVisible();
    await context.setOffline(false);
  });
});
