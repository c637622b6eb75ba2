import { formatMoney, formatPoints } from '../../domain/display-format';
import type { CancelRule } from '../../domain/itinerary/cancel-rules';
import { BRAND_NAME } from '../documents/ticket-document';
import { escapeHtml } from '../documents/ticket-html';
import type { NewOutboxMessage } from './outbox';

// The e-mail that says a reservation's tickets were cancelled (docs/rules/my-reservation.md#cancelling): which tickets, the
// rule that priced the refund (decision 070: the one the page said before the traveller confirmed), and what comes back
// and where (the card, store credit, points), in the booking's language; a text part and an HTML part that say the
// same, the HTML sized for a phone.

type Lang = 'es' | 'en';

const copy = {
  es: {
    subject: (code: string) => `${BRAND_NAME}: cancelaste boletos de la reservación ${code}`,
    greeting: 'Hola:',
    intro: (code: string, numbers: string) => `Cancelamos los boletos ${numbers} de tu reservación ${code}; sus asientos quedaron libres.`,
    void: (numbers: string) => `Boletos CANCELADOS: ${numbers}. Ya no sirven para abordar: sus códigos QR y PIN quedaron anulados.`,
    rule: {
      unpaid: null,
      in_time: 'Cancelaste 24 horas o más antes de la salida: te devolvemos el 100% de lo que pagaste por estos boletos.',
      late: 'Cancelaste a menos de 24 horas de la salida: te devolvemos el 50% del precio de los boletos de ese autobús (el 100% de los que salían en 24 horas o más).',
      unused_return: 'Ya viajaste la ida: te devolvemos el 50% del precio del regreso, que no usaste.',
    },
    points: (points: string) => `Devolvimos ${points} a tu saldo de viajero frecuente.`,
    none: 'No se realizó ningún cobro por ellos, así que no hay reembolso.',
    card: (amount: string) => `Reembolsamos ${amount} MXN a la tarjeta con la que pagaste; puede tardar unos días en verse en tu estado de cuenta.`,
    credit: (amount: string, reference: string) => `Te damos ${amount} MXN de saldo a favor para tu próxima compra en taquilla, con el código ${reference}.`,
  },
  en: {
    subject: (code: string) => `${BRAND_NAME}: you cancelled tickets of reservation ${code}`,
    greeting: 'Hello,',
    intro: (code: string, numbers: string) => `We cancelled tickets ${numbers} of your reservation ${code}; their seats are free again.`,
    void: (numbers: string) => `CANCELLED tickets: ${numbers}. They are no longer valid for boarding: their QR codes and PINs are void.`,
    rule: {
      unpaid: null,
      in_time: 'You cancelled 24 hours or more before departure: we refund 100% of what you paid for these tickets.',
      late: 'You cancelled less than 24 hours before departure: we refund 50% of the price of the tickets on that bus (100% of those leaving 24 hours or more later).',
      unused_return: 'You travelled the outbound trip: we refund 50% of the price of the return, which you did not use.',
    },
    points: (points: string) => `We gave ${points} back to your frequent traveller balance.`,
    none: 'Nothing was charged for them, so there is no refund.',
    card: (amount: string) => `We refunded ${amount} to the card you paid with; it may take a few days to show on your statement.`,
    credit: (amount: string, reference: string) => `You have ${amount} of store credit for your next purchase at the ticket office, with code ${reference}.`,
  },
} as const;

export interface CancelEmailArgs {
  recipient: string;
  code: string;
  lang: Lang;
  ticketNumbers: string[];
  refundCents: number;
  refundTo: 'none' | 'card' | 'store_credit';
  reference: string | null;
  /** Points given back to the member's balance (their share of the refund), in hundredths. */
  pointsBackCents?: number;
  /** The rule that priced the refund (domain/itinerary/cancel-rules.ts); an unpaid reservation names none. */
  rule: CancelRule;
}

export function cancellationEmail(args: CancelEmailArgs): NewOutboxMessage {
  const c = copy[args.lang];
  const amount = formatMoney(args.refundCents / 100, args.lang);
  const pointsBack = (args.pointsBackCents ?? 0) > 0 ? [c.points(formatPoints((args.pointsBackCents ?? 0) / 100))] : [];
  const refund = args.refundTo === 'card' ? c.card(amount) : args.refundTo === 'store_credit' ? c.credit(amount, args.reference ?? '') : c.none;
  const numbers = args.ticketNumbers.join(', ');
  const comesBack = [...(pointsBack.length > 0 && args.refundTo === 'none' ? [] : [refund]), ...pointsBack];
  const rule = c.rule[args.rule];
  const why = rule ? [rule] : [];
  const paragraphs = [c.intro(args.code, numbers), c.void(numbers), ...why, ...comesBack];
  const html = `<!doctype html><html lang="${args.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject(args.code))}</title></head><body style="font-family:Arial,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px"><h1 style="color:#1565c0;font-size:22px">${BRAND_NAME}</h1><p>${escapeHtml(c.greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`;
  return {
    channel: 'email',
    recipient: args.recipient,
    template: 'reservation_cancelled',
    subject: c.subject(args.code),
    body: [c.greeting, '', c.intro(args.code, numbers), c.void(numbers), '', ...why, ...comesBack].join('\n'),
    html,
  };
}
