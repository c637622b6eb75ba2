import { describe, expect, it } from 'vitest';
import { shuttleOffer } from './shuttle-rules';

describe('where the shuttle is offered (docs/rules/booking.md#the-shuttle-connection)', () => {
  it('is offered after the outbound leg when it ends in Guadalajara or Zapopan, naming the city', () => {
    expect(shuttleOffer({ origin: 'puerto-vallarta', destination: 'guadalajara', round: false })).toEqual({
      leg: 'departure',
      terminal: 'guadalajara',
      city: 'Guadalajara',
    });
    expect(shuttleOffer({ origin: 'puerto-vallarta', destination: 'zapopan', round: true })).toMatchObject({ leg: 'departure', city: 'Zapopan' });
  });

  it('is not offered on a trip that ends in Puerto Vallarta or on the coast', () => {
    expect(shuttleOffer({ origin: 'guadalajara', destination: 'puerto-vallarta', round: false })).toBeNull();
    expect(shuttleOffer({ origin: 'zapopan', destination: 'sayulita', round: false })).toBeNull();
    expect(shuttleOffer({ origin: 'puerto-vallarta', destination: 'sayulita', round: true })).toBeNull();
  });

  it('is offered after the return leg of a round trip that starts in its area', () => {
    expect(shuttleOffer({ origin: 'guadalajara', destination: 'puerto-vallarta', round: true })).toEqual({
      leg: 'return',
      terminal: 'guadalajara',
      city: 'Guadalajara',
    });
  });
});
