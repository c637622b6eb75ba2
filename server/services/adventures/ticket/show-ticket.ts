import { createDrizzleOutbox } from '../../../notify/outbox';
import { refuse, success } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { ticketEmail } from '../order/order-emails';
import { tokenOpens } from '../order/order-view';
import { orderByCode } from '../order/orders.queries';
import { adventureTicketHtml, adventureTicketPdf } from './adventure-ticket';

// adventureTicket: the ticket of a confirmed order, PDF (base64) or HTML, in the language asked (else the
// order's); with send_confirmation it is also queued to the contact by e-mail, the PDF attached.

export interface TicketQuery {
  code: string;
  token: string;
  fileType: 'pdf' | 'html';
  sendConfirmation: boolean;
  lang?: 'es' | 'en';
  name?: string;
}

export async function showAdventureTicket(deps: ResolvedDeps, query: TicketQuery) {
  const row = await orderByCode(deps.db, query.code);
  if (!tokenOpens(row, query.token) || row.status === 'reserving' || row.status === 'abandoned') return refuse<'adventures'>(404, 'order_not_found', 'order_id');
  if (row.status !== 'confirmed' || row.supplierReference === null) return refuse<'adventures'>(409, 'ticket_not_available', 'booking_code');
  const lang = query.lang ?? (row.lang === 'en' ? 'en' : 'es');
  const input = { row, lang, ...(query.name ? { name: query.name } : {}) };
  const pdf = query.fileType === 'pdf' || query.sendConfirmation ? await adventureTicketPdf(input) : null;
  if (query.sendConfirmation) await createDrizzleOutbox(deps.db, deps.clock).enqueue(ticketEmail(row, lang, pdf!));
  const content = query.fileType === 'pdf' ? pdf!.toString('base64') : await adventureTicketHtml(input);
  const prefix = lang === 'es' ? 'boleto-aventura' : 'adventure-ticket';
  return success({
    booking_code: row.code,
    partner_reference: row.supplierReference,
    file_type: query.fileType,
    file_name: `${prefix}-${row.code}.${query.fileType}`,
    content,
    sent: query.sendConfirmation,
  });
}
