import { expect, test, type Page } from './support/test';
import { pointsEarned } from '../../domain/loyalty/earning';
import { payByCard, searchTrip, texts, toPayment, type Lang } from './support/purchase-driver';

// docs/rules/loyalty.md#paying-with-points, decision 034, in both languages: a signed-in member buys a trip paid partly with points. The
// balance goes down by exactly the points paid (and up by what the money part earns, decision 024), and the
// tickets page shows both payments.

const members = {
  es: { card: '3200000002', password: 'Oro#2024', tier: 'gold', entry: 'Viajero frecuente', submit: 'Entrar', hello: /^Hola, José Luis$/ },
  en: { card: '3300000003', password: 'Platino#2024', tier: 'platinum', entry: 'Frequent traveller', submit: 'Sign in', hello: /^Hello, Ana Sofía$/ },
} as const;

const copy = {
  es: {
    identifier: 'Tarjeta, correo o celular', password: 'Contraseña', pointsToUse: 'Puntos a usar', apply: 'Aplicar puntos', applied: 'Pagas con puntos: 100.00 PTS',
    earned: /^Puntos ganados: [\d,.]+ PTS$/, tooMany: 'Los puntos no pueden ser más que el total a pagar.', total: 'Total a pagar', refresh: 'Actualizar mis puntos',
  },
  en: {
    identifier: 'Card, e-mail or mobile', password: 'Password', pointsToUse: 'Points to use', apply: 'Apply points', applied: 'You pay with points: 100.00 PTS',
    earned: /^Earned points: [\d,.]+ PTS$/, tooMany: 'The points cannot be more than the total due.', total: 'Total to pay', refresh: 'Refresh my points',
  },
} as const;

const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const cents = (value: number) => Math.round(value * 100);

async function signIn(page: Page, lang: Lang) {
  const m = members[lang];
  const c = copy[lang];
  await page.goto(`/?lang=${lang}`);
  await page.getByRole('link', { name: m.entry, exact: true }).click();
  await page.getByLabel(c.identifier).fill(m.card);
  await page.getByLabel(c.password, { exact: true }).fill(m.password);
  await page.getByRole('button', { name: m.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.hello, level: 1 })).toBeVisible();
}

