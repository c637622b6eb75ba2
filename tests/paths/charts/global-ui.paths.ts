import { expect, type Page } from '@playwright/test';
import type { GlobalUiEvent } from '../../../machines/shared/global-ui.machine';
import type { BrowserDriver } from '../lib/driver';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { globalUiPathModel } from './global-ui.model';

// The global UI chart on the real site: the leave-the-booking dialog and the frequent-traveller
// modal, opened and closed as a visitor does.

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const LEAVE = '¿Salir de la reservación?';
const LOYALTY = 'Viajero frecuente';

/** A booking in progress (the schedules of a fresh search), where leaving asks first. */
async function bookingInProgress(page: Page): Promise<void> {
  if (/\/reservacion\/horarios/.test(page.url())) return;
  await page.goto('/reservacion');
  await page.getByLabel('Origen').selectOption('puerto-vallarta');
  await page.getByLabel('Destino').selectOption('guadalajara');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + 30 * 86_400_000));
  await page.getByLabel('Fecha de salida').fill(day);
  await page.getByRole('checkbox', { name: 'Viaje redondo' }).setChecked(false);
  await page.getByRole('button', { name: 'Buscar viaje' }).click();
  await expect(page.getByRole('heading', { name: 'Elige tu horario de salida', level: 1 })).toBeVisible();
}

export const executors = {
  // Leaving a booking in progress by the brand link asks first (SPEC §2).
  'dialog.open': async ({ page }) => {
    await bookingInProgress(page);
    await page.getByRole('link', { name: /, inicio$/ }).click();
  },
  'dialog.confirm': async ({ page }) => dialog(page, LEAVE).getByRole('button', { name: 'Salir', exact: true }).click(),
  'dialog.close': async ({ page }) => dialog(page, LEAVE).getByRole('button', { name: 'Cerrar' }).click(),
  'modal.open': async ({ page }) => page.getByRole('banner').getByRole('button', { name: LOYALTY }).click(),
  'modal.close': async ({ page }) => dialog(page, LOYALTY).getByRole('button', { name: 'Cerrar' }).click(),
  'alert.show': notInBrowser('no control of the site raises an alert yet'),
  'alert.dismiss': notInBrowser('no control of the site raises an alert yet'),
  'loading.start': notInBrowser('nothing on the site starts the loading overlay yet'),
  'loading.stop': notInBrowser('nothing on the site starts the loading overlay yet'),
} satisfies Executors<GlobalUiEvent, BrowserDriver>;

export const assertions: Assertions<BrowserDriver> = {
  nothing: async ({ page }) => {
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  dialog: async ({ page }) => {
    await expect(dialog(page, LEAVE)).toBeVisible();
    await expect(dialog(page, LEAVE)).toContainText('Si sales ahora, se perderán los datos que ingresaste.');
    // Still in the booking until the traveller confirms.
    await expect(page).toHaveURL(/\/reservacion\/horarios/);
  },
  modal: async ({ page }) => {
    await expect(dialog(page, LOYALTY)).toBeVisible();
    await expect(dialog(page, LOYALTY).getByRole('link', { name: 'Conoce el programa' })).toBeVisible();
  },
};

export const globalUiRunner: PathRunner<never, GlobalUiEvent, BrowserDriver> = {
  start: async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL }]);
    await page.goto('/');
  },
  executors,
  assertions,
  stateKey: globalUiPathModel.stateKey as never,
  describeEvent: globalUiPathModel.describeEvent as never,
};
