import { expect } from '@playwright/test';
import { choosePlace, type TerminalSlug } from '../../e2e/support/search-places';
import type { SlotName } from '../../../machines/reservation/reservation.test-harness';
import type { BrowserDriver } from '../lib/driver';
import { holdCharts, release } from '../lib/gate';
import { notInBrowser, type Executors, type PathRunner } from '../lib/run-path';
import { DEADLINE_EVENT } from '../../../machines/reservation/reservation.test-model';
import { pathOfPage } from '../../../src/features/reservation/flow/flow-pages';
import { ADDRESSABLE_STEPS, describeEvent, reservationPathModel, SANDBOX_CARDS, type ReservationPathEvent } from './reservation.model';
import { MEMBER, POINTS_APPLIED } from './reservation-member';
import { assertions } from './reservation.assertions';
import { button, PAY, seat, status } from './reservation.locators';
import { CLEARING_DELAY_MS } from '../../../machines/reservation/reservation-base.setup';

// The reservation chart on the real site (Spanish): the gesture a traveller makes for each event
// (what they see in each state is reservation.assertions.ts). Answers are released at the path gate.

const CHART = 'reservation';
/** The server's default payment window (PAYMENT_MINUTES, README). */
const PAYMENT_WINDOW_MS = 15 * 60_000;

/** The model's today, from which its trip dates are counted. */
const MODEL_TODAY = '2026-12-01';
const DAY = 86_400_000;

/**
 * The real travel day for a model date: as many days after today as the model's date is after the
 * model's today, plus a day per path so paths running side by side never compete for a seat.
 */
function travelDay(driver: BrowserDriver, modelDate: string): string {
  const ahead = Math.round((Date.parse(modelDate) - Date.parse(MODEL_TODAY)) / DAY) + (driver.index % 90);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + ahead * DAY));
}

/** Terminal slugs of the seeded site for the model's terminal codes. */
const terminals: Record<string, TerminalSlug> = { PVR: 'puerto-vallarta', GDL: 'guadalajara' };

/** An actor's answers: the real one (the call goes on to the server) or a broken connection. */
function answers<N extends SlotName>(name: N) {
  return {
    [`xstate.done.actor.${name}`]: async (driver: BrowserDriver) => release(driver.page, CHART, name, 'continue'),
    [`xstate.error.actor.${name}`]: async (driver: BrowserDriver) => release(driver.page, CHART, name, 'fail'),
  } as Record<`xstate.${'done' | 'error'}.actor.${N}`, (driver: BrowserDriver) => Promise<void>>;
}

