import { describe, expect, it } from 'vitest';
import { tourContactIssues } from './tour-contact';

const ana = { firstName: 'Ana', lastName: 'López', email: 'ana@example.mx', cellPhone: '3221234567', apply: true };

describe('tours contact', () => {
  it('takes a complete contact that accepts the policies', () => {
    expect(tourContactIssues(ana)).toEqual([]);
  });

  it('names each field to fix, in the form order', () => {
    expect(tourContactIssues({ firstName: ' ', lastName: '', email: 'ana@', cellPhone: '322123', apply: false }).map((i) => i.field)).toEqual([
      'first_name',
      'last_name',
      'email',
      'cell_phone',
      'apply',
    ]);
  });

  it('needs the cancellation policies accepted', () => {
    expect(tourContactIssues({ ...ana, apply: false })).toEqual([{ code: 'terms_not_accepted', field: 'apply' }]);
  });

  it('takes a Mexican mobile alone or after +52, and any country\'s in E.164 (decision 071)', () => {
    for (const cellPhone of ['3221234567', '+523221234567', '+14155550123', '+447400123456']) expect(tourContactIssues({ ...ana, cellPhone })).toEqual([]);
    for (const cellPhone of ['322123', '+52322', '+5232212345678', '14155550123']) expect(tourContactIssues({ ...ana, cellPhone }).map((i) => i.field)).toEqual(['cell_phone']);
  });
});
