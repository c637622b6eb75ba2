import jsQR from 'jsqr';
import nodemailer, { type Transporter } from 'nodemailer';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createTransportSender } from '../../../notify/email-sender';
import type { DrawnOutboxMessage, OutboxMessage } from '../../../notify/outbox';
import { tourTicketEmail } from './tour-ticket-email';
import { tourTicketView } from './tour-ticket.test-fixture';
import type { TourTicketView } from './tour-ticket-view';

// The confirmation e-mail as the traveller reads it: both parts, the QR images inline, the files attached.

const pdf = Buffer.from('%PDF-1.7 tour ticket');
const spanish = tourTicketEmail(tourTicketView('es'), pdf);
const english = tourTicketEmail(tourTicketView('en'), pdf);
const passCodes = tourTicketView('es').passes.map((pass) => pass.code);
const attachment = (message: DrawnOutboxMessage, filename: string) => message.attachments?.find((a) => a.filename === filename);
const decodeQr = (base64: string) => {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe('the tour confirmation e-mail', () => {
  it('says the same in both parts: the booking, each tour with its meeting point and map, the payment and the ticket link', () => {
    expect(spanish.recipient).toBe('maria@correo.mx');
    expect(spanish.subject).toBe('Ruta Bahía: tu boleto de tour, reservación T7K2QX');
    const html = spanish.html!;
    for (const [text, markup] of [
      ['Tu reservación T7K2QX está confirmada.', 'Tu reservación T7K2QX está confirmada.'],
      ['Avistamiento de ballenas', 'Avistamiento de ballenas'],
      ['Fecha: sábado 2026/12/05', '<th align="left" style="padding:2px 12px 2px 0;vertical-align:top">Fecha</th><td style="padding:2px 12px 2px 0;vertical-align:top">sábado 2026/12/05</td>'],
      ['Personas: 2 adultos, 1 menor (3-12 años), 1 infante (0-2 años)', '2 adultos, 1 menor (3-12 años), 1 infante (0-2 años)'],
      ['Terminal Nuevo Vallarta, Blvd. Nuevo Vallarta 12, Nayarit. Preséntate a las 7:15 AM.', 'Preséntate a las 7:15 AM'],
      ['Ver en el mapa: https://www.google.com/maps/search/?api=1&query=20.6995,-105.2958', 'href="https://www.google.com/maps/search/?api=1&amp;query=20.6995,-105.2958">Ver en el mapa</a>'],
      ['Total pagado: $6,100.00 MXN', '$6,100.00 MXN'],
      ['Tarjeta terminada en: 4242', 'Tarjeta terminada en'],
      // The link that lets the contact cancel (My reservation with the booking's id), and says so.
      [
        'donde puedes cancelar la compra según la política de cada tour: https://rutabahia.example/administra-reservacion/mi-reservacion?tour=bk_01J9Z3TOURS',
        'href="https://rutabahia.example/administra-reservacion/mi-reservacion?tour=bk_01J9Z3TOURS"',
      ],
      ['Guarda este correo: su enlace es el que permite cancelar', 'Guarda este correo: su enlace es el que permite cancelar'],
    ]) {
      expect(spanish.body).toContain(text);
      expect(html).toContain(markup);
    }
    expect(spanish.body).toContain('- Pase T7K2QX-1-4, Infante (0-2 años), Avistamiento de ballenas, sábado 2026/12/05, 9:00 AM');
  });

  it('fits a phone and shows each person’s QR inline, as an image that scans to the pass code', () => {
    const html = spanish.html!;
    expect(html).toMatch(/^<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">/);
    // The HTML part names its links: a long address printed as text would widen it past a phone's screen.
    expect(html).not.toMatch(/>[^<]*https?:\/\//);
    for (const code of passCodes) {
      expect(html).toContain(`<img src="cid:qr-${code}@rutabahia.example" width="160" height="160" alt="QR Pase ${code}"`);
      const image = spanish.attachments!.find((a) => a.cid === `qr-${code}@rutabahia.example`)!;
      expect(image.contentType).toBe('image/png');
      expect(decodeQr(image.contentBase64)).toBe(code);
    }
  });

  it('attaches the PDF and a calendar file per tour', () => {
    expect(attachment(spanish, 'boleto-tour-T7K2QX.pdf')).toEqual({ filename: 'boleto-tour-T7K2QX.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') });
    const calendar = attachment(spanish, 'pueblo-magico-de-san-sebastian-2026-12-07.ics')!;
    expect(calendar.contentType).toBe('text/calendar; charset=utf-8');
    expect(Buffer.from(calendar.contentBase64, 'base64').toString()).toContain('DTSTART:20261207T134000Z');
    expect(attachment(spanish, 'avistamiento-de-ballenas-2026-12-05.ics')).toBeDefined();
  });

  it('is sent as one message: the QR images inline beside the HTML, the PDF and calendars as files', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let raw = '';
    const capture = { sendMail: async (options: object) => { raw = ((await transport.sendMail(options)) as { message: Buffer }).message.toString(); } };
    const stored: OutboxMessage = { ...spanish, id: 1, subject: spanish.subject ?? null, html: spanish.html ?? null, attachments: spanish.attachments ?? [], status: 'pending', attempts: 0, lastError: null, createdAt: new Date('2026-11-29T17:05:00Z'), sentAt: null };
    await createTransportSender(capture as unknown as Transporter).send(stored);
    raw = raw.replace(/\n[ \t]+/g, ' '); // unfolds the long headers
    expect(raw).toContain('multipart/related');
    expect(raw).toContain('Content-ID: <qr-T7K2QX-1-1@rutabahia.example>');
    expect(raw).toMatch(/Content-Disposition: inline; filename=qr-T7K2QX-2-4\.png/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=boleto-tour-T7K2QX\.pdf/);
    expect(raw).toContain('Content-Type: text/calendar; charset=utf-8; name=pueblo-magico-de-san-sebastian-2026-12-07.ics');
  });
});

describe('the English e-mail', () => {
  const view = tourTicketView('en');
  /** The brand and what the catalogue and the traveller wrote, which stay as written (names of places, people). */
  const typed = (v: TourTicketView) => ['Ruta Bahía', v.contact.firstName, v.contact.lastName, ...v.items.flatMap((item) => [item.productName, ...item.meetingPoints.flatMap((p) => [p.name, p.address, p.note])])].filter(Boolean);
  const ours = (message: DrawnOutboxMessage) => {
    let text = [message.subject, message.body, message.html!.replace(/<[^>]+>/g, ' '), ...message.attachments!.map((a) => a.filename)].join('\n');
    for (const value of typed(view)) text = text.replaceAll(value, ' ');
    // The site's addresses keep their Spanish segments (/itinerary/mi-reservacion): not words the traveller reads.
    return text.replace(/https?:\/\/\S+/g, ' ');
  };

  it('says it all in English, with the English My booking page', () => {
    expect(english.subject).toBe('Ruta Bahía: your tour ticket, booking T7K2QX');
    expect(english.body).toContain('Hello María,');
    expect(english.body).toContain('People: 2 adults, 1 minor (3-12 years), 1 infant (0-2 years)');
    expect(english.body).toContain('Be there at 8:30 AM.');
    expect(english.body).toContain('Paid with: Credit card');
    expect(english.body).toContain("where you can cancel the booking under each tour's policy: https://rutabahia.example/itinerary/mi-reservacion?tour=bk_01J9Z3TOURS&lang=en");
    expect(english.html).toMatch(/<a href="https:\/\/rutabahia\.example\/itinerary\/mi-reservacion\?tour=bk_01J9Z3TOURS&amp;lang=en"[^>]*>See or cancel my booking<\/a>/);
    expect(english.attachments!.filter((a) => !a.cid).map((a) => a.filename)).toEqual(['tour-ticket-T7K2QX.pdf', 'whale-watching-2026-12-05.ics', 'san-sebastian-a-magic-town-2026-12-07.ics']);
  });

  it('has no Spanish word of ours in it', () => {
    const text = ours(english);
    expect(text).not.toMatch(/[áéíóúñ¿¡]/i);
    expect(text).not.toMatch(/\b(hola|gracias|reservaci[oó]n|boleto|pases?|personas?|adultos?|menor(es)?|infantes?|fecha|inicio|duraci[oó]n|punto|encuentro|mapa|incluye|pol[ií]tica|pago|tarjeta|cr[eé]dito|pagado|horarios|calendario|ver)\b/i);
    // Guard the guard: the same check finds ours in the Spanish e-mail.
    expect(ours(spanish)).toMatch(/\b(reservaci[oó]n|boleto)\b/i);
  });
});
