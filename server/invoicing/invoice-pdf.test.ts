import { writeFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../platform/clock';
import { createInvoicingEngine, issueCfdi } from './invoicing-engine';
import { renderInvoicePdf, satVerificationUrl } from './invoice-pdf';

describe('invoice PDF', () => {
  it('shows issuer, receiver, concepts, taxes, totals, the UUID and the seals, in each language', async () => {
    const engine = createInvoicingEngine(createFixedClock('2026-11-24T16:00:00Z'), {});
    const issued = await issueCfdi(engine, {
      receiver: { rfc: 'MASO451221PM4', nombre: 'MARIA OLIVIA MARTINEZ SAGAZ', domicilioFiscalReceptor: '80290', regimenFiscalReceptor: '612', usoCFDI: 'G03' },
      payments: [{ paymentId: 4, concept: 'Boletos Guadalajara → Puerto Vallarta (ABC123)', amountCents: 116_000, type: 'credit' }],
      folio: '4',
      issuedAt: new Date('2026-11-24T16:00:00Z'),
    });
    if (!issued.ok) throw new Error('not issued');
    const { cfdi, sello, stamp } = issued.data;
    expect(cfdi.fecha).toBe('2026-11-24T10:00:00');
    expect(satVerificationUrl(cfdi, stamp.uuid, sello)).toContain(`id=${stamp.uuid}&re=EKU9003173C9&rr=MASO451221PM4&tt=1160.00&fe=`);
    for (const lang of ['es', 'en'] as const) {
      const pdf = await renderInvoicePdf(cfdi, sello, stamp, lang);
      if (process.env.INVOICE_PDF_OUT) writeFileSync(`${process.env.INVOICE_PDF_OUT}-${lang}.pdf`, pdf);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      // Amounts grouped as the site shows them (pesos written MX$ for an English reader); every catalogue key with SAT's words beside it.
      const named = ['04 · Tarjeta de crédito', 'PUE · Pago en una sola exhibición', '612 · Personas Físicas con Actividades Empresariales', 'G03 · Gastos en general', '601 · General de Ley Personas Morales'];
      for (const expected of ['EKU9003173C9', 'MASO451221PM4', 'Guadalajara → Puerto Vallarta', '$1,000.00', '$160.00', lang === 'es' ? '$1,160.00 MXN' : 'MX$1,160.00', stamp.uuid, '30001000000500003416', ...named]) {
        expect(text).toContain(expected);
      }
      expect(text).toContain(lang === 'es' ? 'Folio fiscal (UUID)' : 'Fiscal folio (UUID)');
      // Each concept's tax in the reader's language (the English copy said "IVA" beside "VAT transferred").
      expect(text).toContain(lang === 'es' ? '$1,000.00 + IVA $160.00' : 'MX$1,000.00 + VAT MX$160.00');
    }
  });
});
