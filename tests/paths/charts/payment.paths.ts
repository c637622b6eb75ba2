import { expect, type Page } from '@playwright/test';
import { buyOverApi } from '../../e2e/support/api-purchase';
import { dayAhead } from '../../e2e/support/purchase-driver';
import { proofCodeFromOutbox } from '../../e2e/support/outbox';
import type { BrowserDriver } from '../lib/driver';
import { holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { paymentPathModel, type PaymentPathEvent } from './payment.model';

// The checkout on the real site (Spanish), as the schedule change shows it: a first-class ticket paid by
// card over the API for each path, found, and moved to the next day's executive bus, $170.00 MXN dearer; the
// checkout then pays the difference. Its calls are held at the gate; the change's own run freely.

const CHART = 'payment';
const DIFFERENCE = '$170.00 MXN';

const region = (page: Page) => page.getByRole('region', { name: 'Tarjeta para pagar la diferencia' });
const payButton = (page: Page) => region(page).getByRole('button', { name: /^(Pagar \$170\.00 MXN y confirmar cambio|Procesando pago…)$/ });
const verifyButton = (page: Page) => region(page).getByRole('button', { name: 'Verificar y pagar' });

/** 40 to 54 days ahead, a day per path, moving to the next day: no other suite books these days. */
const dayOf = (index: number) => 40 + (index % 15);

async function toTheCheckout({ page, index, baseURL }: BrowserDriver): Promise<void> {
  const day = dayOf(index);
  const code = await buyOverApi(baseURL, { lang: 'es', days: day, serviceClass: 'first' });
  await page.goto('/administra-reservacion/buscar');
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByLabel('Código de reservación').fill(code);
  await page.getByLabel('Apellido').fill('Peña');
  await page.getByRole('button', { name: 'Buscar reservación' }).click();
  await page.getByRole('button', { name: /^Cambiar horario \(/ }).first().click();
  // Found by the surname, changing asks first for the proof of the contact: a code to the booking's e-mail (decision 063).
  await page.getByRole('button', { name: /^Enviar código a / }).click();
  await page.getByLabel('Código de 6 dígitos').fill(await proofCodeFromOutbox(code, 'paths'));
  await page.getByRole('button', { name: 'Confirmar código', exact: true }).click();
  await page.getByLabel('Nueva fecha').fill(dayAhead(day + 1));
  await page.getByRole('button', { name: 'Ver horarios' }).click();
  await page.locator('.itinerary-change__bus').filter({ hasText: `Pagas ${DIFFERENCE} más` }).first().getByRole('button').click();
  // The new bus's seat map: the first free seat, for the leg's one passenger.
  await page.getByRole('grid').getByRole('button', { name: /, libre$/ }).first().click();
  await page.getByRole('button', { name: `Pagar ${DIFFERENCE} con tarjeta` }).click();
}

export const executors = {
  'payment.submit': async ({ page }, event) => {
    if (!event.card) throw new Error('the schedule change is paid by card only');
    const card = region(page);
    await card.getByLabel('Número de tarjeta').fill(event.card.number);
    await card.getByLabel('Nombre en la tarjeta').fill(event.card.name);
    await card.getByLabel('Vencimiento (MM/AA)').fill(event.card.expiry);
    await card.getByLabel('Código de seguridad (CVV)').fill(event.card.cvv);
    await payButton(page).click();
  },
  // The schedule change offers a card only, no points and no deadline of the checkout's own (its model offers none).
  'payment.method': notInBrowser('the schedule change offers a card only'),
  'points.apply': notInBrowser('the schedule change takes no points'),
  'points.remove': notInBrowser('the schedule change takes no points'),
  'xstate.after.deadline.payment.entering': notInBrowser('the schedule change has no deadline of the checkout\'s own'),
  'xstate.after.deadline.payment.challenge': notInBrowser('the schedule change has no deadline of the checkout\'s own'),
  'payment.challenge': async ({ page }, event) => {
    await region(page).getByLabel('Código de verificación').fill(event.code);
    await verifyButton(page).click();
  },
  'payment.restart': async ({ page }) => region(page).getByRole('button', { name: 'Usar otra tarjeta' }).click(),
  'xstate.done.actor.charge': async ({ page, index, baseURL }, { output }) => {
    // The seat is lost: another traveller buys the chosen seat of the same bus before the charge goes on.
    if (!output.ok && output.errors.some((e) => e.code === 'seat_unavailable')) {
      const chosen = await page.getByRole('grid').getByRole('button', { pressed: true }).textContent();
      const seat = Number(/\d+/.exec(chosen ?? '')?.[0]);
      await buyOverApi(baseURL, { lang: 'es', days: dayOf(index) + 1, serviceClass: 'executive', seat });
    }
    await release(page, CHART, 'charge', 'continue');
  },
  'xstate.error.actor.charge': async ({ page }) => release(page, CHART, 'charge', 'fail'),
  'xstate.done.actor.answerChallenge': async ({ page }) => release(page, CHART, 'charge', 'continue'),
  'xstate.error.actor.answerChallenge': async ({ page }) => release(page, CHART, 'charge', 'fail'),
} satisfies Executors<PaymentPathEvent, BrowserDriver>;

type Snapshot = Parameters<typeof paymentPathModel.stateKey>[0];

export const assertions: Assertions<BrowserDriver, Snapshot> = {
  // The card form with the amount; after a decline or a lost connection, what happened and what to do.
  entering: async ({ page }, state) => {
    await expect(payButton(page)).toBeEnabled();
    const errors = state.context.errors.map((e) => e.code);
    if (errors.includes('payment_declined')) await expect(region(page).getByRole('alert')).toContainText('El banco rechazó el cobro de la diferencia; el cambio no se hizo.');
    if (errors.includes('service_unavailable')) await expect(region(page).getByRole('alert')).toBeVisible();
    if (errors.length === 0) await expect(region(page).getByRole('alert')).toHaveCount(0);
  },
  // The bank is asked: the pay button says so and cannot be pressed twice.
  charging: async ({ page }) => {
    await expect(payButton(page)).toHaveText('Procesando pago…');
    await expect(payButton(page)).toBeDisabled();
  },
  challenge: async ({ page }) => {
    await expect(region(page).getByRole('heading', { name: 'Verificación de tu banco (3-D Secure)' })).toBeVisible();
    await expect(region(page).getByText('Tarjeta terminada en 3220')).toBeVisible();
    await expect(verifyButton(page)).toBeEnabled();
  },
  answering: async ({ page }) => {
    await expect(verifyButton(page)).toBeDisabled();
  },
  // The seat was taken meanwhile: the charge went back, the checkout is gone and the seat map is offered again.
  refused: async ({ page }) => {
    await expect(region(page)).toHaveCount(0);
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('alert').first()).toBeVisible();
  },
  // Paid: the change is made and the reservation's page says what was charged.
  paid: async ({ page }) => {
    await expect(page).toHaveURL(/\/administra-reservacion\/mi-reservacion$/);
    await expect(page.getByRole('status').filter({ hasText: /^Listo: tu boleto tiene su nuevo horario y asiento\./ })).toContainText(`Cobramos ${DIFFERENCE} de diferencia a tu tarjeta.`);
  },
};

export const paymentRunner: PathRunner<Snapshot, PaymentPathEvent, BrowserDriver> = {
  start: async (driver) => {
    await driver.context.addCookies([{ name: 'accept_cookie', value: 'true', url: driver.baseURL }]);
    await holdCharts(driver.page, [CHART]);
    await toTheCheckout(driver);
  },
  executors,
  assertions,
  stateKey: paymentPathModel.stateKey,
  describeEvent: paymentPathModel.describeEvent,
};
