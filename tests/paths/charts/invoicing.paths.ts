import { expect, type Page } from '@playwright/test';
import { buyOverApi } from '../../e2e/support/api-purchase';
import type { BrowserDriver } from '../lib/driver';
import { expectHeld, holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { invoicingPathModel, RESEND_EMAIL, validTaxData, type InvoicingPathEvent } from './invoicing.model';
import { proofCodeFromOutbox } from '../../e2e/support/outbox';

// The invoicing chart on the real site (Spanish, /facturacion): the traveller has just paid one ticket by
// card (surname Peña; bought over the API, tests/e2e/support/api-purchase.ts). The model's code stands for that reservation's
// code; its surnames are typed as they are. Server answers are released at the path gate.

const CHART = 'invoicing';
const codes = new WeakMap<Page, string>();
/** How many one-time codes the path asked for its reservation: the one to type is the latest. */
const codesSent = new WeakMap<Page, number>();

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function buyThenOpen({ page, index, baseURL }: BrowserDriver): Promise<void> {
  // 70 to 89 days ahead, a day per path (inside the 120-day sales horizon). Bought over the API, as the site's
  // own page buys: the purchase in the browser is the reservation chart's paths' subject, not this chart's.
  codes.set(page, await buyOverApi(baseURL, { lang: 'es', days: 70 + (index % 20) }));
  await page.goto('/facturacion');
  await expect(button(page, 'Buscar reservación')).toBeVisible();
}

async function typeTaxData(page: Page) {
  await page.getByLabel('RFC', { exact: true }).fill(validTaxData.rfc);
  await page.getByLabel('Razón social').fill(validTaxData.name);
  await page.getByLabel('Régimen fiscal').selectOption(validTaxData.regimen_fiscal);
  await page.getByLabel('Uso del CFDI').selectOption(validTaxData.useCfdi);
  await page.getByLabel('Código postal').fill(validTaxData.cp);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(validTaxData.email);
}

export const executors = {
  'lookup.edit': async ({ page }, event) => {
    if (event.field === 'code') await page.getByLabel('Código de reservación').fill(codes.get(page)!);
    else await page.getByLabel('Apellido').fill(event.value);
  },
  // From done the same event is 'see the concepts again' (the chart looks the reservation up again).
  'lookup.submit': async ({ page }) => {
    const again = button(page, 'Ver los conceptos de nuevo');
    await ((await again.isVisible()) ? again : button(page, 'Buscar reservación')).click();
  },
  'invoicing.open': notInBrowser('the reservation flow opens it from the tickets page: tests/e2e/invoicing.spec.ts'),
  'concept.toggle': async ({ page }) => page.getByRole('checkbox', { name: /^Seleccionar / }).click(),
  'concepts.invoice': async ({ page }) => button(page, 'Facturar seleccionados').click(),
  'concepts.resend': async ({ page }) => button(page, 'Reenviar factura').click(),
  'resend.edit': async ({ page }) => page.getByLabel('Correo para reenviar la factura').fill(RESEND_EMAIL),
  // The model edits one field only when correcting an invoice (decision 070); a first invoice is filled at once (tax.fill).
  'tax.edit': async ({ page }, event) => {
    const labels = { rfc: 'RFC', name: 'Razón social', regimen_fiscal: 'Régimen fiscal', useCfdi: 'Uso del CFDI', cp: 'Código postal', email: 'Correo electrónico' } as const;
    const field = page.getByLabel(labels[event.field], { exact: true });
    if (event.field === 'regimen_fiscal' || event.field === 'useCfdi') await field.selectOption(event.value);
    else await field.fill(event.value);
  },
  // Typed by hand: the same data the saved-RFC select would fill (no saved RFCs until loyalty lands).
  'tax.fill': async ({ page }) => typeTaxData(page),
  'tax.submit': async ({ page }) => button(page, 'Generar factura').click(),
  'quick.search': async ({ page }, event) => {
    const phone = page.getByLabel('Celular (10 dígitos)');
    if (!(await phone.isVisible())) await page.getByText('¿Ya facturaste antes? Busca tus datos fiscales').click();
    await phone.fill(event.phone);
    await page.getByLabel('Correo de la factura anterior').fill(event.email);
    await page.getByLabel('RFC de la factura anterior').fill(event.rfc);
    await button(page, 'Buscar mis datos').click();
  },
  'tax.back': async ({ page }) => button(page, 'Volver a los conceptos').click(),
  'invoicing.restart': async ({ page }) => button(page, 'Facturar otra reservación').click(),
  // The first listed: the one issued last (a replacement comes before the invoice it cancelled).
  'invoice.download': async ({ page }) => page.getByRole('button', { name: /^Descargar PDF de la factura / }).first().click(),
  'invoice.reissue': async ({ page }) => page.getByRole('button', { name: /^Esta factura está mal \([A-Z]+-\d+\)$/ }).click(),
  'reissue.review': async ({ page }) => button(page, 'Revisar el cambio').click(),
  'reissue.confirm': async ({ page }) => button(page, 'Cancelar y emitir de nuevo').click(),
  'reissue.edit': async ({ page }) => button(page, 'Corregir los datos').click(),
  'reissue.cancel': async ({ page }) => button(page, 'No cambiar la factura').click(),
  'xstate.done.actor.reissueInvoice': async ({ page }) => release(page, CHART, 'reissueInvoice', 'continue'),
  'xstate.error.actor.reissueInvoice': async ({ page }) => release(page, CHART, 'reissueInvoice', 'fail'),
  'xstate.done.actor.downloadInvoice': async ({ page }) => {
    const saved = page.waitForEvent('download');
    await release(page, CHART, 'downloadInvoice', 'continue');
    expect((await saved).suggestedFilename()).toMatch(/^[A-Z]+-\d+_[0-9A-Fa-f-]{36}\.pdf$/);
  },
  'xstate.error.actor.downloadInvoice': async ({ page }) => release(page, CHART, 'downloadInvoice', 'fail'),
  'xstate.done.actor.lookupReservation': async ({ page }) => release(page, CHART, 'lookupReservation', 'continue'),
  'xstate.error.actor.lookupReservation': async ({ page }) => release(page, CHART, 'lookupReservation', 'fail'),
  'xstate.done.actor.generateInvoice': async ({ page }) => release(page, CHART, 'generateInvoice', 'continue'),
  'xstate.error.actor.generateInvoice': async ({ page }) => release(page, CHART, 'generateInvoice', 'fail'),
  'xstate.done.actor.resendInvoice': async ({ page }) => release(page, CHART, 'resendInvoice', 'continue'),
  'xstate.error.actor.resendInvoice': async ({ page }) => release(page, CHART, 'resendInvoice', 'fail'),
  'xstate.done.actor.findTaxData': async ({ page }) => release(page, CHART, 'findTaxData', 'continue'),
  // Proof of the contact (decision 063): a code to the booking's e-mail, read from the outbox as from a mailbox.
  'proof.send': async ({ page }) => page.getByRole('button', { name: /^Enviar (otro )?código a / }).click(),
  'proof.submit': async ({ page }) => {
    await page.getByLabel('Código de 6 dígitos').fill(await proofCodeFromOutbox(codes.get(page)!, 'paths', codesSent.get(page) ?? 1));
    await button(page, 'Confirmar código').click();
  },
  'proof.dismiss': async ({ page }) => button(page, 'Ahora no').click(),
  'xstate.done.actor.sendProofCode': async ({ page }) => {
    codesSent.set(page, (codesSent.get(page) ?? 0) + 1);
    await release(page, CHART, 'sendProofCode', 'continue');
  },
  'xstate.error.actor.sendProofCode': async ({ page }) => release(page, CHART, 'sendProofCode', 'fail'),
  'xstate.done.actor.proveContact': async ({ page }) => release(page, CHART, 'proveContact', 'continue'),
  'xstate.error.actor.proveContact': async ({ page }) => release(page, CHART, 'proveContact', 'fail'),
  'xstate.error.actor.findTaxData': async ({ page }) => release(page, CHART, 'findTaxData', 'fail'),
} satisfies Executors<InvoicingPathEvent, BrowserDriver>;

export const assertions: Assertions<BrowserDriver> = {
  lookup: async ({ page }) => {
    await expect(button(page, 'Buscar reservación')).toBeEnabled();
    await expect(page.getByLabel('Apellido')).toBeVisible();
  },
  lookingUp: async ({ page }) => {
    await expect(button(page, 'Buscando…')).toBeDisabled();
    await expectHeld(page, CHART, 'lookupReservation');
  },
  concepts: async ({ page }) => {
    await expect(page.getByRole('table', { name: 'Conceptos de pago' })).toBeVisible();
    await expect(button(page, 'Facturar seleccionados')).toBeEnabled();
  },
  taxData: async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Datos fiscales' })).toBeVisible();
    await expect(button(page, 'Generar factura')).toBeEnabled();
  },
  findingTaxData: async ({ page }) => {
    await expect(button(page, 'Buscando…')).toBeDisabled();
    await expect(page.getByLabel('RFC de la factura anterior')).toBeVisible();
    await expectHeld(page, CHART, 'findTaxData');
  },
  resending: async ({ page }) => {
    await expect(button(page, 'Reenviando…')).toBeDisabled();
    await expectHeld(page, CHART, 'resendInvoice');
  },
  generating: async ({ page }) => {
    await expect(button(page, 'Generando…')).toBeDisabled();
    await expectHeld(page, CHART, 'generateInvoice');
  },
  // Found by the surname, invoicing asks first for a code to the booking's contact, masked, never spelled out.
  'proving.choosing': async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Confirma que eres el contacto', level: 2 })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Enviar código a an***@correo.mx' })).toBeEnabled();
    await expect(page.getByText('ana@correo.mx')).toHaveCount(0);
  },
  'proving.sending': async ({ page }) => {
    await expect(button(page, 'Enviando código…')).toBeDisabled();
    await expectHeld(page, CHART, 'sendProofCode');
  },
  'proving.entering': async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: 'Te enviamos un código a an***@correo.mx. Vence en 10 minutos.' })).toBeVisible();
    await expect(page.getByLabel('Código de 6 dígitos')).toBeFocused();
  },
  'proving.verifying': async ({ page }) => {
    await expect(button(page, 'Confirmando…')).toBeDisabled();
    await expectHeld(page, CHART, 'proveContact');
  },
  // Generated, resent or issued again: the chart's message says which, and the invoice's files are offered on the page;
  // a replaced invoice is listed cancelled, naming the one that replaced it (decision 070).
  'done.showing': async ({ page }, snapshot) => {
    await expect(page.getByRole('status').filter({ hasText: /^La factura (ha sido generada|ha sido reenviada|fue cancelada y emitida de nuevo con los datos correctos), revisa tu correo electrónico$/ })).toBeVisible();
    await expect(button(page, 'Facturar otra reservación')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Descargar PDF de la factura / }).first()).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Descargar XML de la factura / }).first()).toBeEnabled();
    if ((snapshot as { context: { message: string | null } }).context.message === 'invoice_reissued') {
      await expect(page.getByText(/^Cancelada: sustituida por la factura [A-Z]+-\d+$/)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Esta factura está mal \([A-Z]+-\d+\)$/ })).toHaveCount(1);
    }
  },
  'done.downloading': async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: 'Descargando tu factura…' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Descargar PDF de la factura / }).first()).toBeDisabled();
    await expectHeld(page, CHART, 'downloadInvoice');
  },
  // Correcting: the first invoice's fields and refusals, the focus on the panel's heading or on the field at fault.
  'done.correcting': async ({ page }, snapshot) => {
    await expect(page.getByRole('heading', { name: /^Corrige los datos fiscales de la factura [A-Z]+-\d+$/, level: 2 })).toBeVisible();
    await expect(page.getByLabel('RFC', { exact: true })).toHaveValue('MASO451221PM4');
    const errors = (snapshot as { context: { errors: Array<{ field?: string }> } }).context.errors;
    if (errors.some((e) => e.field === 'cp')) {
      await expect(page.getByRole('alert').filter({ hasText: 'Revisa estos datos: Código postal.' })).toBeVisible();
      await expect(page.getByLabel('Código postal', { exact: true })).toBeFocused();
    }
    await expect(button(page, 'Revisar el cambio')).toBeEnabled();
  },
  'done.confirming': async ({ page }, snapshot) => {
    const heading = page.getByRole('heading', { name: /^Confirma: cancelar la factura [A-Z]+-\d+ y emitirla de nuevo$/, level: 2 });
    // Opened, the focus is on its heading; a call that failed is said in view, where the focus goes.
    if ((snapshot as { context: { errors: unknown[] } }).context.errors.length === 0) await expect(heading).toBeFocused();
    else await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Enviaremos la nueva factura a factura@example.mx.', { exact: false })).toBeVisible();
    await expect(button(page, 'Cancelar y emitir de nuevo')).toBeEnabled();
  },
  'done.reissuing': async ({ page }) => {
    await expect(button(page, 'Emitiendo la nueva factura…')).toBeDisabled();
    await expectHeld(page, CHART, 'reissueInvoice');
  },
};

export const invoicingRunner: PathRunner<Parameters<typeof invoicingPathModel.stateKey>[0], InvoicingPathEvent, BrowserDriver> = {
  start: async (driver) => {
    await driver.context.addCookies([{ name: 'accept_cookie', value: 'true', url: driver.baseURL }]);
    await holdCharts(driver.page, [CHART]);
    await buyThenOpen(driver);
  },
  executors,
  assertions,
  stateKey: invoicingPathModel.stateKey,
  describeEvent: invoicingPathModel.describeEvent,
};

