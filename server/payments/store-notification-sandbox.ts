import { randomUUID } from 'node:crypto';
import { signStoreNotification, STORE_SIGNATURE_HEADER } from './store-signature';

// The sandbox's till: the notification the store network sends when a traveller pays a reference in cash, signed
// as the network signs it, for development (`npm run payments:store-paid`) and the tests.

export interface TillPayment {
  reference: string;
  amountCents: number;
  secret: string;
  /** When the cashier took the money; the signature's time too. */
  at: Date;
  /** The network's event id; a new one unless a repeat is wanted. */
  eventId?: string;
  type?: string;
}

export function storeNotificationRequest(payment: TillPayment): { body: string; headers: Record<string, string> } {
  const seconds = Math.floor(payment.at.getTime() / 1000);
  const body = JSON.stringify({
    id: payment.eventId ?? `evt_${randomUUID()}`,
    type: payment.type ?? 'order.paid',
    created_at: seconds,
    livemode: false,
    data: {
      object: {
        id: `ord_${randomUUID()}`,
        amount: payment.amountCents,
        currency: 'MXN',
        payment_status: 'paid',
        paid_at: seconds,
        payment_method: { type: 'oxxo', reference: payment.reference.replace(/\s/g, '') },
      },
    },
  });
  return { body, headers: { 'content-type': 'application/json', [STORE_SIGNATURE_HEADER]: signStoreNotification(payment.secret, body, payment.at) } };
}
