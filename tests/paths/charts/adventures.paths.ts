import { expect, type Page } from '@playwright/test';
import { CARDS } from '../../../machines/payment/payment.test-model';
import { pathsSimulatorPort } from '../../playwright.shared';
import { setPartnerMode, type PartnerMode, type PartnerOperation } from '../../e2e/support/partner-simulator';
import type { BrowserDriver } from '../lib/driver';
import { expectHeld, holdCharts, release } from '../lib/gate';
import type { Executors, PathRunner } from '../lib/run-path';
import { adventuresPathModel, type AdventuresPathEvent } from './adventures.model';
import { assertions, type Snapshot } from './adventures.assertions';
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

export { assertions };
