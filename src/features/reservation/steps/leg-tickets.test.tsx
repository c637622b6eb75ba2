// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfirmedLeg, TicketLine } from '../../../../machines/reservation/reservation.ports';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { LegTickets } from './leg-tickets';

// What a ticket card says of an infant, of an open ticket and of the shuttle bought with the trip, in both
// languages: word for word what the PDF says (server/documents/ticket-documents.test.ts asserts the same words).

afterEach(cleanup);

const terminal = (name: string) => ({ id: name.toLowerCase(), name, address: `${name} 100`, timeZone: 'America/Mexico_City' });
const leg = (overrides: Partial<ConfirmedLeg> = {}): ConfirmedLeg => ({
  leg: 'departure',
  origin: terminal('Puerto Vallarta'),
  destination: terminal('Guadalajara'),
  departure: '2026-12-05T12:00:00.000Z',
  boarding: '2026-12-05T11:50:00.000Z',
  arrival: null,
  serviceClass: null,
  pendDeadline: null,
  ...overrides,
});
const ticket = (overrides: Partial<TicketLine>): TicketLine => ({
  number: 'PV0001-1',
  type: 'E-ticket',
  passengerType: 'adult',
  passengerName: 'Ana Peña',
  leg: 'departure',
  seat: 7,
  departure: '2026-12-05T12:00:00.000Z',
  pin: '004217',
  pendDeadline: null,
  price: 915,
  validUntil: null,
  ...overrides,
});

function renderIn(locale: 'es' | 'en', legView: ConfirmedLeg, tickets: TicketLine[]) {
  i18n.loadAndActivate({ locale, messages: { es, en }[locale] });
  render(
    <I18nProvider i18n={i18n}>
      <LegTickets code="PV0001" leg={legView} tickets={tickets} firstPend={undefined} atStore={false} />
    </I18nProvider>,
  );
}

const said = {
  es: { lap: 'Sin asiento (en brazos)', infant: 'Leo Peña (Infante, 0 a 2 años)', shuttle: 'Conexión shuttle', galerias: 'Plaza Galerías', open: 'Abierta: elige la fecha en Mi reservación o en taquilla', openSeat: 'Abierto' },
  en: { lap: 'No seat (on lap)', infant: 'Leo Peña (Infant, 0 to 2 years)', shuttle: 'Shuttle connection', galerias: 'Plaza Galerías', open: 'Open: choose the date in My reservation or at the ticket office', openSeat: 'Open' },
};

describe.each(['es', 'en'] as const)('a ticket card in %s', (locale) => {
  const words = said[locale];

  it("says an infant rides on a lap, and names the shuttle bought with the trip on every card of its leg", () => {
    const infant = ticket({ number: 'PV0001-2', passengerType: 'infant', passengerName: 'Leo Peña', seat: null, pin: '918273', price: 0 });
    renderIn(locale, leg({ shuttle: { destination: 'galerias' } }), [ticket({}), infant]);
    const [adultCard, infantCard] = screen.getAllByRole('listitem');
    expect(infantCard!.querySelector('.ticket-card__passenger')?.textContent).toBe(words.infant);
    expect(infantCard!.querySelector('.ticket-card__seat')?.textContent).toBe(words.lap);
    expect(adultCard!.querySelector('.ticket-card__seat')?.textContent).toBe('7');
    for (const card of [adultCard!, infantCard!]) expect(within(card).getByText(words.shuttle).nextElementSibling?.textContent).toBe(words.galerias);
  });

  it('says where an open leg gets its date, as the page offers it, and that its seat comes with it', () => {
    renderIn(locale, leg({ departure: null, boarding: null }), [ticket({ seat: null, departure: null, validUntil: '2027-12-01T06:00:00.000Z' })]);
    expect(screen.getByText(words.open)).toBeTruthy();
    expect(document.querySelector('.ticket-card__seat')?.textContent).toBe(words.openSeat);
    expect(screen.queryByText(words.shuttle)).toBeNull();
  });
});
