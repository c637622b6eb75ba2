import { describe, expect, it } from 'vitest';
import { parseTourDay, parseTourSearch } from './tour-search';

// The tours search's address keeps only values the contract accepts (openapi/tours.yaml getTourProducts): an
// empty field of the form (a GET submit before the app loads) or a hand-typed value is dropped, never sent.
describe('the tours search address', () => {
  it('keeps words, a category slug and a day', () => {
    expect(parseTourSearch({ q: ' tequila ', category: 'food-and-drink', date: '2026-12-05' })).toEqual({ q: 'tequila', category: 'food-and-drink', date: '2026-12-05' });
  });

  it('drops empty fields and values the contract would refuse', () => {
    expect(parseTourSearch({ q: '', category: '', date: '' })).toEqual({ q: undefined, category: undefined, date: undefined });
    expect(parseTourSearch({ category: 'Mar y playas', date: '2026-13-01' })).toEqual({ q: undefined, category: undefined, date: undefined });
    expect(parseTourSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });

  it("keeps a tour page's picked day only when it is a day", () => {
    expect(parseTourDay({ date: '2026-12-05' })).toEqual({ date: '2026-12-05' });
    expect(parseTourDay({ date: 'mañana' })).toEqual({ date: undefined });
  });
});
