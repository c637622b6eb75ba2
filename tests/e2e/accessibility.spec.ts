import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

for (const lang of ['es', 'en']) {
  test(`axe finds no serious or critical violation on home (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}

test('home is usable on a 360 px phone: no horizontal scroll, menu reachable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
