import { describe, expect, it } from 'vitest';
import { cancellationEmail, type CancelEmailArgs } from './cancel-email';

// The cancellation e-mail of a paid bus reservation (decision 070): the rule that priced the refund, the amount and
// where it went (the card, store credit, points), in the traveller's language, alike in the text and the HTML.

const base: CancelEmailArgs = { recipient: 'ana@example.mx', code: 'ACD347', lang: 'es', ticketNumbers: ['ACD347-1'], refundCents: 92500, refundTo: 'card', reference: 're_1', rule: 'in_time' };
const parts = (args: CancelEmailArgs) => {
  const message = cancellationEmail(args);
  return [message.body, message.html!.replace(/<[^>]+>/g, '\n')];
};

describe('the cancellation e-mail says the rule, the amount and where it went', () => {
  it('in Spanish: whole 24 hours before, to the card', () => {
    for (const part of parts(base)) {
      expect(part).toContain('Cancelaste 24 horas o más antes de la salida: te devolvemos el 100% de lo que pagaste por estos boletos.');
      expect(part).toContain('Reembolsamos $925.00 MXN a la tarjeta con la que pagaste');
    }
  });

  it('in English: half later, as store credit with its code', () => {
    for (const part of parts({ ...base, lang: 'en', rule: 'late', refundCents: 46250, refundTo: 'store_credit', reference: 'SC-AB12' })) {
      expect(part).toContain('You cancelled less than 24 hours before departure: we refund 50% of the price of the tickets on that bus');
      expect(part).toContain('You have MX$462.50 of store credit for your next purchase at the ticket office, with code SC-AB12.');
      expect(part).not.toContain('100% of what you paid');
    }
  });

  it('the unused return of a round trip at 50%, with the points share given back', () => {
    for (const part of parts({ ...base, rule: 'unused_return', refundCents: 30000, pointsBackCents: 15000 })) {
      expect(part).toContain('Ya viajaste la ida: te devolvemos el 50% del precio del regreso, que no usaste.');
      expect(part).toContain('Reembolsamos $300.00 MXN a la tarjeta');
      expect(part).toContain('Devolvimos 150.00 PTS a tu saldo de viajero frecuente.');
    }
    for (const part of parts({ ...base, lang: 'en', rule: 'unused_return', refundCents: 0, refundTo: 'none', pointsBackCents: 15000 })) {
      expect(part).toContain('You travelled the outbound trip: we refund 50% of the price of the return, which you did not use.');
      expect(part).toContain('We gave 150.00 PTS back to your frequent traveller balance.');
      expect(part).not.toContain('Nothing was charged');
    }
  });

  it('an unpaid reservation names no refund rule', () => {
    for (const part of parts({ ...base, rule: 'unpaid', refundCents: 0, refundTo: 'none', reference: null })) {
      expect(part).toContain('No se realizó ningún cobro por ellos, así que no hay reembolso.');
      expect(part).not.toMatch(/te devolvemos el (100|50)%/);
    }
  });
});
