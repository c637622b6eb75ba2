import PDFDocument from 'pdfkit';
import { escapeHtml } from '../../../documents/ticket-html';
import { ticketQrSvg } from '../../../documents/ticket-qr';
import type { TourTicketPass, TourTicketView } from './tour-ticket-view';

// STAND-IN, to be replaced at merge by the tours ticket documents written on their own branch: the same
// signature, a bare page and PDF, so the sale's ticket and e-mail can be built and tested meanwhile.

export async function tourTicketDocuments(view: TourTicketView): Promise<{ html: string; pdf: Buffer; passes: Array<TourTicketPass & { qrSvg: string }> }> {
  const passes = await Promise.all(view.passes.map(async (pass) => ({ ...pass, qrSvg: await ticketQrSvg(pass.code) })));
  const items = view.items.map((item) => `<li>${escapeHtml(item.productName)} ${item.date} ${item.startTime}</li>`).join('');
  const html = `<!doctype html><html lang="${view.lang}"><head><meta charset="utf-8"><title>${view.code}</title></head><body><h1>${view.code}</h1><ul>${items}</ul>${passes.map((p) => p.qrSvg).join('')}</body></html>`;
  const pdf = await new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(view.code);
    for (const item of view.items) doc.text(`${item.productName} ${item.date} ${item.startTime}`);
    doc.end();
  });
  return { html, pdf, passes };
}