export const executors = {
  // The form's fields for the keys the event changes.
  'search.change': async (driver, { patch }) => {
    const { page } = driver;
    if (patch.origin) await choosePlace(page, 'Origen', terminals[patch.origin]!);
    if (patch.destination) await choosePlace(page, 'Destino', terminals[patch.destination]!);
    if (patch.departure?.open !== undefined) await page.getByRole('checkbox', { name: 'Salida abierta' }).setChecked(patch.departure.open);
    if (patch.departure?.date) await page.getByLabel('Fecha de salida').fill(travelDay(driver, patch.departure.date));
    if (patch.round !== undefined) await page.getByRole('checkbox', { name: 'Viaje redondo' }).setChecked(patch.round);
    if (patch.round && patch.return) {
      await page.getByRole('checkbox', { name: 'Regreso abierto' }).setChecked(patch.return.open === true);
      if (patch.return.date) await page.getByLabel('Fecha de regreso').fill(travelDay(driver, patch.return.date));
    }
    if (patch.promotional_code) await page.getByLabel('Código promocional').fill(patch.promotional_code);
  },
  'search.submit': async ({ page }) => button(page, 'Buscar viaje').click(),
  'search.swap': async ({ page }) => button(page, 'Intercambiar origen y destino').click(),
  'promo.check': async ({ page }) => button(page, 'Verificar código').click(),
  'origins.retry': async ({ page }) => button(page, 'Volver a cargar los orígenes').click(),
  'schedule.select': async ({ page }) => page.getByRole('radio').first().check(),
  'schedules.submit': async ({ page }) => button(page, 'Continuar').click(),
  'schedules.retry': async ({ page }) => button(page, 'Reintentar').click(),
  'contact.submit': async ({ page }, { contact, goesContact, travellers }) => {
    await page.getByLabel('Nombre', { exact: true }).fill(contact.first_name);
    await page.getByLabel('Apellidos', { exact: true }).fill(contact.last_name);
    await page.getByLabel('Celular (10 dígitos)').fill(contact.cell_phone);
    await page.getByLabel('Correo electrónico').fill(contact.email);
    await page.getByRole('checkbox', { name: 'La persona de contacto viaja (pasajero 1)' }).setChecked(goesContact);
    // Each ticket's passenger (docs/rules/booking.md#every-ticket-carries-its-passenger): passenger 1 is prefilled from the contact, the others typed.
    for (const [i, traveller] of travellers.entries()) {
      await page.getByLabel(`Nombre, pasajero ${i + 1}`).fill(traveller.first_name);
      await page.getByLabel(`Apellidos, pasajero ${i + 1}`).fill(traveller.last_name);
      if (traveller.age !== null) await page.getByLabel(`Edad (años), pasajero ${i + 1}`).fill(String(traveller.age));
    }
    await page.getByRole('checkbox', { name: /aviso de privacidad/ }).setChecked(contact.privacy);
    await button(page, 'Continuar').click();
  },
  'additionals.submit': async ({ page }) => button(page, 'Continuar').click(),
  // The model's seat 1 is the traveller's seat: the one already chosen, else the first free one.
  'seat.toggle': async ({ page }, { leg }) => {
    const map = page.getByRole('region', { name: leg === 'departure' ? /^Salida/ : /^Regreso/ });
    const chosen = seat(map, 'elegido');
    await ((await chosen.count()) > 0 ? chosen.first() : seat(map, 'libre').first()).click();
  },
  // Who sits where: the passenger list above the departure map (one passenger in the model's trip).
  'seat.passenger': async ({ page }) => page.getByRole('group', { name: /¿Quién se sienta\?/ }).first().getByRole('button').first().click(),
  'seats.submit': async ({ page }) => button(page, 'Continuar').click(),
  'seats.retry': async ({ page }) => button(page, 'Reintentar').click(),
  'payment.retry': async ({ page }) => button(page, 'Reintentar').click(),
  // A seeded member signs in on the contact step (reservation-member.ts); the step links the reservation to
  // them, which the gate holds until the model's answer.
  'traveller.link': async ({ page }) => {
    await button(page, 'Inicia sesión y llenamos tus datos').click();
    await page.getByLabel('Tarjeta, correo o celular').fill(MEMBER.card);
    await page.getByLabel('Contraseña', { exact: true }).fill(MEMBER.password);
    await button(page, 'Entrar').click();
  },
  'reservation.confirm': async ({ page }) => button(page, 'Reintentar la emisión de boletos').click(),
  // Failed documents offer a retry; shown ones are object URLs that a reload asks for again.
  'ticket.retry': async ({ page }) => {
    const retry = button(page, 'Reintentar documentos');
    if (await retry.isVisible()) await retry.click();
    else await page.reload();
  },
  'step.back': async ({ page }) => button(page, 'Regresar').click(),
  'schedules.nextDay': async ({ page }) => button(page, 'Día siguiente').click(),
  'schedules.prevDay': async ({ page }) => button(page, 'Día anterior').click(),
  'xstate.error.actor.pay': notInBrowser('the checkout is a chart, not a call: its charge\'s broken connection is payment.paths.ts\'s'),
  'payment.attempt': notInBrowser('told by the checkout while the traveller pays in it: walked inside xstate.done.actor.pay'),
  // The traveller types the step's address (the route guard sends the event).
  'step.goto': async ({ page }, { step }) => {
    await page.goto(pathOfPage(step as (typeof ADDRESSABLE_STEPS)[number], false));
  },
  // "Cancelar reservación" under the step, confirmed in the dialog that says the seats are released.
  'reservation.delete': async ({ page }) => {
    await button(page, 'Cancelar reservación').click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar tu reservación?' });
    await expect(dialog).toContainText('Los asientos que apartaste se liberarán');
    await dialog.getByRole('button', { name: 'Sí, cancelar reservación' }).click();
  },
  // "Regresar" to the search page: a second later the start page's clearing rule resets the
  // reservation (the chart's `clearingDelay` on the page's clock), keeping what the form shows.
  'clearing.due': async ({ page }) => {
    await button(page, 'Regresar').click();
    await expect(page).toHaveURL(/\/reservacion$/);
    await page.clock.fastForward(CLEARING_DELAY_MS + 100);
  },
  'search.restart': async ({ page }) => button(page, 'Hacer una nueva búsqueda').click(),
  // The page's clock (installed at the start) jumps past the payment deadline; the chart's timer fires.
  [DEADLINE_EVENT]: async ({ page }) => page.clock.fastForward(PAYMENT_WINDOW_MS + 60_000),
  'deadline.check': notInBrowser('sent on restore; the deadline is tested in the machine tests'),
  // The router binding's events: the start page, the home page and leaving the flow's pages are
  // walked by the e2e specs (search.spec.ts) and the flow rules by reservation.flow-rules.test.ts.
  'start.enter': notInBrowser('sent by the start page guard; walked as part of the clearing gesture and in search.spec.ts'),
  'home.arrive': notInBrowser('sent by the home page form; search.spec.ts and reservation.flow-rules.test.ts'),
  'flow.leave': notInBrowser('sent when the traveller leaves the flow; search.spec.ts and reservation.flow-rules.test.ts'),
  ...answers('loadOrigins'),
  ...answers('checkPromotionalCode'),
  ...answers('createReservation'),
  ...answers('loadSchedules'),
  ...answers('saveSchedules'),
  ...answers('saveContact'),
  ...answers('linkTraveller'),
  ...answers('saveAdditionals'),
  ...answers('loadSeats'),
  ...answers('holdSeat'),
  ...answers('releaseSeat'),
  ...answers('loadPayment'),
  // The checkout (machines/payment) paid: the sandbox's approving card (a member applies points first and pays
  // the rest by card), or a store reference. Its own states are payment.paths.ts's.
  'xstate.done.actor.pay': async ({ page }, { output }) => {
    const checkout = page.locator('.card-checkout');
    if ((output as { status: string }).status === 'ordered') {
      await checkout.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
      await button(page, 'Generar referencia de pago').click();
      return;
    }
    if (await checkout.getByLabel('Puntos a usar').isVisible()) {
      await checkout.getByLabel('Puntos a usar').fill(String(POINTS_APPLIED));
      await button(page, 'Aplicar puntos').click();
      await expect(checkout.getByText(`Pagas con puntos: ${POINTS_APPLIED.toFixed(2)} PTS`)).toBeVisible();
    }
    await checkout.getByLabel('Número de tarjeta').fill(SANDBOX_CARDS.approves);
    await checkout.getByLabel('Nombre en la tarjeta').fill('Ana Maria Pena');
    await checkout.getByLabel('Vencimiento (MM/AA)').fill('12/30');
    await checkout.getByLabel('Código de seguridad (CVV)').fill('123');
    await button(page, PAY).click();
  },
  ...answers('confirmReservation'),
  ...answers('loadTicket'),
  ...answers('deleteReservation'),
  // Deleted: the chart starts over and the traveller is sent home, where a notice says so (the search
  // state the chart is in then is asserted as usual: the form waits for the origins held at the gate).
  'xstate.done.actor.deleteReservation': async ({ page }) => {
    await release(page, CHART, 'deleteReservation', 'continue');
    await expect(page).toHaveURL(/\/$/);
    await expect(status(page, 'Cancelamos tu reservación y liberamos tus asientos.')).toBeVisible();
  },
} satisfies Executors<ReservationPathEvent, BrowserDriver>;

// What the traveller sees in each state: reservation.assertions.ts (the registry reads it from here).
export { assertions };

export function reservationRunner(ticketsAccess: 'intended' | 'observed'): PathRunner<never, ReservationPathEvent, BrowserDriver> {
  const model = reservationPathModel(ticketsAccess);
  return {
    start: async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL }]);
      await holdCharts(page, [CHART], { 'path-tickets-access': ticketsAccess });
      // A clock the test can move, for the payment deadline; it runs at the real pace until then.
      await page.clock.install();
      await page.goto('/reservacion');
    },
    executors,
    assertions,
    stateKey: model.stateKey as never,
    describeEvent,
  };
}
