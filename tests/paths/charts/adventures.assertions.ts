import { expect, type Page } from '@playwright/test';
import { UNFINISHED } from '../../../machines/adventures/adventures.test-model';
import type { BrowserDriver } from '../lib/driver';
import type { Assertions } from '../lib/run-path';
import type { adventuresPathModel } from './adventures.model';

// What the traveller sees in each state of the partner adventures on the real site (Spanish, a phone's width):
// the assertions of the browser paths (adventures.paths.ts runs them).

const SURF = 'Clase de surf en Sayulita';
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const cookieOf = async (driver: BrowserDriver) => (await driver.context.cookies()).find((c) => c.name === 'adventures_session')?.value;

export type Snapshot = Parameters<typeof adventuresPathModel.stateKey>[0];
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
