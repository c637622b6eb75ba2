import { formatDateTimeIn, formatMoneyMxn } from '../../domain/display-format';
import { formatStoreReference } from '../../domain/payments/store-reference';
import { DEFAULT_TIME_ZONE } from '../../domain/search/calendar-dates';
import { storeBarcodePng } from '../documents/store-barcode-png';
import { escapeHtml } from '../documents/ticket-html';
import type { OutboxAttachment } from './outbox';

// What a store (OXXO) order's e-mail tells the traveller to pay with, whatever was bought (a tour booking, a bus
// reservation): the reference, its barcode for the till (an inline PNG: mail clients show no SVG), the amount
// and the deadline as an instant in central Mexico time, in the traveller's language.

export interface StoreOrderFacts {
  reference: string;
  amountCents: number;
  deadline: Date;
  lang: 'es' | 'en';
  /** A bus reservation's order can also be paid by card from My reservation until its deadline (decision 071). */
  orByCard?: boolean;
}

const copy = {
  es: {
    heading: 'Paga en efectivo en OXXO',
    steps: 'En la caja de cualquier tienda OXXO di que pagas un servicio de OXXO Pay y muestra el código de barras o dicta la referencia. Paga el importe exacto.',
    reference: 'Referencia',
    amount: 'Importe',
    deadline: 'Paga antes del',
    lapse: 'Si no pagas antes de esa fecha y hora, la orden vence y tu reservación se libera.',
    timeZone: 'hora del centro de México',
    orByCard: 'También puedes pagarla con tarjeta en Mi reservación antes de esa fecha y hora.',
  },
  en: {
    heading: 'Pay cash at OXXO',
    steps: 'At the till of any OXXO store, say you are paying an OXXO Pay service and show the barcode or read out the reference. Pay the exact amount.',
    reference: 'Reference',
    amount: 'Amount',
    deadline: 'Pay before',
    lapse: 'If you do not pay before that date and time, the order lapses and your booking is released.',
    timeZone: 'central Mexico time',
    orByCard: 'You can also pay it by card in My reservation before that date and time.',
  },
} as const;

const barcodeCid = (reference: string) => `barcode-${reference}@rutabahia.example`;

export interface StoreOrderBlock {
  text: string[];
  html: string;
  attachments: OutboxAttachment[];
}

export function storeOrderBlock(order: StoreOrderFacts): StoreOrderBlock {
  const c = copy[order.lang];
  const reference = formatStoreReference(order.reference);
  const amount = formatMoneyMxn(order.amountCents / 100, order.lang);
  const deadline = `${formatDateTimeIn(order.deadline, DEFAULT_TIME_ZONE)} (${c.timeZone})`;
  const image = storeBarcodePng(order.reference);
  const cid = barcodeCid(order.reference.replace(/\s/g, ''));
  const cell = 'padding:2px 12px 2px 0;vertical-align:top';
  const row = (label: string, value: string, big = false) =>
    `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}${big ? ';font-size:18px;letter-spacing:1px' : ''}"><strong>${escapeHtml(value)}</strong></td></tr>`;
  const barcode = image
    ? `<p style="margin:12px 0"><img src="cid:${cid}" width="${image.width}" height="${image.height}" alt="${escapeHtml(`${c.reference} ${reference}`)}" style="display:block;max-width:100%;height:auto;background:#fff"></p>`
    : '';
  return {
    text: [c.heading, c.steps, `${c.reference}: ${reference}`, `${c.amount}: ${amount}`, `${c.deadline}: ${deadline}`, c.lapse, ...(order.orByCard ? [c.orByCard] : [])],
    html: `<h2 style="color:#1565c0;font-size:18px;margin:24px 0 6px">${escapeHtml(c.heading)}</h2><p>${escapeHtml(c.steps)}</p>${barcode}<table role="presentation" style="border-collapse:collapse;font-size:14px">${row(c.reference, reference, true)}${row(c.amount, amount)}${row(c.deadline, deadline)}</table><p>${escapeHtml(c.lapse)}</p>${order.orByCard ? `<p>${escapeHtml(c.orByCard)}</p>` : ''}`,
    attachments: image ? [{ filename: `oxxo-${order.reference.replace(/\s/g, '')}.png`, contentType: 'image/png', contentBase64: image.png.toString('base64'), cid }] : [],
  };
}
