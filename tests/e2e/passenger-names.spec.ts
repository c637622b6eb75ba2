import { expect, test, type Page } from './support/test';
import { extractText } from 'unpdf';
import { continueToPayment, dayAhead, downloadTicketPdf, legMap, payByCard, pickFreeSeat, texts, type Lang } from './support/purchase-driver';
import { choosePlace } from './support/search-places';
import { lookAt } from './support/look-at';

// docs/rules/booking.md#every-ticket-carries-its-passenger: every ticket carries its own passenger. A round trip for two adults and a child with three
// names, in Spanish on a 390 px phone and in English on a desktop: each passenger named on the contact
// step (passenger 1 from the contact), the child's age checked against the fare, the seats given in
// order by the seat step, and each ticket (page and PDF) in its own passenger's name, with its seat.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const words = {
  es: {
    addAdult: 'Agregar: Adulto', addMinor: 'Agregar: Menor (3 a 12 años)', travels: 'La persona de contacto viaja (pasajero 1)',
    firstName: (n: number) => `Nombre, pasajero ${n}`, lastName: (n: number) => `Apellidos, pasajero ${n}`, age: (n: number) => `Edad (años), pasajero ${n}`,
    child: 'Pasajero 3 (Menor, 3 a 12 años)', tooOld: 'La tarifa de menor es para niños de 3 a 12 años; para otra edad cambia la tarifa en tu búsqueda.',
  },
  en: {
    addAdult: 'Add: Adult', addMinor: 'Add: Child (3 to 12 years)', travels: 'The contact person travels (passenger 1)',
    firstName: (n: number) => `First name, passenger ${n}`, lastName: (n: number) => `Last name, passenger ${n}`, age: (n: number) => `Age (years), passenger ${n}`,
    child: 'Passenger 3 (Child, 3 to 12 years)', tooOld: 'The child fare is for ages 3 to 12; for another age change the fare in your search.',
  },
} as const;

// Luis's name as a phone types it: the typographic apostrophe becomes the plain one, and a foreign
// letter (ç) and the apostrophe survive the name fields' filter (they once dropped them: "Franois ONeil").
const family: Array<{ first: string; last: string; typed?: string }> = [
  { first: 'Ana María', last: 'Peña' },
  { first: 'Luis François', last: "O'Neil Ibáñez", typed: 'O\u2019Neil Ibáñez' },
  { first: 'Sofía', last: 'Ibáñez Peña' },
];
const fullNames = family.map((p) => `${p.first} ${p.last}`);

/** The search for two adults and a child, round trip, and the first bus each way. */
async function searchFamily(page: Page, lang: Lang, days: number, returnDays: number) {
  const t = texts[lang];
  const w = words[lang];
  await page.goto(lang === 'en' ? '/reservacion?lang=en' : '/reservacion');
  await choosePlace(page, t.origin, 'puerto-vallarta');
  await choosePlace(page, t.destination, 'guadalajara');
  await page.getByLabel(t.departureDate).fill(dayAhead(days));
  await page.getByRole('checkbox', { name: t.round }).check();
  await page.getByRole('checkbox', { name: t.openReturn }).uncheck();
  await page.getByLabel(t.returnDate).fill(dayAhead(returnDays));
  await page.getByRole('button', { name: w.addAdult, exact: true }).click();
  await page.getByRole('button', { name: w.addMinor, exact: true }).click();
  await page.getByRole('button', { name: t.search }).click();
  for (const title of [t.departureTitle, t.returnTitle]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.continue, exact: true }).click();
  }
}

/** The contact step: the contact travels as passenger 1, the others typed; a child of 13 is refused first. */
async function nameEveryone(page: Page, lang: Lang) {
  const t = texts[lang];
  const w = words[lang];
  await expect(page.getByRole('heading', { name: t.contactTitle })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: w.travels })).toBeChecked();
  await page.getByLabel(t.firstName, { exact: true }).fill(family[0]!.first);
  await page.getByLabel(t.lastName, { exact: true }).fill(family[0]!.last);
  await expect(page.getByLabel(w.firstName(1))).toHaveValue(family[0]!.first);
  await expect(page.getByLabel(w.lastName(1))).toHaveValue(family[0]!.last);
  await page.getByLabel(t.mobile).fill('3221234567');
  await page.getByLabel(t.email).fill('ana@correo.mx');
  for (const n of [2, 3]) {
    await page.getByLabel(w.firstName(n)).fill(family[n - 1]!.first);
    await page.getByLabel(w.lastName(n)).fill(family[n - 1]!.typed ?? family[n - 1]!.last);
    await expect(page.getByLabel(w.lastName(n))).toHaveValue(family[n - 1]!.last);
  }
  await expect(page.getByRole('group', { name: w.child })).toBeVisible();
  await page.getByLabel(w.age(3)).fill('13');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  // The refusal comes into view with the focus on the field to fix.
  const age = page.getByLabel(w.age(3));
  await expect(age).toBeFocused();
  await expect(age).toBeInViewport();
  await expect(age).toHaveAccessibleDescription(new RegExp(w.tooOld.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await age.fill('7');
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.seatsTitle, level: 1 })).toBeVisible();
}

async function bookFamily(page: Page, lang: Lang, days: number, returnDays: number) {
  const t = texts[lang];
  await searchFamily(page, lang, days, returnDays);
  await nameEveryone(page, lang);
  // The seat step's assignment today: the n-th seat picked on a bus is the n-th passenger's.
  const seats = { departure: [] as number[], return: [] as number[] };
  for (const leg of ['departure', 'return'] as const) {
    await expect(legMap(page, lang, leg)).toBeVisible();
    for (let i = 0; i < 3; i += 1) seats[leg].push(await pickFreeSeat(page, lang, leg));
  }
  await continueToPayment(page, lang);
  await payByCard(page, lang, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: t.ticketsTitle, level: 1 })).toBeVisible();
  return seats;
}

/** Each passenger's two tickets (one per leg) carry their name and the seat picked for them on that bus. */
async function expectTicketsNamed(page: Page, lang: Lang, seats: { departure: number[]; return: number[] }) {
  const t = texts[lang];
  const cards = page.locator('.ticket-card');
  await expect(cards).toHaveCount(6);
  for (const [i, name] of fullNames.entries()) {
    const own = cards.filter({ hasText: name });
    await expect(own).toHaveCount(2);
    const outbound = own.filter({ hasNotText: `${t.inbound} ·` });
    const inbound = own.filter({ hasText: `${t.inbound} ·` });
    await expect(outbound.locator('dd').nth(2)).toHaveText(String(seats.departure[i]));
    await expect(inbound.locator('dd').nth(2)).toHaveText(String(seats.return[i]));
  }
  await lookAt(page, { path: `test-results/tickets-names-${lang}.png`, fullPage: true });
  const { text } = await extractText(new Uint8Array(await downloadTicketPdf(page, lang)), { mergePages: true });
  for (const name of fullNames) expect(text.split(name).length - 1, `${name} on both of their tickets in the PDF`).toBeGreaterThanOrEqual(2);
}

test.describe('on a 390 px phone, in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('two adults and a child, each ticket in its own name (es)', async ({ page }) => {
    const seats = await bookFamily(page, 'es', 22, 25);
    await expectTicketsNamed(page, 'es', seats);
  });
});

test.describe('on a desktop, in English', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('two adults and a child, each ticket in its own name (en)', async ({ page }) => {
    const seats = await bookFamily(page, 'en', 23, 26);
    await expectTicketsNamed(page, 'en', seats);
  });
});
