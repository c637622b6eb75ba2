import { expect, type Page } from '@playwright/test';
import type { PaymentModelEvent } from '../../../machines/payment/payment.test-model';
import { oneTourToPayment, toursTexts } from '../../e2e/support/tours-driver';
import type { BrowserDriver } from '../lib/driver';
import { holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { paymentOnToursModel } from './payment-tours.model';

// The checkout on the tours shop's payment page (Spanish, a phone): each path adds yelapa for two adults through
// the site, approves it (the places held 15 minutes) and gives its contact, then pays in the checkout, whose
// charge is held at the gate. The page's clock is installed first, so the hold's end can pass while it waits.

const CHART = 'payment';
const t = toursTexts.es;
const PAY = /^Pagar \$[\d,]+\.\d{2} MXN$/;
/** Past the hold, on the page's clock. */
const PAST_THE_HOLD_MS = 16 * 60_000;

const checkout = (page: Page) => page.locator('.card-checkout');
const methodRadio: Record<string, string> = { card: 'Tarjeta de crédito o débito', oxxo: 'Efectivo en OXXO' };

async function chosenMethod(page: Page): Promise<string> {
  return (await checkout(page).getByRole('radio', { name: methodRadio.oxxo! }).isChecked()) ? 'oxxo' : 'card';
}

export const executors = {
  'payment.method': async ({ page }, { method }) => checkout(page).getByRole('radio', { name: methodRadio[method]! }).check(),
  'payment.submit': async ({ page }, { card }) => {
    if (!card) {
      if ((await chosenMethod(page)) !== 'oxxo') throw new Error('only OXXO orders without a card here');
      await checkout(page).getByRole('button', { name: 'Generar referencia de pago' }).click();
      return;
    }
    await checkout(page).getByLabel(t.number).fill(card.number);
    await checkout(page).getByLabel(t.cardName).fill(card.name);
    await checkout(page).getByLabel(t.expiry).fill(card.expiry);
    await checkout(page).getByLabel(t.cvv).fill(card.cvv);
    await checkout(page).getByRole('button', { name: PAY }).click();
  },
  'payment.challenge': async ({ page }, { code }) => {
    await checkout(page).getByLabel('Código de verificación').fill(code);
    await checkout(page).getByRole('button', { name: 'Verificar y pagar' }).click();
  },
  'payment.restart': async ({ page }) => checkout(page).getByRole('button', { name: 'Usar otra tarjeta' }).click(),
  'points.apply': notInBrowser('the tours shop takes no points'),
  'points.remove': notInBrowser('the tours shop takes no points'),
  // The hold's end passes on the page's clock while the checkout waits: its own deadline.
  'xstate.after.deadline.payment.entering': async ({ page }) => page.clock.fastForward(PAST_THE_HOLD_MS),
  'xstate.after.deadline.payment.challenge': async ({ page }) => page.clock.fastForward(PAST_THE_HOLD_MS),
  'xstate.done.actor.charge': async ({ page }) => release(page, CHART, 'charge', 'continue'),
  'xstate.error.actor.charge': notInBrowser('the schedule change page walks a broken connection (payment.paths.ts)'),
  'xstate.done.actor.answerChallenge': async ({ page }) => release(page, CHART, 'charge', 'continue'),
  'xstate.error.actor.answerChallenge': notInBrowser('the schedule change page walks a broken connection (payment.paths.ts)'),
} satisfies Executors<PaymentModelEvent, BrowserDriver>;

type Snapshot = Parameters<typeof paymentOnToursModel.stateKey>[0];

export const assertions: Assertions<BrowserDriver, Snapshot> = {
  entering: async ({ page }, state) => {
    const { method, errors } = state.context;
    await expect(page.getByText(t.held)).toBeVisible();
    await expect(checkout(page).getByRole('radio', { name: methodRadio[method]! })).toBeChecked();
    if (method === 'card') await expect(checkout(page).getByRole('button', { name: PAY })).toBeEnabled();
    else await expect(checkout(page).getByRole('button', { name: 'Generar referencia de pago' })).toBeEnabled();
    if (errors.some((e) => e.code === 'payment_declined')) await expect(checkout(page).getByRole('alert')).toBeVisible();
    else await expect(checkout(page).getByRole('alert')).toHaveCount(0);
  },
  charging: async ({ page }) => {
    await expect(checkout(page).getByRole('radio').first()).toBeDisabled();
  },
  challenge: async ({ page }) => {
    await expect(checkout(page).getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
    await expect(checkout(page).getByText('Tarjeta terminada en 3220')).toBeVisible();
  },
  answering: async ({ page }) => {
    await expect(checkout(page).getByRole('button', { name: 'Verificar y pagar' })).toBeDisabled();
  },
  // Paid by card: the booking is made and the passes shown.
  paid: async ({ page }) => {
    await expect(page).toHaveURL(/\/tours\/boleto$/);
    await expect(page.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible();
  },
  // A store reference: the places are kept until the store's deadline; the ticket's page shows the reference.
  ordered: async ({ page }) => {
    await expect(page).toHaveURL(/\/tours\/boleto$/);
    await expect(page.getByText(/^Referencia: \d+/)).toBeVisible();
  },
  // The hold ran out while the checkout waited: the places were released, the cart page says so.
  expired: async ({ page }) => {
    await expect(page).toHaveURL(/\/tours\/reservacion$/);
    await expect(page.getByRole('alert').filter({ hasText: t.expired })).toBeVisible();
  },
};

export const paymentOnToursRunner: PathRunner<Snapshot, PaymentModelEvent, BrowserDriver> = {
  start: async ({ page, context, baseURL, index }) => {
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL }]);
    await holdCharts(page, [CHART]);
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    // Days 6 to 9 with places, one per path (the tours paths take 2 to 5, the e2e spec 10 and 11).
    await oneTourToPayment(page, 'es', 6 + (index % 4));
  },
  executors,
  assertions,
  stateKey: paymentOnToursModel.stateKey,
  describeEvent: paymentOnToursModel.describeEvent,
};
