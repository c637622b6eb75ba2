import { expect, type Page } from '@playwright/test';
import { CARDS } from '../../../machines/payment/payment.test-model';
import { UNFINISHED } from '../../../machines/adventures/adventures.test-model';
import { pathsSimulatorPort } from '../../playwright.shared';
import { setPartnerMode, type PartnerMode, type PartnerOperation } from '../../e2e/support/partner-simulator';
import type { BrowserDriver } from '../lib/driver';
import { expectHeld, holdCharts, release } from '../lib/gate';
import type { Assertions, Executors, PathRunner } from '../lib/run-path';
import { adventuresPathModel, type AdventuresPathEvent } from './adventures.model';
import { orderPaidWhileConfirming } from './adventures.kept-order';

// The partner adventures on the real site (Spanish, a phone's width) and the real server with its partner
// simulator: the chart's calls are held at the gate; the checkout's charge runs freely (its own paths are
// payment.*). A failure of the partner is the simulator's mode, set for the one call that needs it and set back
// once the server answered. The page's clock is installed at the start, so the hold can run out.

const CHART = 'adventures';
/** Past the order's deadline (13 minutes), on the page's clock. */
const PAST_THE_HOLD_MS = 14 * 60_000;
const SURF = 'Clase de surf en Sayulita';

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const cookieOf = async (driver: BrowserDriver) => (await driver.context.cookies()).find((c) => c.name === 'adventures_session')?.value;

/** The departures each path has taken: every order of a path is on a day of its own, so no hold fills another's. */
const daysTaken = new WeakMap<Page, number>();

/** A day of the list (one per order and path) and its latest departure with room for two. */
async function chooseDeparture({ page, index }: BrowserDriver): Promise<void> {
  const taken = daysTaken.get(page) ?? 0;
  daysTaken.set(page, taken + 1);
  const days = page.getByRole('list', { name: 'Próximos días' }).getByRole('button');
  const count = await days.count();
  for (let tries = 0; tries < count; tries += 1) {
    await days.nth((index * 5 + taken * 2 + tries) % count).click();
    const open = page.locator('label.adventures__choice:not([data-full])').filter({ hasText: /Quedan \d+ lugares/ }).filter({ has: page.locator('input[name="departure"]') });
    if ((await open.count()) > 0) return open.last().locator('input').check();
  }
  throw new Error('no departure with room for two');
}

/** Sets the simulator's mode, runs `act`, waits for the server's answer to `request`, then the mode goes back. */
async function withPartner(page: Page, mode: PartnerMode, operations: PartnerOperation[], request: { method: string; path: RegExp }, act: () => Promise<void>): Promise<void> {
  await setPartnerMode(pathsSimulatorPort, mode, { operations });
  try {
    const answered = page.waitForResponse((r) => r.request().method() === request.method && request.path.test(new URL(r.url()).pathname));
    await act();
    await answered;
  } finally {
    await setPartnerMode(pathsSimulatorPort, 'normal');
  }
}

async function payByCard(page: Page): Promise<void> {
  const card = CARDS.approve;
  await page.getByLabel('Número de tarjeta').fill(card.number);
  await page.getByLabel('Nombre en la tarjeta').fill(card.name);
  await page.getByLabel('Vencimiento (MM/AA)').fill(card.expiry);
  await page.getByLabel('Código de seguridad (CVV)').fill(card.cvv);
  await button(page, /^Pagar \$/).click();
}

const payment = { method: 'PUT', path: /^\/api\/adventures\/tour\/[^/]+\/checkout$/ };
const opening = { method: 'POST', path: /^\/api\/adventures\/tour\/[^/]+\/checkout$/ };

