import { expect, type Page } from '@playwright/test';
import { ITEM_A } from '../../../machines/tours/tours.test-model';
import { CARDS } from '../../../machines/payment/payment.test-model';
import { addFromTourPage } from '../../e2e/support/tours-driver';
import type { BrowserDriver } from '../lib/driver';
import { holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { toursPathModel, type ToursPathEvent } from './tours.model';

// The tours shop on the real site (Spanish, a phone's width): yelapa and then sayulita added from their pages,
// the cart, the review, the contact, the sandbox's approving card, the passes and their cancellation. The shop's calls are held at the
// gate; the checkout's charge runs freely (its own paths: payment-tours.*). The page's clock is installed at the
// start, so the hold can run out.

const CHART = 'tours';
/** Past the tour session (900 s), on the page's clock. */
const PAST_THE_HOLD_MS = 16 * 60_000;
const TOURS = { first: { slug: 'yelapa', name: 'Yelapa: playa y cascada' }, second: { slug: 'sayulita', name: 'Sayulita y San Pancho' } };

const onPath = (page: Page, pattern: RegExp) => pattern.test(new URL(page.url()).pathname);
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function bookingCookie(driver: BrowserDriver): Promise<string | undefined> {
  return (await driver.context.cookies()).find((c) => c.name === 'tour_booking')?.value;
}

/** A link of the site's menu (a phone's header folds it behind "Menú"). */
async function byMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menú' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('link', { name, exact: true }).first().click();
}

