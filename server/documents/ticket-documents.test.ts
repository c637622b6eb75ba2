import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { barRuns, storeBarcode } from '../../domain/payments/store-barcode';
import { parseTicketQrPayload } from '../../domain/tickets/ticket-codes';
import { renderTicketHtml } from './ticket-html';
import { renderTicketPdf } from './ticket-pdf';
import type { TicketDocumentReservation, TicketDocumentTicket } from './ticket-document';
import { ticketQrPng } from './ticket-qr';
import { qrCodesInPdf } from '../../tests/support/pdf-qr-codes';

const reservation: TicketDocumentReservation = { code: 'ACD347', contactName: 'María Núñez', issuedAt: new Date('2026-12-01T18:00:00Z') };
const base = { passengerType: 'adult', leg: 'departure', origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00' } as const;
const tickets: TicketDocumentTicket[] = [
  { ...base, code: 'ACD347-1', pin: '004217', type: 'E-ticket', passengerName: 'María Núñez', seat: 12, priceCents: 123450 },
  { ...base, code: 'ACD347-2', pin: '918273', type: 'E-ticket', passengerName: 'Pepe Núñez', passengerType: 'minor', seat: 13, priceCents: 61725 },
];

describe('ticket PDF', () => {
  it('is a PDF whose text has the brand, the reservation code, each ticket and the conditions', async () => {
    const pdf = await renderTicketPdf(reservation, tickets, 'es');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('Ruta Bahía');
    expect(text).toContain('ACD347');
    expect(text).toContain('Boleto ACD347-1');
    expect(text).toContain('$1,234.50');
    expect(text).toContain('$617.25');
    expect(text).toContain('2026/12/05');
    expect(text).toContain('2:30 PM');
    expect(text).toContain('Asiento');
    expect(text).toContain('Menor, 3 a 12 años');
    expect(text).toContain('Condiciones de transporte');
    expect(text).toContain('10 minutos antes');
    expect(text).toContain('personal e intransferible');
  });

  it('carries one QR per ticket that decodes to its code and PIN', async () => {
    const pdf = await renderTicketPdf(reservation, tickets, 'en');
    const decoded = (await qrCodesInPdf(pdf)).map(parseTicketQrPayload);
    expect(decoded).toEqual([
      { code: 'ACD347-1', pin: '004217' },
      { code: 'ACD347-2', pin: '918273' },
    ]);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('Conditions of carriage');
    expect(text).toContain('Outbound: Puerto Vallarta');
  });

  it('gives a PEND no QR and tells the holder when to pay', async () => {
    const pend: TicketDocumentTicket = {
      ...base,
      code: 'ACD347-1',
      pin: null,
      type: 'PEND',
      passengerName: 'Ana',
      seat: 4,
      priceCents: 50000,
      pend: { appearBy: '2026-12-05T14:00:00', holdUntil: '2026-12-05T14:15:00' },
    };
    const pdf = await renderTicketPdf(reservation, [pend], 'en');
    expect(await qrCodesInPdf(pdf)).toEqual([]);
    const { text: lines } = await extractText(new Uint8Array(pdf), { mergePages: true });
    const text = lines.replace(/\s+/g, ' ');
    expect(text).toContain('not valid for travel');
    expect(text).toContain('2:00 PM');
  });

  it("names a store payment's one deadline, with its day, never an appear-by time after it", async () => {
    const pend: TicketDocumentTicket = {
      ...base,
      code: 'ACD347-1',
      pin: null,
      type: 'PEND',
      passengerName: 'Ana',
      seat: 4,
      priceCents: 50000,
      pend: { appearBy: '2026-12-05T14:00:00', holdUntil: '2026-12-02T22:14:00' },
    };
    for (const [lang, said] of [['en', 'Pay before 2026/12/02 10:14 PM'], ['es', 'Paga antes del 2026/12/02 10:14 PM']] as const) {
      const pdf = await renderTicketPdf(reservation, [pend], lang);
      const { text: lines } = await extractText(new Uint8Array(pdf), { mergePages: true });
      const text = lines.replace(/\s+/g, ' ');
      expect(text).toContain(said);
      expect(text).not.toContain('2:00 PM');
      // Not yet an E-ticket: the document's title says what it is.
      expect(text).toContain(lang === 'en' ? 'Reservation awaiting payment' : 'Reservación pendiente de pago');
      expect(text).not.toMatch(/Ruta Bahía (E-ticket|Boleto electrónico)/);
      expect(await renderTicketHtml(reservation, [pend], lang)).toContain(said);
    }
  });

  it("names a store payment's deadline alone even when it is the seat's last minute, after the office's appear-by time", async () => {
    // Bought the day before: the store takes the cash until the hold limit, 15 minutes before departure.
    const pend: TicketDocumentTicket = { ...base, code: 'ACD347-1', pin: null, type: 'PEND', passengerName: 'Ana', seat: 4, priceCents: 50000, pend: { appearBy: '2026-12-05T14:00:00', holdUntil: '2026-12-05T14:15:00', atStore: true } };
    for (const [lang, said, office] of [['en', 'Pay before 2026/12/05 2:15 PM', 'Come and pay by'], ['es', 'Paga antes del 2026/12/05 2:15 PM', 'Preséntate a pagar']] as const) {
      const { text: lines } = await extractText(new Uint8Array(await renderTicketPdf(reservation, [pend], lang)), { mergePages: true });
      const text = lines.replace(/\s+/g, ' ');
      expect(text).toContain(said);
      expect(text).not.toContain(office);
      expect(text).not.toContain('2:00 PM');
    }
  });

  it("says of an infant, an open ticket and a shuttle what the tickets page says", async () => {
    const infant: TicketDocumentTicket = { ...base, code: 'ACD347-3', pin: '111222', type: 'E-ticket', passengerName: 'Leo Núñez', passengerType: 'infant', seat: null, priceCents: 0, shuttle: 'Plaza Galerías' };
    const open: TicketDocumentTicket = { ...base, code: 'ACD347-4', pin: '333444', type: 'E-ticket', passengerName: 'María Núñez', seat: null, departureAt: null, priceCents: 100000, validUntil: '2027-12-01' };
    const said = {
      es: ['Asiento: Sin asiento (en brazos)', 'Tipo de pasajero: Infante, 0 a 2 años', 'Conexión shuttle: Plaza Galerías', 'Asiento: Abierto', 'Fecha: Abierta: elige la fecha en Mi reservación o en taquilla'],
      en: ['Seat: No seat (on lap)', 'Passenger type: Infant, 0 to 2 years', 'Shuttle connection: Plaza Galerías', 'Seat: Open', 'Date: Open: choose the date in My reservation or at the ticket office'],
    };
    for (const lang of ['es', 'en'] as const) {
      const { text: lines } = await extractText(new Uint8Array(await renderTicketPdf(reservation, [infant, open], lang)), { mergePages: true });
      const text = lines.replace(/\s+/g, ' ');
      for (const line of said[lang]) expect(text).toContain(line);
    }
  });

  it('paginates ten passengers', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...tickets[0]!, code: `ACD347-${i + 1}`, seat: i + 1 }));
    const pdf = await renderTicketPdf(reservation, many, 'es');
    expect((await qrCodesInPdf(pdf)).length).toBe(10);
  });

  it('renders the same QR as a PNG that decodes', async () => {
    const png = PNG.sync.read(await ticketQrPng('RB:ACD347-1:004217'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe('RB:ACD347-1:004217');
  });
});