export const executors = {
  // The page's own way back to the list where it has one, else the site's menu (the binding sends the event).
  'adventures.browse': async ({ page }) => {
    const own = page.getByRole('button', { name: /^(Todas las aventuras|Ver más aventuras|Ver otras aventuras)$/ });
    if (await own.isVisible()) return own.click();
    const menu = page.getByRole('button', { name: 'Menú' });
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Aventuras', exact: true }).click();
  },
  'adventure.choose': async ({ page }) => button(page, `Ver fechas de ${SURF}`).click(),
  'option.choose': async ({ page }) => page.getByRole('radio', { name: /^Clase privada/ }).check(),
  'departure.choose': async (driver) => chooseDeparture(driver),
  'dates.submit': async ({ page }) => button(page, 'Continuar').click(),
  // The checkout's "another date", or the one the payment's outcome offers.
  'dates.open': async ({ page }) => button(page, /^(Cambiar fecha u horario|Elegir otra fecha)$/).first().click(),
  'checkout.submit': async ({ page }, { contact }) => {
    // Two people, the most a private lesson takes: an adult and a minor.
    await page.getByLabel('Adultos').selectOption('1');
    await page.getByLabel('Menores').selectOption('1');
    await page.getByLabel('Nombre', { exact: true }).fill(contact.firstName);
    await page.getByLabel('Apellido').fill(contact.lastName);
    await page.getByLabel('Correo electrónico').fill(contact.email);
    await page.getByLabel('Celular (10 dígitos)').fill(contact.cellPhone);
    await button(page, 'Apartar y continuar al pago').click();
  },
  'step.retry': async ({ page }) => button(page, 'Reintentar').click(),
  'ticket.download': async ({ page }, { fileType }) => button(page, fileType === 'pdf' ? 'Descargar boleto (PDF)' : 'Descargar boleto (HTML)').click(),
  'ticket.email': async ({ page }) => button(page, 'Enviar a mi correo').click(),
  'payment.attempt': async () => {
    throw new Error('the checkout tells its parent by itself; no path sends it');
  },
  'xstate.after.holdEnds.adventures.held.failed': async ({ page }) => page.clock.fastForward(PAST_THE_HOLD_MS),
  // The partner is still confirming: the chart asks again by itself (on the page's real clock).
  'xstate.after.recheck.adventures.checking.waiting': async ({ page }) => expectHeld(page, CHART, 'checkPayment'),
  // The kept order is paid meanwhile, the partner still confirming it, when the chart's question goes through.
  'xstate.done.actor.loadOrder': async ({ page }) => {
    await orderPaidWhileConfirming.pay(page);
    await release(page, CHART, 'loadOrder', 'continue');
  },
  'xstate.error.actor.loadOrder': async ({ page }) => release(page, CHART, 'loadOrder', 'fail'),
  'xstate.done.actor.loadAdventures': async ({ page }) => release(page, CHART, 'loadAdventures', 'continue'),
  'xstate.error.actor.loadAdventures': async ({ page }) => release(page, CHART, 'loadAdventures', 'fail'),
  'xstate.done.actor.loadDates': async ({ page }) => release(page, CHART, 'loadDates', 'continue'),
  'xstate.error.actor.loadDates': async ({ page }) => release(page, CHART, 'loadDates', 'fail'),
  'xstate.done.actor.openOrder': async ({ page }, { output }) => {
    if (output.ok) return release(page, CHART, 'openOrder', 'continue');
    // The partner does not answer when the departure is checked: nothing is held.
    await withPartner(page, 'error', ['availability'], opening, () => release(page, CHART, 'openOrder', 'continue'));
  },
  'xstate.error.actor.openOrder': async ({ page }) => release(page, CHART, 'openOrder', 'fail'),
  // What the checkout hands back: paid (the partner confirming or refusing after the charge), the partner down
  // before the charge, or expired when the order's deadline passes on the page's clock.
  'xstate.done.actor.pay': async ({ page }, { output }) => {
    if (output.status === 'expired') return page.clock.fastForward(PAST_THE_HOLD_MS);
    if (output.status === 'refused') return withPartner(page, 'error', ['booking'], payment, () => payByCard(page));
    const confirmed = (output.receipt as { status: string }).status === 'confirmed';
    if (confirmed) return payByCard(page);
    await withPartner(page, 'refuse_confirmation', ['confirm'], payment, () => payByCard(page));
  },
  'xstate.done.actor.checkPayment': async ({ page }) => {
    // A kept order's confirmation must be over before the chart reads it again.
    await orderPaidWhileConfirming.settled(page);
    await release(page, CHART, 'checkPayment', 'continue');
  },
  'xstate.error.actor.checkPayment': async ({ page }) => release(page, CHART, 'checkPayment', 'fail'),
  'xstate.done.actor.downloadTicket': async ({ page }) => {
    const downloading = page.waitForEvent('download');
    await release(page, CHART, 'downloadTicket', 'continue');
    expect((await downloading).suggestedFilename()).toMatch(/^boleto-aventura-AV\w+\.pdf$/);
  },
  'xstate.error.actor.downloadTicket': async ({ page }) => release(page, CHART, 'downloadTicket', 'fail'),
  'xstate.done.actor.emailTicket': async ({ page }) => release(page, CHART, 'emailTicket', 'continue'),
  'xstate.error.actor.emailTicket': async ({ page }) => release(page, CHART, 'emailTicket', 'fail'),
} satisfies Executors<AdventuresPathEvent, BrowserDriver>;

