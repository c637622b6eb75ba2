import { describe, expect, it } from 'vitest';
import { defaultReservation } from '../../../../domain/reservation/reservation-state';
import { contactSubmission, initialContactDraft, withContactName, withGoesContact, withMember, withTraveller } from './contact-draft';

const family = () => ({
  ...defaultReservation(),
  passengers: { ...defaultReservation().passengers, adult: 1, minor: 1 },
  travellers: [
    { id: 5, type: 'adult' as const, first_name: '', last_name: '', age: null },
    { id: 6, type: 'minor' as const, first_name: '', last_name: '', age: null },
  ],
});

describe('the contact step draft', () => {
  it('starts with the contact travelling as passenger 1, who follows the name typed', () => {
    let draft = initialContactDraft(family());
    expect([draft.goesContact, draft.phoneCountry]).toEqual([true, 'MX']);
    draft = withContactName(draft, 'first_name', 'Ana');
    draft = withContactName(draft, 'last_name', 'López');
    expect(draft.travellers[0]).toEqual({ first_name: 'Ana', last_name: 'López', age: '' });
    expect(draft.travellers[1]).toEqual({ first_name: '', last_name: '', age: '' });
  });

  it('stops following once passenger 1 is changed by hand, and empties it only while it reads the contact', () => {
    let draft = withContactName(initialContactDraft(family()), 'first_name', 'Ana');
    draft = withTraveller(draft, 0, 'first_name', 'Anita');
    draft = withContactName(draft, 'first_name', 'Ana Sofía');
    expect(draft.travellers[0]?.first_name).toBe('Anita');
    expect(withGoesContact(draft, false).travellers[0]?.first_name).toBe('Anita');
    const following = withContactName(initialContactDraft(family()), 'first_name', 'Ana');
    expect(withGoesContact(following, false).travellers[0]?.first_name).toBe('');
    expect(withGoesContact(withGoesContact(following, false), true).travellers[0]?.first_name).toBe('Ana');
  });

  it('sends the phone in E.164 and each age in whole years', () => {
    let draft = initialContactDraft(family());
    draft = { ...draft, phoneCountry: 'US', phoneNational: '2133734253' };
    draft = withTraveller(draft, 1, 'age', '7');
    const sent = contactSubmission(draft);
    expect(sent.contact.cell_phone).toBe('+12133734253');
    expect(sent.travellers.map((t) => t.age)).toEqual([null, 7]);
  });

  it('reopens a saved contact as it was: its country, its passengers, whether it travels', () => {
    const saved = {
      ...family(),
      contact: { first_name: 'Ana', last_name: 'López', cell_phone: '+16045551234', email: 'ana@correo.mx', privacy: true },
      goes_contact: false,
      travellers: [
        { id: 5, type: 'adult' as const, first_name: 'Luis', last_name: 'Ibáñez', age: null },
        { id: 6, type: 'minor' as const, first_name: 'Sofía', last_name: 'Ibáñez', age: 7 },
      ],
    };
    const draft = initialContactDraft(saved);
    expect([draft.goesContact, draft.phoneCountry, draft.phoneNational]).toEqual([false, 'CA', '6045551234']);
    expect(draft.travellers).toEqual([
      { first_name: 'Luis', last_name: 'Ibáñez', age: '' },
      { first_name: 'Sofía', last_name: 'Ibáñez', age: '7' },
    ]);
  });

  it("fills a signed-in member's contact and saved passengers into empty fields only, and they stay editable", () => {
    const member = { first_name: 'José Luis', last_name: 'Hernández Peña', email: 'jose@example.com', cell_phone: '3312345678', passengers: [{ first_name: 'Ana', last_name: 'Hernández' }] };
    let draft = withMember(initialContactDraft(family()), member);
    expect(draft.contact).toMatchObject({ first_name: 'José Luis', last_name: 'Hernández Peña', email: 'jose@example.com' });
    expect([draft.phoneCountry, draft.phoneNational]).toEqual(['MX', '3312345678']);
    expect(draft.travellers.map((t) => t.first_name)).toEqual(['José Luis', 'Ana']);
    draft = withTraveller(draft, 1, 'first_name', 'Anita');
    expect(draft.travellers[1]?.first_name).toBe('Anita');
    // What was typed before signing in stays.
    const typed = withContactName(initialContactDraft(family()), 'first_name', 'Pepe');
    expect(withMember(typed, member).contact.first_name).toBe('Pepe');
    expect(withMember(typed, member).contact.last_name).toBe('Hernández Peña');
  });
});
