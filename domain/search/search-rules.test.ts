import { describe, expect, it } from 'vitest';
import { defaultFareWindows, type FareWindows } from './fare-windows';
import { emptyPassengers, type PassengerCounts } from './passengers';
import type { SearchInput } from './search-schema';
import { validateSearch, type SearchIssue, type SearchRuleContext } from './search-rules';

const today = '2026-12-01';
const context: SearchRuleContext = { today, windows: defaultFareWindows };

function passengers(counts: Partial<PassengerCounts>): PassengerCounts {
  return { ...emptyPassengers(), ...counts };
}

function search(overrides: Partial<SearchInput> = {}): SearchInput {
  return {
    origin: 'PVR',
    destination: 'GDL',
    passengers: passengers({ adult: 1 }),
    departure: { date: '2026-12-20', open: false },
    round: true,
    return: { date: '2026-12-27', open: false },
    ...overrides,
  };
}

function issues(input: unknown, ctx = context): SearchIssue[] {
  const result = validateSearch(input, ctx);
  return result.ok ? [] : result.issues;
}

function codes(input: unknown, ctx = context): string[] {
  return issues(input, ctx).map((issue) => issue.code);
}

describe('validateSearch: shape and defaults', () => {
  it('accepts a complete round trip and applies defaults', () => {
    const result = validateSearch({ ...search(), promotional_code: '  ' }, context);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ origin: 'PVR', round: true, promotional_code: null }),
    });
  });

  it('defaults to round trip with an open return', () => {
    const result = validateSearch(
      { origin: 'PVR', destination: 'GDL', passengers: { adult: 1 }, departure: { date: '2026-12-20' } },
      context,
    );
    expect(result.ok && result.value.round).toBe(true);
    expect(result.ok && result.value.return).toEqual({ date: null, open: true });
  });

  it('refuses malformed values as an invalid request naming the field', () => {
    expect(issues(search({ departure: { date: '2026-02-30', open: false } }))).toEqual([
      { code: 'invalid_request', field: 'departure.date' },
    ]);
    expect(issues({ ...search(), passengers: { adult: -1 } })).toEqual([
      { code: 'invalid_request', field: 'passengers.adult' },
    ]);
    expect(codes({ ...search(), passengers: { adult: 1.5 } })).toEqual(['invalid_request']);
  });

  it('drops the return of a one-way trip and the date of an open departure', () => {
    const oneWay = validateSearch(search({ round: false }), context);
    expect(oneWay.ok && oneWay.value.return).toEqual({ date: null, open: true });
    const open = validateSearch(search({ departure: { date: '2026-12-20', open: true }, return: { date: null, open: true } }), context);
    expect(open.ok && open.value.departure).toEqual({ date: null, open: true });
  });
});

