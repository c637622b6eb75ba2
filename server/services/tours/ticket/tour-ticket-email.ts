import type { NewOutboxMessage } from '../../../notify/outbox';
import type { TourTicketView } from './tour-ticket-view';

// STAND-IN, to be replaced at merge by the tours ticket e-mail written on its own branch: the same signature,
// a plain message with the PDF attached, so the sale can put the e-mail in the outbox and test it meanwhile.

export function tourTicketEmail(view: TourTicketView, pdf: Buffer): NewOutboxMessage {
  const en = view.lang === 'en';
  return {
    channel: 'email',
    recipient: view.contact.email,
    template: 'tour_ticket',
    subject: en ? `Your tours ${view.code}` : `Tus tours ${view.code}`,
    body: en ? `Booking ${view.code}: your passes are attached.` : `Compra ${view.code}: tus pases van adjuntos.`,
    attachments: [{ filename: `tours-${view.code}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
  };
}
