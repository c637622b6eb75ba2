// Cash payment at a convenience store (OXXO, Openpay network): the traveller takes a numeric
// reference to the till, which scans it as a barcode. The reference carries a check digit so a
// cashier typing it by hand cannot pay a neighbouring order by mistake.

export type StoreNetwork = 'oxxo' | 'openpay';

export interface StoreOrder {
  network: StoreNetwork;
  /** Digits only, what the barcode encodes. */
  reference: string;
  amountCents: number;
  currency: 'MXN';
  /** Absolute time after which the store refuses the reference. */
  deadline: Date;
}

const networkPrefix: Record<StoreNetwork, string> = { oxxo: '93', openpay: '95' };

/** Default time a store reference stays payable, before the departure cap applies. */
export const STORE_ORDER_HOURS = 48;

/** Luhn check digit for a digit string (the same mod-10 scheme the store tills verify). */
export function mod10CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    // The check digit will sit to the right, so the rightmost body digit is doubled.
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** True when the reference is all digits, has a known network prefix and its check digit matches. */
export function storeReferenceValid(reference: string): boolean {
  const digits = reference.replace(/\s/g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  if (!Object.values(networkPrefix).includes(digits.slice(0, 2))) return false;
  return mod10CheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/**
 * Eleven digits derived from the reservation code and the attempt number (FNV-1a). Deterministic
 * so asking twice for the same order gives the same reference; a new attempt (after an order
 * lapsed) gives a new one.
 */
function referenceBody(reservationCode: string, attempt: number): string {
  let hash = 0x811c9dc5;
  for (const char of `${reservationCode}#${attempt}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let second = hash ^ 0x5bd1e995;
  second = Math.imul(second, 0x01000193) >>> 0;
  return `${String(hash % 1_000_000).padStart(6, '0')}${String(second % 100_000).padStart(5, '0')}`;
}

/**
 * The deadline is the earlier of `hours` from now and the PEND limit of the first departure (the
 * seats are only held until then, so a later payment could not keep them). Open tickets have no
 * departure and keep the plain window.
 */
export function storeOrderDeadline(now: Date, pendLimit: Date | null, hours = STORE_ORDER_HOURS): Date {
  const plain = new Date(now.getTime() + hours * 3_600_000);
  return pendLimit && pendLimit.getTime() < plain.getTime() ? pendLimit : plain;
}

export function createStoreOrder(args: {
  network: StoreNetwork;
  reservationCode: string;
  amountCents: number;
  now: Date;
  pendLimit: Date | null;
  attempt?: number;
  hours?: number;
}): StoreOrder {
  if (!Number.isInteger(args.amountCents) || args.amountCents <= 0) throw new RangeError('amountCents must be a positive integer');
  const body = `${networkPrefix[args.network]}${referenceBody(args.reservationCode, args.attempt ?? 0)}`;
  return {
    network: args.network,
    reference: `${body}${mod10CheckDigit(body)}`,
    amountCents: args.amountCents,
    currency: 'MXN',
    deadline: storeOrderDeadline(args.now, args.pendLimit, args.hours),
  };
}

/** `9312 3456 7890 12`: groups of four for reading aloud or typing at the till. */
export function formatStoreReference(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}
