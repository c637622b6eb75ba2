import { SANDBOX_STORE_NOTIFICATION_SECRET } from '../../../server/payments/payment-config';
import { storeNotificationRequest, type TillPayment } from '../../../server/payments/store-notification-sandbox';
import { expectMatchesContract } from './contract';
import type { EnvelopeBody, TestApp } from './engines';

// The store network's notification that a reference was paid at a till, signed with the sandbox's secret at the
// test clock's time, as `npm run payments:store-paid` sends it; checked against the contract.

export interface TillAnswer {
  status: number;
  body: EnvelopeBody;
  data: { event_id: string; outcome: string; repeated_event: boolean } | null;
  error: { code: string; field?: string } | undefined;
}

export async function tillPays(t: TestApp, payment: Partial<TillPayment> & { reference: string; amountCents: number }, headers: Record<string, string> = {}): Promise<TillAnswer> {
  const request = storeNotificationRequest({ secret: SANDBOX_STORE_NOTIFICATION_SECRET, at: t.clock.now(), ...payment });
  return send(t, request.body, { ...request.headers, ...headers });
}

export async function send(t: TestApp, body: string, headers: Record<string, string>): Promise<TillAnswer> {
  const res = await t.app.request('/api/payments/store-notifications', { method: 'POST', headers, body });
  const parsed = (await res.json()) as EnvelopeBody;
  expectMatchesContract('payments', 'storeNotification', res.status, parsed);
  return { status: res.status, body: parsed, data: parsed.content.data as TillAnswer['data'], error: parsed.content.errors[0] };
}
