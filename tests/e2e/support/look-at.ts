import type { Page } from '@playwright/test';

/**
 * A picture of the page for a person to look at (phones, refusals, tickets), not an assertion: taken when
 * E2E_SCREENSHOTS is set (`E2E_SCREENSHOTS=1 npm run test:e2e`), skipped otherwise, since 34 full-page
 * pictures nobody reads cost CI's two cores about half a minute.
 */
export async function lookAt(page: Page, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot(options);
}
