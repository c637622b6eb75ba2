import { expect, test, type Browser, type Page } from './support/test';
import { continueToPayment, legMap, pickFreeSeat, texts, toSeats, type Lang } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// Cancelling a reservation in progress (websale `delete`): "Cancelar reservación" under a booking step
// asks first in the site's dialog (Escape keeps the reservation, and the focus returns to the control),
// confirming deletes it: the traveller is sent home with a notice, and the seat held is on sale again.

const words = {
  es: {
    cancel: 'Cancelar reservación', dialog: '¿Cancelar tu reservación?', body: 'Los asientos que apartaste se liberarán',
    confirm: 'Sí, cancelar reservación', keep: 'No, seguir con mi compra', notice: 'Cancelamos tu reservación y liberamos tus asientos.',
  },
  en: {
    cancel: 'Cancel reservation', dialog: 'Cancel your reservation?', body: 'The seats you held will be released',
    confirm: 'Yes, cancel reservation', keep: 'No, continue my purchase', notice: 'Your reservation was cancelled and your seats released.',
  },
} as const;

async function newTraveller(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL }]);
  return context.newPage();
}

/** The seat's button on the departure map, whatever it says of the seat. */
const seatButton = (page: Page, lang: Lang, number: number) =>
  legMap(page, lang, 'departure').getByRole('button', { name: new RegExp(`^${texts[lang].seat} ${number}, `) });

async function confirmCancelling(page: Page, lang: Lang) {
  const w = words[lang];
  await page.getByRole('button', { name: w.cancel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog).toContainText(w.body);
  await dialog.getByRole('button', { name: w.confirm }).click();
  // Home, in the traveller's language (the English flow keeps ?lang=en).
  await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/home');
  await expect(page.getByRole('status').filter({ hasText: w.notice })).toBeVisible();
}

/** What another traveller's new search of the same day and bus shows of the seat. */
async function expectSeatSeenByOthers(browser: Browser, baseURL: string, lang: Lang, days: number, number: number, look: 'free' | 'taken') {
  const other = await newTraveller(browser, baseURL, { width: 1280, height: 900 });
  await toSeats(other, { lang, days });
  const word = { es: { free: 'libre', taken: 'ocupado' }, en: { free: 'free', taken: 'taken' } }[lang][look];
  await expect(seatButton(other, lang, number)).toHaveAccessibleName(new RegExp(`, ${word}`));
  await other.context().close();
}
const expectSeatFree = (browser: Browser, baseURL: string, lang: Lang, days: number, number: number) =>
  expectSeatSeenByOthers(browser, baseURL, lang, days, number, 'free');

test('a seat held on the seats step is released by cancelling; Escape keeps the reservation (es, 390 px)', async ({ browser, baseURL }) => {
  const w = words.es;
  const days = 31;
  const page = await newTraveller(browser, baseURL!, { width: 390, height: 844 });
  await toSeats(page, { lang: 'es', days });
  const held = await pickFreeSeat(page, 'es', 'departure');
  await expectSeatSeenByOthers(browser, baseURL!, 'es', days, held, 'taken');

  // Asked first; Escape keeps everything and the focus goes back to the control.
  const control = page.getByRole('button', { name: w.cancel, exact: true });
  await control.click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await expect(dialog).toBeVisible();
  // The safe choice has the focus: Enter by mistake keeps the reservation.
  await expect(dialog.getByRole('button', { name: w.keep })).toBeFocused();
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await lookAt(page, { path: 'test-results/cancel-reservation-dialog-390.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(control).toBeFocused();
  await expect(page).toHaveURL(/\/reservacion\/asientos/);
  await expect(seatButton(page, 'es', held)).toHaveAccessibleName(texts.es.chosenSeat);

  await confirmCancelling(page, 'es');
  await lookAt(page, { path: 'test-results/cancel-reservation-home-390.png' });
  await expectSeatFree(browser, baseURL!, 'es', days, held);
  await page.context().close();
});

test('cancelling from the payment step releases the seat and lands on home (en, desktop)', async ({ browser, baseURL }) => {
  const days = 32;
  const page = await newTraveller(browser, baseURL!, { width: 1280, height: 900 });
  await toSeats(page, { lang: 'en', days });
  const held = await pickFreeSeat(page, 'en', 'departure');
  await continueToPayment(page, 'en');
  await confirmCancelling(page, 'en');
  await lookAt(page, { path: 'test-results/cancel-reservation-home-desktop.png' });
  await expectSeatFree(browser, baseURL!, 'en', days, held);
  await page.context().close();
});
