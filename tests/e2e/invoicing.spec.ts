import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { payByCard, toPayment, type Lang } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// docs/rules/invoicing.md: a traveller buys, then invoices the purchase from the tickets page (the reservation flow's
// invoicing step opens it with the tickets' link token), in Spanish and English; and the refusals the
// screens show, each with its message. The deadline and points refusals need a moved server clock or a
// points payment, which no browser can cause: src/features/invoicing/invoicing-refusals.test.tsx shows them
// on the real screens, tests/server/invoicing-error-codes.test.ts produces them on the server.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const copy = {
  es: {
    invoice: 'Facturar mi compra', heading: 'Factura tu compra', select: /^Seleccionar /, invoiceSelected: 'Facturar seleccionados', rfc: 'RFC', name: 'Razón social',
    regime: 'Régimen fiscal', use: 'Uso del CFDI', cp: 'Código postal', email: 'Correo electrónico', generate: 'Generar factura',
    done: 'La factura ha sido generada, revisa tu correo electrónico', again: 'Ver los conceptos de nuevo', invoiced: 'Facturado',
    resendTo: 'Correo para reenviar la factura', resend: 'Reenviar factura', resent: 'La factura ha sido reenviada, revisa tu correo electrónico',
    noConcept: 'Selecciona al menos un concepto.', emptyRfc: 'Favor de indicar el RFC.', badRfc: 'El RFC no es válido: revisa las letras, la fecha y el dígito verificador.',
  },
  en: {
    invoice: 'Invoice my purchase', heading: 'Invoice your purchase', select: /^Select /, invoiceSelected: 'Invoice selected', rfc: 'RFC', name: 'Tax name',
    regime: 'Tax regime', use: 'CFDI use', cp: 'Postal code', email: 'E-mail', generate: 'Generate invoice',
    done: 'the invoice has been generated, check your email', again: 'See the concepts again', invoiced: 'Invoiced',
    resendTo: 'E-mail to resend the invoice to', resend: 'Resend invoice', resent: 'the invoice has been resent, check your email',
    noConcept: 'Select at least one concept.', emptyRfc: 'Please enter the RFC (tax id).', badRfc: 'The RFC is not valid: check its letters, date and check digit.',
  },
} as const;

async function buyAndOpenInvoicing(page: Page, lang: Lang, days: number) {
  await toPayment(page, { lang, days });
  await payByCard(page, lang, '4242424242424242');
  await page.getByRole('link', { name: copy[lang].invoice }).click();
  await expect(page).toHaveURL(lang === 'en' ? /\/reservation\/facturacion(\?lang=en)?$/ : /\/reservacion\/facturacion$/);
  await expect(page.getByRole('heading', { name: copy[lang].heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: copy[lang].select })).toHaveCount(1);
}

async function fillTaxData(page: Page, lang: Lang, rfc = 'MASO451221PM4') {
  const c = copy[lang];
  await page.getByLabel(c.rfc, { exact: true }).fill(rfc);
  await page.getByLabel(c.name).fill('María Olivia Martínez Sagaz');
  await page.getByLabel(c.regime).selectOption('612');
  await page.getByLabel(c.use).selectOption('G03');
  await page.getByLabel(c.cp).fill('80290');
  await page.getByLabel(c.email, { exact: true }).fill('factura@example.mx');
}

