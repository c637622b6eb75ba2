import PDFDocument from 'pdfkit';
import { registerTicketFonts } from '../../../documents/pdf-fonts';
import { definitionList, escapeHtml, ticketStyles } from '../../../documents/ticket-html';
import { collect, rowsOf } from '../../../documents/ticket-pdf';
import { ticketQrPng, ticketQrSvg } from '../../../documents/ticket-qr';
import type { OrderRow } from '../order/orders.queries';
import { formatMoneyMxn } from '../../../../domain/display-format';

// The adventure's ticket, PDF or HTML, in the bus and tour tickets' look (server/documents/: DejaVu Sans, blue
// headings): the partner's booking reference (also as a QR the operator scans), the activity and its departure,
// the people, what was paid (the tax factor included) and the contact. Every partner and traveller text is
// escaped in the HTML.

const BRAND = 'Ruta Bahía';
const MARGIN = 48;
const PRIMARY = '#1565c0';

const labels = {
  es: {
    title: 'Boleto de aventura',
    order: 'Orden',
    reference: 'Referencia del operador',
    activity: 'Actividad',
    option: 'Modalidad',
    date: 'Fecha',
    time: 'Hora de salida',
    people: 'Personas',
    party: (a: number, m: number) => `${a} ${a === 1 ? 'adulto' : 'adultos'}${m > 0 ? `, ${m} ${m === 1 ? 'menor' : 'menores'}` : ''}`,
    paid: 'Total pagado',
    includes: (f: number) => `Incluye impuestos y cargos de servicio (factor ${f})`,
    contact: 'Contacto',
    show: 'Muestra este boleto y la referencia del operador al llegar.',
  },
  en: {
    title: 'Adventure ticket',
    order: 'Order',
    reference: "Operator's reference",
    activity: 'Activity',
    option: 'Option',
    date: 'Date',
    time: 'Departure time',
    people: 'People',
    party: (a: number, m: number) => `${a} ${a === 1 ? 'adult' : 'adults'}${m > 0 ? `, ${m} ${m === 1 ? 'minor' : 'minors'}` : ''}`,
    paid: 'Total paid',
    includes: (f: number) => `Taxes and service fees included (factor ${f})`,
    contact: 'Contact',
    show: "Show this ticket and the operator's reference on arrival.",
  },
} as const;

export interface TicketInput {
  row: OrderRow;
  lang: 'es' | 'en';
  /** The name printed as the activity (the client's `name_tour`), else the partner's. */
  name?: string;
}

const money = (cents: number, lang: 'es' | 'en') => formatMoneyMxn(cents / 100, lang);

function rows({ row, lang, name }: TicketInput): Array<[string, string]> {
  const l = labels[lang];
  return [
    [l.reference, row.supplierReference ?? ''],
    [l.order, row.code],
    [l.activity, name ?? row.productName],
    [l.option, row.optionName],
    [l.date, row.startsAt.slice(0, 10)],
    [l.time, row.startsAt.slice(11, 16)],
    [l.people, l.party(row.adults, row.minors)],
    [l.paid, `${money(row.totalCents, lang)} · ${l.includes(Number(row.taxFactor))}`],
    [l.contact, `${row.contactFirstName} ${row.contactLastName} · ${row.contactEmail} · ${row.contactPhone}`],
  ];
}

export async function adventureTicketHtml(input: TicketInput): Promise<string> {
  const l = labels[input.lang];
  const qr = await ticketQrSvg(input.row.supplierReference ?? input.row.code);
  return `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(`${l.title} ${input.row.code}`)}</title><style>${ticketStyles}</style></head><body><h1>${escapeHtml(BRAND)}</h1><section class="ticket"><div><h2>${escapeHtml(l.title)}</h2>${definitionList(rows(input))}<p class="notice">${escapeHtml(l.show)}</p></div><div class="qr">${qr}<br>${escapeHtml(input.row.supplierReference ?? '')}</div></section></body></html>`;
}

export async function adventureTicketPdf(input: TicketInput): Promise<Buffer> {
  const l = labels[input.lang];
  const qr = await ticketQrPng(input.row.supplierReference ?? input.row.code);
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `${l.title} ${input.row.code}`, Author: BRAND } });
  registerTicketFonts(doc);
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(PRIMARY).font('Bold').fontSize(20).text(BRAND, MARGIN, MARGIN);
  doc.fontSize(14).text(l.title).moveDown(0.5).fillColor('black').font('Body').fontSize(11);
  const top = doc.y;
  doc.image(qr, MARGIN + width - 120, top, { width: 120 });
  doc.text('', MARGIN, top);
  rowsOf(doc, rows(input), width - 140);
  doc.moveDown(1).font('Oblique').text(l.show, MARGIN, Math.max(doc.y, top + 130), { width });
  doc.end();
  return done;
}
