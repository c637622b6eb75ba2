import { describe, expect, it } from 'vitest';
import { adventureCheckoutIssues } from './adventure-checkout';

const contact = { firstName: 'Ana', lastName: 'Peña', email: 'ana@example.mx', cellPhone: '3221234567' };
const open = { minorsAllowed: true, placesLeft: 4 };

describe('an adventure order before it is opened', () => {
  it('may be opened with an adult, a valid e-mail and a 10-digit mobile', () => {
    expect(adventureCheckoutIssues({ contact, adults: 1, minors: 0 }, open)).toEqual([]);
    expect(adventureCheckoutIssues({ contact, adults: 2, minors: 2 }, open)).toEqual([]);
  });

  it('needs an adult, and takes minors only when the option sells them', () => {
    expect(adventureCheckoutIssues({ contact, adults: 0, minors: 1 }, open)).toEqual([{ field: 'adults', reason: 'invalid' }]);
    expect(adventureCheckoutIssues({ contact, adults: 1, minors: 1 }, { ...open, minorsAllowed: false })).toEqual([{ field: 'minors', reason: 'invalid' }]);
  });

  it('names the party when the departure has fewer places left', () => {
    expect(adventureCheckoutIssues({ contact, adults: 3, minors: 2 }, open)).toEqual([{ field: 'adults', reason: 'places' }]);
  });

  it('names every contact field to fix, in the form order', () => {
    const issues = adventureCheckoutIssues({ contact: { firstName: ' ', lastName: '', email: 'ana@', cellPhone: '322' }, adults: 1, minors: 0 }, open);
    expect(issues.map((i) => i.field)).toEqual(['contact.first_name', 'contact.last_name', 'contact.email', 'contact.cell_phone']);
  });

  it("takes a Mexican mobile alone or after +52, and any country's in E.164 (decision 071)", () => {
    const fields = (cellPhone: string) => adventureCheckoutIssues({ contact: { ...contact, cellPhone }, adults: 1, minors: 0 }, open);
    for (const cellPhone of ['3221234567', '+523221234567', '+14155550123']) expect(fields(cellPhone)).toEqual([]);
    for (const cellPhone of ['322', '+52322', '14155550123']) expect(fields(cellPhone).map((i) => i.field)).toEqual(['contact.cell_phone']);
  });
});
