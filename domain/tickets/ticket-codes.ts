// Ticket identity: a readable code per passenger ticket and a 6-digit PIN the driver or the office
// can key in when a QR will not scan. The QR carries both, so scanning alone identifies the ticket.

export const ticketTypes = ['OK', 'E-ticket', 'PEND'] as const;
/** OK: physical ticket from the office; E-ticket: electronic (QR and PIN); PEND: reserved, unpaid. */
export type TicketType = (typeof ticketTypes)[number];

export const PIN_LENGTH = 6;
const QR_PREFIX = 'RB';

/** `<reservation code>-<n>`, n counting passengers from 1, so a reservation's tickets sort together. */
export function ticketCode(reservationCode: string, index: number): string {
  if (!/^[A-Z0-9]+$/.test(reservationCode)) throw new RangeError('reservation code must be upper-case letters and digits');
  if (!Number.isInteger(index) || index < 1) throw new RangeError('ticket index starts at 1');
  return `${reservationCode}-${index}`;
}

export function parseTicketCode(code: string): { reservationCode: string; index: number } | undefined {
  const match = /^([A-Z0-9]+)-([1-9]\d*)$/.exec(code);
  return match ? { reservationCode: match[1]!, index: Number(match[2]) } : undefined;
}

/**
 * A PIN from a random source returning integers in [0, bound). The server passes a CSPRNG
 * (crypto.randomInt); tests pass a fixed sequence. Leading zeros are kept: the PIN is text.
 */
export function generatePin(randomInt: (bound: number) => number): string {
  let pin = '';
  for (let i = 0; i < PIN_LENGTH; i += 1) pin += String(randomInt(10));
  if (!/^\d{6}$/.test(pin)) throw new RangeError('random source must return integers in [0, 10)');
  return pin;
}

/** What the ticket's QR encodes: `RB:<ticket code>:<pin>`. */
export function ticketQrPayload(code: string, pin: string): string {
  if (!parseTicketCode(code)) throw new RangeError(`not a ticket code: ${code}`);
  if (!/^\d{6}$/.test(pin)) throw new RangeError('PIN must be 6 digits');
  return `${QR_PREFIX}:${code}:${pin}`;
}

export function parseTicketQrPayload(payload: string): { code: string; pin: string } | undefined {
  const [prefix, code, pin, ...rest] = payload.split(':');
  if (prefix !== QR_PREFIX || rest.length > 0 || !code || !pin) return undefined;
  if (!parseTicketCode(code) || !/^\d{6}$/.test(pin)) return undefined;
  return { code, pin };
}

export type TicketTypeChange = 'pay' | 'exchange_at_office';

/**
 * docs/rules/tickets-and-documents.md#ticket-types: paying a PEND (store, office, call centre or app) makes it an E-ticket; the office
 * exchanges an E-ticket for an OK ticket. Anything else is refused (undefined).
 */
export function nextTicketType(current: TicketType, change: TicketTypeChange): TicketType | undefined {
  if (current === 'PEND' && change === 'pay') return 'E-ticket';
  if (current === 'E-ticket' && change === 'exchange_at_office') return 'OK';
  return undefined;
}

/** Only paid tickets board; a PEND is a reservation, not a ticket to travel. */
export function isValidForTravel(type: TicketType): boolean {
  return type !== 'PEND';
}
