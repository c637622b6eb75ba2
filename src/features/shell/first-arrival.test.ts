import { describe, expect, it, vi } from 'vitest';
import { createFirstArrivalRule } from './first-arrival';

function stores() {
  return { removeCookie: vi.fn() };
}

describe('first-arrival rule', () => {
  it('clears the tour selection, the booking data and the adventures cookie on a first arrival outside tours', () => {
    const s = stores();
    const onNavigation = createFirstArrivalRule(s);
    expect(onNavigation('/horarios')).toBe(true);
    expect(s.removeCookie.mock.calls.map(([name]) => name)).toEqual(['tour_cart', 'tour_booking', 'adventures_session']);
  });

  it('keeps tour data when the first route is a tour route, and never clears on later navigations', () => {
    const s = stores();
    const onNavigation = createFirstArrivalRule(s);
    expect(onNavigation('/tours/pago')).toBe(false);
    expect(onNavigation('/')).toBe(false);
    expect(s.removeCookie).not.toHaveBeenCalled();
  });

  it('keeps the adventures session when the first route is a partner adventures page', () => {
    const s = stores();
    expect(createFirstArrivalRule(s)('/aventuras/pago')).toBe(false);
    expect(s.removeCookie).not.toHaveBeenCalled();
  });

  it('does not treat paths that merely start with "tours" as tour routes', () => {
    const s = stores();
    expect(createFirstArrivalRule(s)('/toursx')).toBe(true);
  });
});
