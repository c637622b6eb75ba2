import { expect, test, type Page } from './support/test';
import { dayAhead, runsIn } from './support/purchase-driver';
import { choosePlace, type TerminalSlug } from './support/search-places';

// The search form as a traveller judges it (docs/rules/booking.md#the-search-form), on a 390 px phone in Spanish and on a desktop
// in English: a refused search's message comes into view with the focus, origin and destination are
// comboboxes a keyboard can drive (typeahead, arrows, Enter, Escape) with a swap button, the shuttle is
// offered only on a trip ending where it runs, and the cookie banner covers nothing and remembers a
// rejection.

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const words = {
  es: {
    path: '/', origin: 'Origen', destination: 'Destino', search: 'Buscar viaje', swap: 'Intercambiar origen y destino',
    addInfant: 'Agregar: Infante (0 a 2 años)', removeAdult: 'Quitar: Adulto', infantAlone: 'Solo se permite un infante por adulto.',
    round: 'Viaje redondo', departure: 'Fecha de salida', continue: 'Continuar', extras: 'Servicios adicionales',
    firstName: 'Nombre', lastName: 'Apellidos', mobile: 'Celular (10 dígitos)', email: 'Correo electrónico',
    shuttle: /Conexión shuttle/, shuttleIn: 'Conexión shuttle en Guadalajara', banner: 'Uso de cookies', reject: 'Solo las necesarias',
    promo: 'Código promocional', checkPromo: 'Verificar código', promoApplied: /^Código BIENVENIDA10 aplicado/,
    beyond: 'Vendemos boletos con hasta 120 días de anticipación: elige una fecha de salida más cercana.', departureTitle: 'Elige tu horario de salida',
  },
  en: {
    path: '/home?lang=en', origin: 'Origin', destination: 'Destination', search: 'Search trip', swap: 'Swap origin and destination',
    addInfant: 'Add: Infant (0 to 2 years)', removeAdult: 'Remove: Adult', infantAlone: 'Only one infant per adult is allowed.',
    round: 'Round trip', departure: 'Departure date', continue: 'Continue', extras: 'Additional services',
    firstName: 'First name', lastName: 'Last name', mobile: 'Mobile phone (10 digits)', email: 'E-mail',
    shuttle: /Shuttle connection/, shuttleIn: 'Shuttle connection in Guadalajara', banner: 'Cookies', reject: 'Only the necessary ones',
    promo: 'Promotional code', checkPromo: 'Check code', promoApplied: /^Code BIENVENIDA10 applied/,
    beyond: 'Tickets are sold up to 120 days ahead: choose an earlier departure date.', departureTitle: 'Choose your departure time',
  },
} as const;
type Lang = keyof typeof words;

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function acceptCookies(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
}

/** From the search to the extras step: a one-way trip tomorrow week, the first bus, a contact. */
async function toExtras(page: Page, lang: Lang, from: TerminalSlug, to: TerminalSlug) {
  const w = words[lang];
  await page.goto(w.path);
  await choosePlace(page, w.origin, from);
  await choosePlace(page, w.destination, to);
  const round = page.getByRole('checkbox', { name: w.round });
  if (await round.isChecked()) await round.uncheck();
  await page.getByLabel(w.departure).fill(dayAhead(7));
  await page.getByRole('button', { name: w.search }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await page.getByLabel(w.firstName, { exact: true }).first().fill('Ana María');
  await page.getByLabel(w.lastName).first().fill('Peña');
  await page.getByLabel(w.mobile).fill('3221234567');
  await page.getByLabel(w.email).fill('ana@correo.mx');
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.extras })).toBeVisible();
}

