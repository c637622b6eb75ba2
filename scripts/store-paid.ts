// The sandbox's till (`npm run payments:store-paid -- <reference> <amount> [site]`): sends the running server the
// store network's signed notification that a store (OXXO) reference was paid in cash, as the network would.
// The amount is in pesos as the order's e-mail shows it (2580 or 2,580.00); the site defaults to
// http://localhost:3000, the secret to STORE_NOTIFICATION_SECRET or the sandbox's.
import { storeNotificationRequest } from '../server/payments/store-notification-sandbox';
import { SANDBOX_STORE_NOTIFICATION_SECRET } from '../server/payments/payment-config';

const [reference, amount, site = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`] = process.argv.slice(2);
const pesos = Number((amount ?? '').replace(/[$,\s]/g, ''));
if (!reference || !(pesos > 0)) {
  console.error('usage: npm run payments:store-paid -- <reference> <amount in pesos> [site url]');
  process.exit(2);
}
const secret = process.env.STORE_NOTIFICATION_SECRET?.trim() || SANDBOX_STORE_NOTIFICATION_SECRET;
const { body, headers } = storeNotificationRequest({ reference, amountCents: Math.round(pesos * 100), secret, at: new Date() });
const res = await fetch(new URL('/api/payments/store-notifications', site), { method: 'POST', headers, body });
console.log(res.status, JSON.stringify(await res.json()));
process.exit(res.ok ? 0 : 1);
