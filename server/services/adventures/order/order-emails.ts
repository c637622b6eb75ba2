import { escapeHtml } from '../../../documents/ticket-html';
import type { NewOutboxMessage, OutboxAttachment } from '../../../notify/outbox';
import type { FailureCode } from './order-view';
import type { OrderRow } from './orders.queries';
import { formatMoneyMxn } from '../../../../domain/display-format';

// The adventures' e-mails, in the traveller's language (the order's, or the one the ticket was asked in): the
// ticket when asked, and the notice that a paid adventure could not be confirmed and was refunded whole. A plain
// text part and an HTML part that say the same.

const BRAND = 'Ruta Bahía';
const money = (cents: number, lang: 'es' | 'en') => formatMoneyMxn(cents / 100, lang);

const why: Record<FailureCode, { es: string; en: string }> = {
  partner_refused: { es: 'el operador no pudo confirmar tu lugar', en: 'the operator could not confirm your place' },
  partner_unavailable: { es: 'el operador no respondió a tiempo para confirmar tu lugar', en: 'the operator did not answer in time to confirm your place' },
  partner_cancelled: { es: 'el operador canceló la salida', en: 'the operator cancelled the departure' },
  hold_expired: { es: 'el tiempo para confirmar tu lugar se agotó', en: 'the time to confirm your place ran out' },
};

const copy = {
  es: {
    refundSubject: (code: string) => `${BRAND}: no pudimos confirmar tu aventura ${code}; te devolvimos el cargo`,
    greeting: (name: string) => `Hola, ${name}:`,
    refundBody: (row: OrderRow, reason: string) =>
      `Cobramos ${money(row.totalCents, 'es')} por ${row.productName} (${row.startsAt.slice(0, 10)}, ${row.startsAt.slice(11, 16)}), pero ${reason}. Te devolvimos el cargo completo a tu tarjeta${row.cardLast4 ? ` terminación ${row.cardLast4}` : ''}; según tu banco puede tardar unos días en verse. Tu orden ${row.code} quedó cancelada: puedes elegir otra fecha cuando quieras.`,
    ticketSubject: (code: string) => `${BRAND}: tu aventura ${code} está confirmada`,
    ticketBody: (row: OrderRow) => `Tu aventura ${row.productName} está confirmada. Referencia del operador: ${row.supplierReference}. Adjuntamos tu boleto en PDF; muéstralo al llegar.`,
    outro: '¡Que la disfrutes!',
    file: (code: string) => `boleto-aventura-${code}.pdf`,
  },
  en: {
    refundSubject: (code: string) => `${BRAND}: we could not confirm your adventure ${code}; your charge was refunded`,
    greeting: (name: string) => `Hello ${name},`,
    refundBody: (row: OrderRow, reason: string) =>
      `We charged ${money(row.totalCents, 'en')} for ${row.productName} (${row.startsAt.slice(0, 10)}, ${row.startsAt.slice(11, 16)}), but ${reason}. The whole charge was refunded to your card${row.cardLast4 ? ` ending ${row.cardLast4}` : ''}; depending on your bank it may take a few days to show. Your order ${row.code} is cancelled: you can choose another date whenever you like.`,
    ticketSubject: (code: string) => `${BRAND}: your adventure ${code} is confirmed`,
    ticketBody: (row: OrderRow) => `Your adventure ${row.productName} is confirmed. Operator's reference: ${row.supplierReference}. Your ticket is attached as a PDF; show it on arrival.`,
    outro: 'Enjoy it!',
    file: (code: string) => `adventure-ticket-${code}.pdf`,
  },
} as const;

const langOf = (lang: string): 'es' | 'en' => (lang === 'en' ? 'en' : 'es');

function message(row: OrderRow, template: string, subject: string, paragraphs: string[], attachments: OutboxAttachment[] = []): NewOutboxMessage {
  return {
    channel: 'email',
    recipient: row.contactEmail,
    template,
    subject,
    body: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`,
    attachments,
  };
}

export function refundEmail(row: OrderRow, failure: FailureCode): NewOutboxMessage {
  const lang = langOf(row.lang);
  const c = copy[lang];
  return message(row, 'adventure_refund', c.refundSubject(row.code), [c.greeting(row.contactFirstName), c.refundBody(row, why[failure][lang])]);
}

export function ticketEmail(row: OrderRow, lang: 'es' | 'en', pdf: Buffer): NewOutboxMessage {
  const c = copy[lang];
  return message(row, 'adventure_ticket', c.ticketSubject(row.code), [c.greeting(row.contactFirstName), c.ticketBody(row), c.outro], [
    { filename: c.file(row.code), contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
  ]);
}