describe('ticket HTML', () => {
  it('is a printable page with the code, the tickets, a QR per ticket and the conditions', async () => {
    const html = await renderTicketHtml(reservation, tickets, 'en');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('Reservation: ACD347');
    expect(html).toContain('Ticket ACD347-2');
    expect(html).toContain('$1,234.50');
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).toContain('personal and non-transferable');
    expect(html).toContain('@media print');
  });

  it('escapes what travellers typed', async () => {
    const html = await renderTicketHtml({ ...reservation, contactName: '<script>alert(1)</script>' }, [{ ...tickets[0]!, passengerName: 'O\'Brien & "Co" <b>' }], 'es');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('O&#39;Brien &amp; &quot;Co&quot; &lt;b&gt;');
  });
});

describe('documents a traveller keeps (docs/rules/tickets-and-documents.md#documents-in-the-travellers-language)', () => {
  const company = { name: 'Ruta Bahía', legalName: 'Ruta Bahía Autotransportes, S.A. de C.V.', taxId: 'RBA120315KM3', phone: '322 226 7100' };
  const order = { method: 'oxxo', status: 'order_generated' as const, totalCents: 185175, charged: null, orderReference: '93123456789012', orderDeadline: '2026-12-04T14:00:00' };
  const full = { ...reservation, contactEmail: 'maria@correo.mx', company, payment: order };
  const located = tickets.map((ticket) => ({ ...ticket, boardingAt: '2026-12-05T14:20:00', originAddress: 'Av. Las Palmas 300, Col. Las Mojoneras', serviceClass: 'Ejecutivo 2+1' }));

  it('prints every character in the PDF (an embedded Unicode font), with boarding, address, class, what is due and the seller', async () => {
    const { text: lines } = await extractText(new Uint8Array(await renderTicketPdf(full, located, 'es')), { mergePages: true });
    const text = lines.replace(/\s+/g, ' ');
    expect(text).toContain('Ida: Puerto Vallarta → Guadalajara');
    expect(text).not.toContain("!'");
    expect(text).toContain('Pasajero: María Núñez');
    expect(text).toContain('Pasajero: Pepe Núñez');
    expect(text).toContain('Abordaje (10 min antes): 2:20 PM');
    expect(text).toContain('Sale de: Puerto Vallarta, Av. Las Palmas 300, Col. Las Mojoneras');
    expect(text).toContain('Clase: Ejecutivo 2+1');
    expect(text).toContain('Total a pagar: $1,851.75 MXN');
    expect(text).toContain('Referencia para pagar en tienda: 93123456789012');
    expect(text).toContain('Paga antes de: 2026/12/04 2:00 PM');
    expect(text).toContain('RFC RBA120315KM3');
  });

  it('says what a foreign card was charged, in USD', async () => {
    const paid = { ...full, payment: { ...order, method: 'card', status: 'approved' as const, charged: { cents: 10234, currency: 'USD' }, orderReference: null, orderDeadline: null } };
    const html = await renderTicketHtml(paid, located, 'en');
    expect(html).toContain('<dt>Total paid</dt><dd>MX$1,851.75</dd>');
    expect(html).toContain('<dt>Charged to your card</dt><dd>US$102.34 USD</dd>');
    expect(html).not.toContain('class="barcode"');
  });

  it('draws a store reference in the HTML as the Code 128 bars of its digits', async () => {
    const html = await renderTicketHtml(full, located, 'es');
    const modules = storeBarcode('93123456789012')!.modules;
    const bars = [...html.matchAll(/<rect x="(\d+)" y="0" width="(\d+)" height="60"\/>/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(bars).toEqual(barRuns(modules));
    expect(html).toContain('aria-label="93123456789012"');
  });
});

describe('a cancelled ticket', () => {
  const cancelled: TicketDocumentTicket = { ...tickets[1]!, cancelled: true };

  it('is stamped CANCELLED on the PDF, with no QR or PIN, beside a valid one that keeps both', async () => {
    const pdf = await renderTicketPdf(reservation, [tickets[0]!, cancelled], 'en');
    expect((await qrCodesInPdf(pdf)).map(parseTicketQrPayload)).toEqual([{ code: 'ACD347-1', pin: '004217' }]);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('Ticket ACD347-2 · CANCELLED');
    expect(text).not.toContain('918273');
  });

  it('is stamped CANCELADO on the HTML, and a document of only cancelled tickets says the reservation is cancelled', async () => {
    const html = await renderTicketHtml(reservation, [cancelled], 'es');
    expect(html).toContain('<p class="mark">CANCELADO</p>');
    expect(html).toContain('Reservación cancelada');
    expect(html).not.toContain('918273');
    expect(html).not.toContain('aria-label="QR');
  });
});