async function profilePoints(page: Page, lang: Lang): Promise<number> {
  await page.getByRole('button', { name: copy[lang].refresh }).click();
  await expect(page.getByRole('button', { name: copy[lang].refresh })).toBeEnabled();
  return number(await page.getByTestId('loyalty-points').textContent());
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

// One language per journey, the languages alternating through the file (the catalogue test proves every message has both).
for (const lang of ['en'] as Lang[]) {
  test(`a member pays a trip partly with points, and the tickets show both payments (${lang})`, async ({ page }) => {
    const c = copy[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, lang);
    const before = await profilePoints(page, lang);
    const profileUrl = page.url();

    await toPayment(page, { lang, days: lang === 'es' ? 9 : 10 });
    const total = number(await page.locator('.payment-amounts__total strong').textContent());
    await expect(page.getByText(c.earned)).toBeVisible();
    // More points than the total are refused where they were typed.
    await page.getByLabel(c.pointsToUse).fill(String(total + 1));
    await page.getByRole('button', { name: c.apply }).click();
    await expect(page.getByText(c.tooMany)).toBeVisible();
    await expect(page.getByLabel(c.pointsToUse)).toBeFocused();

    await page.getByLabel(c.pointsToUse).fill('100');
    await page.getByRole('button', { name: c.apply }).click();
    await expect(page.getByText(c.applied)).toBeVisible();
    const rest = (cents(total) - 10_000) / 100;
    await expect(page.getByRole('button', { name: texts[lang].pay })).toHaveText(new RegExp(lang === 'en' ? `MX\\$${rest.toLocaleString('en-US', { minimumFractionDigits: 2 })}$` : `\\$${rest.toLocaleString('en-US', { minimumFractionDigits: 2 })} MXN$`));
    // A card issued abroad is told what it is charged for the rest, not for the whole total (rounded up to the cent).
    const rate = Number(/exchange rate ([\d.]+) USD/.exec((await page.locator('.payment-amounts__usd').textContent()) ?? '')?.[1]);
    const usd = Math.ceil(cents(rest) * Math.round(rate * 1_000_000) / 1_000_000) / 100;
    await expect(page.locator('.payment-amounts__usd strong')).toHaveText(`US$${usd.toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`);
    await payByCard(page, lang, '4242424242424242');

    await expect(page.getByRole('heading', { name: texts[lang].ticketsTitle, level: 1 })).toBeVisible();
    await expect(page.getByTestId('paid-points')).toHaveText('100.00 PTS');
    await expect(page.getByTestId('paid-money')).toHaveText(lang === 'en' ? `MX$${rest.toLocaleString('en-US', { minimumFractionDigits: 2 })}` : `$${rest.toLocaleString('en-US', { minimumFractionDigits: 2 })} MXN`);

    await page.goto(profileUrl);
    const earned = pointsEarned(rest, members[lang].tier);
    await expect.poll(() => profilePoints(page, lang)).toBe((cents(before) - 10_000 + cents(earned)) / 100);
    // The history in the page's language, whatever text the ledger keeps, dated yyyy/mm/dd (docs/rules/loyalty.md#points-history).
    const history = page.locator('.loyalty-history');
    await expect(history).toContainText(lang === 'en' ? 'Payment of reservation' : 'Pago de la reservación');
    await expect(history).toContainText(lang === 'en' ? 'Points earned on reservation' : 'Puntos ganados en la reservación');
    for (const day of await history.locator('tbody td:first-child').allTextContents()) expect(day).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    for (const points of await history.locator('tbody td:last-child').allTextContents()) expect(points).toMatch(/^-?[\d,]+\.\d{2} PTS$/);
  });
}

const contactCopy = {
  es: {
    box: '¿Eres viajero frecuente?', signIn: 'Inicia sesión y llenamos tus datos', guest: 'Continuar sin registrarte', member: /Reservas como viajero frecuente María Fernanda/,
    luggageBox: 'Tu equipaje de viajero frecuente', luggage: '3 maletas de hasta 35 kg cada una',
  },
  en: {
    box: 'Are you a frequent traveller?', signIn: 'Sign in and we fill in your details', guest: 'Continue without registering', member: /You are booking as frequent traveller María Fernanda/,
    luggageBox: 'Your frequent-traveller luggage', luggage: '3 bags of up to 35 kg each',
  },
} as const;

// One language per journey, the languages alternating through the file (the catalogue test proves every message has both).
for (const lang of ['es'] as Lang[]) {
  test(`on the contact step a member signs in without losing the booking, and the contact fills in, editable (${lang})`, async ({ page }) => {
    const t = texts[lang];
    const c = { ...copy[lang], ...contactCopy[lang] };
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchTrip(page, { lang, days: 11 });
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page.getByRole('heading', { name: c.box })).toBeVisible();
    const contactUrl = page.url();

    await page.getByRole('button', { name: c.signIn }).click();
    await page.getByLabel(c.identifier).fill('3221234567');
    await page.getByLabel(c.password, { exact: true }).fill('Clasico#2024');
    // Signed in, the member is linked to the reservation (websale traveller, decision 034).
    const linked = page.waitForResponse((res) => res.url().includes('/api/websale/reservation/traveller'));
    await page.getByRole('button', { name: lang === 'es' ? 'Entrar' : 'Sign in', exact: true }).click();
    await expect(page.getByText(c.member)).toBeVisible();
    expect((await linked).status()).toBe(200);
    // Still the same booking's contact step, filled in and editable.
    expect(page.url()).toBe(contactUrl);
    await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('María Fernanda');
    await expect(page.getByLabel(t.lastName, { exact: true })).toHaveValue('López Ramírez');
    await expect(page.getByLabel(t.email)).toHaveValue('maria.lopez@example.com');
    await page.getByLabel(t.email).fill('maria@correo.mx');
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
    // The extras step shows the tier's luggage (docs/rules/loyalty.md#luggage-by-tier).
    await expect(page.getByRole('complementary', { name: c.luggageBox })).toContainText(c.luggage);
  });

  test(`a guest continues without registering (${lang})`, async ({ page }) => {
    const t = texts[lang];
    const c = contactCopy[lang];
    await searchTrip(page, { lang, days: 12 });
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await page.getByRole('button', { name: c.guest }).click();
    await expect(page.getByRole('heading', { name: c.box })).toHaveCount(0);
    await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('');
  });
}