/** To a tour's page by the site's own links (a page load would start the chart anew). */
async function toTour(page: Page, tour: (typeof TOURS)['first']): Promise<void> {
  if (onPath(page, new RegExp(`^/tours/detalle/${tour.slug}$`))) return;
  if (onPath(page, /^\/tours\/detalle\//)) await page.getByRole('link', { name: 'Todos los tours' }).click();
  else if (onPath(page, /^\/tours\/reservacion$/)) await page.getByRole('link', { name: /^(Agregar otro tour|Elegir tours)$/ }).click();
  else if (!onPath(page, /^\/tours(\/buscar)?$/)) await byMenu(page, 'Tours');
  await page.getByRole('link', { name: tour.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tours/detalle/${tour.slug}`));
}

async function toCart(page: Page): Promise<void> {
  if (onPath(page, /^\/tours\/reservacion$/)) return;
  await page.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page).toHaveURL(/\/tours\/reservacion/);
}

export const executors = {
  'cart.add': async ({ page, index }, { item }) => {
    await toTour(page, item.productId === ITEM_A.productId ? TOURS.first : TOURS.second);
    // Days 2 to 5 with places (more than a day ahead: OXXO is offered), one per path: the holds a path leaves
    // never fill another's timeslot.
    await addFromTourPage(page, 'es', { adults: 2, day: 2 + (index % 4) });
  },
  'cart.remove': async ({ page }, { index }) => {
    await toCart(page);
    await page.locator('.tours-shop__remove').nth(index).click();
  },
  'cart.review': async ({ page }) => {
    await toCart(page);
    await button(page, 'Continuar').click();
  },
  'review.back': async ({ page }) => button(page, 'Regresar al carrito').click(),
  'review.approve': async ({ page }) => button(page, 'Continuar').click(),
  'contact.submit': async ({ page }, { contact }) => {
    await page.getByLabel('Nombre').fill(contact.firstName);
    await page.getByLabel('Apellido').fill(contact.lastName);
    await page.getByLabel('Correo electrónico').fill(contact.email);
    await page.getByLabel('Celular (10 dígitos)').fill(contact.cellPhone);
    await page.getByLabel('Acepto la política de cancelación de mis tours.').setChecked(contact.apply);
    await button(page, 'Continuar al pago').click();
  },
  'step.retry': async ({ page }) => button(page, 'Reintentar').click(),
  'shop.again': notInBrowser('no control sends it: the ticket and the expired cart link out of the shop (flow.leave)'),
  // Any link out of the shop once approved: the site drops the selection and goes to the tours search.
  'selection.abandon': async ({ page }) => page.getByRole('link', { name: 'Ruta Bahía, inicio' }).click(),
  // Out of the shop: the ticket's own link to more tours, or the site's home.
  'flow.leave': async ({ page }) => {
    const more = page.getByRole('link', { name: 'Ver más tours' });
    if (await more.isVisible()) await more.click();
    else await page.getByRole('link', { name: 'Ruta Bahía, inicio' }).click();
  },
  'xstate.after.holdEnds.tours.held.contact': async ({ page }) => page.clock.fastForward(PAST_THE_HOLD_MS),
  'xstate.after.holdEnds.tours.held.paying.checking': async ({ page }) => page.clock.fastForward(PAST_THE_HOLD_MS),
  'xstate.after.holdEnds.tours.held.paying.loading': async ({ page }) => page.clock.fastForward(PAST_THE_HOLD_MS),
  'xstate.after.holdEnds.tours.held.paying.failed': async ({ page }) => page.clock.fastForward(PAST_THE_HOLD_MS),
  'xstate.done.actor.loadBooking': async ({ page }) => release(page, CHART, 'loadBooking', 'continue'),
  'xstate.error.actor.loadBooking': async ({ page }) => release(page, CHART, 'loadBooking', 'fail'),
  'xstate.done.actor.saveCart': async ({ page }) => release(page, CHART, 'saveCart', 'continue'),
  'xstate.error.actor.saveCart': async ({ page }) => release(page, CHART, 'saveCart', 'fail'),
  'xstate.done.actor.approveCart': async ({ page }) => release(page, CHART, 'approveCart', 'continue'),
  'xstate.error.actor.approveCart': async ({ page }) => release(page, CHART, 'approveCart', 'fail'),
  'xstate.done.actor.saveContact': async ({ page }) => release(page, CHART, 'saveContact', 'continue'),
  'xstate.error.actor.saveContact': async ({ page }) => release(page, CHART, 'saveContact', 'fail'),
  'xstate.done.actor.checkSession': async ({ page }) => release(page, CHART, 'checkSession', 'continue'),
  'xstate.error.actor.checkSession': async ({ page }) => release(page, CHART, 'checkSession', 'fail'),
  'xstate.done.actor.loadPayment': async ({ page }) => release(page, CHART, 'loadPayment', 'continue'),
  'xstate.error.actor.loadPayment': async ({ page }) => release(page, CHART, 'loadPayment', 'fail'),
  // What the checkout hands back: paid with the approving card, or expired when the hold's end passes on /tours/pago.
  'xstate.done.actor.pay': async ({ page }, { output }) => {
    if (output.status === 'expired') return page.clock.fastForward(PAST_THE_HOLD_MS);
    if (output.status === 'ordered') {
      await page.getByRole('radio', { name: 'Efectivo en OXXO' }).check();
      return button(page, 'Generar referencia de pago').click();
    }
    if (output.status !== 'paid') throw new Error('the seeded server refuses no approved card');
    const card = CARDS.approve;
    await page.getByLabel('Número de tarjeta').fill(card.number);
    await page.getByLabel('Nombre en la tarjeta').fill(card.name);
    await page.getByLabel('Vencimiento (MM/AA)').fill(card.expiry);
    await page.getByLabel('Código de seguridad (CVV)').fill(card.cvv);
    await button(page, /^Pagar \$/).click();
  },
  'xstate.done.actor.book': async ({ page }) => release(page, CHART, 'book', 'continue'),
  'xstate.error.actor.book': async ({ page }) => release(page, CHART, 'book', 'fail'),
  'xstate.done.actor.loadTicket': async ({ page }) => release(page, CHART, 'loadTicket', 'continue'),
  'xstate.error.actor.loadTicket': async ({ page }) => release(page, CHART, 'loadTicket', 'fail'),
  // The ticket's cancellation (and a store order's): its terms asked as the page shows, then the traveller's choice.
  'xstate.done.actor.quoteCancellation': async ({ page }) => release(page, CHART, 'quoteCancellation', 'continue'),
  'xstate.error.actor.quoteCancellation': async ({ page }) => release(page, CHART, 'quoteCancellation', 'fail'),
  'cancel.ask': async ({ page }) => button(page, 'Cancelar compra').click(),
  'cancel.dismiss': async ({ page }) => button(page, 'Conservar mi compra').click(),
  // By the keyboard: the question has the focus, the confirm button is the next stop.
  'cancel.confirm': async ({ page }) => {
    await expect(page.locator('#tours-cancel-question')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button(page, 'Sí, cancelar')).toBeFocused();
    await page.keyboard.press('Enter');
  },
  'xstate.done.actor.cancelBooking': async ({ page }) => release(page, CHART, 'cancelBooking', 'continue'),
  'xstate.error.actor.cancelBooking': async ({ page }) => release(page, CHART, 'cancelBooking', 'fail'),
} satisfies Executors<ToursPathEvent, BrowserDriver>;

async function passesShown(page: Page): Promise<void> {
  await expect(status(page, /^Compra confirmada\. Tu código es /)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Código QR del pase / }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', /file_type=pdf/);
  await expect(page.getByRole('heading', { name: 'Punto de encuentro' }).first()).toBeVisible();
}

/** A store order on the ticket's page: its reference with the barcode for the till. */
async function referenceShown(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/tours\/boleto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paga tus tours en OXXO' })).toBeVisible();
  await expect(page.getByText(/^Referencia: \d+/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Código de barras de la referencia / })).toBeVisible();
}

type Snapshot = Parameters<typeof toursPathModel.stateKey>[0];
const unavailable = (state: Snapshot) => state.context.errors.some((e) => e.code === 'service_unavailable');

export const assertions: Assertions<BrowserDriver, Snapshot> = {
  // A cookie named a booking: the cart page waits for the server's word on it.
  restoring: async ({ page }) => {
    await expect(page).toHaveURL(/\/tours\/reservacion$/);
    await expect(status(page, 'Consultando tu carrito…')).toBeVisible();
  },
  // The cart on its page, or its summary on a tour's page; an emptied or dropped selection keeps no booking cookie.
  'cart.idle': async (driver, state) => {
    const { page } = driver;
    const count = state.context.items.length;
    if (onPath(page, /^\/tours\/reservacion$/)) {
      await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito de tours' })).toBeVisible();
      await expect(page.locator('.tours-shop__item')).toHaveCount(count);
      if (count === 0) await expect(page.getByText('Tu carrito está vacío.')).toBeVisible();
    } else if (onPath(page, /^\/tours\/detalle\//)) {
      await expect(button(page, 'Agregar al carrito')).toBeVisible();
      if (count > 0) await expect(status(page, count === 1 ? '1 tour en tu carrito' : `${count} tours en tu carrito`)).toBeVisible();
    }
    if (unavailable(state)) await expect(page.getByRole('alert').or(page.locator('.tours-shop__field-error')).first()).toBeVisible();
    if (count === 0) await expect.poll(() => bookingCookie(driver)).toBeUndefined();
  },
  'cart.saving': async ({ page }) => {
    await expect(status(page, /^(Agregando a tu carrito…|Guardando tu carrito…)$/)).toBeVisible();
  },
  'reviewing.idle': async ({ page }, state) => {
    await expect(page).toHaveURL(/\/tours\/revisa-tour$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Revisa tus tours' })).toBeVisible();
    await expect(page.getByText('Política de cancelación').first()).toBeVisible();
    await expect(button(page, 'Continuar')).toBeEnabled();
    if (unavailable(state)) await expect(page.getByRole('alert')).toBeVisible();
  },
  'reviewing.approving': async ({ page }) => {
    await expect(status(page, 'Apartando tus lugares…')).toBeVisible();
    await expect(button(page, 'Continuar')).toBeDisabled();
  },
  // The places are held: the countdown runs from the approval to the payment.
  'held.contact.editing': async (driver, state) => {
    const { page } = driver;
    await expect(page).toHaveURL(/\/tours\/cliente$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus datos' })).toBeVisible();
    await expect(page.getByText('Tus lugares están apartados:')).toBeVisible();
    expect(await bookingCookie(driver)).toBeTruthy();
    if (state.context.errors.some((e) => e.field === 'apply')) await expect(page.getByText('Acepta la política de cancelación para continuar.')).toBeVisible();
  },
  'held.contact.saving': async ({ page }) => {
    await expect(status(page, 'Guardando tus datos…')).toBeVisible();
  },
  'held.paying.checking': async ({ page }) => {
    await expect(page).toHaveURL(/\/tours\/pago$/);
    await expect(status(page, 'Preparando el pago…')).toBeVisible();
  },
  'held.paying.loading': async ({ page }) => {
    await expect(status(page, 'Preparando el pago…')).toBeVisible();
  },
  'held.paying.failed': async ({ page }) => {
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  'held.paying.checkout': async ({ page }) => {
    await expect(page).toHaveURL(/\/tours\/pago$/);
    await expect(button(page, /^Pagar \$[\d,]+\.\d\d MXN$/)).toBeEnabled();
    await expect(page.getByText('Tus lugares están apartados:')).toBeVisible();
  },
  'booking.sending': async ({ page }) => {
    await expect(status(page, 'Pago recibido. Generando tus pases…')).toBeVisible();
  },
  'booking.failed': async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmando tu compra' })).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  'ticket.loading': async ({ page }) => {
    await expect(page).toHaveURL(/\/tours\/boleto$/);
    await expect(status(page, 'Consultando tus pases…')).toBeVisible();
  },
  'ticket.failed': async ({ page }) => {
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  // A QR per person, the PDF, where each tour meets; below, what cancelling would refund is being asked.
  'ticket.showing.quoting': async ({ page }) => {
    await passesShown(page);
    await expect(status(page, 'Consultando las condiciones de cancelación…')).toBeVisible();
  },
  // The terms: the whole card payment comes back while every tour is further than its free window.
  'ticket.showing.offered': async ({ page }) => {
    await passesShown(page);
    await expect(page.getByText(/^Si cancelas ahora, te reembolsamos \$[\d,]+\.\d\d MXN a la tarjeta con la que pagaste\./)).toBeVisible();
    await expect(button(page, 'Cancelar compra')).toBeEnabled();
  },
  'ticket.showing.confirming': async ({ page }) => {
    await expect(page.getByRole('group', { name: /^¿Cancelar la compra\? Sus \d+ lugares quedarán libres/ })).toBeVisible();
    await expect(button(page, 'Sí, cancelar')).toBeEnabled();
    await expect(button(page, 'Cancelar compra')).toHaveCount(0);
  },
  'ticket.showing.cancelling': async ({ page }) => {
    await expect(button(page, 'Cancelando…')).toBeDisabled();
  },
  // The outcome: the refund, the places freed; the passes and the PDF are gone from the page.
  'ticket.showing.cancelled': async ({ page }) => {
    await expect(status(page, /^Compra cancelada\. Liberamos sus \d+ lugares/)).toBeVisible();
    await expect(status(page, /Te reembolsamos \$[\d,]+\.\d\d MXN a la tarjeta/)).toBeVisible();
    await expect(page.getByText(/^Compra T\w{6}: cancelada\.$/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Código QR del pase / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveCount(0);
  },
  'ticket.showing.unavailable': async ({ page }) => {
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
    await expect(button(page, 'Cancelar compra')).toHaveCount(0);
  },
  // Cash at OXXO: the reference with its barcode on the ticket's page, the places kept until its deadline; below,
  // whether it may still be let go is being asked.
  'ordered.quoting': async ({ page }) => {
    await referenceShown(page);
    await expect(status(page, 'Consultando las condiciones de cancelación…')).toBeVisible();
  },
  // Not paid yet: it may be cancelled, with nothing to refund.
  'ordered.offered': async ({ page }) => {
    await referenceShown(page);
    await expect(page.getByText(/^Si ya no vas a pagarla, cancélala: tus lugares se liberan/)).toBeVisible();
    await expect(button(page, 'Cancelar compra')).toBeEnabled();
  },
  'ordered.confirming': async ({ page }) => {
    await referenceShown(page);
    await expect(page.getByRole('group', { name: /^¿Cancelar la compra\? Sus \d+ lugares quedarán libres y la referencia de pago dejará de ser válida\.$/ })).toBeVisible();
    await expect(button(page, 'Sí, cancelar')).toBeEnabled();
  },
  'ordered.cancelling': async ({ page }) => {
    await expect(button(page, 'Cancelando…')).toBeDisabled();
  },
  // Let go: the places freed, the reference void and no longer shown to be paid.
  'ordered.cancelled': async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Compra de tours cancelada' })).toBeVisible();
    await expect(status(page, /^Compra cancelada\. Liberamos sus \d+ lugares\./)).toBeVisible();
    await expect(page.getByText(/^La referencia de pago \d+ ya no es válida: no la pagues en la tienda\./)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Código de barras de la referencia / })).toHaveCount(0);
  },
  'ordered.unavailable': async ({ page }) => {
    await referenceShown(page);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(button(page, 'Reintentar')).toBeVisible();
  },
  // The hold ran out: the cart page says so, and nothing of the selection is kept.
  expired: async (driver) => {
    const { page } = driver;
    await expect(page).toHaveURL(/\/tours\/reservacion$/);
    await expect(page.getByRole('alert').filter({ hasText: 'El tiempo para pagar tus tours terminó.' })).toBeVisible();
    await expect.poll(() => bookingCookie(driver)).toBeUndefined();
  },
};

export const toursRunner: PathRunner<Snapshot, ToursPathEvent, BrowserDriver> = {
  start: async (driver) => {
    const { page, context, baseURL } = driver;
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL }]);
    await holdCharts(page, [CHART]);
    // A clock the test can move past the hold; it runs at the real pace until then.
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/tours/detalle/${TOURS.first.slug}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
  },
  executors,
  assertions,
  stateKey: toursPathModel.stateKey,
  describeEvent: toursPathModel.describeEvent,
};

/** A cart made over the API (yelapa, two adults, the 2nd day with places), its booking id in the cart cookie. */
async function cartOverApi(baseURL: string): Promise<string> {
  // The only shape the server accepts (domain/http/csrf.ts): 43 base64url characters.
  const csrf = 'e2e-tours-kept-cart-csrf-0123456789-abcdefg';
  const headers = { origin: baseURL, 'sec-fetch-site': 'same-origin', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' };
  const api = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${baseURL}/api/tours${path}`, { headers, ...init });
    const envelope = (await response.json()) as { content: { data: Record<string, never>; errors: unknown[] } };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope.content.errors)}`);
    return envelope.content.data as Record<string, unknown>;
  };
  const products = (await api('/tour/catalog/product?slug=yelapa')) as { product: Array<{ id: number; name: string }> };
  const tour = products.product[0]!;
  const dates = (await api(`/tour/catalog/date?product_id=${tour.id}`)) as { dates: Array<{ date: string; available: boolean }> };
  const date = dates.dates.filter((d) => d.available)[2]!.date;
  const slots = (await api(`/tour/catalog/timeslot?product_id=${tour.id}&date=${date}`)) as { timeslot: Array<{ id: number; status: string }> };
  const slot = slots.timeslot.find((s) => s.status !== 'sold_out')!;
  const item = { product_id: tour.id, name: tour.name, date, timeslot_id: slot.id, quantities: { adult: 2, minor: 0, inapam: 0, infant: 0 } };
  const saved = (await api('/tour/check/shopping', { method: 'POST', body: JSON.stringify({ shopping: { shopping: [item] } }) })) as { booking: { id: string } };
  return saved.booking.id;
}

export const toursKeptCartRunner: PathRunner<Snapshot, ToursPathEvent, BrowserDriver> = {
  ...toursRunner,
  start: async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'accept_cookie', value: 'true', url: baseURL },
      { name: 'tour_cart', value: await cartOverApi(baseURL), url: baseURL },
    ]);
    await holdCharts(page, [CHART]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tours/reservacion');
    await page.locator('html[data-hydrated="true"]').waitFor();
  },
};
