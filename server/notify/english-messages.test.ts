import { describe, expect, it } from 'vitest';
import type { NewOutboxMessage } from './outbox';
import { ticketConfirmationEmail } from './ticket-email';
import { cancellationEmail } from './cancel-email';
import { changeNotice, changeSubject } from './change-notice';
import { BRAND_NAME } from '../documents/ticket-document';
import { tourCancellationEmail } from '../services/tours/ticket/tour-cancel-email';
import { tourStoreLateEmail, tourStoreOrderEmail } from '../services/tours/ticket/tour-store-emails';
import { tourTicketEmail } from '../services/tours/ticket/tour-ticket-email';
import { tourTicketView } from '../services/tours/ticket/tour-ticket.test-fixture';
import { contactAcknowledgementEmail } from '../services/common/contact/contact-email';

// Every message the outbox sends a traveller who booked in English (docs/rules/site.md#display-formats): no Spanish
// left, pesos written MX$ (a bare "$" reads as dollars), dates yyyy/mm/dd and 12-hour times. The values a traveller
// typed or an operator named (people, terminals, tours) are the fixture's, in plain ASCII, so what is left is the
// template's own words.

const SPANISH = /\b(reservaci[oó]n|boletos?|asientos?|salida|llegada|pag[oa]r?|tarjeta|gracias|hola|correo|taquilla|reembolso|devolvemos|cancelaci[oó]n|puntos|factura|c[oó]digo|fecha|hora|pasajeros?|adulto|menor|abordaje|tienda|referencia|efectivo|diferencia|saldo|hasta|para|con|tus?|del?)\b|[áéíóúñ¿¡]/i;

/** Names the company or an operator gave, which stay as they are in every language. */
const properNames = [BRAND_NAME, 'San Sebastián'];

/** What a reader sees of a message: subject, text and the HTML's text, without proper names or addresses. */
function readable(message: NewOutboxMessage): string {
  const html = (message.html ?? '').replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;/g, ' ');
  return properNames.reduce((text, name) => text.replaceAll(name, ''), [message.subject ?? '', message.body, html].join('\n').replace(/https?:\/\/\S+/g, ' '));
}

function expectEnglish(message: NewOutboxMessage) {
  const text = readable(message);
  expect(text.match(SPANISH)?.[0] ?? null, text).toBeNull();
  // Pesos say MX$; a bare "$" only in US$.
  expect(text.match(/(?<![A-Z])\$\d/)?.[0] ?? null, text).toBeNull();
  // 12-hour times only, and dates as yyyy/mm/dd.
  expect(text.match(/\b([01]?\d|2[0-3]):[0-5]\d\b(?!\s?[AP]M)/)?.[0] ?? null, text).toBeNull();
  expect(text.match(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/)?.[0] ?? null, text).toBeNull();
}

const ticket = {
  code: 'ACD347-1', pin: '004217', type: 'E-ticket' as const, passengerName: 'Zoe Pena', passengerType: 'adult' as const, leg: 'departure' as const,
  origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', boardingAt: '2026-12-05T14:20:00', originAddress: 'Av. Las Palmas 300', seat: 12, priceCents: 123450,
};
const reservation = { code: 'ACD347', contactName: 'Zoe Pena', issuedAt: new Date('2026-12-01T18:00:00Z'), contactEmail: 'zoe@example.com' };
const asciiTour = tourTicketView('en', { contact: { firstName: 'Mary', lastName: 'Nunez', email: 'mary@example.com', cellPhone: '3221234567' } });

describe('the messages to an English traveller', () => {
  it('the tickets e-mail, with a store order to pay', () => {
    expectEnglish(
      ticketConfirmationEmail({
        recipient: 'zoe@example.com', reservation, tickets: [ticket], lang: 'en',
        link: { url: 'https://rutabahia.example/t?token=x', expiresAt: new Date('2026-12-12T00:00:00Z') },
        storeOrder: { reference: '93000000000000012345', amountCents: 123450, deadline: new Date('2026-12-02T18:00:00Z'), lang: 'en' },
      }),
    );
  });

  it('the cancellation e-mail, its refund and the points given back', () => {
    for (const refundTo of ['card', 'store_credit', 'none'] as const) {
      for (const rule of ['unpaid', 'in_time', 'late', 'unused_return'] as const) {
        expectEnglish(cancellationEmail({ recipient: 'zoe@example.com', code: 'ACD347', lang: 'en', ticketNumbers: ['ACD347-1'], refundCents: 92500, refundTo, reference: 'SC-1234', pointsBackCents: 10000, rule }));
      }
    }
  });

  it('the schedule change notice, however it was settled', () => {
    for (const settledBy of ['none', 'card_charge', 'card_refund', 'store_credit'] as const) {
      const change = { leg: 'departure' as const, openDate: false, differenceCents: 17000, settledBy, reference: 'SC-1234' };
      const [intro, settled] = changeNotice('en', 'ACD347', change, [ticket]);
      expectEnglish({ channel: 'email', recipient: 'zoe@example.com', template: 'change', subject: changeSubject('en', 'ACD347', change), body: `${intro}\n${settled}` });
    }
  });

  it('the tour e-mails: tickets, the store order, cash that came late, the cancellation', () => {
    expectEnglish(tourTicketEmail(asciiTour, Buffer.from('%PDF-')));
    expectEnglish(tourStoreOrderEmail(asciiTour, { reference: '93000000000000012345', deadline: new Date('2026-12-02T18:00:00Z') }));
    expectEnglish(tourStoreLateEmail(asciiTour, { reference: '93000000000000012345', amountCents: 610000, deadline: new Date('2026-12-02T18:00:00Z') }));
    for (const refundTo of ['card', 'office', 'points', 'none'] as const) {
      expectEnglish(tourCancellationEmail({ lang: 'en', recipient: 'mary@example.com', code: 'T7K2QX', tours: ['Whale watching, 2026/12/12 9:30 AM'], refundCents: 610000, refundTo, pointsBackCents: 30000, storeReference: '93000000000000012345' }));
    }
  });

  it('the acknowledgement of a message to the contact centre', () => {
    expectEnglish(
      contactAcknowledgementEmail(7, { name: 'Zoe Pena', email: 'zoe@example.com', phone: null, topic: 'other', reservationCode: null, message: 'Hello', lang: 'en', receivedAt: new Date('2026-12-01T18:00:00Z') }, 'en'),
    );
  });
});
