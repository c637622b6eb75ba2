import { describe, expect, it } from 'vitest';
import { changeRefusal, nameChangeRefusal, openDateRefusal, settlementOf, ticketState } from './change-rules';

const departureAt = Date.UTC(2026, 11, 1, 18, 0);
const minute = 60_000;
const base = { passengerType: 'adult' as const, state: 'e_ticket' as const, departureAt, now: departureAt - 60 * minute };

describe('changeRefusal (docs/rules/my-reservation.md#changing-the-schedule)', () => {
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

describe('name changes, open dates and fare differences (docs/rules/my-reservation.md#changing-the-schedule; decisions 028, 033)', () => {
  it('sends adult and minor name changes to the ticket office and refuses the others', () => {
    expect(nameChangeRefusal('adult')).toBe('name_change_at_office');
    expect(nameChangeRefusal('minor')).toBe('name_change_at_office');
    expect(nameChangeRefusal('student')).toBe('name_change_not_allowed');
    expect(nameChangeRefusal('inapam')).toBe('name_change_not_allowed');
  });
  it('gives an open leg a date only within its validity and 20 minutes ahead', () => {
    const open = { open: true, state: 'e_ticket' as const, validUntil: departureAt, boardsAt: departureAt, now: departureAt - 60 * minute };
    expect(openDateRefusal(open)).toBeNull();
    expect(openDateRefusal({ ...open, open: false })).toBe('ticket_not_open');
    expect(openDateRefusal({ ...open, boardsAt: departureAt + 1 })).toBe('outside_validity');
    expect(openDateRefusal({ ...open, now: departureAt - 19 * minute })).toBe('change_deadline_passed');
    expect(openDateRefusal({ ...open, state: 'used' })).toBe('ticket_used');
  });
  it('settles a difference by card, refund, credit, or refuses it while unpaid', () => {
    expect(settlementOf(0, 'order_generated', 'oxxo')).toBe('none');
    expect(settlementOf(100, 'order_generated', 'oxxo')).toBe('fare_difference_unpaid');
    expect(settlementOf(100, 'approved', 'oxxo')).toBe('card_charge');
    expect(settlementOf(-100, 'approved', 'card')).toBe('card_refund');
    expect(settlementOf(-100, 'approved', 'oxxo')).toBe('store_credit');
  });
});
