import type { Result } from '../../domain/result';
import { answered, onResult } from '../shared/result-invoke';
import type { TicketFile } from './adventures.ports';
import { adventuresSetup, noOrder, orderRef } from './adventures.setup';

// /aventuras/boleto: the partner confirmed; the page shows the order with the partner's booking reference, and
// gives the ticket as a file (PDF or HTML) or e-mails it to the contact, each in the page's language, when asked.

const fileOf = ({ event }: { event: { output: Result<TicketFile> } }) => ({ file: event.output.ok ? event.output.data : null });

export const ticketStates = adventuresSetup.createStateConfig({
  initial: 'idle',
  on: {
    'adventures.browse': { target: '#adventures.list', actions: ['startOver', { type: 'storeOrder', params: noOrder }] },
  },
  states: {
    idle: {
      on: {
        'ticket.download': { target: 'downloading', actions: 'clearErrors' },
        'ticket.email': { target: 'emailing', actions: 'clearErrors' },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadTicket',
        src: 'downloadTicket',
        input: ({ context, event }) => ({ ...orderRef({ context }), fileType: event.type === 'ticket.download' ? event.fileType : 'pdf' }),
        ...onResult({
          ok: { guard: 'answerOk', target: 'idle', actions: { type: 'saveTicket', params: fileOf } },
          refused: { target: 'idle', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'idle', actions: 'assignUnavailable' },
        }),
      },
    },
    emailing: {
      invoke: {
        id: 'emailTicket',
        src: 'emailTicket',
        input: orderRef,
        ...onResult({
          ok: { guard: 'answerOk', target: 'idle', actions: 'assignEmailed' },
          refused: { target: 'idle', actions: { type: 'assignRefusal', params: answered } },
          unavailable: { target: 'idle', actions: 'assignUnavailable' },
        }),
      },
    },
  },
});
