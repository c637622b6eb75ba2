import { expect, type Page } from '@playwright/test';
import { toPayment } from '../../e2e/support/purchase-driver';
import type { BrowserDriver } from '../lib/driver';
import { expectHeld, holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { APPEAR_BY_EVENT, HOLD_ENDS_EVENT, pendPathModel, POLL_EVENT, RETRY_EVENT, type PendPathEvent } from './pend.model';

// The PEND chart on the real site (Spanish): a one-way reservation paid in cash at OXXO, on its
// tickets page. The traveller's gesture is the payment check; the server's answers are released at
// the path gate (paid once the ticket office API registered the payment); time is the page's clock,
// moved to the hold's limits, which the server gives (pend_deadline), or by a poll or retry delay.

const CHART = 'pend';
const MINUTE = 60_000;
/** The ticket office key the path-test server is started with (playwright.config.ts, project `paths`). */
const OFFICE_API_KEY = process.env.OFFICE_API_KEY ?? 'path-tests-office';
/** The chart's poll and retry delays (machines/pend/pend.machine.ts), with a margin. */
const POLL_MS = 31_000;
const RETRY_MS = 16_000;

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const checkButton = (page: Page) => button(page, 'Ya pagué: comprobar pago');
const card = (page: Page) => page.locator('.ticket-card').first();
const holdLine = (page: Page, text: RegExp) => card(page).getByRole('status').filter({ hasText: text });

async function reservationCode(page: Page): Promise<string> {
  return (await page.locator('.tickets-step__code strong').textContent())!.trim();
}

/** The flow token the page's booking flow keeps (decision 019): read from the flow it stored in session storage. */
async function flowToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = sessionStorage.getItem('reservation') ?? '';
    const binary = atob(stored);
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const flow = JSON.parse(text) as { value?: { context?: { flowToken?: string } } };
    return flow.value?.context?.flowToken ?? '';
  });
}

/** Search one way, the first departure, contact, no extras, the first free seat, cash at OXXO. */
async function toPendTickets({ page, index }: BrowserDriver): Promise<void> {
  // 95 to 114 days ahead, a day per path: no other suite books these days.
  await toPayment(page, { lang: 'es', days: 95 + (index % 20) });
  await page.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
  await button(page, 'Generar referencia de pago').click();
  await expect(page.getByRole('heading', { name: 'Tus boletos', level: 1 })).toBeVisible();
}

/** Moves the page's clock just past a limit of the hold, as the server computes it. */
async function moveClockTo(page: Page, limit: 'appearBy' | 'holdUntil'): Promise<void> {
  const response = await page.request.get(`/api/websale/reservation/payment?code=${await reservationCode(page)}`, {
    headers: { 'x-flow-token': await flowToken(page) },
  });
  expect(response.ok()).toBe(true);
  const holdUntil = Date.parse(((await response.json()) as { content: { data: { pend_deadline: string } } }).content.data.pend_deadline);
  const target = limit === 'holdUntil' ? holdUntil : holdUntil - 15 * MINUTE;
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(0, target - now) + 1_000);
}

export const executors = {
  'payment.check': async ({ page }) => checkButton(page).click(),
  'deadline.check': notInBrowser('its guards need the clock past a limit with the timers not fired (a sleeping tab): pend.deadline.test.ts'),
  'xstate.done.actor.checkPayment': async ({ page }, { output }) => {
    if (output.ok && output.data.paid) {
      // The traveller paid at the ticket office: the office registers it through its API.
      const paid = await page.request.post('/api/websale/office/pend/pay', {
        headers: { 'x-api-key': OFFICE_API_KEY },
        data: { code: await reservationCode(page) },
      });
      expect(paid.status(), await paid.text()).toBe(200);
    }
    await release(page, CHART, 'checkPayment', 'continue');
  },
  'xstate.error.actor.checkPayment': async ({ page }) => release(page, CHART, 'checkPayment', 'fail'),
  [APPEAR_BY_EVENT]: async ({ page }) => moveClockTo(page, 'appearBy'),
  // The check in flight is dropped by the chart (and by the gate); the last check is held anew.
  [HOLD_ENDS_EVENT]: async ({ page }) => moveClockTo(page, 'holdUntil'),
  [POLL_EVENT]: async ({ page }) => page.clock.fastForward(POLL_MS),
  [RETRY_EVENT]: async ({ page }) => page.clock.fastForward(RETRY_MS),
} satisfies Executors<PendPathEvent, BrowserDriver>;

