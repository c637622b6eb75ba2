import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { dayAhead } from './support/purchase-driver';
import { choosePlace } from './support/search-places';

// The search form (home and /reservacion): every refused search shows its message (docs/rules/booking.md#the-search-form) next to
// its field, in Spanish and in English; a valid search lands on the schedules step, and a reload
// there stays on that step.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const es = {
  origin: 'Origen', destination: 'Destino', departure: 'Fecha de salida', returnDate: 'Fecha de regreso',
  round: 'Viaje redondo', openDeparture: 'Salida abierta', openReturn: 'Regreso abierto', passengers: 'Pasajeros',
  promo: 'Código promocional', check: 'Verificar código', search: 'Buscar viaje',
};

async function openForm(page: Page, path = '/reservacion') {
  await page.goto(path);
  // The pre-rendered form is live once hydrated (src/features/shell/root-shell.tsx).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('combobox', { name: es.origin })).toHaveAttribute('placeholder', 'Ciudad o terminal');
}

async function choosePlaces(page: Page) {
  await choosePlace(page, es.origin, 'puerto-vallarta');
  await choosePlace(page, es.destination, 'guadalajara');
}

async function oneWay(page: Page, date = dayAhead(3)) {
  await choosePlaces(page);
  await page.getByRole('checkbox', { name: es.round }).uncheck();
  await page.getByLabel(es.departure).fill(date);
}

async function press(page: Page, name: string, times: number) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name, exact: true }).click();
}

/** The origin or destination combobox. */
const place = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

const passengersGroup = (page: Page, name = es.passengers) => page.getByRole('group', { name });

test.describe('refused searches (es)', () => {
  test('nothing chosen: origin, destination and departure each say what is missing', async ({ page }) => {
    await openForm(page);
    await page.getByRole('button', { name: es.search }).click();
    await expect(place(page, es.origin)).toHaveAccessibleDescription('Favor de indicar el origen del viaje.');
    await expect(place(page, es.destination)).toHaveAccessibleDescription('Favor de indicar el destino del viaje.');
    await expect(page.getByLabel(es.departure)).toHaveAccessibleDescription('Favor de indicar la fecha de salida o viaje abierto.');
    await expect(page).toHaveURL(/\/reservacion$/);
  });

  test('origin without destination', async ({ page }) => {
    await openForm(page);
    await choosePlace(page, es.origin, 'puerto-vallarta');
    await page.getByLabel(es.departure).fill(dayAhead(3));
    await page.getByRole('button', { name: es.search }).click();
    await expect(place(page, es.destination)).toHaveAccessibleDescription('Favor de indicar el destino del viaje.');
    await expect(place(page, es.origin)).toHaveAccessibleDescription('');
  });

  test('no passengers', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await press(page, 'Quitar: Adulto', 1);
    await expect(passengersGroup(page).locator('output').first()).toHaveText('0');
    await page.getByRole('button', { name: es.search }).click();
    await expect(passengersGroup(page)).toContainText('Favor de indicar la cantidad de pasajeros.');
  });

  test('no departure date', async ({ page }) => {
    await openForm(page);
    await choosePlaces(page);
    await page.getByRole('button', { name: es.search }).click();
    await expect(page.getByLabel(es.departure)).toHaveAccessibleDescription('Favor de indicar la fecha de salida o viaje abierto.');
  });

  test('return before departure', async ({ page }) => {
    await openForm(page);
    await choosePlaces(page);
    await page.getByLabel(es.departure).fill(dayAhead(6));
    await page.getByRole('checkbox', { name: es.openReturn }).uncheck();
    await page.getByLabel(es.returnDate).fill(dayAhead(3));
    await page.getByRole('button', { name: es.search }).click();
    await expect(page.getByLabel(es.returnDate)).toHaveAccessibleDescription(
      'La fecha de regreso debe ser igual o posterior a la fecha de salida.',
    );
  });

  test('11 passengers', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await press(page, 'Agregar: Adulto', 9);
    await press(page, 'Agregar: Menor (3 a 12 años)', 1);
    await expect(passengersGroup(page).locator('output').first()).toHaveText('10');
    await page.getByRole('button', { name: es.search }).click();
    await expect(passengersGroup(page)).toContainText('Se ha excedido la cantidad de pasajeros');
  });

  test('5 students', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await press(page, 'Agregar: Estudiante', 5);
    await page.getByRole('button', { name: es.search }).click();
    await expect(passengersGroup(page)).toContainText('Se permiten máximo 4 estudiantes por reservación.');
  });

  test('3 teachers', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await press(page, 'Agregar: Maestro', 3);
    await page.getByRole('button', { name: es.search }).click();
    await expect(passengersGroup(page)).toContainText('Se permiten máximo 2 maestros por reservación.');
  });

  test('an open student ticket', async ({ page }) => {
    await openForm(page);
    await choosePlaces(page);
    await page.getByRole('checkbox', { name: es.round }).uncheck();
    await page.getByRole('checkbox', { name: es.openDeparture }).check();
    await press(page, 'Agregar: Estudiante', 1);
    await page.getByRole('button', { name: es.search }).click();
    await expect(page.getByLabel(es.departure)).toHaveAccessibleDescription('La tarifa de estudiante no puede ser de viaje abierto.');
  });

  test('two infants with one adult', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await press(page, 'Agregar: Infante (0 a 2 años)', 2);
    await page.getByRole('button', { name: es.search }).click();
    await expect(passengersGroup(page)).toContainText('Solo se permite un infante por adulto.');
  });

  test('an invalid promotional code, checked with its button', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await page.getByLabel(es.promo).fill('NOEXISTE26');
    await page.getByRole('button', { name: es.check }).click();
    await expect(page.getByLabel(es.promo)).toHaveAccessibleDescription('Código promocional invalido');
    // The refused code also stops the search until it is corrected or removed.
    await page.getByRole('button', { name: es.search }).click();
    await expect(page).toHaveURL(/\/reservacion$/);
  });
});

