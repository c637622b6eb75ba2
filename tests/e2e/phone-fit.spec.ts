import { expect, test, type Page } from './support/test';
import { dayAhead, legMap, texts, toPayment } from './support/purchase-driver';
import { choosePlace } from './support/search-places';

// A family (two adults and a child) books a round trip on a 360 px phone in Spanish. Every step must fit the
// screen: a page that scrolls sideways hides the right edge of fields and buttons (the contact step's
// frequent-traveller buttons once pushed it 33 px wide). The longest labels are Spanish ones.

const t = texts.es;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

/** How far the page scrolls sideways, and the widest offenders when it does. */
async function sideways(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const widest = [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    return { overflow: document.documentElement.scrollWidth - width, widest };
  });
}

async function expectFits(page: Page, step: string) {
  const { overflow, widest } = await sideways(page);
  expect(overflow, `${step}: the page scrolls sideways by ${overflow} px (${widest.join(', ')})`).toBeLessThanOrEqual(0);
}

test('a family books on a 360 px phone in Spanish: no step scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/reservacion');
  await choosePlace(page, t.origin, 'puerto-vallarta');
  await choosePlace(page, t.destination, 'guadalajara');
  await page.getByLabel(t.departureDate).fill(dayAhead(5));
  const round = page.getByRole('checkbox', { name: t.round });
  if (!(await round.isChecked())) await round.click();
  await page.getByRole('checkbox', { name: t.openReturn }).uncheck();
  await page.getByLabel(t.returnDate).fill(dayAhead(8));
  await page.getByRole('button', { name: 'Agregar: Adulto' }).click();
  await page.getByRole('button', { name: 'Agregar: Menor (3 a 12 años)' }).click();
  await expectFits(page, 'search');
  await page.getByRole('button', { name: t.search }).click();

  await expect(page.getByRole('heading', { name: t.departureTitle })).toBeVisible();
  await expectFits(page, 'departures');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.returnTitle })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  await expect(page.getByRole('heading', { name: t.contactTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inicia sesión y llenamos tus datos' })).toBeVisible();
  await expectFits(page, 'contact');
  // The mistakes a hurried parent makes: every field's message shows, and still nothing spills sideways.
  await page.getByRole('button', { name: t.continue, exact: true }).click();
  await expect(page.getByText(t.mobileError)).toBeVisible();
  await expectFits(page, 'contact with its errors');
  await page.getByLabel(t.firstName, { exact: true }).fill('Lucía');
  await page.getByLabel(t.lastName, { exact: true }).fill('Hernández Ruiz');
  await page.getByLabel(t.mobile).fill('3221234567');
  await page.getByLabel(t.email).fill('lucia@correo.mx');
  const second = page.getByRole('group', { name: 'Pasajero 2 (Adulto)' });
  await second.getByLabel('Nombre').fill('Jorge');
  await second.getByLabel('Apellidos').fill('Hernández Ruiz');
  const child = page.getByRole('group', { name: 'Pasajero 3 (Menor, 3 a 12 años)' });
  await child.getByLabel('Nombre').fill('Sofía');
  await child.getByLabel('Apellidos').fill('Hernández López');
  await child.getByLabel('Edad (años)').fill('7');
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  await expect(page.getByRole('heading', { name: t.additionalsTitle })).toBeVisible();
  await expectFits(page, 'extras');
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  await expect(page.getByRole('heading', { name: t.seatsTitle, level: 1 })).toBeVisible();
  await expectFits(page, 'seats');
  for (const leg of ['departure', 'return'] as const) {
    for (let i = 0; i < 3; i += 1) {
      const chosen = legMap(page, 'es', leg).getByRole('button', { name: t.chosenSeat });
      await legMap(page, 'es', leg).getByRole('button', { name: t.freeSeat }).first().click();
      await expect(chosen).toHaveCount(i + 1);
    }
  }
  await page.getByRole('button', { name: t.continue, exact: true }).click();

  await expect(page.getByRole('heading', { name: t.paymentTitle, level: 1 })).toBeVisible();
  await expect(page.getByLabel(t.number)).toBeVisible();
  await expectFits(page, 'payment');
  // Above 400 px the expiry and the CVV share a row; on a 412 px phone (Pixel 7) the card form once
  // spilled 86 px to the right, the inputs' own width widening the two columns.
  await page.setViewportSize({ width: 412, height: 915 });
  await expectFits(page, 'payment at 412 px');
});

test('a tourist pays at OXXO on a 360 px phone in English: the PEND ticket and its payment check stay inside their panel', async ({ page }) => {
  const en = texts.en;
  await page.setViewportSize({ width: 360, height: 740 });
  await toPayment(page, { lang: 'en', days: 11 });
  await page.getByRole('radio', { name: en.oxxo }).check();
  await page.getByRole('button', { name: en.reference }).click();
  await expect(page.getByRole('heading', { name: en.ticketsTitle, level: 1 })).toBeVisible();
  const card = page.locator('.ticket-card--pend').first();
  await expect(card.getByRole('button', { name: 'I have paid: check my payment' })).toBeVisible();
  await expectFits(page, 'tickets (PEND, en)');
  // The English check button is the card's longest line: unwrapped, it once pushed the card 30 px past its panel
  // (within a 390 px screen, past the screen at 360).
  const [cardBox, panelBox] = await Promise.all([card.boundingBox(), page.locator('.tickets-step').boundingBox()]);
  expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
});
