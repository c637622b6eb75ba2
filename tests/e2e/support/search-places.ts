import type { Page } from '@playwright/test';

// Choosing a terminal in the search form's origin and destination comboboxes (typeahead), as a
// traveller does: type part of its name or its town, then pick it from the list.

/** The seeded terminals' names by slug (server/db/seed/network.data.ts). */
export const terminalNames = {
  'puerto-vallarta': 'Central Camionera de Puerto Vallarta',
  guadalajara: 'Nueva Central Camionera de Guadalajara',
  zapopan: 'Terminal Zapopan',
  sayulita: 'Terminal Sayulita',
  'nuevo-vallarta': 'Terminal Nuevo Vallarta',
  bucerias: 'Terminal Bucerías',
  guayabitos: 'Terminal Rincón de Guayabitos',
  'la-penita': 'Terminal La Peñita',
} as const;
export type TerminalSlug = keyof typeof terminalNames;

/** Types `typed` (default: the terminal's full name) in the field labelled `label`, then picks the terminal. */
export async function choosePlace(page: Page, label: string, terminal: TerminalSlug, typed: string = terminalNames[terminal]) {
  // A pre-rendered page shows the form before it is live (src/features/shell/root-shell.tsx).
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const field = page.getByRole('combobox', { name: label, exact: true });
  // Already chosen (a restored search): a traveller leaves it as it is; retyping the same name opens no list.
  if ((await field.inputValue()) === terminalNames[terminal]) return;
  await field.fill(typed);
  await page.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: terminalNames[terminal] }).click();
}