test.describe('refused searches (en)', () => {
  test('no origin, too many passengers and an invalid code, in English', async ({ page }) => {
    await page.goto('/reservation?lang=en');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(place(page, 'Origin')).toHaveAttribute('placeholder', 'City or terminal');
    await page.getByRole('button', { name: 'Search trip' }).click();
    await expect(place(page, 'Origin')).toHaveAccessibleDescription('Please indicate the origin of the trip.');
    await press(page, 'Add: Adult', 9);
    await press(page, 'Add: Student', 1);
    await expect(page.getByRole('group', { name: 'Passengers' })).toContainText('The number of passengers has been exceeded');
    await page.getByLabel('Promotional code').fill('NOEXISTE26');
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(page.getByLabel('Promotional code')).toHaveAccessibleDescription('Invalid promotional code');
  });
});

test('on the home page, pressing search before anything else still shows what is missing', async ({ page }) => {
  await page.goto('/');
  // The press is the first gesture on a hydrated page (the booking flow not loaded yet).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: es.search }).click();
  await expect(place(page, es.origin)).toHaveAccessibleDescription('Favor de indicar el origen del viaje.');
});

test('a search pressed before the page’s JavaScript has come is held, not lost to a reload, and answered once it has', async ({ page }) => {
  // The page's own scripts are held (a slow phone): the pre-rendered form is all there is when it is pressed.
  let letScriptsIn: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (letScriptsIn = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not waiting for DOMContentLoaded: it waits for the page's (held) module scripts.
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel(es.departure).fill(dayAhead(20));
  // A mark on this document: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { pressedHere: true }));
  await page.getByRole('button', { name: es.search }).click();
  letScriptsIn();
  await expect(place(page, es.origin)).toHaveAccessibleDescription('Favor de indicar el origen del viaje.');
  // No bare form was submitted: the page was never reloaded, and the date typed is still there.
  expect(await page.evaluate(() => (window as Window & { pressedHere?: boolean }).pressedHere)).toBe(true);
  await expect(page.getByLabel(es.departure)).toHaveValue(dayAhead(20));
});

test('a valid promotional code is confirmed with its discount', async ({ page }) => {
  await openForm(page);
  await oneWay(page);
  await page.getByLabel(es.promo).fill('BIENVENIDA10');
  await page.getByRole('button', { name: es.check }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Código BIENVENIDA10 aplicado: 10% de descuento' })).toBeVisible();
  await expect(page.getByLabel(es.promo)).toHaveAccessibleDescription('');
});

test.describe('valid search', () => {
  test('one way from /reservacion lands on the schedules step, and a reload stays there', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await page.getByRole('button', { name: es.search }).click();
    await expect(page).toHaveURL(/\/reservacion\/horarios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elige tu horario de salida' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/reservacion\/horarios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elige tu horario de salida' })).toBeVisible();
  });

  test('from the home page the form loads the flow on first touch and lands on the schedules', async ({ page }) => {
    await page.goto('/');
    // A keyboard traveller tabbing into the form is the first touch that loads the flow.
    await place(page, es.origin).focus();
    await oneWay(page);
    await page.getByRole('button', { name: es.search }).click();
    await expect(page).toHaveURL(/\/reservacion\/horarios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elige tu horario de salida' })).toBeVisible();
  });

  test('a step address without a reservation goes home', async ({ page }) => {
    await page.goto('/reservacion/contacto');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('leaving the flow', () => {
  test('warns that the entered data will be lost; staying keeps the step, leaving starts over', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await page.getByRole('button', { name: es.search }).click();
    await expect(page).toHaveURL(/\/reservacion\/horarios$/);

    await page.getByRole('link', { name: /inicio/ }).click();
    const dialog = page.getByRole('dialog', { name: '¿Salir de la reservación?' });
    await expect(dialog).toContainText('Si sales ahora, se perderán los datos que ingresaste.');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page).toHaveURL(/\/reservacion\/horarios$/);

    await page.getByRole('link', { name: /inicio/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The reservation is gone: its step address now leads home.
    await page.goto('/reservacion/horarios');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the English alias keeps its base through the steps', async ({ page }) => {
    await page.goto('/reservation?lang=en');
    await choosePlace(page, 'Origin', 'puerto-vallarta');
    await choosePlace(page, 'Destination', 'guadalajara');
    await page.getByRole('checkbox', { name: 'Round trip' }).uncheck();
    await page.getByLabel('Departure date').fill(dayAhead(3));
    await page.getByRole('button', { name: 'Search trip' }).click();
    // An address in English keeps saying so (decision 036).
    await expect(page).toHaveURL(/\/reservation\/horarios\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your departure time' })).toBeVisible();
  });
});

test.describe('the clearing rule on the start page', () => {
  // The page's clock is installed first, so the chart's one-second delay is moved past, not slept; a clock
  // cannot be taken back, so these tests have a context of their own (support/test.ts).
  test.use({ ownContext: true });
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('back from a step to the reservation start drops the reservation after a second; the form keeps its values', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await page.getByRole('button', { name: es.search }).click();
    await expect(page).toHaveURL(/\/reservacion\/horarios$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/reservacion$/);
    await expect(place(page, es.origin)).toHaveValue('Central Camionera de Puerto Vallarta');
    await page.clock.fastForward(1500);
    await page.goto('/reservacion/horarios');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a reload on a step keeps the reservation (the rule applies to the start page only)', async ({ page }) => {
    await openForm(page);
    await oneWay(page);
    await page.getByRole('button', { name: es.search }).click();
    await expect(page).toHaveURL(/\/reservacion\/horarios$/);
    await page.reload();
    await page.clock.fastForward(1500);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Elige tu horario de salida' })).toBeVisible();
  });
});

test('the form with its messages shown has no serious or critical axe violation (es and en)', async ({ page }) => {
  for (const path of ['/reservacion', '/reservation?lang=en']) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('.search-form__message').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('form').analyze();
    const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
});