describe('validateSearch: places and passengers', () => {
  it('requires the origin and the destination', () => {
    expect(issues(search({ origin: '' }))).toEqual([{ code: 'origin_required', field: 'origin' }]);
    expect(issues(search({ origin: null }))).toEqual([{ code: 'origin_required', field: 'origin' }]);
    expect(issues(search({ destination: '  ' }))).toEqual([{ code: 'destination_required', field: 'destination' }]);
    expect(codes(search({ destination: 'PVR' }))).toEqual(['destination_same_as_origin']);
  });

  it('requires at least one passenger', () => {
    expect(issues(search({ passengers: passengers({}) }))).toEqual([{ code: 'passengers_required', field: 'passengers' }]);
    expect(codes(search({ passengers: passengers({ minor: 1 }) }))).toEqual([]);
  });

  it('allows 10 passengers and refuses 11', () => {
    expect(codes(search({ passengers: passengers({ adult: 10 }) }))).toEqual([]);
    expect(issues(search({ passengers: passengers({ adult: 6, minor: 5 }) }))).toEqual([
      { code: 'passengers_exceeded', field: 'passengers' },
    ]);
  });

  it('counts infants toward the 10-passenger limit', () => {
    expect(codes(search({ passengers: passengers({ adult: 5, infant: 5 }) }))).toEqual([]);
    expect(codes(search({ passengers: passengers({ adult: 6, infant: 5 }) }))).toEqual(['passengers_exceeded']);
  });

  it('allows 4 students and refuses 5, counting flex students', () => {
    expect(codes(search({ passengers: passengers({ student: 2, student_flex: 2 }) }))).toEqual([]);
    expect(issues(search({ passengers: passengers({ student: 3, student_flex: 2 }) }))).toEqual([
      { code: 'students_exceeded', field: 'passengers.student' },
    ]);
  });

  it('allows 2 teachers and refuses 3, counting flex teachers', () => {
    expect(codes(search({ passengers: passengers({ teacher: 1, teacher_flex: 1 }) }))).toEqual([]);
    expect(issues(search({ passengers: passengers({ teacher: 2, teacher_flex: 1 }) }))).toEqual([
      { code: 'teachers_exceeded', field: 'passengers.teacher' },
    ]);
  });

  it('allows one infant per adult companion and refuses more', () => {
    expect(codes(search({ passengers: passengers({ adult: 2, infant: 2 }) }))).toEqual([]);
    expect(issues(search({ passengers: passengers({ adult: 2, infant: 3 }) }))).toEqual([
      { code: 'infant_per_adult', field: 'passengers.infant' },
    ]);
    expect(codes(search({ passengers: passengers({ infant: 1 }) }))).toEqual(['infant_per_adult']);
    expect(codes(search({ passengers: passengers({ minor: 2, infant: 1 }) }))).toEqual(['infant_per_adult']);
  });

  it('lets seniors and teachers carry an infant', () => {
    expect(codes(search({ passengers: passengers({ inapam: 1, teacher: 1, infant: 2 }) }))).toEqual([]);
  });
});

describe('validateSearch: dates', () => {
  it('requires a departure date or an open departure', () => {
    expect(issues(search({ departure: { date: null, open: false }, round: false }))).toEqual([
      { code: 'departure_required', field: 'departure' },
    ]);
    expect(codes(search({ departure: { date: null, open: true }, return: { date: null, open: true } }))).toEqual([]);
  });

  it('refuses a departure before today and accepts today', () => {
    expect(codes(search({ departure: { date: today, open: false } }))).toEqual([]);
    expect(issues(search({ departure: { date: '2026-11-30', open: false }, round: false }))).toEqual([
      { code: 'departure_in_past', field: 'departure.date' },
    ]);
  });

  it('sells up to 120 days ahead, today included: a later departure or return is refused', () => {
    // 2026-12-01 + 119 days is 2027-03-30, the last day on sale.
    expect(codes(search({ departure: { date: '2027-03-30', open: false }, return: { date: '2027-03-30', open: false } }))).toEqual([]);
    expect(issues(search({ departure: { date: '2027-03-31', open: false }, round: false }))).toEqual([
      { code: 'departure_beyond_horizon', field: 'departure.date' },
    ]);
    expect(issues(search({ departure: { date: '2027-03-01', open: false }, return: { date: '2027-03-31', open: false } }))).toEqual([
      { code: 'return_beyond_horizon', field: 'return.date' },
    ]);
    // An open return has no date to check; the server's own horizon is the one it passes.
    expect(codes(search({ departure: { date: '2027-03-30', open: false }, return: { date: null, open: true } }))).toEqual([]);
    expect(codes(search({ departure: { date: '2026-12-11', open: false }, round: false }), { ...context, horizonDays: 10 })).toEqual(['departure_beyond_horizon']);
  });

  it('refuses a return date without a departure date', () => {
    expect(issues(search({ departure: { date: null, open: true }, return: { date: '2026-12-27', open: false } }))).toEqual([
      { code: 'return_without_departure', field: 'return.date' },
    ]);
    expect(codes(search({ departure: { date: null, open: false } }))).toEqual([
      'departure_required',
      'return_without_departure',
    ]);
  });

  it('accepts a return the same day and refuses the day before', () => {
    expect(codes(search({ return: { date: '2026-12-20', open: false } }))).toEqual([]);
    expect(issues(search({ return: { date: '2026-12-19', open: false } }))).toEqual([
      { code: 'return_before_departure', field: 'return.date' },
    ]);
  });

  it('requires a return date or an open return on a round trip only', () => {
    expect(issues(search({ return: { date: null, open: false } }))).toEqual([{ code: 'return_required', field: 'return' }]);
    expect(codes(search({ round: false, return: { date: null, open: false } }))).toEqual([]);
  });

  it('ignores the return of a one-way trip', () => {
    expect(codes(search({ round: false, return: { date: '2026-12-01', open: false } }))).toEqual([]);
  });
});