// One language here, the other in the next journey of this file (the catalogue test proves every message has both).
for (const [lang, days] of [['en', 41]] as Array<[Lang, number]>) {
  test(`buys, then invoices the purchase from the tickets page, and resends it (${lang})`, async ({ page }) => {
    const c = copy[lang];
    await buyAndOpenInvoicing(page, lang, days);
    await page.getByRole('button', { name: c.invoiceSelected }).click();
    await expect(page.getByRole('alert')).toContainText(c.noConcept);
    await page.getByRole('checkbox', { name: c.select }).check();
    await page.getByRole('button', { name: c.invoiceSelected }).click();
    await page.getByRole('button', { name: c.generate }).click();
    await expect(page.getByText(c.emptyRfc)).toBeVisible();
    await fillTaxData(page, lang, 'MASO451221PM5');
    await page.getByRole('button', { name: c.generate }).click();
    await expect(page.getByText(c.badRfc)).toBeVisible();
    await page.getByLabel(c.rfc, { exact: true }).fill('MASO451221PM4');
    await page.getByRole('button', { name: c.generate }).click();
    await expect(page.getByRole('status').filter({ hasText: c.done })).toBeVisible();
    await lookAt(page, { path: test.info().outputPath(`invoiced-${lang}.png`), fullPage: true });

    // The owner finds the invoice wrong: corrects its tax data, by keyboard, and has it cancelled and issued again
    // (CFDI substitution, decision 070).
    const firstUuid = (await page.locator('.invoicing__uuid').first().textContent())!.replace(/^.*: /, '');
    await page.getByRole('button', { name: /^This invoice is wrong \([A-Z]+-\d+\)$/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Correct the tax data of invoice [A-Z]+-\d+$/ })).toBeFocused();
    await expect(page.getByLabel(c.rfc, { exact: true })).toHaveValue('MASO451221PM4');
    await page.getByLabel(c.cp).fill('8029');
    await page.getByLabel(c.cp).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Check these details: Postal code.' })).toBeVisible();
    await expect(page.getByLabel(c.cp)).toBeFocused();
    await page.getByLabel(c.cp).fill('80290');
    await page.getByLabel(c.name).fill('María Olivia Martínez Sagaz de León');
    await page.getByLabel(c.name).press('Enter');
    await expect(page.getByRole('heading', { name: /^Confirm: cancel invoice [A-Z]+-\d+ and issue it again$/ })).toBeFocused();
    await expect(page.getByText('María Olivia Martínez Sagaz de León')).toBeVisible();
    await lookAt(page, { path: test.info().outputPath(`reissue-confirm-${lang}.png`), fullPage: true });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cancel and issue again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'the invoice has been cancelled and issued again with the right data, check your email' })).toBeVisible();
    // The new invoice first, with a new fiscal folio and its files; the old one cancelled, naming it.
    const newUuid = (await page.locator('.invoicing__uuid').first().textContent())!.replace(/^.*: /, '');
    expect(newUuid).toMatch(/^[0-9A-Fa-f-]{36}$/);
    expect(newUuid).not.toBe(firstUuid);
    await expect(page.getByText(/^Cancelled: replaced by invoice [A-Z]+-\d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^This invoice is wrong / })).toHaveCount(1);
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download XML of invoice / }).first().click();
    expect((await saved).suggestedFilename()).toContain(newUuid);
    await lookAt(page, { path: test.info().outputPath(`reissued-${lang}.png`), fullPage: true });

    await page.getByRole('button', { name: c.again }).click();
    await expect(page.getByRole('cell', { name: c.invoiced })).toBeVisible();
    await page.getByRole('checkbox', { name: c.select }).check();
    await page.getByLabel(c.resendTo).fill('otra@example.mx');
    await page.getByRole('button', { name: c.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: c.resent })).toBeVisible();
  });
}

