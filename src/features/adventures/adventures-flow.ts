import { adventuresMachine } from '../../../machines/adventures/adventures.machine';
import type { OrderRef, TicketFile } from '../../../machines/adventures/adventures.ports';
import { paymentMachine } from '../../../machines/payment/payment.machine';
import { currentServiceClient } from '../../api/current-clients';
import { i18n } from '../../i18n/i18n';
import { parseLocale } from '../../i18n/locale';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';
import type { FlowStart } from '../../lib/flow-binding/flow-binding';
import { ADVENTURES_SESSION_COOKIE } from '../../lib/tour-cookie-names';
import { attachDevtools } from '../devtools/devtools-provider';
import { createAdventuresActors, createAdventuresCharge } from './adventures-actors';
import type { AdventuresLogic } from './adventures-binding';
import { saveTicketFile } from './ticket-file';

// The heavy half of the partner adventures, loaded with their pages: the chart with its real actors through the
// devtools seam, and the adventures cookie as the chart's storing slot. Not persisted in session storage: the
// cookie names the open order (its code and id, until the browser closes), and the server says where it stands.

/** The order a cookie names, if it holds a code and an id. */
export function savedOrder(value: string | undefined): OrderRef | null {
  const match = /^([A-Z0-9]{4,64})\.([a-f0-9]{16,64})$/.exec(value ?? '');
  return match ? { code: match[1]!, orderId: match[2]! } : null;
}

function storeOrder(order: OrderRef | null): void {
  if (order === null) removeCookie(ADVENTURES_SESSION_COOKIE);
  else setCookie(ADVENTURES_SESSION_COOKIE, `${order.code}.${order.orderId}`);
}

export function adventuresFlowStart(): FlowStart<AdventuresLogic> {
  const client = currentServiceClient('adventures');
  const lang = () => parseLocale(i18n.locale);
  const devtools = attachDevtools('adventures', createAdventuresActors(client, lang));
  // The payment goes through the checkout, a chart of its own (held by the path gate as `payment`).
  const payment = attachDevtools('payment', { charge: createAdventuresCharge(client) });
  return {
    logic: adventuresMachine.provide({
      actors: { ...devtools.actors, pay: paymentMachine.provide({ actors: payment.actors }) },
      actions: {
        storeOrder: (_, params) => storeOrder(params.order),
        saveTicket: (_, params: { file: TicketFile | null }) => {
          if (params.file) saveTicketFile(params.file);
        },
      },
    }),
    input: { savedOrder: savedOrder(getCookie(ADVENTURES_SESSION_COOKIE)), ...devtools.input },
    inspect: devtools.inspect,
  };
}
