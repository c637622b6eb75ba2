import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The seats step as a traveller meets it: a one-way trip through the seat map to the payment
// page in both languages, choosing the seat with the keyboard, and a seat another buyer takes
// first (through the API, as a second reservation) reported by number with a refreshed map.

const texts = {
  es: {
    origin: 'Origen', destination: 'Destino', departureDate: 'Fecha de salida', round: 'Viaje redondo', search: 'Buscar viaje',
    departureTitle: 'Elige tu horario de salida', continue: 'Continuar', firstName: 'Nombre', lastName: 'Apellidos',
    mobile: 'Celular (10 dígitos)', email: 'Correo electrónico', additionalsTitle: 'Servicios adicionales',
    seatsTitle: 'Elige tus asientos', leg: /Salida/, pick: 'Elige 1 asiento', chosenSeat: /^Asiento \d+, (ventana|pasillo), elegido$/,
    freeSeat: /^Asiento \d+, (ventana|pasillo), libre$/, legend: ['Libre', 'Ocupado', 'Tu asiento', 'No disponible'],
    countdown: 'Tiempo para pagar:', lost: 'Otro pasajero acaba de apartar el asiento', seatsWord: 'Asientos', taken: 'ocupado',
  },
  en: {
    origin: 'Origin', destination: 'Destination', departureDate: 'Departure date', round: 'Round trip', search: 'Search trip',
    departureTitle: 'Choose your departure time', continue: 'Continue', firstName: 'First name', lastName: 'Last name',
    mobile: 'Mobile phone (10 digits)', email: 'E-mail', additionalsTitle: 'Additional services',
    seatsTitle: 'Choose your seats', leg: /Departure/, pick: 'Choose 1 seat', chosenSeat: /^Seat \d+, (window|aisle), chosen$/,
    freeSeat: /^Seat \d+, (window|aisle), free$/, legend: ['Free', 'Taken', 'Your seat', 'Not available'],
    countdown: 'Time left to pay:', lost: 'Another traveller has just taken the seat', seatsWord: 'Seats', taken: 'taken',
  },
} as const;
type Lang = keyof typeof texts;

function dayAhead(days: number): string {
  const when = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(when);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

/** Search, the first departure of the day, contact and no extras: the seats step. */
async function toSeats(page: Page, lang: Lang, days: number) {
  const t = texts[lang];
  await page.goto(lang === 'en' ? '/reservacion?lang=en' : '/reservacion');
  await page.getByLabel(t.origin).selectOption('puerto-vallarta');
  await page.getByLabel(t.destination).selectOption('guadalajara');
  await page.getByLabel(t.departureDate).fill(dayAhead(days));
  const roundTrip = page.getByRole('checkbox', { name: t.round });
  if (await roundTrip.isChecked()) await roundTrip.click();
  await page.getByRole('button', { name: t.search }).click();
  await expect(page.getByRole('heading', { name: t.departureTitle })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: t.continue }).click();
  await page.getByLabel(t.firstName).fill('Ana María');
  await page.getByLabel(t.lastName).fill('Peña');
  await page.getByLabel(t.mobile).fill('3221234567');
  await page.getByLabel(t.email).fill('ana@correo.mx');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByRole('heading', { name: t.seatsTitle, level: 1 })).toBeVisible();
}

/** Focuses the grid's tabbable seat, moves right with the keyboard and picks with Space. */
async function pickSeatByKeyboard(page: Page, lang: Lang): Promise<number> {
  const grid = page.getByRole('grid').first();
  await grid.locator('button[tabindex="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const focused = page.locator('button:focus');
  // Moving may land on a taken seat; walk on until a free one has the focus.
  for (let tries = 0; tries < 20 && !texts[lang].freeSeat.test((await focused.getAttribute('aria-label')) ?? ''); tries += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(focused).toHaveAccessibleName(texts[lang].freeSeat);
  await page.keyboard.press('Space');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  await expect(focused).toHaveAccessibleName(texts[lang].chosenSeat);
  return Number(await focused.textContent());
}

/** Another reservation on the first bus of the day holds `seat` through the API. */
async function takeSeat(request: APIRequestContext, days: number, seat: number) {
  const created = await request.post('/api/websale/reservation/create', {
    data: {
      origin: 'puerto-vallarta', destination: 'guadalajara', round: false, promotional_code: null,
      passengers: { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 },
      departure: { date: dayAhead(days), open: false }, return: { date: null, open: true },
    },
  });
  const code = (await created.json()).content.data.code as string;
  const list = await request.get(`/api/websale/reservation/schedules?code=${code}&direction=departure`);
  const first = (await list.json()).content.data.schedules[0];
  const leg = { open: false, schedule_id: first.schedule_id, schedule_detail_id: first.schedule_detail_id, layout_id: first.layout_id };
  expect((await request.post('/api/websale/reservation/schedules', { data: { code, departure: leg, return: null } })).status()).toBe(200);
  const held = await request.post('/api/websale/reservation/seats', {
    data: { code, departure: { seats: [{ seat_number: seat, passenger_type: 'adult' }] } },
  });
  expect(held.status(), await held.text()).toBe(200);
}

for (const lang of ['es', 'en'] as const) {
  const t = texts[lang];

  test(`one-way trip: a seat chosen with the keyboard, then the payment page (${lang})`, async ({ page }) => {
    // Each test books its own day: tests run in parallel and must not take each other's seats.
    await toSeats(page, lang, lang === 'es' ? 4 : 5);
    await expect(page.getByRole('heading', { name: t.leg, level: 2 })).toBeVisible();
    await expect(page.locator('.seat-leg__count')).toContainText(t.pick);
    for (const label of t.legend) await expect(page.getByRole('list').getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(t.countdown)).toBeVisible();
    await expect(page.locator('.deadline-countdown__time')).toHaveText(/^\d{2}:\d{2}$/);

    const results = await new AxeBuilder({ page }).analyze();
    const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    await pickSeatByKeyboard(page, lang);
    await page.screenshot({ path: `test-results/seats-${lang}-1280.png`, fullPage: true });
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/\/reservacion\/pago/);
  });
}

test('a seat another buyer takes first is named, the map refreshed and the trip kept (es)', async ({ page, request }) => {
  const t = texts.es;
  await page.setViewportSize({ width: 360, height: 800 });
  const days = 11;
  await toSeats(page, 'es', days);
  const seat = await pickSeatByKeyboard(page, 'es');
  await page.screenshot({ path: 'test-results/seats-es-360.png', fullPage: true });
  await takeSeat(request, days, seat);

  await page.getByRole('button', { name: t.continue }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t.lost);
  await expect(alert).toContainText(`${t.seatsWord}: ${seat}.`);
  const lost = page.getByRole('button', { name: new RegExp(`^Asiento ${seat}, .*, ${t.taken}$`) });
  await expect(lost).toBeVisible();
  await expect(lost).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: 'test-results/seats-es-360-lost.png', fullPage: true });

  // Nothing else is lost: another seat, and on to the payment page.
  await pickSeatByKeyboard(page, 'es');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(/\/reservacion\/pago/);
});
