import { formatMoney, formatPoints } from '../../../../domain/display-format';
import { BRAND_NAME } from '../../../documents/ticket-document';
import { escapeHtml } from '../../../documents/ticket-html';
import type { Lang } from '../../../http/envelope';
import type { NewOutboxMessage } from '../../../notify/outbox';
import type { TourRefundTo } from '../../../../domain/tours/tour-cancellation';

// The e-mail that says a tour booking was cancelled (docs/rules/tours.md#cancellation-policy): which tours, and
// what comes back (to the card, or at a ticket office for store cash), in the traveller's language, plain text and HTML saying the same.

const copy = {
  es: {
    subject: (code: string) => `${BRAND_NAME}: cancelaste tu compra de tours ${code}`,
    intro: (code: string) => `Cancelamos tu compra de tours ${code}; sus pases ya no son válidos y los lugares quedaron libres.`,
    card: (amount: string) => `Reembolsamos ${amount} MXN a la tarjeta con la que pagaste; según tu banco, puede tardar de 5 a 10 días hábiles en verse.`,
    office: (amount: string, code: string) => `Te devolvemos ${amount} MXN en efectivo, el pago que hiciste en la tienda, en cualquier taquilla de la línea: presenta el código ${code} y una identificación oficial.`,
    none: 'No había un pago que reembolsar.',
    points: (points: string) => `Devolvimos ${points} a tu saldo de viajero frecuente.`,
    order: (reference: string) => `La referencia de pago ${reference} ya no es válida: no la pagues en la tienda.`,
    tours: 'Tours cancelados:',
  },
  en: {
    subject: (code: string) => `${BRAND_NAME}: you cancelled your tours booking ${code}`,
    intro: (code: string) => `We cancelled your tours booking ${code}; its passes are no longer valid and the places are free again.`,
    card: (amount: string) => `We refunded ${amount} to the card you paid with; depending on your bank, it may take 5 to 10 business days to show.`,
    office: (amount: string, code: string) => `We give you back ${amount} in cash, the payment you made at the store, at any of our ticket offices: show the code ${code} and an official ID.`,
    none: 'There was no payment to refund.',
    points: (points: string) => `We gave ${points} back to your frequent traveller balance.`,
    order: (reference: string) => `The payment reference ${reference} is no longer valid: do not pay it at the store.`,
    tours: 'Cancelled tours:',
  },
} as const;

export interface TourCancelEmailArgs {
  lang: Lang;
  recipient: string;
  code: string;
  /** "Whale watching, 2026/12/12 9:30 AM", one per tour. */
  tours: string[];
  refundCents: number;
  refundTo: TourRefundTo;
  /** Points given back to the member's pool (decision 069). */
  pointsBackCents?: number;
  /** A store order let go: the reference that no longer pays it. */
  storeReference?: string | null;
}

export function tourCancellationEmail(args: TourCancelEmailArgs): NewOutboxMessage {
  const c = copy[args.lang];
  const amount = formatMoney(args.refundCents / 100, args.lang);
  const pointsBack = args.pointsBackCents ?? 0;
  const money = args.refundTo === 'card' ? [c.card(amount)] : args.refundTo === 'office' ? [c.office(amount, args.code)] : args.refundTo === 'points' ? [] : [c.none];
  const refund = [...money, ...(pointsBack > 0 ? [c.points(formatPoints(pointsBack / 100))] : []), ...(args.storeReference ? [c.order(args.storeReference)] : [])];
  const lines = [c.intro(args.code), '', c.tours, ...args.tours.map((tour) => `- ${tour}`), '', ...refund];
  const html = `<!doctype html><html lang="${args.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><p>${escapeHtml(c.intro(args.code))}</p><p>${escapeHtml(c.tours)}</p><ul>${args.tours.map((tour) => `<li>${escapeHtml(tour)}</li>`).join('')}</ul>${refund.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;
  return { channel: 'email', recipient: args.recipient, template: 'tour_booking_cancelled', subject: c.subject(args.code), body: lines.join('\n'), html };
}
