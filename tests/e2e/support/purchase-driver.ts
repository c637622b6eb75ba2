import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseTicketQrPayload } from '../../../domain/tickets/ticket-codes';
import { qrCodesInPdf } from '../../support/pdf-qr-codes';
import { choosePlace } from './search-places';

// Shared driving steps for the purchase specs: a traveller from the search to the tickets, in
// Spanish and English, plus the checks that need more than the page (PDF QR codes, axe).

export const texts = {
  es: {
    origin: 'Origen', destination: 'Destino', departureDate: 'Fecha de salida', returnDate: 'Fecha de regreso',
    round: 'Viaje redondo', openReturn: 'Regreso abierto', search: 'Buscar viaje',
    departureTitle: 'Elige tu horario de salida', returnTitle: 'Elige tu horario de regreso', continue: 'Continuar',
    firstName: 'Nombre', lastName: 'Apellidos', mobile: 'Celular (10 dígitos)', email: 'Correo electrónico',
    additionalsTitle: 'Servicios adicionales', seatsTitle: 'Elige tus asientos', departureLeg: /^Salida/, returnLeg: /^Regreso/,
    freeSeat: /^Asiento \d+, (ventana|pasillo), libre$/, chosenSeat: /^Asiento \d+, (ventana|pasillo), elegido para .+$/,
    paymentTitle: 'Pago', number: 'Número de tarjeta', name: 'Nombre en la tarjeta', expiry: 'Vencimiento (MM/AA)',
    cvv: 'Código de seguridad (CVV)', pay: /^Pagar \$[\d,]+\.\d{2} MXN$/, ticketsTitle: 'Tus boletos', pdf: 'Descargar PDF',
    outbound: 'Ida', inbound: 'Regreso', seat: 'Asiento',
    expiredTitle: 'Tu reservación expiró', expiredLines: ['El tiempo para pagar tu reservacion ha expirado.', 'Este proceso no puede continuar, por favor realiza una nueva reservación'],
    newSearch: 'Hacer una nueva búsqueda',
    // Schedules, contact, additionals
    nextDay: /Día siguiente/, totalUnset: 'por definir', contactTitle: 'Datos de contacto', mobileError: 'El celular debe tener 10 dígitos.',
    insurance: 'Pasajero 1 (Adulto)', chosen: 'Adicionales elegidos:', insuranceLine: 'Seguro de viajero × 1', steps: ['Horarios', 'Contacto', 'Adicionales'],
    // Seats
    leg: /Salida/, pick: 'Elige 1 asiento', legend: ['Libre', 'Ocupado', 'Tu asiento', 'No disponible'],
    countdown: 'Tiempo para pagar:', lost: 'Otro pasajero acaba de apartar el asiento', seatsWord: 'Asientos', taken: 'ocupado',
    // Payment
    declined: 'El pago fue rechazado.', challenge: /3-D Secure/, code: 'Código de verificación', verify: 'Verificar y pagar',
    oxxo: 'Efectivo en OXXO', reference: 'Generar referencia de pago', html: 'Ver boletos (HTML)', usd: /US\$[\d,]+\.\d{2} USD/,
    pend: /Preséntate en la taquilla 30 minutos antes/, cardError: 'El número de la tarjeta no es válido.',
  },
  en: {
    origin: 'Origin', destination: 'Destination', departureDate: 'Departure date', returnDate: 'Return date',
    round: 'Round trip', openReturn: 'Open return', search: 'Search trip',
    departureTitle: 'Choose your departure time', returnTitle: 'Choose your return time', continue: 'Continue',
    firstName: 'First name', lastName: 'Last name', mobile: 'Mobile phone (10 digits)', email: 'E-mail',
    additionalsTitle: 'Additional services', seatsTitle: 'Choose your seats', departureLeg: /^Departure/, returnLeg: /^Return/,
    freeSeat: /^Seat \d+, (window|aisle), free$/, chosenSeat: /^Seat \d+, (window|aisle), chosen for .+$/,
    paymentTitle: 'Payment', number: 'Card number', name: 'Name on the card', expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)', pay: /^Pay MX\$[\d,]+\.\d{2}$/, ticketsTitle: 'Your tickets', pdf: 'Download PDF',
    outbound: 'Departure', inbound: 'Return', seat: 'Seat',
    expiredTitle: 'Your reservation expired', expiredLines: ['The time to pay for your reservation has expired.', 'This process cannot continue, please make a new reservation'],
    newSearch: 'Start a new search',
    // Schedules, contact, additionals
    nextDay: /Next day/, totalUnset: 'to be set', contactTitle: 'Contact details', mobileError: 'The mobile phone must have 10 digits.',
    insurance: 'Passenger 1 (Adult)', chosen: 'Selected extras:', insuranceLine: 'Travel insurance × 1', steps: ['Schedules', 'Contact', 'Extras'],
    // Seats
    leg: /Departure/, pick: 'Choose 1 seat', legend: ['Free', 'Taken', 'Your seat', 'Not available'],
    countdown: 'Time left to pay:', lost: 'Another traveller has just taken the seat', seatsWord: 'Seats', taken: 'taken',
    // Payment
    declined: 'The payment was declined.', challenge: /3-D Secure/, code: 'Verification code', verify: 'Verify and pay',
    oxxo: 'Cash at OXXO', reference: 'Get a payment reference', html: 'View tickets (HTML)', usd: /US\$[\d,]+\.\d{2} USD/,
    pend: /Appear at the ticket office 30 minutes before/, cardError: 'The card number is not valid.',
  },
} as const;
export type Lang = keyof typeof texts;

