import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { parseTicketQrPayload } from '../../domain/tickets/ticket-codes';
import { renderTicketPdf } from '../documents/ticket-pdf';
import { drawAttachments } from './outbox';
import { ticketConfirmationEmail } from './ticket-email';

const ticket = { code: 'ACD347-1', pin: '004217', type: 'E-ticket' as const, passengerName: 'Zoë Peña', passengerType: 'adult' as const, leg: 'departure' as const, origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', boardingAt: '2026-12-05T14:20:00', originAddress: 'Av. Las Palmas 300', seat: 12, priceCents: 123450 };
const reservation = { code: 'ACD347', contactName: 'Zoë Peña', issuedAt: new Date('2026-12-01T18:00:00Z'), contactEmail: 'zoe@example.com' };
const email = (lang: 'es' | 'en') => ticketConfirmationEmail({ recipient: 'zoe@example.com', reservation, tickets: [ticket], lang, link: { url: 'https://rutabahia.example/t?token=<x>', expiresAt: new Date('2026-12-12T00:00:00Z') } });

describe('the confirmation e-mail', () => {
  it('has a text part and an HTML part that both name the passenger, seat, boarding time and terminal', () => {
    const message = email('es');
    expect(message.body).toContain('ACD347-1 (E-ticket) Puerto Vallarta → Guadalajara, 2026/12/05 2:30 PM (abordaje 2:20 PM), asiento 12, Zoë Peña, Adulto');
    expect(message.html).toMatch(/^<!doctype html><html lang="es">/);
    for (const part of ['Zoë Peña', 'Abordaje (10 min antes)', '2:20 PM', 'Av. Las Palmas 300', 'Ver mis boletos']) expect(message.html).toContain(part);
    // The link is escaped in the HTML part like any other value.
    expect(message.html).toContain('href="https://rutabahia.example/t?token=&lt;x&gt;"');
    expect(message.html).toContain('El botón abre tus boletos hasta el 2026/12/12; no compartas este correo.');
    expect(message.html).not.toMatch(/>[^<]*https?:\/\//);
  });

  it('links the invoicing screen opened by the link token, in both parts', () => {
    const url = 'https://rutabahia.example/facturacion?code=ACD347&token=abc&lang=en';
    const message = ticketConfirmationEmail({ recipient: 'zoe@example.com', reservation, tickets: [ticket], lang: 'en', invoiceUrl: url });
    expect(message.body).toContain(`Invoice your purchase here: ${url}`);
    expect(message.html).toContain(`<a href="${url.replaceAll('&', '&amp;')}">Invoice your purchase</a>`);
    // The HTML part names its links and never prints a long address, which would widen it past a phone.
    expect(message.html).not.toMatch(/>[^<]*https?:\/\//);
  });

  it('is written in English for a reservation booked in English', () => {
    const message = email('en');
    expect(message.subject).toBe('Ruta Bahía: your tickets, reservation ACD347');
    expect(message.body).toContain('Thank you for travelling with Ruta Bahía.');
    expect(message.html).toContain('Boarding (10 min before)');
    expect(message.attachments?.[0]?.filename).toBe('tickets-ACD347.pdf');
  });
});

/** The PNG's QR code, read as a phone's camera would. */
function decodeQr(base64: string): string | null {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('the e-mail on a phone', () => {
  it("shows each boarding ticket's QR inside the HTML, an inline image that decodes to its code and PIN", async () => {
    const second = { ...ticket, code: 'ACD347-2', pin: '918273', seat: 13 };
    const pend = { ...ticket, code: 'ACD347-3', pin: null, type: 'PEND' as const };
    const message = ticketConfirmationEmail({ recipient: 'zoe@example.com', reservation, tickets: [ticket, second, pend], lang: 'en' });
    const images = (await drawAttachments(message.attachments!, renderTicketPdf)).filter((a) => a.contentType === 'image/png');
    expect(images.map((image) => parseTicketQrPayload(decodeQr(image.contentBase64) ?? ''))).toEqual([
      { code: 'ACD347-1', pin: '004217' },
      { code: 'ACD347-2', pin: '918273' },
    ]);
    for (const image of images) expect(message.html).toContain(`<img src="cid:${image.cid}"`);
    // A PEND does not board: no QR for it.
    expect(message.html!.match(/<img /g)).toHaveLength(2);
    expect(message.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
  });
});

describe('the e-mail after a change in my reservation', () => {
  const moved = { ...ticket, departureAt: '2026-12-06T09:00:00', boardingAt: '2026-12-06T08:50:00', seat: 20 };
  const changed = (lang: 'es' | 'en', change: Parameters<typeof ticketConfirmationEmail>[0]['change']) =>
    ticketConfirmationEmail({ recipient: 'zoe@example.com', reservation, tickets: [moved], lang, change });

  it('says which trip moved, when it leaves now and how the difference was settled, in the booking’s language', () => {
    const es = changed('es', { leg: 'departure', openDate: false, differenceCents: -12000, settledBy: 'store_credit', reference: 'SC-12AB' });
    expect(es.template).toBe('schedule_changed');
    expect(es.subject).toBe('Ruta Bahía: cambio de horario, reservación ACD347');
    expect(es.body).toContain('Tu viaje de ida de la reservación ACD347 cambió: ahora sale el 2026/12/06 a las 9:00 AM.');
    expect(es.body).toContain('Tienes $120.00 MXN de saldo a favor para tu próxima compra en taquilla, con el código SC-12AB.');
    expect(es.body).not.toContain('está confirmada');
    expect(es.html).toContain('Asiento</th><td style="padding:2px 12px 2px 0;vertical-align:top">20</td>');
    const en = changed('en', { leg: 'departure', openDate: true, differenceCents: 0, settledBy: 'none', reference: null });
    expect(en.subject).toBe('Ruta Bahía: date confirmed, reservation ACD347');
    expect(en.body).toContain('We confirmed the date of your outbound trip of reservation ACD347: it leaves on 2026/12/06 at 9:00 AM.');
    expect(en.html).toContain('No fare difference.');
    expect(en.attachments?.[0]?.filename).toBe('tickets-ACD347.pdf');
  });
});

describe('what every ticket says alike', () => {
  it("names an infant's lap and the shuttle bought with the trip", () => {
    const infant = { ...ticket, code: 'ACD347-2', pin: '918273', passengerType: 'infant' as const, passengerName: 'Leo Peña', seat: null, priceCents: 0, shuttle: 'Plaza Galerías' };
    const message = ticketConfirmationEmail({ recipient: 'zoe@example.com', reservation, tickets: [infant], lang: 'es' });
    expect(message.body).toContain('Sin asiento (en brazos), Leo Peña, Infante, 0 a 2 años, $0.00, Conexión shuttle → Plaza Galerías');
    expect(message.html).toContain('Conexión shuttle</th><td style="padding:2px 12px 2px 0;vertical-align:top">Plaza Galerías');
  });
});
