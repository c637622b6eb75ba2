// The printed representation of a stamped CFDI: issuer, receiver, concepts, taxes and totals, the fiscal
// folio (UUID), the seals and the SAT verification QR. DejaVu Sans as the tickets (pdf-fonts.ts).
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatMoney } from '../../domain/display-format';
import { CFDI_USES, TAX_REGIMES } from '../../domain/invoicing/sat-catalogs';
import { registerTicketFonts } from '../documents/pdf-fonts';
import type { Cfdi } from './cfdi-types';
import type { Stamp } from './pac';

export type InvoiceLang = 'es' | 'en';

const MARGIN = 40;
const PRIMARY = '#1565c0';

const labels = {
  es: {
    title: 'Factura electrónica (CFDI 4.0)',
    issuer: 'Emisor',
    receiver: 'Receptor',
    regime: 'Régimen fiscal',
    use: 'Uso del CFDI',
    postalCode: 'Código postal',
    place: 'Lugar de expedición',
    date: 'Fecha de emisión',
    serie: 'Serie y folio',
    payment: 'Forma / método de pago',
    concept: 'Concepto',
    key: 'Clave SAT',
    amount: 'Importe',
    subtotal: 'Subtotal',
    iva: 'IVA trasladado 16%',
    ivaShort: 'IVA',
    total: 'Total',
    uuid: 'Folio fiscal (UUID)',
    stampedAt: 'Fecha de certificación',
    certificate: 'No. de certificado del emisor',
    satCertificate: 'No. de certificado del SAT',
    selloCfd: 'Sello digital del CFDI',
    selloSat: 'Sello digital del SAT',
    legend: 'Este documento es una representación impresa de un CFDI.',
  },
  en: {
    title: 'Electronic invoice (CFDI 4.0)',
    issuer: 'Issuer',
    receiver: 'Receiver',
    regime: 'Tax regime',
    use: 'CFDI use',
    postalCode: 'Postal code',
    place: 'Place of issue',
    date: 'Issued',
    serie: 'Series and number',
    payment: 'Payment form / method',
    concept: 'Concept',
    key: 'SAT key',
    amount: 'Amount',
    subtotal: 'Subtotal',
    iva: 'VAT transferred 16%',
    ivaShort: 'VAT',
    total: 'Total',
    uuid: 'Fiscal folio (UUID)',
    stampedAt: 'Certified',
    certificate: 'Issuer certificate number',
    satCertificate: 'SAT certificate number',
    selloCfd: 'CFDI digital seal',
    selloSat: 'SAT digital seal',
    legend: 'This document is a printed representation of a CFDI.',
  },
} as const;

