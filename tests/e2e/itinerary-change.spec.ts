import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { extractText } from 'unpdf';
import { dayAhead, payByCard, texts, type Lang, runsIn } from './support/purchase-driver';
import { buyOverApi } from './support/api-purchase';
import { choosePlace } from './support/search-places';
import { lookAt } from './support/look-at';
import { proofCodeFromOutbox } from './support/outbox';
import { linkFromEmail } from './support/outbox-mail';

// docs/rules/my-reservation.md#changing-the-schedule and docs/rules/my-reservation.md#confirming-an-open-date
// (decisions 028, 033): a traveller finds a reservation paid in the test, moves its ticket to another bus of
// the same fare, picks a seat, confirms, and downloads the PDF again, which names the new day and seat; gives
// an open return its date; and pays a dearer bus's difference with the card form. Spanish on a 390 px phone,
// English on a desktop.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const copy = {
  es: {
    base: '/administra-reservacion', code: 'Código de reservación', surname: 'Apellido', find: 'Buscar reservación',
    change: /^Cambiar horario \(/, choose: /^Elegir fecha \(/, changeTitle: 'Cambio de horario', openTitle: 'Confirma la fecha de tu boleto',
    date: 'Nueva fecha', show: 'Ver horarios', same: 'Sin diferencia de tarifa', free: /, libre$/, confirm: 'Confirmar cambio',
    confirmDate: 'Confirmar fecha', done: /^Listo: tu boleto tiene su nuevo horario y asiento\./, seatLabel: 'Asiento:', dateLabel: 'Fecha:',
    round: 'Viaje redondo', openReturn: 'Regreso abierto',
    proveTitle: 'Confirma que eres el contacto', sendCode: 'Enviar código a an***@correo.mx', proofCode: 'Código de 6 dígitos', confirmCode: 'Confirmar código',
  },
  en: {
    base: '/itinerary', code: 'Reservation code', surname: 'Last name', find: 'Find reservation',
    change: /^Change schedule \(/, choose: /^Choose date \(/, changeTitle: 'Schedule change', openTitle: 'Confirm your ticket’s date',
    date: 'New date', show: 'Show schedules', same: 'No fare difference', free: /, free$/, confirm: 'Confirm change',
    confirmDate: 'Confirm date', done: /^Done: your ticket has its new schedule and seat\./, seatLabel: 'Seat:', dateLabel: 'Date:',
    round: 'Round trip', openReturn: 'Open return',
    proveTitle: 'Confirm you are the contact', sendCode: 'Send code to an***@correo.mx', proofCode: '6-digit code', confirmCode: 'Confirm code',
  },
} as const;

async function findIt(page: Page, lang: Lang, code: string) {
  const c = copy[lang];
  await page.goto(`${c.base}/buscar${lang === 'en' ? '?lang=en' : ''}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByLabel(c.code).fill(code);
  await page.getByLabel(c.surname).fill('Peña');
  await page.getByRole('button', { name: c.find }).click();
  await expect(page).toHaveURL(new RegExp(`${c.base}/mi-reservacion(\\?lang=en)?$`));
}

/**
 * Proof of the contact as a traveller gives it (decision 063): found by the surname, the page asks for a code, sent
 * to the booking's e-mail (shown masked), read from the mailbox (the outbox) and typed, by keyboard.
 */
async function proveByCode(page: Page, lang: Lang, code: string) {
  const c = copy[lang];
  await expect(page.getByRole('heading', { name: c.proveTitle, level: 2 })).toBeFocused();
  await page.getByRole('button', { name: c.sendCode }).click();
  const field = page.getByLabel(c.proofCode);
  await expect(field).toBeFocused();
  await page.keyboard.type(await proofCodeFromOutbox(code));
  await page.keyboard.press('Enter');
}

/** My reservation opened from the confirmation e-mail's link (read from the outbox): it proves the contact. */
async function openFromEmail(page: Page, lang: Lang, code: string) {
  const link = await linkFromEmail(code, 'ticket_confirmation', /https?:\/\/\S+\/mi-reservacion\?[^\s"<]+/);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(new RegExp(`${copy[lang].base}/mi-reservacion(\\?lang=en)?$`));
}

/** On the change page: a day, its first bus of the same fare, its first free seat; returns the seat. */
async function moveTo(page: Page, lang: Lang, date: string, confirm: string): Promise<number> {
  const c = copy[lang];
  await page.getByLabel(c.date).fill(date);
  await page.getByRole('button', { name: c.show }).click();
  await page.locator('.itinerary-change__bus').filter({ hasText: c.same }).first().getByRole('button').click();
  // The new bus's seat map (the booking's): the first free seat, for the leg's one passenger.
  const seat = page.getByRole('grid').getByRole('button', { name: c.free }).first();
  const number = Number((await seat.textContent())!.match(/\d+/)![0]);
  await seat.click();
  await expect(page.getByRole('grid').getByRole('button', { pressed: true })).toHaveText(String(number));
  await expect(page.getByRole('status').filter({ hasText: c.same })).toBeVisible();
  await page.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(new RegExp(`${c.base}/mi-reservacion(\\?lang=en)?$`));
  await expect(page.getByRole('status').filter({ hasText: c.done })).toBeVisible();
  return number;
}

async function pdfText(page: Page, lang: Lang): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: texts[lang].pdf }).click();
  const pdf = readFileSync((await (await downloading).path())!);
  return (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
}

for (const [lang, viewport, days] of [
  ['es', { width: 390, height: 844 }, 50],
  ['en', { width: 1280, height: 900 }, 51],
] as const) {
  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'es')) {
    test(`changes a paid ticket to a bus of the next day, picks the seat, and downloads the new PDF (${lang}, ${viewport.width} px)`, async ({ page, baseURL }) => {
      const c = copy[lang];
      await page.setViewportSize(viewport);
      // Bought over the API: the purchase is not what this test proves (support/api-purchase.ts).
      const code = await buyOverApi(baseURL!, { lang, days });
      await findIt(page, lang, code);
      // Found by the surname, the page reads; changing asks first for a code sent to the booking's e-mail.
      await page.getByRole('button', { name: c.change }).click();
      await lookAt(page, { path: `test-results/itinerary-proof-${lang}-${viewport.width}.png`, fullPage: true });
      await proveByCode(page, lang, code);
      await expect(page).toHaveURL(new RegExp(`${c.base}/cambio-horarios(\\?lang=en)?$`));
      await expect(page.getByRole('heading', { name: c.changeTitle, level: 1 })).toBeVisible();
      // The browser's Back button leaves the change, nothing changed; the change starts again from the reservation.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${c.base}/mi-reservacion(\\?lang=en)?$`));
      await page.getByRole('button', { name: c.change }).click();
      await expect(page.getByRole('heading', { name: c.changeTitle, level: 1 })).toBeVisible();
      const next = dayAhead(days + 1);
      const seat = await moveTo(page, lang, next, c.confirm);
      await expect(page.locator('.ticket-card__seat').first()).toHaveText(String(seat));
      await lookAt(page, { path: `test-results/itinerary-changed-${lang}-${viewport.width}.png`, fullPage: true });
      const text = await pdfText(page, lang);
      expect(text).toContain(`${code}-1`);
      expect(text).toContain(`${c.seatLabel} ${seat}`);
      expect(text).toContain(`${c.dateLabel} ${next.replaceAll('-', '/')}`);
    });
  }

  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'en')) {
    test(`gives an open return its date, bus and seat (${lang}, ${viewport.width} px)`, async ({ page }) => {
      const c = copy[lang];
      const t = texts[lang];
      await page.setViewportSize(viewport);
      await page.goto(lang === 'en' ? '/reservacion?lang=en' : '/reservacion');
      await choosePlace(page, t.origin, 'puerto-vallarta');
      await choosePlace(page, t.destination, 'guadalajara');
      await page.getByLabel(t.departureDate).fill(dayAhead(days + 3));
      await page.getByRole('checkbox', { name: c.round }).check();
      await page.getByRole('checkbox', { name: c.openReturn }).check();
      await page.getByRole('button', { name: t.search }).click();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await page.getByLabel(t.firstName, { exact: true }).fill('Ana María');
      await page.getByLabel(t.lastName, { exact: true }).fill('Peña');
      await page.getByLabel(t.mobile).fill('3221234567');
      await page.getByLabel(t.email).fill('ana@correo.mx');
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await page.getByRole('button', { name: t.freeSeat }).first().click();
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await payByCard(page, lang, '4242 4242 4242 4242');
      await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
      const code = (await page.locator('.tickets-step__code strong').textContent())!.trim();
      await openFromEmail(page, lang, code);
      await page.getByRole('button', { name: c.choose }).click();
      await expect(page.getByRole('heading', { name: c.openTitle, level: 1 })).toBeVisible();
      const back = dayAhead(days + 6);
      const seat = await moveTo(page, lang, back, c.confirmDate);
      // Both legs are dated now: nothing is left to choose a date for.
      await expect(page.getByRole('button', { name: c.choose })).toHaveCount(0);
      const text = await pdfText(page, lang);
      expect(text).toContain(`${c.seatLabel} ${seat}`);
      expect(text).toContain(`${c.dateLabel} ${back.replaceAll('-', '/')}`);
    });
  }
}

