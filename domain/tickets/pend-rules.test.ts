import { describe, expect, it } from 'vitest';
import { canPayPend, pendAppearBy, pendHoldUntil, pendPayBy, pendPhase, pendRemainingMs, pendSeatSellable } from './pend-rules';
import { carriageConditions, pendNotice } from './carriage-conditions';

const departure = new Date('2026-05-20T18:00:00Z');
const at = (time: string) => new Date(`2026-05-20T${time}Z`);

describe('PEND rules', () => {
  it('holds until 15 minutes and asks to appear 30 minutes before departure', () => {
    expect(pendHoldUntil(departure)).toEqual(at('17:45:00'));
    expect(pendAppearBy(departure)).toEqual(at('17:30:00'));
  });

  it('moves from held to last call to released as the clock passes the limits', () => {
    expect(pendPhase(departure, at('12:00:00'))).toBe('held');
    expect(pendPhase(departure, at('17:29:59'))).toBe('held');
    expect(pendPhase(departure, at('17:30:00'))).toBe('last_call');
    expect(pendPhase(departure, at('17:44:59'))).toBe('last_call');
    expect(pendPhase(departure, at('17:45:00'))).toBe('released');
    expect(pendPhase(departure, at('19:00:00'))).toBe('released');
  });

  it('can be paid before the limit; the seat is sellable from the limit on', () => {
    expect(canPayPend(departure, at('17:44:59'))).toBe(true);
    expect(pendSeatSellable(departure, at('17:44:59'))).toBe(false);
    expect(canPayPend(departure, at('17:45:00'))).toBe(false);
    expect(pendSeatSellable(departure, at('17:45:00'))).toBe(true);
    expect(pendRemainingMs(departure, at('17:40:00'))).toBe(5 * 60_000);
    expect(pendRemainingMs(departure, at('18:00:00'))).toBe(0);
  });
});

describe('conditions of carriage', () => {
  it('states the boarding time, luggage allowance, validity and non-transferability in both languages', () => {
    const es = carriageConditions('es').map((c) => c.text).join('\n');
    const en = carriageConditions('en').map((c) => c.text).join('\n');
    expect(es).toContain('10 minutos antes');
    expect(es).toContain('25 kg y 200 cm');
    expect(es).toContain('40x30x25 cm y hasta 6 kg');
    expect(es).toContain('1 año');
    expect(es).toContain('personal e intransferible');
    expect(en).toContain('10 minutes before departure');
    expect(en).toContain('25 kg and 200 cm');
    expect(en).toContain('40x30x25 cm and up to 6 kg');
    expect(en).toContain('1 year');
    expect(en).toContain('personal and non-transferable');
    expect(carriageConditions('es').map((c) => c.key)).toEqual(carriageConditions('en').map((c) => c.key));
  });

  it('tells a PEND holder when to pay and when the seat goes', () => {
    expect(pendNotice('en', '5:30 PM', '5:45 PM')).toContain('by 5:30 PM');
    expect(pendNotice('es', '5:30 PM', '5:45 PM')).toContain('después de las 5:45 PM');
  });
});

describe('pendPayBy: one deadline for a reservation', () => {
  it('is the hold limit of the earliest leg, whatever the order of the legs', () => {
    const outbound = new Date('2026-12-05T20:30:00Z');
    const back = new Date('2026-12-09T15:00:00Z');
    expect(pendPayBy([back, outbound])?.toISOString()).toBe('2026-12-05T20:15:00.000Z');
  });

  it('has none without a dated leg', () => {
    expect(pendPayBy([])).toBeNull();
  });
});