/** SAT's verification address for a CFDI, encoded in the QR of its printed form. */
export function satVerificationUrl(cfdi: Cfdi, uuid: string, sello: string): string {
  const params = `id=${uuid}&re=${encodeURIComponent(cfdi.emisor.rfc)}&rr=${encodeURIComponent(cfdi.receptor.rfc)}&tt=${cfdi.total}&fe=${encodeURIComponent(sello.slice(-8))}`;
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${params}`;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

// The printed form names each catalogue key with SAT's own words (c_FormaPago, c_MetodoPago and the
// shared regime and use catalogues), so a reader needs no catalogue to read it. Only the payment forms
// the site takes (cfdi-build.ts FORMA_PAGO) are listed; another key is printed bare.
const FORMAS_PAGO: Record<string, string> = {
  '01': 'Efectivo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '28': 'Tarjeta de débito',
  '31': 'Intermediario pagos',
};
const METODOS_PAGO: Record<string, string> = { PUE: 'Pago en una sola exhibición', PPD: 'Pago en parcialidades o diferido' };

function keyed(key: string, description: string | undefined): string {
  return description ? `${key} · ${description}` : key;
}
const regime = (code: string) => keyed(code, TAX_REGIMES.find((r) => r.code === code)?.description);
const cfdiUse = (code: string) => keyed(code, CFDI_USES.find((u) => u.code === code)?.description);
/** `$4,310.34` (`MX$4,310.34` in English): the CFDI's amounts are plain decimals; the printed form writes them as the site does. */
const moneyIn = (lang: InvoiceLang) => (amount: string) => formatMoney(Number(amount), lang);

function pair(doc: PDFKit.PDFDocument, label: string, value: string, width: number) {
  doc.font('Bold').fontSize(9).text(`${label}: `, { continued: true, width }).font('Body').text(value);
}

export async function renderInvoicePdf(cfdi: Cfdi, sello: string, stamp: Stamp, lang: InvoiceLang): Promise<Buffer> {
  const l = labels[lang];
  const money = moneyIn(lang);
  const qr = await QRCode.toBuffer(satVerificationUrl(cfdi, stamp.uuid, sello), { errorCorrectionLevel: 'M', margin: 1, type: 'png', scale: 4 });
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `CFDI ${cfdi.serie}-${cfdi.folio} ${stamp.uuid}`, Author: cfdi.emisor.nombre }, lang });
  const done = collect(doc);
  registerTicketFonts(doc);
  const width = doc.page.width - 2 * MARGIN;

  doc.fillColor(PRIMARY).font('Bold').fontSize(16).text(l.title).fillColor('black');
  pair(doc, l.serie, `${cfdi.serie}-${cfdi.folio}`, width);
  pair(doc, l.date, cfdi.fecha, width);
  pair(doc, l.place, cfdi.lugarExpedicion, width);
  pair(doc, l.payment, `${keyed(cfdi.formaPago, FORMAS_PAGO[cfdi.formaPago])} / ${keyed(cfdi.metodoPago, METODOS_PAGO[cfdi.metodoPago])} · ${cfdi.moneda}`, width);
  doc.moveDown(0.5).fillColor(PRIMARY).font('Bold').fontSize(11).text(l.issuer).fillColor('black');
  pair(doc, 'RFC', `${cfdi.emisor.rfc} · ${cfdi.emisor.nombre}`, width);
  pair(doc, l.regime, regime(cfdi.emisor.regimenFiscal), width);
  doc.moveDown(0.5).fillColor(PRIMARY).font('Bold').fontSize(11).text(l.receiver).fillColor('black');
  pair(doc, 'RFC', `${cfdi.receptor.rfc} · ${cfdi.receptor.nombre}`, width);
  pair(doc, l.postalCode, cfdi.receptor.domicilioFiscalReceptor, width);
  pair(doc, l.regime, regime(cfdi.receptor.regimenFiscalReceptor), width);
  pair(doc, l.use, cfdiUse(cfdi.receptor.usoCFDI), width);

  doc.moveDown(0.5).fillColor(PRIMARY).font('Bold').fontSize(11).text(l.concept).fillColor('black').fontSize(9);
  for (const c of cfdi.conceptos) {
    doc.font('Body').text(`${c.claveProdServ} · ${c.claveUnidad} · ${c.cantidad} × ${c.descripcion}`, { width: width - 120, continued: false });
    doc.moveUp().text(`${money(c.importe)} + ${l.ivaShort} ${money(c.traslado.importe)}`, { align: 'right', width });
  }
  doc.moveDown(0.5);
  pair(doc, l.subtotal, money(cfdi.subTotal), width);
  pair(doc, l.iva, money(cfdi.impuestos.totalImpuestosTrasladados), width);
  doc.font('Bold').fontSize(11).text(`${l.total}: ${money(cfdi.total)}${lang === 'en' ? '' : ` ${cfdi.moneda}`}`);

  doc.moveDown(0.5);
  const top = doc.y;
  doc.image(qr, MARGIN, top, { width: 110 });
  const textX = MARGIN + 120;
  doc.x = textX;
  doc.y = top;
  const right = width - 120;
  pair(doc, l.uuid, stamp.uuid, right);
  pair(doc, l.stampedAt, stamp.fechaTimbrado, right);
  pair(doc, l.certificate, cfdi.noCertificado, right);
  pair(doc, l.satCertificate, stamp.noCertificadoSat, right);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + 120);
  doc.font('Bold').fontSize(8).text(l.selloCfd).font('Body').fontSize(6).text(sello, { width });
  doc.font('Bold').fontSize(8).text(l.selloSat).font('Body').fontSize(6).text(stamp.selloSat, { width });
  doc.moveDown(0.5).font('Oblique').fontSize(8).text(l.legend, { width });
  doc.end();
  return done;
}
