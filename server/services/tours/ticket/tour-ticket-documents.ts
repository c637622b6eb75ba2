import { ticketQrPng, ticketQrSvg } from '../../../documents/ticket-qr';
import { yieldToLoop } from '../../../documents/ticket-pdf';
import { renderTourTicketHtml } from './tour-ticket-html';
import { renderTourTicketPdf } from './tour-ticket-pdf';
import type { TourTicketPass, TourTicketView } from './tour-ticket-view';

// The tour ticket's documents, rendered from the view alone (tour-ticket-view.ts) so the page, the PDF and the
// e-mail cannot disagree. One QR per person, carrying the pass's code, drawn by the bus ticket's QR helper
// (server/documents/ticket-qr.ts: same error correction, so the same scanners read both).

export interface TourTicketDocuments {
  html: string;
  pdf: Buffer;
  passes: Array<TourTicketPass & { qrSvg: string }>;
}

export async function tourTicketDocuments(view: TourTicketView): Promise<TourTicketDocuments> {
  // One pass at a time with a yield after each: a large party's QR codes are synchronous work inside qrcode.
  const svgs: string[] = [];
  const pngs: Buffer[] = [];
  for (const pass of view.passes) {
    svgs.push(await ticketQrSvg(pass.code));
    pngs.push(await ticketQrPng(pass.code));
    await yieldToLoop();
  }
  return {
    html: renderTourTicketHtml(view, svgs),
    pdf: await renderTourTicketPdf(view, pngs),
    passes: view.passes.map((pass, i) => ({ ...pass, qrSvg: svgs[i]! })),
  };
}
