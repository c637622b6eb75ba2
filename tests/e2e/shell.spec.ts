import { expect, test } from './support/test';

// The web shell as a first-time visitor meets it: languages, aliases, unknown paths, cookies, the
// frequent-traveller modal.

test('home opens in Spanish by default', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: /principal/i });
  await expect(nav.getByRole('link', { name: 'Horarios' })).toBeVisible();
});

test('home in English with ?lang=en, and the choice is kept while navigating', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Schedules' })).toBeVisible();
  await nav.getByRole('link', { name: 'Fares' }).click();
  await expect(page).toHaveURL(/\/rates/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unsupported language falls back to Spanish', async ({ page }) => {
  await page.goto('/?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('navigation', { name: /principal/i }).getByRole('link', { name: 'Horarios' })).toBeVisible();
});

test('the language switch changes the page language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Schedules' })).toBeVisible();
});

for (const alias of ['/home', '/schedules', '/rates', '/reservation', '/itinerary']) {
  test(`the English alias ${alias} shows its page`, async ({ page }) => {
    const response = await page.goto(alias);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Aliases are real pages, not redirects to home (except /home, which is home).
    if (alias !== '/home') await expect(page).not.toHaveURL(/\/$/);
  });
}

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: /principal/i })).toBeVisible();
});

test('a static page with a destination outside the allowed list goes home', async ({ page }) => {
  await page.goto('/boletos-a-vallarta');
  await expect(page).toHaveURL(/\/boletos-a-vallarta$/);
  await page.goto('/boletos-a-monterrey');
  await expect(page).toHaveURL(/\/$/);
});

test('cookie acceptance survives a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: /cookies/i });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: /aceptar/i }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /cookies/i })).toBeHidden();
});

test('the frequent-traveller button leads to the sign-in page of the programme (docs/rules/loyalty.md)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Viajero frecuente', exact: true }).click();
  await expect(page).toHaveURL(/\/viajero-frecuente\/entrar$/);
});