/**
 * Whether a journey of a language loop runs in this language. Each journey runs once, in one language and
 * screen, the languages alternating through a file (docs/testing.md: the catalogue test proves every
 * message has both). A plain boolean, so the journey's body keeps both languages' words.
 */
export const runsIn = (lang: Lang, wanted: Lang): boolean => lang === wanted;

/** A day a few days ahead in Mexico City, so every seeded departure of that day is still to come. */
export function dayAhead(days: number): string {
  const when = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(when);
}

/** `bus`: the name of the departure to choose (its class, say); the day's first otherwise. */
export type Trip = { lang: Lang; days: number; returnDays?: number; bus?: RegExp };

/** Fills and sends the search form (one way, or round trip with a dated return). */
export async function searchTrip(page: Page, { lang, days, returnDays }: Trip, navigate = true) {
  const t = texts[lang];
  if (navigate) await page.goto(lang === 'en' ? '/reservacion?lang=en' : '/reservacion');
  await choosePlace(page, t.origin, 'puerto-vallarta');
  await choosePlace(page, t.destination, 'guadalajara');
  await page.getByLabel(t.departureDate).fill(dayAhead(days));
  const round = returnDays !== undefined;
  const roundTrip = page.getByRole('checkbox', { name: t.round });
  if ((await roundTrip.isChecked()) !== round) await roundTrip.click();
  if (round) {
    await page.getByRole('checkbox', { name: t.openReturn }).uncheck();
    await page.getByLabel(t.returnDate).fill(dayAhead(returnDays));
  }
  await page.getByRole('button', { name: t.search }).click();
  await expect(page.getByRole('heading', { name: t.departureTitle })).toBeVisible();
}

/** Search, the first departure (and return) of the day, contact and no extras: the seats step. */
export async function toSeats(page: Page, trip: Trip) {
  const t = texts[trip.lang];
  await searchTrip(page, trip);
  await page.getByRole('radio', trip.bus ? { name: trip.bus } : {}).first().check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  if (trip.returnDays !== undefined) {
    await expect(page.getByRole('heading', { name: t.returnTitle })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.continue, exact: true }).click();
  }
  await page.getByLabel(t.firstName, { exact: true }).fill('Ana María');
  await page.getByLabel(t.lastName, { exact: true }).fill('Peña');
  await page.getByLabel(t.mobile).fill('3221234567');
  await page.getByLabel(t.email).fill('ana@correo.mx');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.seatsTitle, level: 1 })).toBeVisible();
}