describe('validateSearch: fares that cannot travel open', () => {
  const cases = [
    ['student', 'student_cannot_be_open'],
    ['student_flex', 'flex_cannot_be_open'],
    ['teacher_flex', 'flex_cannot_be_open'],
  ] as const;
  for (const [fare, code] of cases) {
    it(`refuses ${fare} on an open departure or an open return`, () => {
      const people = passengers({ adult: 1, [fare]: 1 });
      expect(codes(search({ passengers: people }))).toEqual([]);
      expect(issues(search({ passengers: people, return: { date: null, open: true } }))).toEqual([
        { code, field: 'return.open' },
      ]);
      expect(issues(search({ passengers: people, round: false, departure: { date: null, open: true } }))).toEqual([
        { code, field: 'departure.open' },
      ]);
    });
  }

  it('reports the student and the flex code for each open leg when both travel', () => {
    const people = passengers({ adult: 1, student: 1, teacher_flex: 1 });
    const open = search({ passengers: people, departure: { date: null, open: true }, return: { date: null, open: true } });
    expect(issues(open)).toEqual([
      { code: 'student_cannot_be_open', field: 'departure.open' },
      { code: 'flex_cannot_be_open', field: 'departure.open' },
      { code: 'student_cannot_be_open', field: 'return.open' },
      { code: 'flex_cannot_be_open', field: 'return.open' },
    ]);
  });

  it('lets the teacher fare and the others travel open', () => {
    const people = passengers({ adult: 1, minor: 1, inapam: 1, teacher: 1, infant: 1 });
    expect(codes(search({ passengers: people, return: { date: null, open: true } }))).toEqual([]);
    expect(codes(search({ passengers: people, round: false, departure: { date: null, open: true } }))).toEqual([]);
  });
});

