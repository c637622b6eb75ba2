import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { buyTourOverApi } from './support/api-tour-purchase';
import { lookAt } from './support/look-at';

// docs/rules/tours.md#the-ticket and docs/rules/my-reservation.md: a tour booking, bought over the tours API, found
// in My reservation by its code and the contact's surname typed in lower case without accents ("pena" for Peña),
// in Spanish on a 390 px phone: its tour, meeting point, passes with their QR and its PDF, which downloads; read
// only (cancelling takes the e-mail's link), and shown again after a reload.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

test('finds a tour booking by its code and surname and shows its passes, meeting point and PDF (es, 390 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Bought over the API: finding it is what this test proves (support/api-tour-purchase.ts).
  const { code, name } = await buyTourOverApi(baseURL!, { lang: 'es', dayIndex: 60 });
  expect(code).toMatch(/^T[A-Z0-9]{6}$/);
  await page.goto('/administra-reservacion/buscar');
  await expect(page.getByRole('heading', { name: 'Busca tu reservación', level: 1 })).toBeVisible();

  // A wrong surname: the tours contract's one not-found, above the form, brought to the traveller.
  await page.getByLabel('Código de reservación').fill(code.toLowerCase());
  await page.getByLabel('Apellido').fill('Ibarra');
  await page.getByRole('button', { name: 'Buscar reservación' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('No se encontró la compra.');
  await expect(alert).toBeFocused();

  await page.getByLabel('Apellido').fill('pena');
  await page.getByRole('button', { name: 'Buscar reservación' }).click();
  await expect(page).toHaveURL(/\/administra-reservacion\/mi-reservacion$/);
  await expect(page.getByRole('heading', { name: 'Mi reservación de tours', level: 1 })).toBeVisible();
  await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('9:00 AM', { exact: true })).toBeVisible();
  await expect(page.getByText('Adultos: 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Punto de encuentro' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver .+ en el mapa$/ }).first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(page.getByRole('heading', { name: 'Política de cancelación' })).toBeVisible();

  // Each person's pass: its QR drawn from the server's SVG, as an image (it never enters the page's markup).
  const qrs = page.getByRole('img', { name: /^Código QR del pase / });
  await expect(qrs).toHaveCount(2);
  await expect(page.getByRole('img', { name: `Código QR del pase ${code}-1-1` })).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  for (const qr of await qrs.all()) expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('.itinerary-tour svg')).toHaveCount(0);

  // The PDF again, in the page's language, opened with the code and the read token the answer carried: no
  // surname in the address.
  const pdfLink = page.getByRole('link', { name: 'Descargar PDF' });
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(new RegExp(`/api/tours/tour/sale/ticket\\?code=${code}&read_token=[\\w-]{22}&file_type=pdf&lang=es$`));
  const pdf = await page.request.get(href!);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const html = await page.request.get((await page.getByRole('link', { name: 'Ver boletos (HTML)' }).getAttribute('href'))!);
  expect(html.headers()['content-type']).toContain('text/html');
  expect(await html.text()).toContain('Boleto de tour');

  // Accessible as the rest of the site: axe finds nothing serious or critical on the booking's page.
  const grave = (await new AxeBuilder({ page }).include('main').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  // Fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await lookAt(page, { path: 'test-results/itinerary-tour-es-390.png', fullPage: true });

  // A code and a surname only read: no cancel button, the page says to use the e-mail's link.
  await expect(page.getByText(/^Con el código y el apellido solo puedes consultar esta compra\. Para cancelarla, abre el enlace/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancelar (compra|reservación)$/ })).toHaveCount(0);

  // A reload shows the booking again: this device keeps its code and read token, never the surname.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mi reservación de tours', level: 1 })).toBeVisible();
  await expect(page.locator('.tickets-step__code strong')).toHaveText(code);
  await expect(page.getByRole('img', { name: `Código QR del pase ${code}-1-1` })).toBeVisible();
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(kept).toContain(code);
  expect(kept.toLowerCase()).not.toMatch(/pena|peña/);

  // "Buscar otra reservación": the form again.
  await page.getByRole('link', { name: 'Buscar otra reservación' }).click();
  await expect(page).toHaveURL(/\/administra-reservacion\/buscar$/);
  await expect(page.getByRole('heading', { name: 'Busca tu reservación', level: 1 })).toBeVisible();
});