/** The seat map of one leg (a section named by its heading). */
export function legMap(page: Page, lang: Lang, leg: 'departure' | 'return'): Locator {
  const t = texts[lang];
  return page.getByRole('region', { name: leg === 'departure' ? t.departureLeg : t.returnLeg });
}

/** Picks the first free seat on one leg's map; returns its number. */
export async function pickFreeSeat(page: Page, lang: Lang, leg: 'departure' | 'return'): Promise<number> {
  const t = texts[lang];
  const seat = legMap(page, lang, leg).getByRole('button', { name: t.freeSeat }).first();
  const label = (await seat.getAttribute('aria-label'))!;
  const number = Number(label.match(/\d+/)![0]);
  await seat.click();
  // Held at once (docs/rules/booking.md#seats): the seat's name then says who sits there.
  const chosen = new RegExp(`^${label.replace(/libre$|free$/, '')}${lang === 'es' ? 'elegido para ' : 'chosen for '}`);
  await expect(legMap(page, lang, leg).getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
  return number;
}

/** From the seats step (seats chosen) to the payment page. */
export async function continueToPayment(page: Page, lang: Lang) {
  await page.getByRole('button', { name: texts[lang].continue, exact: true }).click();
  await expect(page).toHaveURL(/\/reservacion\/pago/);
  await expect(page.getByRole('heading', { name: texts[lang].paymentTitle, level: 1 })).toBeVisible();
}

/** Search, the first departure of the day, contact, no extras and the first free seat: the payment page. */
export async function toPayment(page: Page, trip: Trip) {
  await toSeats(page, trip);
  await page.getByRole('button', { name: texts[trip.lang].freeSeat }).first().click();
  await continueToPayment(page, trip.lang);
}

export async function payByCard(page: Page, lang: Lang, number: string) {
  const t = texts[lang];
  await page.getByLabel(t.number).fill(number);
  await page.getByLabel(t.name).fill('Ana Maria Pena');
  await page.getByLabel(t.expiry).fill('12/30');
  await page.getByLabel(t.cvv).fill('123');
  await page.getByRole('button', { name: t.pay }).click();
}

export type ShownTicket = { number: string; pin: string; text: string };

/** The tickets page with `count` E-tickets; returns the reservation code and each ticket as shown. */
export async function shownETickets(page: Page, lang: Lang, count: number): Promise<{ code: string; tickets: ShownTicket[] }> {
  const t = texts[lang];
  await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/reservacion\/boletos/);
  const cards = page.locator('.ticket-card');
  await expect(cards).toHaveCount(count);
  const tickets: ShownTicket[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    await expect(card.locator('.ticket-card__type')).toHaveText('E-ticket');
    await expect(card.locator('.ticket-card__pin')).toHaveText(/^\d{6}$/);
    tickets.push({
      number: (await card.locator('.ticket-card__number').textContent())!.trim(),
      pin: (await card.locator('.ticket-card__pin').textContent())!.trim(),
      text: (await card.textContent()) ?? '',
    });
  }
  const code = (await page.locator('.tickets-step__code strong').textContent())!.trim();
  expect(code).toMatch(/^\S{4,}$/);
  return { code, tickets };
}

/** Downloads the tickets PDF from the page; returns its bytes. */
export async function downloadTicketPdf(page: Page, lang: Lang): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: texts[lang].pdf }).click();
  const download = await downloading;
  return readFileSync((await download.path())!);
}

/** The PDF's QR codes, each parsed to the ticket code and PIN it carries. */
export async function ticketsInPdfQr(pdf: Buffer) {
  return (await qrCodesInPdf(pdf)).map(parseTicketQrPayload);
}

export async function expectNoGraveAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
