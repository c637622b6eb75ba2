import type { Lang } from '../../../http/envelope';
import type { NewOutboxMessage } from '../../../notify/outbox';
import type { NewContactMessage } from './contact.queries';

// The two e-mails of a contact message: the message itself to the company's inbox (always in Spanish,
// the staff's language) and an acknowledgement with the folio to the sender, in the page's language.

const topicNames: Record<string, string> = {
  reservation: 'Reservación',
  invoicing: 'Facturación',
  luggage: 'Equipaje',
  frequent_traveller: 'Viajero frecuente',
  suggestion: 'Sugerencia',
  complaint: 'Queja',
  other: 'Otro',
};

export function contactInboxEmail(inbox: string, id: number, message: NewContactMessage): NewOutboxMessage {
  const lines = [
    `Folio: ${id}`,
    `Tema: ${topicNames[message.topic] ?? message.topic}`,
    `Nombre: ${message.name}`,
    `Correo: ${message.email}`,
    `Teléfono: ${message.phone ?? '—'}`,
    `Reservación: ${message.reservationCode ?? '—'}`,
    `Idioma: ${message.lang}`,
    `Recibido: ${message.receivedAt.toISOString()}`,
    '',
    message.message,
  ];
  return { channel: 'email', recipient: inbox, template: 'contact_message', subject: `Contacto #${id}: ${topicNames[message.topic] ?? message.topic}`, body: lines.join('\n') };
}

const acknowledgement: Record<Lang, (id: number, name: string) => { subject: string; body: string }> = {
  es: (id, name) => ({
    subject: `Recibimos tu mensaje (folio ${id})`,
    body: `Hola, ${name}:\n\nRecibimos tu mensaje y te responderemos en un plazo de 48 horas hábiles. Si nos escribes de nuevo sobre este tema, menciona el folio ${id}.\n\nRuta Bahía`,
  }),
  en: (id, name) => ({
    subject: `We received your message (reference ${id})`,
    body: `Hello ${name},\n\nWe received your message and will answer within 48 business hours. If you write to us again about it, please quote reference ${id}.\n\nRuta Bahía`,
  }),
};

export function contactAcknowledgementEmail(id: number, message: NewContactMessage, lang: Lang): NewOutboxMessage {
  const text = acknowledgement[lang](id, message.name);
  return { channel: 'email', recipient: message.email, template: 'contact_acknowledgement', subject: text.subject, body: text.body };
}
