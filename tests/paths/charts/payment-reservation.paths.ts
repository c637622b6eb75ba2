import { expect, type Page } from '@playwright/test';
import { texts, toPayment } from '../../e2e/support/purchase-driver';
import type { BrowserDriver } from '../lib/driver';
import { holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import type { PaymentModelEvent } from '../../../machines/payment/payment.test-model';
import { paymentOnReservationModel } from './payment-reservation.model';
import { PAY, status } from './reservation.locators';

// The checkout on the bus reservation's payment step (Spanish, a guest): each path books up to the payment step
// through the site, 62 to 69 days ahead, then pays in the checkout; its charge is held at the gate.

const CHART = 'payment';
const t = texts.es;

const checkout = (page: Page) => page.locator('.card-checkout');
const methodRadio: Record<string, string> = { card: 'Tarjeta de crédito o débito', oxxo: 'Efectivo en OXXO', openpay: 'Efectivo en tiendas (Openpay)', office: 'Pagar en taquilla' };
const orderButton = (method: string) => (method === 'office' ? 'Reservar y pagar en taquilla' : 'Generar referencia de pago');

/** The method the checkout shows as chosen. */
async function chosenMethod(page: Page): Promise<string> {
  for (const [method, label] of Object.entries(methodRadio)) if (await checkout(page).getByRole('radio', { name: label }).isChecked()) return method;
  return 'card';
}

export const executors = {
  'payment.method': async ({ page }, { method }) => checkout(page).getByRole('radio', { name: methodRadio[method]! }).check(),
  'payment.submit': async ({ page }, { card }) => {
    if (!card) {
      await checkout(page).getByRole('button', { name: orderButton(await chosenMethod(page)) }).click();
      return;
    }
    await checkout(page).getByLabel(t.number).fill(card.number);
    await checkout(page).getByLabel(t.name).fill(card.name);
    await checkout(page).getByLabel(t.expiry).fill(card.expiry);
    await checkout(page).getByLabel(t.cvv).fill(card.cvv);
    await checkout(page).getByRole('button', { name: PAY }).click();
  },
  'payment.challenge': async ({ page }, { code }) => {
    await checkout(page).getByLabel(t.code).fill(code);
    await checkout(page).getByRole('button', { name: t.verify }).click();
  },
  'payment.restart': async ({ page }) => checkout(page).getByRole('button', { name: 'Usar otra tarjeta' }).click(),
  'points.apply': notInBrowser('a guest has no points (a member pays with them in the reservation paths and tests/e2e/loyalty-points.spec.ts)'),
  'points.remove': notInBrowser('a guest has no points'),
  'xstate.after.deadline.payment.entering': notInBrowser('the reservation keeps its deadline in its own chart (reservation paths)'),
  'xstate.after.deadline.payment.challenge': notInBrowser('the reservation keeps its deadline in its own chart (reservation paths)'),
  'xstate.done.actor.charge': async ({ page }) => release(page, CHART, 'charge', 'continue'),
  'xstate.error.actor.charge': notInBrowser('the schedule change page walks a broken connection (payment.paths.ts)'),
  'xstate.done.actor.answerChallenge': async ({ page }) => release(page, CHART, 'charge', 'continue'),
  'xstate.error.actor.answerChallenge': notInBrowser('the schedule change page walks a broken connection (payment.paths.ts)'),
} satisfies Executors<PaymentModelEvent, BrowserDriver>;

type Snapshot = Parameters<typeof paymentOnReservationModel.stateKey>[0];

export const assertions: Assertions<BrowserDriver, Snapshot> = {
  // The methods offered, the chosen one's form or button; after a decline, what happened and the other ways.
  entering: async ({ page }, state) => {
    const { method, errors } = state.context;
    await expect(checkout(page).getByRole('radio', { name: methodRadio[method]! })).toBeChecked();
    if (method === 'card') await expect(checkout(page).getByRole('button', { name: PAY })).toBeEnabled();
    else await expect(checkout(page).getByRole('button', { name: orderButton(method) })).toBeEnabled();
    if (errors.some((e) => e.code === 'payment_declined')) {
      const alert = checkout(page).getByRole('alert');
      await expect(alert).toContainText(t.declined);
      await expect(alert.getByRole('button', { name: 'Efectivo en OXXO' })).toBeVisible();
    } else {
      await expect(checkout(page).getByRole('alert')).toHaveCount(0);
    }
  },
  // The bank (or the store's reference) is asked: nothing can be pressed twice.
  charging: async ({ page }) => {
    await expect(status(page, 'Procesando el pago…')).toBeVisible();
    await expect(checkout(page).getByRole('radio').first()).toBeDisabled();
  },
  challenge: async ({ page }) => {
    await expect(checkout(page).getByRole('heading', { name: t.challenge })).toBeVisible();
    await expect(checkout(page).getByText('Tarjeta terminada en 3220')).toBeVisible();
  },
  answering: async ({ page }) => {
    await expect(checkout(page).getByRole('button', { name: t.verify })).toBeDisabled();
  },
  // Paid by card: the tickets, nothing left to pay.
  paid: async ({ page }) => {
    await expect(page).toHaveURL(/\/reservacion\/boletos$/);
    await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
    await expect(page.getByText('Tu lugar está apartado: falta pagar.')).toHaveCount(0);
  },
  // A store reference or PEND tickets: the seat is kept, the money comes later.
  ordered: async ({ page }) => {
    await expect(page).toHaveURL(/\/reservacion\/boletos$/);
    await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(/PEND/).first()).toBeVisible();
  },
};

export const paymentOnReservationRunner: PathRunner<Snapshot, PaymentModelEvent, BrowserDriver> = {
  start: async (driver) => {
    await driver.context.addCookies([{ name: 'accept_cookie', value: 'true', url: driver.baseURL }]);
    await holdCharts(driver.page, [CHART]);
    await toPayment(driver.page, { lang: 'es', days: 62 + (driver.index % 8) });
  },
  executors,
  assertions,
  stateKey: paymentOnReservationModel.stateKey,
  describeEvent: paymentOnReservationModel.describeEvent,
};
