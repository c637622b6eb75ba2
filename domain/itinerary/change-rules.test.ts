import { describe, expect, it } from 'vitest';
import { changeRefusal, ticketState } from './change-rules';

const departureAt = Date.UTC(2026, 11, 1, 18, 0);
const minute = 60_000;
const base = { passengerType: 'adult' as const, state: 'e_ticket' as const, departureAt, now: departureAt - 60 * minute };

describe('changeRefusal (SPEC §5, §6, §9)', () => {
  it('lets an adult E-ticket change up to 20 minutes before departure', () => {
    expect(changeRefusal(base)).toBeNull();
    expect(changeRefusal({ ...base, now: departureAt - 20 * minute })).toBeNull();
    expect(changeRefusal({ ...base, now: departureAt - 20 * minute + 1 })).toBe('change_deadline_passed');
  });
  it('refuses student and teacher fares, not their flex variants', () => {
    expect(changeRefusal({ ...base, passengerType: 'student' })).toBe('fare_cannot_change');
    expect(changeRefusal({ ...base, passengerType: 'teacher' })).toBe('fare_cannot_change');
    expect(changeRefusal({ ...base, passengerType: 'student_flex' })).toBeNull();
    expect(changeRefusal({ ...base, passengerType: 'teacher_flex' })).toBeNull();
  });
  it('refuses used, cancelled and open tickets', () => {
    expect(changeRefusal({ ...base, state: 'used' })).toBe('ticket_used');
    expect(changeRefusal({ ...base, state: 'cancelled' })).toBe('ticket_cancelled');
    expect(changeRefusal({ ...base, departureAt: null })).toBe('open_ticket');
  });
  it('names a ticket state from its type and marks', () => {
    expect(ticketState('OK')).toBe('ok');
    expect(ticketState('E-ticket')).toBe('e_ticket');
    expect(ticketState('PEND')).toBe('pend');
    expect(ticketState('E-ticket', { used: true })).toBe('used');
    expect(ticketState('PEND', { cancelled: true })).toBe('cancelled');
  });
});
