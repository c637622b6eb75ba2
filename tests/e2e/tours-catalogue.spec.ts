import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

// The tours catalogue as a traveller uses it (docs/rules/tours.md#the-catalogue, #days-and-timeslots): the
// catalogue lists the seeded tours, a search by words or by category narrows it on /tours/buscar, a tour's page
// shows its facts, and a day picked among the next bookable ones shows its timeslots with places left. In Spanish
// on a 390 px phone (with axe on the tour's page), in English on a desktop; no console error in either.

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const words = {
  es: {
    path: '/tours', heading: 'Tours y excursiones', search: 'Buscar', words: '¿Qué quieres hacer?', category: 'Categoría', categoryName: 'Comida y bebida',
    found: /tours? encontrados?/, picture: 'Ilustración: las Islas Marietas con una lancha sobre el mar', tour: 'Degustación de tequila y raicilla', days: 'Próximos días', slots: /^Horarios del /, left: /Quedan \d+ lugares/,
    facts: ['Precios por persona', 'Punto de encuentro', 'Política de cancelación'], book: 'Agregar al carrito',
  },
  en: {
    path: '/tours?lang=en', heading: 'Tours and excursions', search: 'Search', words: 'What would you like to do?', category: 'Category', categoryName: 'Sea and beaches',
    found: /tours? found/, picture: 'Illustration: the Marietas Islands with a boat on the sea', tour: 'Yelapa: beach and waterfall', days: 'Next days', slots: /^Times on /, left: /\d+ places left/,
    facts: ['Prices per person', 'Meeting point', 'Cancellation policy'], book: 'Add to cart',
  },
} as const;

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function expectNoGraveAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

for (const [lang, device] of [
  ['es', phone],
  ['en', desktop],
] as const) {
  const w = words[lang];
  test.describe(`the tours catalogue (${lang}, ${device.viewport.width} px)`, () => {
    test.use(device);

    test('search the catalogue, open a tour, pick a day and see its timeslots', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(w.path);
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      await expect(page.locator('.tours__card')).toHaveCount(8);
      // The first card's picture, drawn by the pre-rendered page itself, is still a named picture once the page is live.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('img', { name: w.picture })).toBeVisible();
      if (lang === 'es') await expectNoGraveAxeViolation(page);

      // Spanish searches by words, English by category: both land on the tours search with the filter in the address.
      if (lang === 'es') await page.getByLabel(w.words).fill('tequila');
      else await page.getByLabel(w.category).selectOption({ label: w.categoryName });
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await expect(page).toHaveURL(lang === 'es' ? /\/tours\/buscar\?.*q=tequila/ : /\/tours\/buscar\?.*category=sea/);
      await expect(page.getByRole('status').filter({ hasText: w.found })).toBeVisible();

      await page.getByRole('link', { name: w.tour }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.tour })).toBeVisible();
      for (const fact of w.facts) await expect(page.getByRole('heading', { name: fact })).toBeVisible();

      const day = page.getByRole('list', { name: w.days }).getByRole('button').and(page.locator(':enabled')).first();
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      const slots = page.getByRole('group', { name: w.slots });
      await expect(slots.getByRole('radio').first()).toBeVisible();
      await expect(slots.getByText(w.left).first()).toBeVisible();
      // The day is in the address: reloading the pre-rendered page hydrates it without an error and reads the
      // same day's timeslots live.
      await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(slots.getByText(w.left).first()).toBeVisible();
      await slots.getByRole('radio').first().check();
      // The party picker starts at the tour's smallest party: the chosen timeslot can be added to the cart.
      await expect(page.getByRole('button', { name: w.book })).toBeEnabled();
      // Yelapa meets at the Puerto Vallarta terminal: the buses that get there in time for the chosen timeslot.
      if (lang === 'en') {
        const buses = page.getByRole('region', { name: /^Get to Central Camionera de Puerto Vallarta by bus before \d{1,2}:\d{2} [AP]M$/ });
        await expect(buses.getByRole('listitem').first()).toHaveText(/^From .+: leaves at \d{1,2}:\d{2} [AP]M.*, arrives at \d{1,2}:\d{2} [AP]M$/);
      }

      if (lang === 'es') await expectNoGraveAxeViolation(page);
      expect(errors).toEqual([]);
    });
  });
}