type Snapshot = Parameters<typeof adventuresPathModel.stateKey>[0];
const unavailable = (state: Snapshot) => state.context.errors.some((e) => e.code === 'service_unavailable');
const PARTNER_DOWN = 'El operador de la aventura no responde en este momento. No se hizo ningún cargo: inténtalo de nuevo o elige otra fecha.';

async function orderSummaryShown(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Tu orden' })).toContainText(SURF);
  await expect(page.getByText(/^Incluye impuestos y el cargo por servicio\. Orden AV\w+\.$/)).toBeVisible();
}

export const assertions: Assertions<BrowserDriver, Snapshot> = {
  // The cookie named an order: its page waits for the server's word on it.
  restoring: async ({ page }) => {
    await expect(page).toHaveURL(/\/aventuras\/pago$/);
    await expect(status(page, 'Consultando tu orden…')).toBeVisible();
  },
  'list.loading': async ({ page }) => {
    await expect(page).toHaveURL(/\/aventuras$/);
    await expect(status(page, 'Consultando las aventuras…')).toBeVisible();
  },
  'list.failed': async ({ page }) => {
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  // Each adventure with what the traveller pays per adult, the factor included, said so.
  'list.choosing': async (driver) => {
    const { page } = driver;
    await expect(page).toHaveURL(/\/aventuras$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aventuras' })).toBeVisible();
    await expect(page.locator('.adventures__card').first()).toContainText(/Desde \$[\d,]+\.\d\d MXN por adulto, precio final/);
    await expect(page.getByText('Precios finales por persona en pesos mexicanos: incluyen impuestos y el cargo por servicio.')).toBeVisible();
    // Back on the list, no order is kept.
    await expect.poll(() => cookieOf(driver)).toBeUndefined();
  },
  'dates.loading': async ({ page }) => {
    await expect(page).toHaveURL(/\/aventuras\/fechas$/);
    await expect(status(page, 'Consultando fechas y lugares…')).toBeVisible();
  },
  'dates.failed': async ({ page }) => {
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  'dates.choosing': async ({ page }, state) => {
    await expect(page).toHaveURL(/\/aventuras\/fechas$/);
    await expect(page.getByRole('heading', { level: 1, name: SURF })).toBeVisible();
    await expect(page.getByRole('radio', { name: state.context.optionId === 'private' ? /^Clase privada/ : /^Clase en grupo/ })).toBeChecked();
    await expect(button(page, 'Continuar')).toBeEnabled({ enabled: state.context.availabilityId !== null });
    if (state.context.availabilityId !== null) await expect(page.locator('input[name="departure"]:checked')).toHaveCount(1);
  },
  'checkout.editing': async ({ page }, state) => {
    await expect(page).toHaveURL(/\/aventuras\/datos$/);
    await expect(page.getByRole('heading', { level: 1, name: '¿Quiénes van?' })).toBeVisible();
    await expect(status(page, /^Total a pagar: \$[\d,]+\.\d\d MXN\. Incluye impuestos y el cargo por servicio\.$/)).toBeVisible();
    if (state.context.contact?.email === UNFINISHED.contact.email) await expect(page.getByText('Escribe un correo válido, por ejemplo nombre@correo.com.')).toBeVisible();
    if (unavailable(state)) await expect(page.getByRole('alert')).toBeVisible();
  },
  'checkout.opening': async ({ page }) => {
    await expect(status(page, 'Apartando tus lugares con el operador…')).toBeVisible();
    await expect(button(page, 'Apartar y continuar al pago')).toBeDisabled();
  },
  // Nothing held, nothing charged: try again or another date.
  'checkout.partnerDown': async (driver) => {
    const { page } = driver;
    await expect(alertWith(page, PARTNER_DOWN)).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
    await expect(button(page, 'Elegir otra fecha')).toBeVisible();
    expect(await cookieOf(driver)).toBeUndefined();
  },
  // The order held: its countdown, what is paid (the factor included), the card form; its code kept in the cookie.
  'held.paying': async (driver) => {
    const { page } = driver;
    await expect(page).toHaveURL(/\/aventuras\/pago$/);
    await expect(page.getByText('Tus lugares están apartados:')).toBeVisible();
    await expect(button(page, /^Pagar \$[\d,]+\.\d\d MXN$/)).toBeEnabled();
    await orderSummaryShown(page);
    expect(await cookieOf(driver)).toMatch(/^AV\w+\.[a-f0-9]{32}$/);
  },
  // The partner did not answer before the bank was asked: nothing charged, the order still held.
  'held.failed': async ({ page }) => {
    await expect(alertWith(page, PARTNER_DOWN)).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
    await expect(page.getByText('Tus lugares están apartados:')).toBeVisible();
  },
  'checking.asking': async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmando tu aventura' })).toBeVisible();
    await expect(status(page, 'Pago recibido. Confirmando tu lugar con el operador…')).toBeVisible();
  },
  'checking.waiting': async ({ page }) => {
    await expect(page).toHaveURL(/\/aventuras\/pago$/);
    await expect(status(page, 'Pago recibido. Confirmando tu lugar con el operador…')).toBeVisible();
  },
  'checking.failed': async ({ page }) => {
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  // The partner's booking reference, what was paid, and the ticket as files or by e-mail.
  'ticket.idle': async ({ page }, state) => {
    await expect(page).toHaveURL(/\/aventuras\/boleto$/);
    await expect(status(page, /^Referencia del operador: [A-Z]{3}-[A-Z0-9]+$/)).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+\.\d\d MXN con la tarjeta terminada en 4242$/)).toBeVisible();
    await expect(button(page, 'Descargar boleto (PDF)')).toBeEnabled();
    if (state.context.emailed) await expect(status(page, 'Te enviamos el boleto por correo.')).toBeVisible();
    if (unavailable(state)) await expect(page.getByRole('alert')).toBeVisible();
  },
  'ticket.downloading': async ({ page }) => {
    await expect(status(page, 'Preparando tu boleto…')).toBeVisible();
    await expect(button(page, 'Descargar boleto (PDF)')).toBeDisabled();
  },
  'ticket.emailing': async ({ page }) => {
    await expect(status(page, 'Enviando tu boleto…')).toBeVisible();
  },
  // Charged, then refused by the partner: the whole charge refunded, said in the page's language.
  refunded: async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'No pudimos confirmar tu aventura' })).toBeVisible();
    await expect(alertWith(page, 'El operador no pudo confirmar tu aventura. Te devolvimos el cargo completo a tu tarjeta.')).toBeVisible();
    await expect(button(page, 'Elegir otra fecha')).toBeVisible();
  },
  // The order's time ran out: nothing charged, nothing kept.
  expired: async (driver) => {
    const { page } = driver;
    await expect(page.getByRole('heading', { level: 1, name: 'Se acabó el tiempo para pagar' })).toBeVisible();
    await expect(alertWith(page, 'Se acabó el tiempo para pagar y los lugares se liberaron. No se hizo ningún cargo.')).toBeVisible();
    await expect.poll(() => cookieOf(driver)).toBeUndefined();
  },
};

export const adventuresRunner: PathRunner<Snapshot, AdventuresPathEvent, BrowserDriver> = {
  start: async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL }]);
    await holdCharts(page, [CHART]);
    // A clock the test can move past the hold; it runs at the real pace until then.
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/aventuras');
    await page.locator('html[data-hydrated="true"]').waitFor();
  },
  executors,
  assertions,
  stateKey: adventuresPathModel.stateKey,
  describeEvent: adventuresPathModel.describeEvent,
};

export const adventuresKeptOrderRunner: PathRunner<Snapshot, AdventuresPathEvent, BrowserDriver> = {
  ...adventuresRunner,
  start: async (driver) => {
    const { page, context, baseURL } = driver;
    const order = await orderPaidWhileConfirming.open(page, baseURL);
    await context.addCookies([
      { name: 'accept_cookie', value: 'true', url: baseURL },
      { name: 'adventures_session', value: `${order.code}.${order.orderId}`, url: baseURL },
    ]);
    await holdCharts(page, [CHART]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/aventuras/pago');
    await page.locator('html[data-hydrated="true"]').waitFor();
  },
};