test('the public page asks for the code and surname, and answers a wrong one without telling which', async ({ page }) => {
  await page.goto('/facturacion');
  await expect(page.getByRole('heading', { name: 'Facturación', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar reservación' }).click();
  await expect(page.getByRole('alert')).toContainText('Favor de indicar el código de reservación.');
  await expect(page.getByRole('alert')).toContainText('Favor de indicar el apellido.');
  await page.getByLabel('Código de reservación').fill('ZZZ999');
  await page.getByLabel('Apellido').fill('Nadie');
  await page.getByRole('button', { name: 'Buscar reservación' }).click();
  await expect(page.getByRole('alert')).toHaveText('La reservación no existe o no está activa.');
  await lookAt(page, { path: test.info().outputPath('lookup-refused.png'), fullPage: true });
});

test('the quick screen finds the tax data of an earlier invoice by mobile, e-mail and RFC', async ({ page: first, context }) => {
  const c = copy.es;
  await buyAndOpenInvoicing(first, 'es', 42);
  await first.getByRole('checkbox', { name: c.select }).check();
  await first.getByRole('button', { name: c.invoiceSelected }).click();
  await fillTaxData(first, 'es');
  await first.getByLabel(c.email, { exact: true }).fill('rapida@example.mx');
  await first.getByRole('button', { name: c.generate }).click();
  await expect(first.getByRole('status').filter({ hasText: c.done })).toBeVisible();

  // A new tab: a new booking, the same traveller (the purchase driver's mobile).
  const page = await context.newPage();
  await buyAndOpenInvoicing(page, 'es', 43);
  await page.getByRole('checkbox', { name: c.select }).check();
  await page.getByRole('button', { name: c.invoiceSelected }).click();
  await page.getByText('¿Ya facturaste antes? Busca tus datos fiscales').click();
  await page.getByLabel('Celular (10 dígitos)').fill('3221234567');
  await page.getByLabel('Correo de la factura anterior').fill('otra@example.mx');
  await page.getByLabel('RFC de la factura anterior').fill('MASO451221PM4');
  await page.getByRole('button', { name: 'Buscar mis datos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No encontramos datos fiscales con ese celular, correo y RFC.' })).toBeVisible();
  await page.getByLabel('Correo de la factura anterior').fill('rapida@example.mx');
  await page.getByRole('button', { name: 'Buscar mis datos' }).click();
  await expect(page.getByLabel(c.rfc, { exact: true })).toHaveValue('MASO451221PM4');
  await expect(page.getByLabel(c.regime)).toHaveValue('612');
  await lookAt(page, { path: test.info().outputPath('quick-screen.png'), fullPage: true });
  await page.getByRole('button', { name: c.generate }).click();
  await expect(page.getByRole('status').filter({ hasText: c.done })).toBeVisible();
});

/** The invoicing link of `code`'s confirmation e-mail, as the server wrote it to DATA_DIR/outbox (quoted-printable decoded). */
async function invoicingLinkFromEmail(code: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  let link = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('ticket_confirmation.eml'));
        for (const name of names) {
          const text = (await readFile(join(dir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          if (!text.includes(`code=${code}&`)) continue;
          link = /https?:\/\/\S+\/facturacion\?[^\s"<]+/.exec(text)?.[0] ?? '';
          return link;
        }
        return '';
      },
      { timeout: 30_000, intervals: [500] },
    )
    .not.toBe('');
  return link.replaceAll('&amp;', '&');
}

// One language here, the other in the next journey of this file (the catalogue test proves every message has both).
for (const [lang, days] of [['es', 44]] as Array<[Lang, number]>) {
  test(`the confirmation e-mail's invoicing link opens the reservation's concepts at once, without the surname (${lang})`, async ({ page, browser, baseURL }) => {
    const c = copy[lang];
    await toPayment(page, { lang, days });
    await payByCard(page, lang, '4242424242424242');
    const code = (await page.locator('.tickets-step__code strong').textContent())!.trim();
    const link = new URL(await invoicingLinkFromEmail(code));
    expect(link.searchParams.get('lang')).toBe(lang === 'en' ? 'en' : null);

    // Another device: no session, no booking in this browser; the server's public address is this one.
    const other = await browser.newContext({ baseURL });
    await other.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
    const reader = await other.newPage();
    await reader.goto(`${link.pathname}${link.search}`);
    await expect(reader.getByRole('table', { name: lang === 'en' ? 'Payment concepts' : 'Conceptos de pago' })).toBeVisible();
    await expect(reader.locator('.invoicing__code strong')).toHaveText(code);
    // The token leaves the address once used; the language stays.
    await expect(reader).toHaveURL(lang === 'en' ? /\/facturacion\?lang=en$/ : /\/facturacion$/);
    await reader.getByRole('checkbox', { name: c.select }).check();
    await reader.getByRole('button', { name: c.invoiceSelected }).click();
    await fillTaxData(reader, lang);
    await reader.getByRole('button', { name: c.generate }).click();
    await expect(reader.getByRole('status').filter({ hasText: c.done })).toBeVisible();
    await other.close();

    // My reservation's invoicing link opens it the same way, and offers the invoice just made for resending.
    await page.getByRole('link', { name: lang === 'en' ? 'My reservation' : 'Mi reservación', exact: true }).click();
    // The tickets step has an invoicing link of the same name: its page must be gone first.
    await expect(page).toHaveURL(lang === 'en' ? /\/itinerary\/mi-reservacion(\?lang=en)?$/ : /\/administra-reservacion\/mi-reservacion$/);
    // The address changes before the new page replaces the old one (its code loads): the link is My
    // reservation's once its page is on screen and the tickets step is gone.
    await expect(page.locator('.itinerary-detail')).toBeVisible();
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'Your tickets' : 'Tus boletos', level: 1 })).toHaveCount(0);
    await page.getByRole('link', { name: c.invoice }).click();
    await expect(page).toHaveURL(lang === 'en' ? /\/itinerary\/facturacion(\?lang=en)?$/ : /\/administra-reservacion\/facturacion$/);
    await expect(page.getByRole('cell', { name: c.invoiced })).toBeVisible();
    await page.getByRole('checkbox', { name: c.select }).check();
    await page.getByLabel(c.resendTo).fill('otra@example.mx');
    await page.getByRole('button', { name: c.resend }).click();
    await expect(page.getByRole('status').filter({ hasText: c.resent })).toBeVisible();
  });
}

