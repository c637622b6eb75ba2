import { createHmac, timingSafeEqual } from 'node:crypto';

// The store network's notification is signed as the payment providers sign their webhooks (Stripe, Conekta's
// HMAC variant): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with a secret shared with the
// network (STORE_NOTIFICATION_SECRET). The timestamp is signed too, and one older or newer than the tolerance is
// refused, so a notification someone captured cannot be replayed later; within it, the event id makes a replay
// change nothing.

export const STORE_SIGNATURE_HEADER = 'x-store-signature';

/** How far the signature's time may be from the server's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** The header's value for a body, signed at `at` (the sandbox's simulated till and the tests sign with it). */
export function signStoreNotification(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** True when the header signs this body with the secret, at a time within the tolerance of `now`. */
export function storeSignatureValid(header: string | undefined, body: string, secret: string, now: Date): boolean {
  if (!header || !secret) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'));
}
