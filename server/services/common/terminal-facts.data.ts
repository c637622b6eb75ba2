// What the locations page says about each terminal beyond its address (docs/rules/content-pages.md#locations): ticket-office hours
// and services. DEMO VALUES: the rules name the page but not these facts; keyed by terminal slug.

export type TerminalService =
  | 'ticket_office' | 'waiting_room' | 'restrooms' | 'traveller_lounge' | 'parking' | 'luggage_storage'
  | 'food' | 'wifi' | 'taxi' | 'shuttle' | 'accessible';

export interface TerminalFacts {
  hours: { opens: string; closes: string };
  services: TerminalService[];
}

const small: TerminalFacts = { hours: { opens: '05:30', closes: '21:00' }, services: ['ticket_office', 'waiting_room', 'restrooms', 'taxi', 'accessible'] };

export const terminalFacts: Record<string, TerminalFacts> = {
  'puerto-vallarta': {
    hours: { opens: '05:00', closes: '24:00' },
    services: ['ticket_office', 'waiting_room', 'restrooms', 'traveller_lounge', 'parking', 'luggage_storage', 'food', 'wifi', 'taxi', 'accessible'],
  },
  guadalajara: {
    hours: { opens: '05:00', closes: '24:00' },
    services: ['ticket_office', 'waiting_room', 'restrooms', 'traveller_lounge', 'parking', 'luggage_storage', 'food', 'wifi', 'taxi', 'shuttle', 'accessible'],
  },
  zapopan: {
    hours: { opens: '05:30', closes: '23:30' },
    services: ['ticket_office', 'waiting_room', 'restrooms', 'parking', 'food', 'wifi', 'taxi', 'shuttle', 'accessible'],
  },
  'nuevo-vallarta': { hours: { opens: '05:30', closes: '22:00' }, services: ['ticket_office', 'waiting_room', 'restrooms', 'parking', 'wifi', 'taxi', 'accessible'] },
  bucerias: small,
  sayulita: small,
  'la-penita': small,
  guayabitos: small,
};

/** A terminal added later without facts still shows: ticket office hours of the small terminals. */
export const defaultTerminalFacts: TerminalFacts = small;
