import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { qrCodesInPdf } from '../../../../tests/support/pdf-qr-codes';
import { tourTicketDocuments } from './tour-ticket-documents';
import { tourTicketEmail } from './tour-ticket-email';
import { renderTourTicketHtml } from './tour-ticket-html';
import { tourTicketView } from './tour-ticket.test-fixture';

// What a traveller sees on the tour ticket's page and PDF, for the fixture's family (2 adults, 1 minor, 1 infant)
// on two tours: whale watching on Saturday 2026/12/05 at 9:00 (met 30 min before) and San Sebastián on Monday
// 2026/12/07 at 8:00 (met 20 or 45 min before, at two terminals).

const passCodes = ['T7K2QX-1-1', 'T7K2QX-1-2', 'T7K2QX-1-3', 'T7K2QX-1-4', 'T7K2QX-2-1', 'T7K2QX-2-2', 'T7K2QX-2-3', 'T7K2QX-2-4'];
const spanish = tourTicketDocuments(tourTicketView('es'));
const english = tourTicketDocuments(tourTicketView('en'));
const pdfText = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
const calendars = (html: string) => [...html.matchAll(/href="data:text\/calendar;charset=utf-8,([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));

describe('the tour ticket page (HTML)', () => {
  it('is a phone-ready page in Spanish with the booking, each tour, its people and its meeting point on the map', async () => {
    const { html } = await spanish;
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('<h1>Ruta Bahía</h1>');
    expect(html).toContain('<strong>Reservación: T7K2QX</strong><br>A nombre de: María Núñez');
    expect(html).toContain('<h2>Avistamiento de ballenas</h2>');
    expect(html).toContain('<dt>Fecha</dt><dd>sábado 2026/12/05</dd><dt>Inicio</dt><dd>9:00 AM</dd><dt>Duración</dt><dd>4 h</dd>');
    expect(html).toContain('<dd>2 adultos, 1 menor (3-12 años), 1 infante (0-2 años)</dd>');
    expect(html).toContain('<h2>Pueblo mágico de San Sebastián</h2>');
    expect(html).toContain('<dt>Fecha</dt><dd>lunes 2026/12/07</dd>');
    expect(html).toContain('<h3>Puntos de encuentro</h3>');
    expect(html).toContain('Preséntate a las 8:30 AM');
    expect(html).toContain('Preséntate a las 7:15 AM');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=20.6767,-105.2396"');
    expect(html).toContain('<li>Chaleco salvavidas</li>');
    expect(html).toContain('Reembolso total si cancelas hasta 24 horas antes del inicio');
  });

  it('shows one pass per person with its QR, and the payment', async () => {
    const { html, passes } = await spanish;
    expect(passes.map((pass) => pass.code)).toEqual(passCodes);
    for (const pass of passes) {
      expect(html).toContain(`<h3>Pase ${pass.code}</h3>`);
      expect(html).toContain(`aria-label="QR Pase ${pass.code}">${pass.qrSvg}`);
    }
    expect(new Set(passes.map((pass) => pass.qrSvg)).size).toBe(passCodes.length);
    expect(html).toContain('<dt>Persona</dt><dd>Infante (0-2 años)</dd>');
    expect(html).toContain('<dt>Forma de pago</dt><dd>Tarjeta de crédito</dd><dt>Tarjeta terminada en</dt><dd>4242</dd><dt>Total pagado</dt><dd>$6,100.00 MXN</dd><dt>Pagado el</dt><dd>2026/11/29 11:05 AM</dd>');
  });

  it('adds each tour to the calendar from the meeting time at the meeting point, as UTC instants', async () => {
    const [whales, town] = calendars((await spanish).html);
    // 8:30 AM in central Mexico (UTC-6) is 14:30 UTC; the tour ends at 13:00, 19:00 UTC.
    expect(whales).toContain('DTSTART:20261205T143000Z');
    expect(whales).toContain('DTEND:20261205T190000Z');
    expect(whales).toContain('LOCATION:Terminal Puerto Vallarta\\, Av. Las Palmas 300\\, Col. Las Mojoneras');
    expect(whales).toContain('SUMMARY:Avistamiento de ballenas');
    expect(town).toContain('DTSTART:20261207T134000Z');
  });

  it('is all in English for a booking made in English', async () => {
    const { html } = await english;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<strong>Booking: T7K2QX</strong><br>Booked by: María Núñez');
    expect(html).toContain('<dt>Date</dt><dd>Saturday 2026/12/05</dd><dt>Starts</dt><dd>9:00 AM</dd><dt>Duration</dt><dd>4 h</dd>');
    expect(html).toContain('<dd>2 adults, 1 minor (3-12 years), 1 infant (0-2 years)</dd>');
    expect(html).toContain('<dt>Duration</dt><dd>8 h 30 min</dd>');
    expect(html).toContain('Be there at 7:40 AM');
    expect(html).toContain('<h3>Pass T7K2QX-2-3</h3>');
    expect(html).toContain('<dt>Paid with</dt><dd>Credit card</dd><dt>Card ending in</dt><dd>4242</dd><dt>Total paid</dt><dd>MX$6,100.00</dd>');
    expect(html).toContain('>Add to calendar: Whale watching</a>');
  });

  it('names a store payment without a card, and an INAPAM senior', () => {
    const base = tourTicketView('en');
    const view = tourTicketView('en', {
      payment: { paymentType: 'oxxo', totalCents: 165000, cardLast4: null, paidAt: new Date('2026-11-30T02:30:00Z') },
      items: [{ ...base.items[0]!, quantities: { adult: 1, minor: 0, inapam: 2, infant: 0 } }],
    });
    const html = renderTourTicketHtml(view, []);
    // 02:30 UTC is 8:30 PM of the day before in central Mexico.
    expect(html).toContain('<dt>Paid with</dt><dd>Cash at OXXO</dd><dt>Total paid</dt><dd>MX$1,650.00</dd><dt>Paid on</dt><dd>2026/11/29 8:30 PM</dd>');
    expect(html).not.toContain('Card ending in');
    expect(html).toContain('<dd>1 adult, 2 INAPAM (seniors)</dd>');
    expect(tourTicketEmail(view, Buffer.from('%PDF')).body).toContain('Paid with: Cash at OXXO\nTotal paid: MX$1,650.00');
  });

  it('escapes what the traveller typed', () => {
    const view = tourTicketView('es', { contact: { firstName: '<script>x</script>', lastName: "O'Brien", email: 'a@b.mx', cellPhone: '1' } });
    const html = renderTourTicketHtml(view, []);
    expect(html).not.toContain('<script>x');
    expect(html).toContain('A nombre de: &lt;script&gt;x&lt;/script&gt; O&#39;Brien');
  });
});

describe('the tour ticket PDF', () => {
  it('is a PDF with the booking code, each tour and its meeting time, and the payment, in Spanish', async () => {
    const { pdf } = await spanish;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const said of [
      'Reservación: T7K2QX',
      'A nombre de: María Núñez',
      'Avistamiento de ballenas',
      'Fecha: sábado 2026/12/05',
      'Personas: 2 adultos, 1 menor (3-12 años), 1 infante (0-2 años)',
      'Preséntate a las 8:30 AM',
      'Pueblo mágico de San Sebastián',
      'Preséntate a las 7:15 AM',
      'Forma de pago: Tarjeta de crédito',
      'Tarjeta terminada en: 4242',
      'Total pagado: $6,100.00 MXN',
      'Pagado el: 2026/11/29 11:05 AM',
    ]) expect(text).toContain(said);
    // A PDF is passed on (printed, sent to the group): its link reads the booking, it cannot cancel it (the line
    // wraps the address; the extracted text has a space there).
    expect(text.replace(/\? /g, '?')).toContain('https://rutabahia.example/administra-reservacion/mi-reservacion?code=T7K2QX&token=KadAXVhcvepa_n_5Q4yYZL');
    expect(text).not.toContain('bk_01J9Z3TOURS');
  });

  it('prints a QR per person that scans to its pass code, in English too', async () => {
    const { pdf } = await english;
    expect(await qrCodesInPdf(pdf)).toEqual(passCodes);
    const text = await pdfText(pdf);
    for (const said of ['Booking: T7K2QX', 'Whale watching', 'San Sebastián, a magic town', 'Be there at 8:30 AM', 'Total paid: MX$6,100.00', 'Pass T7K2QX-2-4']) expect(text).toContain(said);
    expect(text.replace(/\? /g, '?')).toContain('/itinerary/mi-reservacion?code=T7K2QX&token=KadAXVhcvepa_n_5Q4yYZL&lang=en');
  });
});
