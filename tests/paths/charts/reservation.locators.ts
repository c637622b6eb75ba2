import type { Locator, Page } from '@playwright/test';

// The reservation pages' controls as the path tests find them, by the names a traveller reads (Spanish).

/** The payment button's name ("Pagar $1,085.00 MXN"). */
export const PAY = /^Pagar \$[\d,]+\.\d{2} MXN$/;

export const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
export const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
export const seat = (scope: Page | Locator, look: 'libre' | 'elegido') =>
  scope.getByRole('button', { name: new RegExp(`^Asiento \\d+, (ventana|pasillo), ${look === 'elegido' ? 'elegido para .+' : look}$`) });