for (const [lang, device] of [
  ['es', phone],
  ['en', desktop],
] as const) {
  const w = words[lang];
  test.describe(`the search form (${lang}, ${device.viewport.width} px)`, () => {
    test.use(device);

    test('a refused search brings its message into view and gives it the focus', async ({ page, baseURL }) => {
      await acceptCookies(page, baseURL);
      await page.goto(w.path);
      await choosePlace(page, w.origin, 'puerto-vallarta', 'vallarta');
      await choosePlace(page, w.destination, 'guadalajara', 'guadalajara');
      await page.getByLabel(w.departure).fill(dayAhead(5));
      // The steppers warn at once of a baby travelling without an adult.
      await page.getByRole('button', { name: w.addInfant }).click();
      await page.getByRole('button', { name: w.removeAdult }).click();
      const passengers = page.getByRole('group', { name: lang === 'es' ? 'Pasajeros' : 'Passengers' });
      await expect(passengers.getByRole('status').filter({ hasText: w.infantAlone })).toBeVisible();
      // The page is scrolled to the search button, far below the passenger messages on a phone.
      await page.getByRole('button', { name: w.search }).click();
      const message = passengers.locator('[data-reveal]').filter({ hasText: w.infantAlone });
      await expect(message).toBeFocused();
      await expect(message).toBeInViewport();
    });

    // One language and screen per behaviour, alternating through the file (docs/testing.md).
    if (runsIn(lang, 'en')) {
      test('a day beyond the 120 days on sale is refused on the form, not answered with an empty timetable', async ({ page, baseURL }) => {
        await acceptCookies(page, baseURL);
        await page.goto(w.path);
        await choosePlace(page, w.origin, 'puerto-vallarta', 'vallarta');
        await choosePlace(page, w.destination, 'guadalajara', 'guadalajara');
        const departure = page.getByLabel(w.departure);
        // The picker offers the last day on sale and no later one.
        await expect(departure).toHaveAttribute('max', dayAhead(119));
        await departure.fill(dayAhead(130));
        await page.getByRole('button', { name: w.search }).click();
        await expect(page.getByText(w.beyond)).toBeVisible();
        await expect(departure).toBeFocused();
        await departure.fill(dayAhead(119));
        await page.getByRole('button', { name: w.search }).click();
        await expect(page.getByRole('heading', { name: w.departureTitle })).toBeVisible();
      });
    }

    // One language and screen per behaviour, alternating through the file (docs/testing.md).
    if (runsIn(lang, 'es')) {
      test('what is typed before the page is live is kept, and reaches the search', async ({ page, baseURL }) => {
        await acceptCookies(page, baseURL);
        // The app's scripts wait until the visitor has typed into the pre-rendered form (decision 022).
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/*.js', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(w.path, { waitUntil: 'commit' });
        const origin = combobox(page, w.origin);
        await page.getByLabel(w.departure).fill(dayAhead(6));
        await page.getByLabel(w.promo).fill('BIENVENIDA10');
        await origin.fill('vallarta');
        await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
        release();
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        // Still there once live: the origin's list opens on the typed text (the visitor is in the field).
        await expect(origin).toHaveValue('vallarta');
        await expect(page.getByRole('listbox', { name: w.origin }).getByRole('option')).toHaveText([
          'Central Camionera de Puerto Vallarta',
          'Terminal Nuevo Vallarta',
        ]);
        await page.keyboard.press('Enter');
        await expect(origin).toHaveValue('Central Camionera de Puerto Vallarta');
        await choosePlace(page, w.destination, 'guadalajara', 'guadal');
        // The chart has the date and the code: re-rendered, the fields keep them, and the code is checked.
        await expect(page.getByLabel(w.departure)).toHaveValue(dayAhead(6));
        await expect(page.getByLabel(w.promo)).toHaveValue('BIENVENIDA10');
        await page.getByRole('button', { name: w.checkPromo }).click();
        await expect(page.getByRole('status').filter({ hasText: w.promoApplied })).toBeVisible();
      });
    }

    // One language and screen per behaviour, alternating through the file (docs/testing.md).
    if (runsIn(lang, 'en')) {
      test('origin and destination are typed, picked and swapped with the keyboard', async ({ page, baseURL }) => {
        await acceptCookies(page, baseURL);
        await page.goto(w.path);
        const origin = combobox(page, w.origin);
        await origin.focus();
        // Typing a town lists its terminals; Down moves, Enter picks.
        await page.keyboard.type('vallarta');
        await expect(origin).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('listbox', { name: w.origin }).getByRole('option')).toHaveText([
          'Central Camionera de Puerto Vallarta',
          'Terminal Nuevo Vallarta',
        ]);
        await page.keyboard.press('Enter');
        await expect(origin).toHaveValue('Central Camionera de Puerto Vallarta');
        // Escape closes the list and keeps the terminal chosen.
        const destination = combobox(page, w.destination);
        await destination.focus();
        await page.keyboard.type('sayu');
        await page.keyboard.press('Escape');
        await expect(destination).toHaveAttribute('aria-expanded', 'false');
        await expect(destination).toHaveValue('');
        await page.keyboard.type('guadal');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('Enter');
        await expect(destination).toHaveValue('Nueva Central Camionera de Guadalajara');
        // The swap button, reached with Tab from the origin, exchanges the two.
        await origin.focus();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: w.swap })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(origin).toHaveValue('Nueva Central Camionera de Guadalajara');
        await expect(destination).toHaveValue('Central Camionera de Puerto Vallarta');
        // Choosing an origin that does not serve the destination leaves the destination empty.
        await choosePlace(page, w.destination, 'sayulita', 'sayulita');
        await choosePlace(page, w.origin, 'zapopan', 'zapopan');
        await expect(destination).toHaveValue('');
        // A terminal the origin does not serve is named, so the traveller does not take it for a typo.
        await destination.fill('sayulita');
        await expect(page.getByRole('status').filter({ hasText: lang === 'es' ? 'No hay viajes de Terminal Zapopan a Terminal Sayulita.' : 'There are no trips from Terminal Zapopan to Terminal Sayulita.' })).toBeVisible();
        // A name that matches nothing says so, with no empty list box drawn under it.
        await destination.fill('zzz');
        await expect(page.getByRole('status').filter({ hasText: /^(Ninguna terminal coincide|No terminal matches)\.$/ })).toBeVisible();
        await expect(page.locator('.place-combobox__list:not([hidden])')).toBeHidden();
      });
    }

    // One language and screen per behaviour, alternating through the file (docs/testing.md).
    if (runsIn(lang, 'es')) {
      test('the shuttle is not offered on a trip to Puerto Vallarta, and is on a trip to Guadalajara, naming it', async ({ page, baseURL }) => {
        await acceptCookies(page, baseURL);
        await toExtras(page, lang, 'guadalajara', 'puerto-vallarta');
        await expect(page.getByLabel(w.shuttle)).toHaveCount(0);
        await toExtras(page, lang, 'puerto-vallarta', 'guadalajara');
        await expect(page.getByLabel(w.shuttleIn, { exact: false })).toBeVisible();
      });
    }

    test('the cookie banner covers no control, and a rejection is remembered after a reload', async ({ page, baseURL }) => {
      await page.goto(w.path);
      const banner = page.getByRole('region', { name: w.banner });
      await expect(banner).toBeVisible();
      // The search button is where a tap lands: nothing lies over it.
      const search = page.getByRole('button', { name: w.search });
      await search.scrollIntoViewIfNeeded();
      const box = (await search.boundingBox())!;
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(onTop).toBe(w.search);
      const bannerBox = (await banner.boundingBox())!;
      expect(bannerBox.y).toBeGreaterThanOrEqual(box.y + box.height);
      await banner.getByRole('button', { name: w.reject }).click();
      await expect(banner).toHaveCount(0);
      expect((await page.context().cookies(baseURL!)).find((cookie) => cookie.name === 'accept_cookie')?.value).toBe('false');
      await page.reload();
      await expect(page.getByRole('button', { name: w.search })).toBeVisible();
      await expect(page.getByRole('region', { name: w.banner })).toHaveCount(0);
    });
  });
}
