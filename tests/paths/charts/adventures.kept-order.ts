import type { Page } from '@playwright/test';
import { CARDS } from '../../../machines/payment/payment.test-model';
import { pathsSimulatorPort } from '../../playwright.shared';
import { setPartnerMode } from '../../e2e/support/partner-simulator';

// An order the adventures cookie keeps while the partner is still confirming it: opened over the API before the
// page loads, then paid over the API (as from another tab) with the simulator slow to confirm, just before the
// chart's question is let through, so it finds the order paid and not yet confirmed. The payment's answer is
// awaited (and the simulator set back) before the chart reads the order again.

/** How long the simulator takes to confirm: the chart's held question is answered within it. */
const CONFIRMING_MS = 3000;
const confirming = new WeakMap<Page, Promise<unknown>>();
const opened = new WeakMap<Page, { baseURL: string; code: string; orderId: string }>();

// The only shape the server accepts (domain/http/csrf.ts): 43 base64url characters.
const csrf = 'paths-adventures-kept-order-csrf-0123456789';

async function api(baseURL: string, path: string, init?: RequestInit) {
  const headers = { origin: baseURL, 'sec-fetch-site': 'same-origin', cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf, 'content-type': 'application/json' };
  const response = await fetch(`${baseURL}/api/adventures${path}`, { headers, ...init });
  const envelope = (await response.json()) as { content: { data: Record<string, never>; errors: unknown[] } };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope.content.errors)}`);
  return envelope.content.data as Record<string, unknown>;
}

export const orderPaidWhileConfirming = {
  /** The order (a speed-boat day trip, days ahead of the chained paths' surf lessons), held for one adult. */
  async open(page: Page, baseURL: string): Promise<{ code: string; orderId: string }> {
    const days = (await api(baseURL, '/tour/speedboat-caletas/dates?days=40')) as unknown as Array<{ departures: Array<{ availability_id: string; available: boolean }> }>;
    const departure = days.flatMap((d) => d.departures).filter((d) => d.available)[20]!;
    const contact = { first_name: 'Ana', last_name: 'Peña', email: 'ana@example.mx', cell_phone: '3221234567' };
    const body = { brand_id: 1, operative_source: 'web', availability_id: departure.availability_id, adults: 1, minors: 0, contact, lang: 'es' };
    const order = (await api(baseURL, '/tour/speedboat-caletas/checkout', { method: 'POST', body: JSON.stringify(body) })) as { booking_code: string; order_id: string };
    opened.set(page, { baseURL, code: order.booking_code, orderId: order.order_id });
    return { code: order.booking_code, orderId: order.order_id };
  },
  /** The order paid by card (in another tab, say) while the partner takes its time to confirm: it is `paid`. */
  async pay(page: Page): Promise<void> {
    const order = opened.get(page);
    if (!order) throw new Error('no order was opened for this page');
    await setPartnerMode(pathsSimulatorPort, 'slow', { operations: ['confirm'], delayMs: CONFIRMING_MS });
    const pay = { order_id: order.orderId, payment_method: 'card', card: CARDS.approve, idempotency_key: `kept-${order.code}` };
    confirming.set(page, api(order.baseURL, `/tour/${order.code}/checkout`, { method: 'PUT', body: JSON.stringify(pay) }));
    const check = `/tour/${order.code}/checkout?payment_method=card&order_id=${order.orderId}`;
    for (let tries = 0; tries < 40; tries += 1) {
      if ((await api(order.baseURL, check)).order_status === 'paid') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the order was never paid');
  },
  /** The payment's answer (the partner's confirmation) is in; the simulator answers at once again. */
  async settled(page: Page): Promise<void> {
    const pending = confirming.get(page);
    if (!pending) return;
    confirming.delete(page);
    try {
      await pending;
    } finally {
      await setPartnerMode(pathsSimulatorPort, 'normal');
    }
  },
};
