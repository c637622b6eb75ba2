import { expect, type Page } from '@playwright/test';
import { SURNAME, TOUR_CODE } from '../../../machines/itinerary/itinerary.test-model';
import { buyOverApi } from '../../e2e/support/api-purchase';
import { buyTourOverApi } from '../../e2e/support/api-tour-purchase';
import { dayAhead } from '../../e2e/support/purchase-driver';
import { proofCodeFromOutbox } from '../../e2e/support/outbox';
import type { BrowserDriver } from '../lib/driver';
import { expectHeld, holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { itineraryPathModel, type ItineraryPathEvent } from './itinerary.model';

// "My reservation" on the real site (Spanish): a one-way reservation to pay at the ticket office for each path, over
// the API (PEND; contact and passenger "Ana María Peña"), then found on /administra-reservacion/buscar, and
// cancelled. The model's placeholders become this reservation's code and the surname typed. A path that types the
// tour code gets a tour booking of its own, bought over the tours API when it first types it (contact "Peña", typed
// "pena": any case, no accents).

const CHART = 'itinerary';
const codes = new WeakMap<Page, string>();
const days = new WeakMap<Page, number>();
const tourCodes = new WeakMap<Page, string>();
const tourIds = new WeakMap<Page, string>();
/** How many one-time codes the path asked for its reservation: the one to type is the latest. */
const codesSent = new WeakMap<Page, number>();

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const findButton = (page: Page) => page.getByRole('button', { name: /^(Buscar reservación|Buscando…)$/ });

async function buyAndFind({ page, index, baseURL }: BrowserDriver): Promise<void> {
  // 60 to 79 days ahead, a day per path: no other suite books these days.
  days.set(page, 60 + (index % 20));
  // Bought over the API, as the site's own page buys (a PEND reservation, to pay at the ticket office, which My
  // reservation may pay by card): the purchase in the browser is the reservation chart's paths' subject, not this
  // chart's (tests/e2e/support/api-purchase.ts).
  codes.set(page, await buyOverApi(baseURL, { lang: 'es', days: days.get(page)!, payment: 'office' }));
  await page.goto('/administra-reservacion/buscar');
}

/** The path's tour booking, bought the first time the path types a tour code (a day per path, as the buses). */
async function tourCodeOf({ page, index, baseURL }: BrowserDriver): Promise<string> {
  if (!tourCodes.has(page)) {
    const bought = await buyTourOverApi(baseURL, { lang: 'es', dayIndex: 10 + (index % 40) });
    tourCodes.set(page, bought.code);
    tourIds.set(page, bought.bookingId);
  }
  return tourCodes.get(page)!;
}

export const executors = {
  'find.submit': async (driver, event) => {
    const { page } = driver;
    if (event.code === TOUR_CODE) {
      await page.getByLabel('Código de reservación').fill(await tourCodeOf(driver));
      await page.getByLabel('Apellido').fill(event.lastName === SURNAME ? 'pena' : event.lastName);
    } else {
      await page.getByLabel('Código de reservación').fill(event.code ? codes.get(page)! : '');
      await page.getByLabel('Apellido').fill(event.lastName === SURNAME ? 'Peña' : event.lastName);
    }
    await findButton(page).click();
  },
  'link.open': notInBrowser('opening the link is a page load, which starts the chart anew: tests/e2e/itinerary.spec.ts and the machine paths'),
  // The confirmation e-mail's link, with the booking's id: a page load (the id leaves the address at once).
  'tour.manage': async (driver) => {
    await tourCodeOf(driver);
    await driver.page.goto(`/administra-reservacion/mi-reservacion?tour=${encodeURIComponent(tourIds.get(driver.page)!)}`);
  },
  'xstate.done.actor.quoteTourCancellation': async ({ page }) => release(page, CHART, 'quoteTourCancellation', 'continue'),
  'xstate.error.actor.quoteTourCancellation': async ({ page }) => release(page, CHART, 'quoteTourCancellation', 'fail'),
  'xstate.done.actor.cancelTourBooking': async ({ page }) => release(page, CHART, 'cancelTourBooking', 'continue'),
  'xstate.error.actor.cancelTourBooking': async ({ page }) => release(page, CHART, 'cancelTourBooking', 'fail'),
  'find.start': async ({ page }) => page.getByRole('link', { name: 'Buscar otra reservación' }).click(),
  'reservation.forget': async ({ page }) => button(page, 'Quitar de este dispositivo').click(),
  // A bus reservation's button, a tour booking's, or the retry after a tour's call broke.
  'cancel.ask': async ({ page }) => button(page, 'Cancelar reservación').or(button(page, 'Cancelar compra')).or(button(page, 'Reintentar')).click(),
  'cancel.confirm': async ({ page }) => button(page, 'Sí, cancelar').click(),
  'cancel.dismiss': async ({ page }) => button(page, 'No cancelar').or(button(page, 'Conservar mi compra')).click(),
  'email.resend': async ({ page }) => button(page, 'Reenviar correo').click(),
  // Proof of the contact (decision 063): a code to the booking's e-mail, read from the outbox as from a mailbox.
  'proof.send': async ({ page }) => page.getByRole('button', { name: /^Enviar (otro )?código a / }).click(),
  'proof.submit': async ({ page }) => {
    await page.getByLabel('Código de 6 dígitos').fill(await proofCodeFromOutbox(codes.get(page)!, 'paths', codesSent.get(page) ?? 1));
    await button(page, 'Confirmar código').click();
  },
  'proof.dismiss': async ({ page }) => button(page, 'Ahora no').click(),
  'xstate.done.actor.sendProofCode': async ({ page }) => {
    codesSent.set(page, (codesSent.get(page) ?? 0) + 1);
    await release(page, CHART, 'sendProofCode', 'continue');
  },
  'xstate.error.actor.sendProofCode': async ({ page }) => release(page, CHART, 'sendProofCode', 'fail'),
  'xstate.done.actor.proveContact': async ({ page }) => release(page, CHART, 'proveContact', 'continue'),
  'xstate.error.actor.proveContact': async ({ page }) => release(page, CHART, 'proveContact', 'fail'),
  'xstate.done.actor.resendEmail': async ({ page }) => release(page, CHART, 'resendEmail', 'continue'),
  'xstate.error.actor.resendEmail': async ({ page }) => release(page, CHART, 'resendEmail', 'fail'),
  'change.start': async ({ page }) => page.getByRole('button', { name: /^Cambiar horario \(/ }).first().click(),
  // The reservation's own day: another bus of the same fare (a PEND reservation moves only to the same fare).
  'change.date': async ({ page }) => {
    await page.getByLabel('Nueva fecha').fill(dayAhead(days.get(page)!));
    await button(page, 'Ver horarios').click();
  },
  'change.pick': async ({ page }) => page.locator('.itinerary-change__bus').filter({ hasText: 'Sin diferencia de tarifa' }).first().getByRole('button').click(),
  // The leg's one passenger: the seat chosen for her is tapped again (it frees it), else the first free seat on the map.
  'change.seat': async ({ page }) => {
    const chosen = page.getByRole('grid').getByRole('button', { pressed: true });
    await ((await chosen.count()) ? chosen : page.getByRole('grid').getByRole('button', { name: /, libre$/ })).first().click();
  },
  'change.passenger': notInBrowser('choosing whose seat the next tap sets is a family\'s: the machine paths and tests/e2e/itinerary-family.spec.ts'),
  // Paying the PEND (decision 065): the card form opened and left; paying is the checkout's own browser paths'.
  'pend.pay': async ({ page }) => page.getByRole('button', { name: /^Pagar \$[\d,]+\.\d\d MXN con tarjeta$/ }).click(),
  'pend.dismiss': async ({ page }) => page.locator('.itinerary-pend-pay').getByRole('button', { name: 'Ahora no' }).click(),
  'xstate.done.actor.payPend': notInBrowser('what the checkout hands back is the machine paths\'; paying by card is the checkout\'s browser paths (payment.paths.ts)'),
  'change.back': async ({ page }) => button(page, 'Otro horario').click(),
  'change.confirm': async ({ page }) => button(page, 'Confirmar cambio').click(),
  'change.dismiss': async ({ page }) => button(page, 'Cancelar cambio').click(),
  'xstate.done.actor.loadChangeSchedules': async ({ page }) => release(page, CHART, 'loadChangeSchedules', 'continue'),
  'xstate.error.actor.loadChangeSchedules': async ({ page }) => release(page, CHART, 'loadChangeSchedules', 'fail'),
  'xstate.done.actor.checkChangeSeats': async ({ page }) => release(page, CHART, 'checkChangeSeats', 'continue'),
  'xstate.error.actor.checkChangeSeats': async ({ page }) => release(page, CHART, 'checkChangeSeats', 'fail'),
  'xstate.done.actor.applyChange': async ({ page }) => release(page, CHART, 'applyChange', 'continue'),
  'xstate.error.actor.applyChange': async ({ page }) => release(page, CHART, 'applyChange', 'fail'),
  'xstate.done.actor.payChange': notInBrowser('a PEND reservation moves only to the same fare: a dearer bus is paid in the card checkout\'s browser paths (payment.paths.ts)'),
  'xstate.done.actor.quoteCancellation': async ({ page }) => release(page, CHART, 'quoteCancellation', 'continue'),
  'xstate.error.actor.quoteCancellation': async ({ page }) => release(page, CHART, 'quoteCancellation', 'fail'),
  'xstate.done.actor.cancelReservation': async ({ page }) => release(page, CHART, 'cancelReservation', 'continue'),
  'xstate.error.actor.cancelReservation': async ({ page }) => release(page, CHART, 'cancelReservation', 'fail'),
  'xstate.done.actor.findReservation': async ({ page }) => release(page, CHART, 'findReservation', 'continue'),
  'xstate.error.actor.findReservation': async ({ page }) => release(page, CHART, 'findReservation', 'fail'),
  'xstate.done.actor.findTourBooking': async ({ page }) => release(page, CHART, 'findTourBooking', 'continue'),
  'xstate.error.actor.findTourBooking': async ({ page }) => release(page, CHART, 'findTourBooking', 'fail'),
} satisfies Executors<ItineraryPathEvent, BrowserDriver>;

/** The reservation found, on its page. */
async function shown(page: Page) {
  await expect(page).toHaveURL(/\/administra-reservacion\/mi-reservacion$/);
  await expect(page.locator('.tickets-step__code strong')).toHaveText(codes.get(page)!);
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
}

/** The path's tour booking on the reservation's page, its PDF by its read token (no surname in the address). */
async function tourShown(page: Page) {
  await expect(page).toHaveURL(/\/administra-reservacion\/mi-reservacion$/);
  await expect(page.getByRole('heading', { name: 'Mi reservación de tours', level: 1 })).toBeVisible();
  await expect(page.locator('.tickets-step__code strong')).toHaveText(tourCodes.get(page)!);
  await expect(page.getByRole('heading', { name: 'Yelapa: playa y cascada', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Código QR del pase ${tourCodes.get(page)!}-1-1` })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Código QR del pase / })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', new RegExp(`/api/tours/tour/sale/ticket\\?code=${tourCodes.get(page)!}&read_token=[\\w-]{22}&file_type=pdf&lang=es$`));
}

/** The change page, for the reservation's ticket. */
async function changing(page: Page) {
  await expect(page).toHaveURL(/\/administra-reservacion\/cambio-horarios$/);
  await expect(page.getByRole('heading', { name: 'Cambio de horario', level: 1 })).toBeVisible();
  await expect(page.getByText(`${codes.get(page)!}-1`)).toBeVisible();
  await expect(button(page, 'Cancelar cambio')).toBeVisible();
}

export const assertions: Assertions<BrowserDriver> = {
  // The PEND paid here: the card form of the one checkout, for the reservation's amount.
  'viewing.payingPend': async ({ page }) => {
    await shown(page);
    await expect(page.getByRole('heading', { name: 'Pagar tu reservación', level: 2 })).toBeVisible();
    await expect(page.locator('.itinerary-pend-pay').getByRole('button', { name: /^Pagar \$[\d,]+\.\d\d MXN$/ })).toBeVisible();
    await expect(page.locator('.itinerary-pend-pay').getByRole('button', { name: 'Ahora no' })).toBeVisible();
  },
  'viewing.changing.pickingDate': async ({ page }) => {
    await changing(page);
    await expect(button(page, 'Ver horarios')).toBeEnabled();
    await expect(page.locator('.itinerary-change__bus')).toHaveCount(0);
  },
  'viewing.changing.loadingSchedules': async ({ page }) => {
    await changing(page);
    await expect(button(page, 'Buscando horarios…')).toBeDisabled();
    await expectHeld(page, CHART, 'loadChangeSchedules');
  },
  'viewing.changing.pickingSchedule': async ({ page }) => {
    await changing(page);
    await expect(page.locator('.itinerary-change__bus').filter({ hasText: 'Sin diferencia de tarifa' }).first()).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
  },
  'viewing.changing.checkingSeats': async ({ page }) => {
    await changing(page);
    await expect(page.getByRole('status').filter({ hasText: 'Consultando asientos…' })).toBeVisible();
    await expectHeld(page, CHART, 'checkChangeSeats');
  },
  // The new bus's seat map, as the booking's seats step draws it, with who sits where.
  'viewing.changing.pickingSeat': async ({ page }) => {
    await changing(page);
    await expect(page.getByRole('grid').getByRole('button', { name: /, libre$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ana María Peña, Adulto/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Diferencia de tarifa: Sin diferencia de tarifa' })).toBeVisible();
    await expect(button(page, 'Confirmar cambio')).toBeVisible();
  },
  'viewing.changing.applying': async ({ page }) => {
    await changing(page);
    await expect(button(page, 'Cambiando…')).toBeVisible();
    await expectHeld(page, CHART, 'applyChange');
  },
  'find.editing': async ({ page }) => {
    await expect(page).toHaveURL(/\/administra-reservacion\/buscar$/);
    await expect(page.getByRole('heading', { name: 'Busca tu reservación', level: 1 })).toBeVisible();
    await expect(findButton(page)).toHaveText('Buscar reservación');
    await expect(findButton(page)).toBeEnabled();
  },
  'find.finding': async ({ page }) => {
    await expect(findButton(page)).toHaveText('Buscando…');
    await expect(findButton(page)).toBeDisabled();
    await expectHeld(page, CHART, 'findReservation');
  },
  'find.findingTour': async ({ page }) => {
    await expect(findButton(page)).toHaveText('Buscando…');
    await expect(findButton(page)).toBeDisabled();
    await expectHeld(page, CHART, 'findTourBooking');
  },
  // Found by its code and surname: its tour, its passes with their QR, its documents (by its read token, never
  // the surname); read only, the page says how to cancel.
  'tourBooking.reading': async ({ page }) => {
    await tourShown(page);
    await expect(page.getByText(/^Con el código y el apellido solo puedes consultar esta compra\. Para cancelarla, abre el enlace/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cancelar (reservación|compra)$/ })).toHaveCount(0);
  },
  openingTour: async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: 'Abriendo tu reservación…' })).toBeVisible();
    await expectHeld(page, CHART, 'findTourBooking');
  },
  // Opened by the e-mail's link: the id left the address, the terms are asked.
  'tourBooking.quoting': async ({ page }) => {
    await tourShown(page);
    await expect(page.getByRole('status').filter({ hasText: 'Consultando las condiciones de cancelación…' })).toBeVisible();
    await expectHeld(page, CHART, 'quoteTourCancellation');
  },
  'tourBooking.offered': async ({ page }) => {
    await tourShown(page);
    await expect(page.getByText(/^Si cancelas ahora, te reembolsamos \$[\d,]+\.\d\d MXN a la tarjeta con la que pagaste\./)).toBeVisible();
    await expect(button(page, 'Cancelar compra')).toBeEnabled();
  },
  'tourBooking.confirming': async ({ page }) => {
    await expect(page.getByRole('group', { name: '¿Cancelar la compra? Sus 2 lugares quedarán libres y los pases dejarán de ser válidos.' })).toBeVisible();
    await expect(page.locator('#itinerary-tour-cancel-question')).toBeFocused();
    await expect(button(page, 'Sí, cancelar')).toBeEnabled();
  },
  'tourBooking.cancelling': async ({ page }) => {
    await expect(button(page, 'Cancelando…')).toBeDisabled();
    await expectHeld(page, CHART, 'cancelTourBooking');
  },
  // Cancelled: the refund and the 2 places freed; the passes and documents are gone from the page.
  'tourBooking.cancelled': async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: 'Compra cancelada. Liberamos sus 2 lugares; los pases ya no son válidos.' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Te reembolsamos \$[\d,]+\.\d\d MXN a la tarjeta/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Código QR del pase / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveCount(0);
  },
  'tourBooking.unavailable': async ({ page }) => {
    await expect(page.locator('.itinerary-cancel').getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  opening: async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: 'Abriendo tu reservación…' })).toBeVisible();
    await expectHeld(page, CHART, 'findReservation');
  },
  'viewing.idle': async ({ page }) => {
    await shown(page);
    // No call in flight (the page has rendered the answer), then: still PEND and cancellable, or cancelled.
    await expect(page.getByRole('button', { name: /^(Consultando…|Cancelando…|Reenviando…)$/ })).toHaveCount(0);
    // A resend answered: sent to the contact (masked), or the connection broke (the catalogue's message).
    const resent = page.getByRole('status').filter({ hasText: 'Reenviamos el correo con tus boletos a ' });
    // Scoped to the resend section: a failed cancellation quote shows the same catalogue message.
    const resendFailed = page.locator('.itinerary-resend').getByRole('alert').filter({ hasText: 'El servicio no está disponible en este momento' });
    if (await resent.count()) await expect(resent).toContainText(/a [^@\s]{1,2}\*\*\*@/);
    if (await resendFailed.count()) await expect(resent).toHaveCount(0);
    const cancelled = page.getByRole('status').filter({ hasText: 'Cancelamos tus boletos y liberamos sus asientos.' });
    const changed = page.getByRole('status').filter({ hasText: 'Listo: tu boleto tiene su nuevo horario y asiento.' });
    if (await changed.count()) {
      await expect(changed).toContainText('Sin diferencia de tarifa.');
      await expect(page.locator('.ticket-card__type').first()).toHaveText('PEND (pago pendiente)');
    } else if (await cancelled.count()) {
      await expect(page.locator('.ticket-card__type').first()).toHaveText('Cancelado');
      await expect(button(page, 'Cancelar reservación')).toHaveCount(0);
    } else {
      await expect(page.locator('.ticket-card__type').first()).toHaveText('PEND (pago pendiente)');
      await expect(button(page, 'Cancelar reservación')).toBeEnabled();
    }
  },
  'viewing.quoting': async ({ page }) => {
    await shown(page);
    await expect(button(page, 'Consultando…')).toBeDisabled();
    await expectHeld(page, CHART, 'quoteCancellation');
  },
  'viewing.confirming': async ({ page }) => {
    await shown(page);
    await expect(page.getByText(`Se cancelarán los boletos ${codes.get(page)!}-1 y sus asientos quedarán libres para otros viajeros.`)).toBeVisible();
    await expect(page.getByText('No pagaste por ellos, así que no hay reembolso.')).toBeVisible();
    await expect(button(page, 'Sí, cancelar')).toBeEnabled();
  },
  // Asked to cancel or change with only the surname: a code to the booking's contact, masked, never spelled out.
  'viewing.proving.choosing': async ({ page }) => {
    await shown(page);
    await expect(page.getByRole('heading', { name: 'Confirma que eres el contacto', level: 2 })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Enviar código a an\*\*\*@correo\.mx$/ })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Enviar código por SMS al •••• 4567' })).toBeEnabled();
    await expect(page.getByText('ana@correo.mx')).toHaveCount(0);
  },
  'viewing.proving.sending': async ({ page }) => {
    await expect(button(page, 'Enviando código…')).toBeDisabled();
    await expectHeld(page, CHART, 'sendProofCode');
  },
  'viewing.proving.entering': async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: 'Te enviamos un código a an***@correo.mx. Vence en 10 minutos.' })).toBeVisible();
    await expect(page.getByLabel('Código de 6 dígitos')).toBeFocused();
  },
  'viewing.proving.verifying': async ({ page }) => {
    await expect(button(page, 'Confirmando…')).toBeDisabled();
    await expectHeld(page, CHART, 'proveContact');
  },
  'viewing.resending': async ({ page }) => {
    await shown(page);
    await expect(button(page, 'Reenviando…')).toBeDisabled();
    await expectHeld(page, CHART, 'resendEmail');
  },
  'viewing.cancelling': async ({ page }) => {
    await shown(page);
    await expect(button(page, 'Cancelando…')).toBeDisabled();
    await expectHeld(page, CHART, 'cancelReservation');
  },
};

export const itineraryRunner: PathRunner<Parameters<typeof itineraryPathModel.stateKey>[0], ItineraryPathEvent, BrowserDriver> = {
  start: async (driver) => {
    await driver.context.addCookies([{ name: 'accept_cookie', value: 'true', url: driver.baseURL }]);
    await holdCharts(driver.page, [CHART]);
    await buyAndFind(driver);
  },
  executors,
  assertions,
  stateKey: itineraryPathModel.stateKey,
  describeEvent: itineraryPathModel.describeEvent,
};

/** A tour booking opened by its e-mail's link: the tour bought over the API, the find page opened first. */
export const itineraryTourLinkRunner: PathRunner<Parameters<typeof itineraryPathModel.stateKey>[0], ItineraryPathEvent, BrowserDriver> = {
  ...itineraryRunner,
  start: async (driver) => {
    await driver.context.addCookies([{ name: 'accept_cookie', value: 'true', url: driver.baseURL }]);
    await holdCharts(driver.page, [CHART]);
    await driver.page.setViewportSize({ width: 390, height: 844 });
    await tourCodeOf(driver);
    await driver.page.goto('/administra-reservacion/buscar');
  },
};