test("a signed-in frequent traveller invoices with an RFC saved in the profile, picked from the tax data form", async ({ page }) => {
  const c = copy.es;
  const id = `${Date.now()}`.slice(-8);
  // Register (tests/e2e/loyalty.spec.ts) and save an RFC in the profile.
  await page.goto('/');
  await page.getByRole('link', { name: 'Viajero frecuente', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Inicia sesión', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '¿Aún no eres viajero frecuente? Regístrate' }).click();
  await page.getByLabel('Nombre').fill('María');
  await page.getByLabel('Apellidos').fill('Martínez Sagaz');
  await page.getByLabel('Correo electrónico').fill(`maria.${id}@example.com`);
  await page.getByLabel('Celular (10 dígitos)').fill(`56${id}`);
  await page.getByLabel('Contraseña', { exact: true }).fill('Bahía de Banderas 7');
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Hola, María', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar RFC' }).click();
  const saved = page.getByRole('group', { name: 'RFC 1' });
  await saved.getByLabel('RFC', { exact: true }).fill('MASO451221PM4');
  await saved.getByLabel('Razón social').fill('María Olivia Martínez Sagaz');
  await saved.getByLabel('Código postal').fill('80290');
  await saved.getByLabel('Régimen fiscal').fill('612');
  await saved.getByLabel('Correo para facturas').fill('socia@example.mx');
  await page.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(page.getByRole('button', { name: 'Quitar RFC 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar mis datos' })).toBeEnabled();

  // Buy in the same tab (the session is kept in it), then invoice with the saved RFC.
  await buyAndOpenInvoicing(page, 'es', 46);
  await page.getByRole('checkbox', { name: c.select }).check();
  await page.getByRole('button', { name: c.invoiceSelected }).click();
  await page.getByLabel('Mis RFC guardados').selectOption({ label: 'MASO451221PM4 · María Olivia Martínez Sagaz' });
  await expect(page.getByLabel(c.rfc, { exact: true })).toHaveValue('MASO451221PM4');
  await expect(page.getByLabel(c.regime)).toHaveValue('612');
  await expect(page.getByLabel(c.email, { exact: true })).toHaveValue('socia@example.mx');
  // The CFDI use is chosen per invoice.
  await page.getByLabel(c.use).selectOption('G03');
  await page.getByRole('button', { name: c.generate }).click();
  await expect(page.getByRole('status').filter({ hasText: c.done })).toBeVisible();
});
