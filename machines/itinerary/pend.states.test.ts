import { describe, expect, it } from 'vitest';
import type { ItineraryContext } from './itinerary-context';
import { viewFixture } from './itinerary.test-fixtures';
import { deadlineOf, pendCheckoutInput, pendToPay } from './pend.states';

// Which PENDs My reservation offers to pay by card, and until when (decisions 065, 071).

const leg = { ...({} as NonNullable<ItineraryContext['view']>['legs'][number]), pendDeadline: '2026-12-01T17:45:00.000Z' };
const context = (paid: Partial<NonNullable<NonNullable<ItineraryContext['view']>['paid']>>): ItineraryContext =>
  ({ view: { ...viewFixture, legs: [leg], paid: { ...viewFixture.paid!, ...paid } }, saved: { code: viewFixture.code, token: 'r' }, proof: 'p' }) as unknown as ItineraryContext;

describe('paying a PEND from My reservation', () => {
  it('offers a ticket-office PEND and a store (OXXO, Openpay) PEND, never a paid one or another method', () => {
    expect(pendToPay(context({ method: 'office' }))).toBe(true);
    expect(pendToPay(context({ method: 'oxxo', orderReference: '93000000000000' }))).toBe(true);
    expect(pendToPay(context({ method: 'openpay', orderReference: '95000000000000' }))).toBe(true);
    expect(pendToPay(context({ method: 'card' }))).toBe(false);
  });

  it("pays a store PEND until its order's own deadline when earlier than the bus's PEND limit", () => {
    const store = context({ method: 'oxxo', orderReference: '93000000000000', orderDeadline: '2026-11-20T18:00:00.000Z' });
    expect(deadlineOf(store)).toBe(Date.parse('2026-11-20T18:00:00.000Z'));
    expect(pendCheckoutInput({ context: store }).deadline).toBe(Date.parse('2026-11-20T18:00:00.000Z'));
    expect(deadlineOf(context({ method: 'office' }))).toBe(Date.parse('2026-12-01T17:45:00.000Z'));
  });
});