describe('validateSearch: sale and travel windows', () => {
  const windows: FareWindows = {
    student: [{ name: 's', sale: { from: '2026-11-01', to: '2026-11-30' }, travel: { from: '2026-12-10', to: '2026-12-31' } }],
    teacher: [{ name: 't', sale: { from: '2026-11-01', to: '2026-11-30' }, travel: { from: '2026-12-10', to: '2026-12-31' } }],
    student_flex: [{ name: 'sf', sale: { from: '2026-10-01', to: '2026-10-31' }, travel: { from: '2026-12-15', to: '2026-12-25' } }],
    teacher_flex: [{ name: 'tf', sale: { from: '2026-10-01', to: '2026-10-31' }, travel: { from: '2026-12-15', to: '2026-12-25' } }],
  };
  // The fare windows alone, not the sales horizon.
  const at = (day: string) => ({ today: day, windows, horizonDays: 366 });
  const dated = (fare: string, departure: string, ret: string) =>
    search({ passengers: passengers({ adult: 1, [fare]: 1 }), departure: { date: departure, open: false }, return: { date: ret, open: false } });

  it('sells the student fare on the first and last sale day and not a day outside', () => {
    expect(codes(dated('student', '2026-12-20', '2026-12-27'), at('2026-11-01'))).toEqual([]);
    expect(codes(dated('student', '2026-12-20', '2026-12-27'), at('2026-11-30'))).toEqual([]);
    // A day before the sale opens, the refusal says when it opens and for which travel.
    expect(issues(dated('student', '2026-12-20', '2026-12-27'), at('2026-10-31'))).toEqual([
      { code: 'fare_window_closed', field: 'passengers.student', opening: { onSale: false, saleFrom: '2026-11-01', travel: { from: '2026-12-10', to: '2026-12-31' } } },
    ]);
    // After the last window, nothing ahead to tell.
    expect(issues(dated('student', '2026-12-20', '2026-12-27'), at('2026-12-01'))[0]?.opening).toBeNull();
    expect(codes(dated('student', '2026-12-20', '2026-12-27'), at('2026-12-01'))).toEqual(['fare_window_closed']);
  });

  it('accepts travel on the window edges and refuses either leg a day outside', () => {
    expect(codes(dated('teacher', '2026-12-10', '2026-12-31'), at('2026-11-15'))).toEqual([]);
    // On sale, but for other dates: the window's travel dates are what it says.
    expect(issues(dated('teacher', '2026-12-09', '2026-12-20'), at('2026-11-15'))).toEqual([
      { code: 'fare_window_closed', field: 'passengers.teacher', opening: { onSale: true, saleFrom: '2026-11-01', travel: { from: '2026-12-10', to: '2026-12-31' } } },
    ]);
    expect(codes(dated('teacher', '2026-12-20', '2027-01-01'), at('2026-11-15'))).toEqual(['fare_window_closed']);
  });

  it('gives flex fares their own windows', () => {
    expect(codes(dated('student_flex', '2026-12-15', '2026-12-25'), at('2026-10-20'))).toEqual([]);
    expect(codes(dated('student_flex', '2026-12-15', '2026-12-25'), at('2026-11-15'))).toEqual(['fare_window_closed']);
    expect(codes(dated('teacher_flex', '2026-12-14', '2026-12-25'), at('2026-10-20'))).toEqual(['fare_window_closed']);
    expect(codes(dated('student', '2026-12-15', '2026-12-25'), at('2026-10-20'))).toEqual(['fare_window_closed']);
  });

  it('does not restrict the other fares', () => {
    const people = passengers({ adult: 1, minor: 1, inapam: 1, infant: 1 });
    expect(codes(search({ passengers: people }), at('2026-01-01'))).toEqual([]);
  });

  it('checks an open teacher trip against the sale window only', () => {
    const open = search({ passengers: passengers({ teacher: 1 }), departure: { date: null, open: true }, return: { date: null, open: true } });
    expect(codes(open, at('2026-11-15'))).toEqual([]);
    expect(codes(open, at('2026-12-15'))).toEqual(['fare_window_closed']);
  });
});

describe('validateSearch: all failures at once', () => {
  it('reports every broken rule, not only the first', () => {
    const input = {
      origin: '',
      destination: '',
      passengers: passengers({ student: 5, teacher: 3, infant: 4 }),
      departure: { date: null, open: false },
      round: true,
      return: { date: '2026-12-27', open: false },
    };
    expect(codes(input)).toEqual([
      'origin_required',
      'destination_required',
      'passengers_exceeded',
      'students_exceeded',
      'teachers_exceeded',
      'infant_per_adult',
      'departure_required',
      'return_without_departure',
    ]);
  });
});

describe('search issue codes and the websale catalogue', () => {
  it('uses only codes the websale catalogue has, so every refusal has an es/en message', async () => {
    const { errorCatalogue } = await import('../errors/catalogue.gen');
    const { searchIssueCodes } = await import('./search-rules');
    const missing = searchIssueCodes.filter((code) => !(code in errorCatalogue.websale));
    expect(missing).toEqual([]);
  });
});
