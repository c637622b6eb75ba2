import { describe, expect, it, vi } from 'vitest';
import { createFirstArrivalRule } from './first-arrival';

function stores() {
  return { removeLocal: vi.fn(), removeCookie: vi.fn() };
}

describe('first-arrival rule', () => {
  it('clears tour selection, booking data and the adventures cookie on a first arrival outside tours', () => {
    const s = stores();
    const onNavigation = createFirstArrivalRule(s);
    expect(onNavigation('/horarios')).toBe(true);
    expect(s.removeLocal.mock.calls.map(([key]) => key)).toEqual(['tour_selection', 'booking_data']);
    expect(s.removeCookie).toHaveBeenCalledWith('adventures_session');
    expect(s.removeCookie).toHaveBeenCalledWith('tour_cart');
    expect(s.removeCookie).toHaveBeenCalledWith('tour_booking');
  });

  it('keeps tour data when the first route is a tour route, and never clears on later navigations', () => {
    const s = stores();
    const onNavigation = createFirstArrivalRule(s);
    expect(onNavigation('/tours/pago')).toBe(false);
    expect(onNavigation('/')).toBe(false);
    expect(s.removeLocal).not.toHaveBeenCalled();
    expect(s.removeCookie).not.toHaveBeenCalled();
  });

  it('does not treat paths that merely start with "tours" as tour routes', () => {
    const s = stores();
    expect(createFirstArrivalRule(s)('/toursx')).toBe(true);
  });
});