// A first-class ticket ($915.00) moved to an executive bus ($1,085.00) of the next day: the traveller sees the
// $170.00 difference before confirming, pays it in the card checkout (a declined card, then one with the bank's
// 3-D Secure code), and gets the ticket on its new bus and seat (server side: tests/server/itinerary-change.test.ts).
test('pays a dearer bus’s fare difference by card with 3-D Secure after a declined one, and gets the new ticket (es, 390 px)', async ({ page, baseURL }) => {
  const c = copy.es;
  const days = 58;
  await page.setViewportSize({ width: 390, height: 844 });
  const code = await buyOverApi(baseURL!, { lang: 'es', days, serviceClass: 'first' });
  await openFromEmail(page, 'es', code);
  await page.getByRole('button', { name: c.change }).click();
  await expect(page.getByRole('heading', { name: c.changeTitle, level: 1 })).toBeVisible();
  const next = dayAhead(days + 1);
  await page.getByLabel(c.date).fill(next);
  await page.getByRole('button', { name: c.show }).click();
  const dearer = 'Pagas $170.00 MXN más';
  await page.locator('.itinerary-change__bus').filter({ hasText: dearer }).first().getByRole('button').click();
  const seat = page.getByRole('grid').getByRole('button', { name: c.free }).first();
  const number = Number((await seat.textContent())!.match(/\d+/)![0]);
  await seat.click();
  await expect(page.getByRole('grid').getByRole('button', { pressed: true })).toHaveText(String(number));
  await expect(page.getByRole('status').filter({ hasText: `Diferencia de tarifa: ${dearer}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar $170.00 MXN con tarjeta' }).click();
  // The card checkout every flow shows: the seat stays chosen while the difference is paid.
  const card = page.getByRole('region', { name: 'Tarjeta para pagar la diferencia' });
  const pay = card.getByRole('button', { name: 'Pagar $170.00 MXN y confirmar cambio' });
  const typeCard = async (digits: string) => {
    await card.getByLabel('Número de tarjeta').fill(digits);
    await card.getByLabel('Nombre en la tarjeta').fill('Ana Maria Pena');
    await card.getByLabel('Vencimiento (MM/AA)').fill('12/30');
    await card.getByLabel('Código de seguridad (CVV)').fill('123');
  };
  // A card the bank declines first: the traveller is told what to do, and tries another on the same seat.
  await typeCard('4000 0000 0000 9995');
  await pay.click();
  await expect(card.getByRole('alert')).toContainText('El banco rechazó el cobro de la diferencia; el cambio no se hizo. Prueba con otra tarjeta o consulta a tu banco.');
  await expect(page.getByRole('grid').getByRole('button', { pressed: true })).toHaveText(String(number));
  // The next card asks for the bank's 3-D Secure code: the declined attempt does not block it.
  await typeCard('4000 0000 0000 3220');
  await lookAt(page, { path: 'test-results/itinerary-change-dearer-es-390.png', fullPage: true });
  // The card form and its long pay label fit the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pay.click();
  await expect(card.getByRole('heading', { name: 'Verificación de tu banco (3-D Secure)' })).toBeVisible();
  await expect(card.getByText('Tarjeta terminada en 3220')).toBeVisible();
  await lookAt(page, { path: 'test-results/itinerary-change-3ds-es-390.png', fullPage: true });
  await card.getByLabel('Código de verificación').fill('123456');
  await card.getByRole('button', { name: 'Verificar y pagar' }).click();
  await expect(page).toHaveURL(new RegExp(`${c.base}/mi-reservacion$`));
  await expect(page.getByRole('status').filter({ hasText: c.done })).toContainText('Cobramos $170.00 MXN de diferencia a tu tarjeta.');
  await expect(page.locator('.ticket-card__seat').first()).toHaveText(String(number));
  const text = await pdfText(page, 'es');
  expect(text).toContain(`${code}-1`);
  expect(text).toContain(`${c.seatLabel} ${number}`);
  expect(text).toContain(`${c.dateLabel} ${next.replaceAll('-', '/')}`);
});
