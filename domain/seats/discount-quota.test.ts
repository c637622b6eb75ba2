import { describe, expect, it } from 'vitest';
import { emptyPassengers } from '../search/passengers';
import { countByGroup, discountGroup, discountSeatsLeft, quotasFitParty, quotaShortfalls, quotasOverrun } from './discount-quota';

const cap = { student: 8, teacher: 2, inapam: 2 };

describe('discount quotas per bus', () => {
  it('counts flex fares in their group and leaves full fares out', () => {
    expect(discountGroup('student_flex')).toBe('student');
    expect(discountGroup('teacher_flex')).toBe('teacher');
    expect(discountGroup('adult')).toBeNull();
    expect(discountGroup(null)).toBeNull();
    expect(countByGroup(['student', 'student_flex', 'inapam', 'adult', null])).toEqual({ student: 2, teacher: 0, inapam: 1 });
  });

  it('says what is left and never less than nothing', () => {
    expect(discountSeatsLeft(cap, { student: 3, teacher: 5 })).toEqual({ student: 5, teacher: 0, inapam: 2 });
  });

  it('refuses only the groups the new seats would overrun', () => {
    expect(quotasOverrun(cap, { student: 7, teacher: 0, inapam: 2 }, { student: 1, teacher: 0, inapam: 0 })).toEqual([]);
    expect(quotasOverrun(cap, { student: 7, teacher: 0, inapam: 2 }, { student: 2, teacher: 0, inapam: 1 })).toEqual(['student', 'inapam']);
  });

  it('fits a party only when every group has its seats', () => {
    const party = { ...emptyPassengers(), teacher: 1, teacher_flex: 1 };
    expect(quotasFitParty({ student: 0, teacher: 2, inapam: 0 }, party)).toBe(true);
    expect(quotasFitParty({ student: 8, teacher: 1, inapam: 2 }, party)).toBe(false);
  });

  it('names each short quota with the places left and the passengers wanting them', () => {
    const party = { ...emptyPassengers(), adult: 1, inapam: 3, student_flex: 1 };
    expect(quotaShortfalls(cap, party)).toEqual([{ group: 'inapam', left: 2, wanted: 3 }]);
    expect(quotaShortfalls({ student: 0, teacher: 2, inapam: 2 }, party)).toEqual([
      { group: 'student', left: 0, wanted: 1 },
      { group: 'inapam', left: 2, wanted: 3 },
    ]);
    expect(quotaShortfalls(cap, { ...emptyPassengers(), adult: 9 })).toEqual([]);
  });
});