const held = async ({ page }: BrowserDriver) => {
  // Paid in cash at OXXO: the card names the store and the reference's deadline (docs/rules/payment.md#cash-at-a-store).
  await expect(holdLine(page, /^Paga en la tienda antes de .+: al recibir tu pago, este boleto se vuelve E-ticket\.$/)).toBeVisible();
  await expect(card(page).locator('.ticket-card__type')).toHaveText('PEND (pago pendiente)');
};
const lastCall = async ({ page }: BrowserDriver) => {
  await expect(holdLine(page, /^Ve a la taquilla ahora: tu lugar se guarda hasta el .+\.$/)).toBeVisible();
  await expect(card(page).locator('.ticket-card__type')).toHaveText('PEND (pago pendiente)');
};
// A check in flight: the button waits for it.
const checking = async ({ page }: BrowserDriver) => {
  await expect(checkButton(page)).toBeDisabled();
  await expectHeld(page, CHART, 'checkPayment');
};
const waiting = async ({ page }: BrowserDriver) => {
  await expect(checkButton(page)).toBeEnabled();
  await expect(page.getByText('No pudimos comprobar tu pago')).toHaveCount(0);
};
const failed = async ({ page }: BrowserDriver) => {
  await expect(card(page).getByRole('status').filter({ hasText: 'No pudimos comprobar tu pago; lo intentaremos de nuevo en unos segundos.' })).toBeVisible();
  await expect(checkButton(page)).toBeEnabled();
};
const both =
  (...checks: Array<(driver: BrowserDriver) => Promise<void>>) =>
  async (driver: BrowserDriver) => {
    for (const check of checks) await check(driver);
  };

export const assertions: Assertions<BrowserDriver> = {
  'pending.phase.held|pending.payment.checking': both(held, checking),
  'pending.phase.held|pending.payment.waiting': both(held, waiting),
  'pending.phase.held|pending.payment.failed': both(held, failed),
  'pending.phase.lastCall|pending.payment.checking': both(lastCall, checking),
  'pending.phase.lastCall|pending.payment.waiting': both(lastCall, waiting),
  'pending.phase.lastCall|pending.payment.failed': both(lastCall, failed),
  // Past the hold limit, one last check before the seat is given up.
  lastCheck: async ({ page }) => {
    await expect(holdLine(page, /^El plazo terminó el .+\. Comprobando si recibimos tu pago…$/)).toBeVisible();
    await expect(checkButton(page)).toHaveCount(0);
    await expectHeld(page, CHART, 'checkPayment');
  },
  expired: async ({ page }) => {
    await expect(card(page).getByRole('alert')).toHaveText(/el asiento puede venderse a otra persona\. Haz una nueva reservación para viajar\.$/);
    await expect(checkButton(page)).toHaveCount(0);
    await expect(card(page).locator('.ticket-card__type')).toHaveText('PEND (pago pendiente)');
  },
  // Paid: the card is an E-ticket and the documents were fetched again (with the PIN).
  paid: async ({ page }) => {
    await expect(holdLine(page, /^Pago recibido: tu boleto ya es un E-ticket, válido para viajar\./)).toBeVisible();
    await expect(card(page).locator('.ticket-card__type')).toHaveText('E-ticket');
    await expect(checkButton(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  },
};

export const pendRunner: PathRunner<Parameters<typeof pendPathModel.stateKey>[0], PendPathEvent, BrowserDriver> = {
  start: async (driver) => {
    await driver.context.addCookies([{ name: 'accept_cookie', value: 'true', url: driver.baseURL }]);
    await holdCharts(driver.page, [CHART]);
    // A clock the test can move to the hold's limits; it runs at the real pace until then.
    await driver.page.clock.install();
    await toPendTickets(driver);
  },
  executors,
  assertions,
  stateKey: pendPathModel.stateKey,
  describeEvent: pendPathModel.describeEvent,
};
