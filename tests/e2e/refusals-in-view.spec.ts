import { expect, test, type Page } from './support/test';
import { payByCard, searchTrip, texts, toPayment, type Lang, runsIn } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// docs/rules/booking.md#refusals-come-into-view: a refusal is where the traveller looks. A declined card (and a failed 3-D Secure
// check) takes the focus in the viewport and says what to do next; a bus without enough INAPAM
// places says so when chosen and shows no price; "Ya pagué: comprobar pago" says what it found.
// On a 390 px phone in Spanish and on a desktop in English.

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const say = {
  es: {
    decline: /fondos insuficientes\. Prueba con otra tarjeta\./,
    challengeFailed: /verificación de tu banco \(3-D Secure\)/,
    another: 'Efectivo en OXXO',
    removeAdult: 'Quitar: Adulto',
    addInapam: 'Agregar: INAPAM',
    // Why, then what to do: the bus of the day that takes them all, or another day or fare.
    quota: /^Solo quedan 2 lugares INAPAM en este autobús\.(El autobús de las .+ de este día tiene lugar para todo tu grupo\.Elegir el autobús de las .+|Ningún otro autobús de este día .+)$/,
    noPrice: 'Sin lugar para todo tu grupo',
    office: 'Pagar en taquilla',
    reserveOffice: 'Reservar y pagar en taquilla',
    check: 'Ya pagué: comprobar pago',
    stillPending: /^Todavía no vemos tu pago \(comprobado el .+\)\. Tienes hasta el .+ para pagar/,
  },
  en: {
    decline: /insufficient funds\. Try another card\./,
    challengeFailed: /Your bank's check \(3-D Secure\)/,
    another: 'Cash at OXXO',
    removeAdult: 'Remove: Adult',
    addInapam: 'Add: INAPAM (senior)',
    quota: /^Only 2 INAPAM places left on this bus\.(The .+ bus this day has room for your whole party\.Choose the .+ bus|No other bus this day .+)$/,
    noPrice: 'No room for your whole party',
    office: 'Pay at the ticket office',
    reserveOffice: 'Reserve and pay at the ticket office',
    check: 'I have paid: check my payment',
    stillPending: /^We don't see your payment yet \(checked .+\)\. You have until .+ to pay/,
  },
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

/** The refusal the page shows: in the viewport, with the focus on it. */
async function expectRefusalInView(page: Page, text: RegExp | string) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport();
  await expect(alert).toBeFocused();
  return alert;
}

const runs: Array<{ lang: Lang; viewport: typeof phone; device: string; days: number }> = [
  { lang: 'es', viewport: phone, device: 'phone', days: 21 },
  { lang: 'en', viewport: desktop, device: 'desktop', days: 22 },
];

for (const { lang, viewport, device, days } of runs) {
  const t = texts[lang];
  const s = say[lang];

  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'es')) {
    test(`a declined card and a failed 3-D Secure check take the focus in view and say what to do next (${lang}, ${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await toPayment(page, { lang, days });
      await payByCard(page, lang, '4000 0000 0000 9995');
      const declined = await expectRefusalInView(page, t.declined);
      await expect(declined).toContainText(s.decline);
      await expect(declined.getByRole('button', { name: s.another })).toBeVisible();
      // The other methods' buttons fit the phone: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await lookAt(page, { path: `test-results/refusal-declined-${lang}-${device}.png` });

      await payByCard(page, lang, '4000 0000 0000 3220');
      await expect(page.getByRole('heading', { name: t.challenge })).toBeVisible();
      await page.getByLabel(t.code).fill('000000');
      await page.getByRole('button', { name: t.verify }).click();
      await expectRefusalInView(page, s.challengeFailed);
    });
  }

  // After a declined card the traveller reopens the schedules (a reload): the list comes with the decline
  // revealed, and a traveller who scrolls straight down to "Continuar" must stay there and go on. The page
  // used to jump back to the message when that scroll ended, under the finger: the tap was lost.
  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'es')) {
    test(`after a decline and a reload of the schedules, the traveller's own scroll to "Continuar" stays and goes on (${lang}, ${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await toPayment(page, { lang, days: days + 6 });
      await payByCard(page, lang, '4000 0000 0000 9995');
      await expectRefusalInView(page, t.declined);
      await page.goto(page.url().replace('/pago', '/horarios'));
      const onward = page.getByRole('button', { name: t.continue, exact: true });
      await expect(page.getByRole('radio').first()).toBeVisible();
      await expectRefusalInView(page, t.declined);
      await expect(onward).not.toBeInViewport();
      // The traveller's wheel, down to the button; then the page settles (the scroll ends, two frames pass).
      await page.evaluate(() => {
        const w = window as Window & { scrolled?: Promise<void> };
        w.scrolled = new Promise((done) => addEventListener('scrollend', () => requestAnimationFrame(() => requestAnimationFrame(() => done())), { once: true }));
      });
      const box = (await onward.boundingBox())!;
      await page.mouse.wheel(0, box.y - viewport.height / 2);
      await page.evaluate(() => (window as Window & { scrolled?: Promise<void> }).scrolled);
      await expect(onward).toBeInViewport();
      await onward.click();
      await expect(page.getByRole('heading', { name: t.contactTitle, level: 1 })).toBeVisible();
    });
  }

  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'en')) {
    test(`a bus with 2 INAPAM places says so when chosen by three INAPAM passengers, with no price (${lang}, ${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(lang === 'en' ? '/reservacion?lang=en' : '/reservacion');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: s.removeAdult }).click();
      for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: s.addInapam }).click();
      await searchTrip(page, { lang, days: days + 2 }, false);
      const first = page.getByRole('radio').first();
      const card = page.locator('.schedule-list__items > li').first();
      await expect(card).toContainText(s.noPrice);
      await expect(card).not.toContainText('$');
      // A click, not check(): the chart refuses the choice, so the radio must stay unchecked.
      await first.click();
      const message = card.getByRole('alert');
      await expect(message).toHaveText(s.quota);
      await expect(message).toBeInViewport();
      // The chart refused the choice: nothing is chosen, and the radio keeps the focus for the arrow keys.
      await expect(first).not.toBeChecked();
      await expect(first).toBeFocused();
      await lookAt(page, { path: `test-results/refusal-inapam-quota-${lang}-${device}.png` });
    });
  }

  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'en')) {
    test(`"I have paid: check payment" says the payment is still pending, with the deadline (${lang}, ${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await toPayment(page, { lang, days: days + 4 });
      await page.getByRole('radio', { name: s.office }).check();
      await page.getByRole('button', { name: s.reserveOffice }).click();
      await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
      // The tickets page settles first (its documents load and each navigation scrolls smoothly to the
      // top, docs/rules/site.md#on-every-navigation): the traveller taps once it has, not while it still moves under the finger.
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const check = page.getByRole('button', { name: s.check });
      await check.click();
      const found = page.locator('.pend-hold__found');
      await expect(found).toHaveText(s.stillPending);
      await expect(found).toBeInViewport();
      await expect(check).toBeFocused();
      await lookAt(page, { path: `test-results/pend-check-pending-${lang}-${device}.png` });
    });
  }
}
