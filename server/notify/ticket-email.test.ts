import { describe, expect, it } from 'vitest';
import { ticketConfirmationEmail } from './ticket-email';

const ticket = { code: 'ACD347-1', pin: '004217', type: 'E-ticket' as const, passengerName: 'Zoë Peña', passengerType: 'adult' as const, leg: 'departure' as const, origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', boardingAt: '2026-12-05T14:20:00', originAddress: 'Av. Las Palmas 300', seat: 12, priceCents: 123450 };
const reservation = { code: 'ACD347', contactName: 'Zoë Peña', issuedAt: new Date('2026-12-01T18:00:00Z'), contactEmail: 'zoe@example.com' };
const email = (lang: 'es' | 'en') => ticketConfirmationEmail({ recipient: 'zoe@example.com', reservation, tickets: [ticket], lang, pdf: Buffer.from('%PDF-'), link: { url: 'https://rutabahia.example/t?token=<x>', expiresAt: new Date('2026-12-12T00:00:00Z') } });

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
    const message = ticketConfirmationEmail({ recipient: 'zoe@example.com', reservation, tickets: [ticket], lang: 'en', pdf: Buffer.from('%PDF-'), invoiceUrl: url });
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
