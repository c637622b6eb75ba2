import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { dayAhead, texts, toSeats, type Lang, runsIn } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// The seats step as a traveller meets it: a one-way trip through the seat map to the payment
// page in both languages, choosing the seat with the keyboard (held at once), and a seat another
// buyer takes first (through the API, as a second reservation) refused on the tap.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

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

/** Like a visitor's page: a read hands out the CSRF cookie, and changes echo it in x-csrf-token (decision 017). */
async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/health');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'csrf_token');
  expect(cookie, 'the server hands out a csrf_token cookie').toBeDefined();
  return { 'x-csrf-token': cookie!.value };
}

/** Another reservation on the first bus of the day holds `seat` through the API. */
async function takeSeat(request: APIRequestContext, days: number, seat: number) {
  const csrf = await csrfHeaders(request);
  const created = await request.post('/api/websale/reservation/create', {
    headers: csrf,
    data: {
      origin: 'puerto-vallarta', destination: 'guadalajara', round: false, promotional_code: null,
      passengers: { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 },
      departure: { date: dayAhead(days), open: false }, return: { date: null, open: true },
    },
  });
  const { code, flow_token: flowToken } = (await created.json()).content.data as { code: string; flow_token: string };
  // The reservation's own flow: every call carries the flow token create answered (decision 019).
  const headers = { ...csrf, 'x-flow-token': flowToken };
  const list = await request.get(`/api/websale/reservation/schedules?code=${code}&direction=departure`, { headers });
  const first = (await list.json()).content.data.schedules[0];
  const leg = { open: false, schedule_id: first.schedule_id, schedule_detail_id: first.schedule_detail_id, layout_id: first.layout_id };
  expect((await request.post('/api/websale/reservation/schedules', { headers, data: { code, departure: leg, return: null } })).status()).toBe(200);
  const held = await request.post('/api/websale/reservation/seats', {
    headers,
    data: { code, departure: { seats: [{ seat_number: seat, passenger_type: 'adult' }] } },
  });
  expect(held.status(), await held.text()).toBe(200);
}

for (const lang of ['es', 'en'] as const) {
  const t = texts[lang];

  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'en')) {
    test(`one-way trip: a seat chosen with the keyboard, then the payment page (${lang})`, async ({ page }) => {
      // Each test books its own day: tests run in parallel and must not take each other's seats.
      await toSeats(page, { lang, days: lang === 'es' ? 4 : 5 });
      await expect(page.getByRole('heading', { name: t.leg, level: 2 })).toBeVisible();
      await expect(page.locator('.seat-leg__count')).toContainText(t.pick);
      for (const label of t.legend) await expect(page.getByRole('list').getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByText(t.countdown)).toBeVisible();
      await expect(page.locator('.deadline-countdown__time')).toHaveText(/^\d{2}:\d{2}$/);

      const results = await new AxeBuilder({ page }).analyze();
      const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

      await pickSeatByKeyboard(page, lang);
      await lookAt(page, { path: `test-results/seats-${lang}-1280.png`, fullPage: true });
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page).toHaveURL(/\/reservacion\/pago/);
    });
  }
}

test('a seat another buyer took since the map loaded is refused on the tap, shown taken, and the trip kept (es)', async ({ page, request }) => {
  const t = texts.es;
  await page.setViewportSize({ width: 360, height: 800 });
  const days = 11;
  await toSeats(page, { lang: 'es', days });
  // The map on screen still shows this seat free when the other buyer takes it.
  const free = page.getByRole('grid').first().getByRole('button', { name: t.freeSeat }).nth(2);
  const seat = Number(await free.textContent());
  await takeSeat(request, days, seat);

  await free.click();
  const lost = page.getByRole('button', { name: new RegExp(`^Asiento ${seat}, .*, ${t.taken} por otro pasajero$`) });
  await expect(lost).toBeVisible();
  await expect(lost).toHaveAttribute('aria-pressed', 'false');
  const alert = page.getByRole('region', { name: t.departureLeg }).getByRole('alert');
  await expect(alert).toContainText(t.lost);
  await expect(alert).toContainText(`${t.seatsWord}: ${seat}.`);
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await lookAt(page, { path: 'test-results/seats-es-360-lost.png', fullPage: true });

  // Nothing else is lost: another seat, and on to the payment page.
  await pickSeatByKeyboard(page, 'es');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/reservacion\/pago/);
});

test.describe(() => {
  // (Service workers are blocked for every test, playwright.config.ts: the worker would answer the app's code
  // from its cache, past the route that holds it back.)

  test("the seat map reloaded paints the step's frame where the step page draws it, before the app has loaded (es)", async ({ page }) => {
    // Decision 041: a step's shell paints the header, the step indicator and the step's heading from the HTML.
    await toSeats(page, { lang: 'es', days: 6 });
    await expect(page.getByRole('grid').first()).toBeVisible();
    const topOf = async (selector: string) => (await page.locator(selector).first().boundingBox())?.y;
    const parts = ['.site-header', '.step-indicator', 'h1'];
    const drawn = await Promise.all(parts.map(topOf));

    // Without the app's code, the frame is all there is: what a traveller sees while it loads.
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
    await page.reload();
    const frame = page.locator('[data-step-frame="seats"]');
    await expect(frame.locator('h1')).toHaveText(texts.es.seatsTitle);
    await expect(frame.locator('.step-indicator [aria-current="step"]')).toContainText('Asientos');
    await expect(frame.getByText('¿Quién se sienta?')).toBeVisible();
    expect(await Promise.all(parts.map(topOf))).toEqual(drawn);

    // With it, the step page takes the frame's place and the seat map works as before.
    await page.unroute(/\/assets\/app-[^/]+\.js$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: texts.es.seatsTitle, level: 1 })).toBeVisible();
    await expect(page.getByRole('grid').first()).toBeVisible();
    await expect(frame).toHaveCount(0);
    await pickSeatByKeyboard(page, 'es');

    // On a phone the summary's folded header sits above the step: the frame keeps its place, so the heading
    // does not jump down when the app takes over.
    await page.setViewportSize({ width: 390, height: 844 });
    const drawnOnPhone = await Promise.all(parts.map(topOf));
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(frame.locator('h1')).toHaveText(texts.es.seatsTitle);
    expect(await Promise.all(parts.map(topOf))).toEqual(drawnOnPhone);
  });
});
