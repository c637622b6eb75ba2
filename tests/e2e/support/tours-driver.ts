import { expect, type Page } from '@playwright/test';

// The tours shop as a traveller goes through it (src/features/tours/shop/), in either language: a tour added
// from its page, the cart, the review that holds the places, the contact, up to the payment page.

export type ToursLang = 'es' | 'en';

export const toursTexts = {
  es: {
    days: 'Próximos días', addAdult: 'Agregar Adulto', removeAdult: 'Quitar Adulto', addInfant: 'Agregar Infante (0 a 2 años)', addMinor: 'Agregar Menor (3 a 12 años)', add: 'Agregar al carrito', viewCart: 'Ver carrito',
    cartTitle: 'Tu carrito de tours', continue: 'Continuar', reviewTitle: 'Revisa tus tours', contactTitle: 'Tus datos', firstName: 'Nombre', lastName: 'Apellido',
    email: 'Correo electrónico', phone: 'Celular (10 dígitos)', accept: 'Acepto la política de cancelación de mis tours.', toPayment: 'Continuar al pago',
    payTitle: 'Paga tus tours', held: 'Tus lugares están apartados:', number: 'Número de tarjeta', cardName: 'Nombre en la tarjeta', expiry: 'Vencimiento (MM/AA)', cvv: 'Código de seguridad (CVV)',
    ticketTitle: 'Tus pases de tour', confirmed: /^Compra confirmada\. Tu código es /, pdf: 'Descargar PDF', allTours: 'Todos los tours', addAnother: 'Agregar otro tour',
    expired: 'El tiempo para pagar tus tours terminó.', searchTitle: 'Busca tours', meeting: 'Punto de encuentro',
  },
  en: {
    days: 'Next days', addAdult: 'Add Adult', removeAdult: 'Remove Adult', addInfant: 'Add Infant (0 to 2 years)', addMinor: 'Add Child (3 to 12 years)', add: 'Add to cart', viewCart: 'View cart',
    cartTitle: 'Your tours cart', continue: 'Continue', reviewTitle: 'Review your tours', contactTitle: 'Your details', firstName: 'First name', lastName: 'Last name',
    email: 'E-mail', phone: 'Mobile phone (10 digits)', accept: 'I accept the cancellation policy of my tours.', toPayment: 'Continue to payment',
    payTitle: 'Pay for your tours', held: 'Your places are held:', number: 'Card number', cardName: 'Name on the card', expiry: 'Expiry (MM/YY)', cvv: 'Security code (CVV)',
    ticketTitle: 'Your tour passes', confirmed: /^Purchase confirmed\. Your code is /, pdf: 'Download PDF', allTours: 'All tours', addAnother: 'Add another tour',
    expired: 'The time to pay for your tours has run out.', searchTitle: 'Search tours', meeting: 'Meeting point',
  },
} as const;

export const TOUR_NAMES = {
  es: { yelapa: 'Yelapa: playa y cascada', sayulita: 'Sayulita y San Pancho' },
  en: { yelapa: 'Yelapa: beach and waterfall', sayulita: 'Sayulita and San Pancho' },
} as const;

/**
 * On a tour's page: the `day`-th day with places (from 2, more than a day ahead: cash at a store is offered too;
 * tests that run side by side take days of their own, so their holds never fill a timeslot) and its first
 * timeslot with places, `adults` adults (and an infant), "Add to cart".
 */
export async function addFromTourPage(page: Page, lang: ToursLang, people: { adults: number; infant?: boolean; day: number }): Promise<void> {
  const t = toursTexts[lang];
  await page.getByRole('list', { name: t.days }).getByRole('button', { disabled: false }).nth(people.day).click();
  await page.getByRole('radio', { disabled: false }).first().check();
  await setAdults(page, lang, people.adults);
  if (people.infant) await page.getByRole('button', { name: t.addInfant }).click();
  await page.getByRole('button', { name: t.add, exact: true }).click();
}

/** The party picker's adults set to `count` (it keeps what was chosen for the last tour added). */
export async function setAdults(page: Page, lang: ToursLang, count: number): Promise<void> {
  const t = toursTexts[lang];
  const shown = page.locator('#tours-party-adult + .tours-party__stepper output');
  for (let tries = 0; tries < 20; tries += 1) {
    const now = Number(await shown.textContent());
    if (now === count) return;
    await page.getByRole('button', { name: now < count ? t.addAdult : t.removeAdult }).click();
    await expect(shown).not.toHaveText(String(now));
  }
  throw new Error(`the adults never reached ${count}`);
}

/** From the cart to the payment page: review, approve, the contact with the policies accepted. */
export async function cartToPayment(page: Page, lang: ToursLang): Promise<void> {
  const t = toursTexts[lang];
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.reviewTitle })).toBeVisible();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.contactTitle })).toBeVisible();
  await page.getByLabel(t.firstName).fill('Ana');
  await page.getByLabel(t.lastName).fill('López');
  await page.getByLabel(t.email).fill('ana.lopez@example.mx');
  await page.getByLabel(t.phone).fill('3221234567');
  await page.getByLabel(t.accept).check();
  await page.getByRole('button', { name: t.toPayment }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.payTitle })).toBeVisible();
}

/** One tour (yelapa, two adults, on the `day`-th day with places) from its page to the payment page. */
export async function oneTourToPayment(page: Page, lang: ToursLang, day: number): Promise<void> {
  const q = lang === 'en' ? '?lang=en' : '';
  await page.goto(`/tours/detalle/yelapa${q}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await addFromTourPage(page, lang, { adults: 2, day });
  await page.getByRole('link', { name: toursTexts[lang].viewCart }).click();
  await cartToPayment(page, lang);
}

export async function payByCard(page: Page, lang: ToursLang, card: { number: string; name: string; expiry: string; cvv: string }): Promise<void> {
  const t = toursTexts[lang];
  await page.getByLabel(t.number).fill(card.number);
  await page.getByLabel(t.cardName).fill(card.name);
  await page.getByLabel(t.expiry).fill(card.expiry);
  await page.getByLabel(t.cvv).fill(card.cvv);
  await page.getByRole('button', { name: /^(Pagar \$[\d,]+\.\d\d MXN|Pay MX\$[\d,]+\.\d\d)$/ }).click();
}
