import { expect, test, type Page } from './support/test';

// The offline statechart viewer (statecharts.html, in builds made with VITE_STATECHARTS=true as the
// e2e build is): it draws every chart and highlights the live state of the site's actors running
// in another tab of the same browser, as they change and when the viewer is opened later.

const state = (viewer: Page, ...path: string[]) => {
  let box = viewer.getByRole('main');
  for (const key of path) box = box.getByRole('region', { name: key, exact: true });
  return box;
};

test('lists every chart and draws the selected one with its nesting, transitions and guards', async ({ page }) => {
  await page.goto('/statecharts.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  const charts = page.getByRole('navigation', { name: 'Charts' });
  for (const name of ['cookie-consent', 'pend', 'reservation']) {
    await expect(charts.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await charts.getByRole('link', { name: 'reservation', exact: true }).click();
  await expect(charts.getByRole('link', { name: 'reservation', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'reservation' })).toBeVisible();
  const editing = state(page, 'search', 'editing');
  await expect(editing.getByRole('listitem').filter({ hasText: 'search.submit [not searchValid]' })).toBeVisible();
  await expect(state(page, 'search', 'loadingOrigins').getByRole('listitem').filter({ hasText: 'onDone loadOrigins [answerOk] → editing' })).toBeVisible();

  // A target is a link to its state, which gets the focus.
  await state(page, 'search', 'originsUnavailable').getByRole('link', { name: 'loadingOrigins', exact: true }).click();
  await expect(page).toHaveURL(/#\/reservation\/search\.loadingOrigins$/);
  await expect(page.getByRole('heading', { name: 'loadingOrigins', exact: true }).first()).toBeFocused();
});

test('highlights the cookie banner state as the site is used in another tab', async ({ context }) => {
  const viewer = await context.newPage();
  await viewer.goto('/statecharts.html#/cookie-consent');
  await expect(viewer.getByRole('heading', { level: 2, name: 'cookie-consent' })).toBeVisible();
  await expect(viewer.getByText('No actor of this chart is running in an open tab of the site.')).toBeVisible();

  const site = await context.newPage();
  await site.goto('/');
  const banner = site.getByRole('region', { name: /cookies/i });
  await expect(banner).toBeVisible();

  const live = viewer.getByRole('region', { name: 'Live actors' });
  await expect(live.getByRole('listitem')).toContainText(/cookieConsent \(.+\) — live, updated \d\d:\d\d:\d\d/);
  await expect(state(viewer, 'cookieConsent', 'shown')).toHaveAttribute('aria-current', 'true');
  await expect(state(viewer, 'cookieConsent')).toHaveAttribute('aria-current', 'true');
  await expect(state(viewer, 'cookieConsent', 'accepted')).not.toHaveAttribute('aria-current', 'true');

  await banner.getByRole('button', { name: /aceptar/i }).click();
  await expect(banner).toBeHidden();
  await expect(state(viewer, 'cookieConsent', 'accepted')).toHaveAttribute('aria-current', 'true');
  await expect(state(viewer, 'cookieConsent', 'shown')).not.toHaveAttribute('aria-current', 'true');
  await expect(live.getByRole('listitem')).toContainText(/cookieConsent \(.+\) — done/);
});

test('a viewer opened after the site still gets the reservation flow state, and follows it', async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
  const site = await context.newPage();
  await site.goto('/reservacion');
  await expect(site.getByRole('combobox', { name: 'Origen' })).toHaveAttribute('placeholder', 'Ciudad o terminal');

  const viewer = await context.newPage();
  await viewer.goto('/statecharts.html#/reservation');
  const charts = viewer.getByRole('navigation', { name: 'Charts' });
  await expect(charts.getByRole('link', { name: /reservation/ })).toContainText('1 live');
  await expect(viewer.getByRole('region', { name: 'Live actors' }).getByRole('listitem')).toContainText(/reservation \(.+\) — live, updated/);
  await expect(state(viewer, 'search', 'editing')).toHaveAttribute('aria-current', 'true');
  await expect(state(viewer, 'search')).toHaveAttribute('aria-current', 'true');
  await expect(state(viewer, 'search', 'loadingOrigins')).not.toHaveAttribute('aria-current', 'true');

  // Leaving the site's tab: its actors are gone and nothing stays highlighted.
  await site.close({ runBeforeUnload: false });
  await expect(viewer.getByRole('region', { name: 'Live actors' }).getByRole('listitem')).toContainText('gone');
  await expect(state(viewer, 'search', 'editing')).not.toHaveAttribute('aria-current', 'true');
});
