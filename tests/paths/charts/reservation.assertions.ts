import { expect, type Page } from '@playwright/test';
import type { Snapshot } from '../../../machines/reservation/reservation.test-model';
import type { BrowserDriver } from '../lib/driver';
import type { Assertions } from '../lib/run-path';
import { button, PAY, seat, status } from './reservation.locators';
import { isMember, MEMBER } from './reservation-member';

// What the traveller must see in each state of the reservation chart on the real site (Spanish), keyed by
// the state's assertion key (reservation.paths.ts runs them after each gesture).

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

async function onStep(page: Page, path: RegExp, title: string) {
  await expect(page).toHaveURL(path);
  await expect(heading(page, title)).toBeVisible();
}

export const assertions: Assertions<BrowserDriver, Snapshot> = {
  'search.loadingOrigins': async ({ page }) => {
    await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveAttribute('placeholder', 'Cargando orígenes…');
  },
  'search.originsUnavailable': async ({ page }) => {
    await expect(button(page, 'Volver a cargar los orígenes')).toBeVisible();
  },
  'search.editing': async ({ page }) => {
    await expect(page).toHaveURL(/\/reservacion$/);
    await expect(page.getByRole('combobox', { name: 'Origen' })).toHaveAttribute('placeholder', 'Ciudad o terminal');
    await expect(page.locator('[role="listbox"]').first().locator('[role="option"]', { hasText: 'Puerto Vallarta' })).toHaveCount(1);
    await expect(button(page, 'Buscar viaje')).toBeEnabled();
  },
  'search.checkingPromotionalCode': async ({ page }) => {
    await expect(button(page, 'Verificando…')).toBeDisabled();
    await expect(button(page, 'Buscar viaje')).toBeDisabled();
  },
  'search.creating': async ({ page }) => {
    await expect(button(page, 'Buscando…')).toBeDisabled();
  },
  'booking.step.schedules.departure.loading': async ({ page }) => {
    await onStep(page, /\/reservacion\/horarios/, 'Elige tu horario de salida');
    await expect(status(page, 'Buscando horarios…')).toBeVisible();
  },
  'booking.step.schedules.departure.failed': async ({ page }) => {
    await onStep(page, /\/reservacion\/horarios/, 'Elige tu horario de salida');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  'booking.step.schedules.departure.listing': async ({ page }) => {
    await onStep(page, /\/reservacion\/horarios/, 'Elige tu horario de salida');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(button(page, 'Continuar')).toBeEnabled();
  },
  'booking.step.schedules.return.loading': async ({ page }) => {
    await onStep(page, /\/reservacion\/horarios/, 'Elige tu horario de regreso');
    await expect(status(page, 'Buscando horarios…')).toBeVisible();
  },
  'booking.step.schedules.return.failed': async ({ page }) => {
    await onStep(page, /\/reservacion\/horarios/, 'Elige tu horario de regreso');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  'booking.step.schedules.return.listing': async ({ page }) => {
    await onStep(page, /\/reservacion\/horarios/, 'Elige tu horario de regreso');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(button(page, 'Continuar')).toBeEnabled();
  },
  'booking.step.schedules.saving': async ({ page }) => {
    await expect(status(page, 'Guardando tu horario…')).toBeVisible();
  },
  'booking.step.contact.editing': async ({ page }, state) => {
    await onStep(page, /\/reservacion\/contacto/, 'Datos de contacto');
    await expect(button(page, 'Continuar')).toBeEnabled();
    // A member signed in and linked: the step says so, and no refusal is shown.
    if (isMember(state)) {
      await expect(page.getByTestId('booking-member')).toContainText(`tarjeta ${MEMBER.card}`);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  },
  'booking.step.contact.saving': async ({ page }) => {
    await onStep(page, /\/reservacion\/contacto/, 'Datos de contacto');
    await expect(button(page, 'Guardando…')).toBeDisabled();
  },
  // The member signed in; the reservation is being linked to them, and the step waits for it.
  'booking.step.contact.linking': async ({ page }) => {
    await onStep(page, /\/reservacion\/contacto/, 'Datos de contacto');
    await expect(status(page, 'Vinculando tu cuenta de viajero frecuente a esta reservación…')).toBeVisible();
    await expect(button(page, 'Continuar')).toBeDisabled();
  },
  'booking.step.additionals.editing': async ({ page }) => {
    await onStep(page, /\/reservacion\/adicionales/, 'Servicios adicionales');
    await expect(button(page, 'Continuar')).toBeEnabled();
  },
  'booking.step.additionals.saving': async ({ page }) => {
    await onStep(page, /\/reservacion\/adicionales/, 'Servicios adicionales');
    await expect(button(page, 'Guardando…')).toBeDisabled();
  },
  'booking.step.seats.loading': async ({ page }) => {
    await onStep(page, /\/reservacion\/asientos/, 'Elige tus asientos');
    await expect(status(page, 'Cargando el mapa de asientos…')).toBeVisible();
  },
  // The departure map came; the return bus's is on its way.
  'booking.step.seats.loadingReturn': async ({ page }) => {
    await onStep(page, /\/reservacion\/asientos/, 'Elige tus asientos');
    await expect(status(page, 'Cargando el mapa de asientos…')).toBeVisible();
  },
  'booking.step.seats.failed': async ({ page }) => {
    await onStep(page, /\/reservacion\/asientos/, 'Elige tus asientos');
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  'booking.step.seats.picking.idle': async ({ page }) => {
    await onStep(page, /\/reservacion\/asientos/, 'Elige tus asientos');
    await expect(page.getByRole('region', { name: /^Salida/ })).toBeVisible();
    await expect(page.getByRole('group', { name: /¿Quién se sienta\?/ }).first()).toBeVisible();
    await expect(seat(page, 'libre').first()).toBeVisible();
    await expect(page.locator('form.seats-form')).toHaveAttribute('aria-busy', 'false');
  },
  // A tap on its way to the server: the tapped seat is busy until the answer.
  'booking.step.seats.picking.holding': async ({ page }) => {
    await expect(page.locator('form.seats-form')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.seat-button[aria-busy="true"]')).toHaveCount(1);
  },
  'booking.step.seats.picking.releasing': async ({ page }) => {
    await expect(page.locator('form.seats-form')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.seat-button[aria-busy="true"]')).toHaveAccessibleName(/elegido para/);
  },
  'booking.step.payment.loading': async ({ page }) => {
    await onStep(page, /\/reservacion\/pago/, 'Pago');
    await expect(status(page, 'Cargando las formas de pago…')).toBeVisible();
  },
  'booking.step.payment.failed': async ({ page }) => {
    await onStep(page, /\/reservacion\/pago/, 'Pago');
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  // The checkout with what the server offers: the card form and the store; a member is offered their points,
  // a guest none.
  'booking.step.payment.paying': async ({ page }, state) => {
    await onStep(page, /\/reservacion\/pago/, 'Pago');
    await expect(page.getByText('Total a pagar')).toBeVisible();
    await expect(button(page, PAY)).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'Efectivo en OXXO' })).toBeVisible();
    await expect(page.getByLabel('Puntos a usar')).toHaveCount(isMember(state) ? 1 : 0);
    if (isMember(state)) await expect(page.getByText(`Puntos ganados: ${MEMBER.earnedPoints.toLocaleString('en-US', { minimumFractionDigits: 2 })} PTS`)).toBeVisible();
  },
  // The traveller confirmed "Cancelar reservación": the step stays while the server deletes it.
  'booking.step.deleting': async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(status(page, 'Cancelando tu reservación…')).toBeVisible();
    await expect(button(page, 'Cancelar reservación')).toHaveCount(0);
  },
  'confirmingReservation.submitting': async ({ page }) => {
    await expect(status(page, 'Pago recibido. Emitiendo tus boletos…')).toBeVisible();
  },
  'confirmingReservation.failed': async ({ page }) => {
    await expect(page.getByText('Tu pago quedó registrado; no se te cobrará de nuevo.')).toBeVisible();
    await expect(button(page, 'Reintentar la emisión de boletos')).toBeVisible();
  },
  'tickets.loading': async ({ page }) => {
    await onStep(page, /\/reservacion\/boletos/, 'Tus boletos');
    await expect(status(page, 'Preparando tus documentos…')).toBeVisible();
  },
  'tickets.failed': async ({ page }) => {
    await onStep(page, /\/reservacion\/boletos/, 'Tus boletos');
    await expect(button(page, 'Reintentar documentos')).toBeVisible();
  },
  'tickets.showing': async ({ page }) => {
    await onStep(page, /\/reservacion\/boletos/, 'Tus boletos');
    await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
    await expect(page.locator('.ticket-card')).toHaveCount(1);
  },
  'booking.step.seats.unseated': async ({ page }) => {
    await onStep(page, /\/reservacion\/asientos/, 'Elige tus asientos');
    await expect(page.getByText('Tu salida es abierta: elegirás tu asiento cuando confirmes la fecha del viaje.')).toBeVisible();
    await expect(button(page, 'Continuar')).toBeEnabled();
  },
  expired: async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Tu reservación expiró', level: 1 })).toBeVisible();
    await expect(button(page, 'Hacer una nueva búsqueda')).toBeVisible();
  },
  // The invoicing page of a paid reservation (its form is not built yet).
  invoicing: async ({ page }) => {
    await expect(page).toHaveURL(/\/reservacion\/facturacion/);
    await expect(page).toHaveTitle(/Factura tu compra/);
  },
};
