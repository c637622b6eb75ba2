import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { isSensitiveKey, MASK, maskSensitive } from './mask-sensitive';

describe('maskSensitive', () => {
  it('masks card numbers, CVV, passwords, sessions, tokens and PINs whatever the spelling of the key', () => {
    const value = {
      card: { number: '4242424242424242', name: 'Ana López', expiry: '12/28', cvv: '123' },
      card_number: '4000000000000002',
      cardNumber: '4000000000000002',
      CVC: '999',
      Password: 'secreto',
      session: 'abc-session',
      sessionToken: 'x',
      token: 't0k3n',
      access_token: 'a',
      pin: '4321',
      authorization: 'Bearer x',
    };
    expect(maskSensitive(value)).toEqual({
      card: { number: MASK, name: 'Ana López', expiry: '12/28', cvv: MASK },
      card_number: MASK,
      cardNumber: MASK,
      CVC: MASK,
      Password: MASK,
      session: MASK,
      sessionToken: MASK,
      token: MASK,
      access_token: MASK,
      pin: MASK,
      authorization: MASK,
    });
  });

  it("masks the reservation's flow and link tokens, which open a traveller's tickets (decision 019)", () => {
    const context = { flowToken: 'flow-PV0001', ticketsLink: { token: 'link-PV0001', expiresAt: '2026-12-28T02:00:00.000Z' } };
    expect(maskSensitive(context)).toEqual({ flowToken: MASK, ticketsLink: { token: MASK, expiresAt: '2026-12-28T02:00:00.000Z' } });
    expect(maskSensitive({ 'x-flow-token': 'f', link_token: 'l', linkToken: 'l' })).toEqual({ 'x-flow-token': MASK, link_token: MASK, linkToken: MASK });
  });

  it('masks whole nested values under a sensitive key, and digit runs of 13 to 19 digits anywhere in strings', () => {
    expect(maskSensitive({ session: { id: 1, member: 'x' } })).toEqual({ session: MASK });
    expect(
      maskSensitive({
        note: 'paid with 4242 4242 4242 4242 today',
        dashed: '4242-4242-4242-4242',
        list: ['5555555555554444', 'seat 12', '123456789012'],
        twenty: '12345678901234567890',
      }),
    ).toEqual({ note: `paid with ${MASK} today`, dashed: MASK, list: [MASK, 'seat 12', '123456789012'], twenty: '12345678901234567890' });
  });

  it('leaves other data readable: sessionId, seat numbers, timestamps, empty card fields', () => {
    const value = { sessionId: 'x:1', seat_number: 12, seats: [3, 4], paymentDeadline: 1735689600000, card: { number: '', cvv: null } };
    expect(maskSensitive(value)).toEqual(value);
    expect(isSensitiveKey('sessionId')).toBe(false);
    expect(isSensitiveKey('seat_number')).toBe(false);
  });

  it('returns a plain deep copy and never changes its input', () => {
    const input = { card: { number: '4242424242424242' }, at: new Date(0), list: [{ token: 'a' }], fn: () => 1, tags: new Set(['a']) };
    const masked = maskSensitive(input) as Record<string, unknown>;
    expect(input.card.number).toBe('4242424242424242');
    expect(input.list[0]!.token).toBe('a');
    expect(masked).toEqual({ card: { number: MASK }, at: '1970-01-01T00:00:00.000Z', list: [{ token: MASK }], tags: ['a'] });
    expect(masked.card).not.toBe(input.card);
    expect(() => structuredClone(masked)).not.toThrow();
  });

  it('copes with cycles and with XState snapshots (functions and actor refs are not copied)', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(maskSensitive(cyclic)).toEqual({ name: 'a', self: '[Circular]' });

    const machine = createMachine({ id: 'm', context: { card: { number: '4242424242424242', cvv: '123' } }, initial: 'a', states: { a: {} } });
    const actor = createActor(machine).start();
    const masked = maskSensitive(actor.getSnapshot()) as { value: unknown; context: unknown };
    expect(masked.value).toBe('a');
    expect(masked.context).toEqual({ card: { number: MASK, cvv: MASK } });
    expect(JSON.stringify(masked)).not.toContain('4242');
    actor.stop();
  });

  it('passes primitives through (masking card-like strings)', () => {
    expect(maskSensitive(42)).toBe(42);
    expect(maskSensitive(null)).toBe(null);
    expect(maskSensitive(undefined)).toBe(undefined);
    expect(maskSensitive('4242424242424242')).toBe(MASK);
    expect(maskSensitive('hola')).toBe('hola');
  });
});
