import { describe, expect, it } from 'vitest';
import { generatePin, isValidForTravel, nextTicketType, parseTicketCode, parseTicketQrPayload, ticketCode, ticketQrPayload } from './ticket-codes';

describe('ticket codes', () => {
  it('numbers tickets from 1 under the reservation code', () => {
    expect(ticketCode('ACD347', 1)).toBe('ACD347-1');
    expect(parseTicketCode('ACD347-10')).toEqual({ reservationCode: 'ACD347', index: 10 });
    expect(parseTicketCode('ACD347-0')).toBeUndefined();
    expect(() => ticketCode('acd347', 1)).toThrow(RangeError);
    expect(() => ticketCode('ACD347', 0)).toThrow(RangeError);
  });

  it('makes 6-digit PINs, keeping leading zeros', () => {
    const digits = [0, 0, 7, 1, 9, 3];
    expect(generatePin(() => digits.shift()!)).toBe('007193');
    expect(() => generatePin(() => 10)).toThrow(RangeError);
  });

  it('encodes and reads back the QR payload', () => {
    expect(ticketQrPayload('ACD347-2', '012345')).toBe('RB:ACD347-2:012345');
    expect(parseTicketQrPayload('RB:ACD347-2:012345')).toEqual({ code: 'ACD347-2', pin: '012345' });
    expect(parseTicketQrPayload('XX:ACD347-2:012345')).toBeUndefined();
    expect(parseTicketQrPayload('RB:ACD347-2:01234')).toBeUndefined();
    expect(parseTicketQrPayload('RB:ACD347-2:012345:x')).toBeUndefined();
    expect(() => ticketQrPayload('ACD347', '012345')).toThrow(RangeError);
  });

  it('allows only PEND → E-ticket by paying and E-ticket → OK at the office', () => {
    expect(nextTicketType('PEND', 'pay')).toBe('E-ticket');
    expect(nextTicketType('E-ticket', 'exchange_at_office')).toBe('OK');
    expect(nextTicketType('PEND', 'exchange_at_office')).toBeUndefined();
    expect(nextTicketType('E-ticket', 'pay')).toBeUndefined();
    expect(nextTicketType('OK', 'pay')).toBeUndefined();
    expect(isValidForTravel('PEND')).toBe(false);
    expect(isValidForTravel('E-ticket')).toBe(true);
    expect(isValidForTravel('OK')).toBe(true);
  });
});
