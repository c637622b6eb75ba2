// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePointsConcept } from './points-concept';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';

// The points history names what a movement paid in the page's language: a tour booking's code (`T` and six
// characters) is a tours purchase, a bus code a reservation (decision 069).

afterEach(cleanup);

function Concepts() {
  const concept = usePointsConcept();
  const rows = [
    { kind: 'traveller_loyalty', points: -300, reservation_code: 'TQ7K2MX', description: 'Pago de la compra de tours TQ7K2MX' },
    { kind: 'traveller_loyalty', points: 300, reservation_code: 'TQ7K2MX', description: 'Puntos devueltos por la cancelación de TQ7K2MX' },
    { kind: 'traveller_loyalty', points: -100, reservation_code: 'ABC123', description: 'Pago de la reservación ABC123' },
  ];
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.points + row.reservation_code}>{concept(row)}</li>
      ))}
    </ul>
  );
}

describe('a tour booking in the points history', () => {
  it.each([
    ['es', 'Pago de la compra de tours TQ7K2MX', 'Puntos devueltos por la cancelación de la compra de tours TQ7K2MX', 'Pago de la reservación ABC123'],
    ['en', 'Payment of tours booking TQ7K2MX', 'Points returned for the cancellation of tours booking TQ7K2MX', 'Payment of reservation ABC123'],
  ] as const)('reads as a tours purchase (%s)', (lang, paid, returned, bus) => {
    render(
      <I18nProvider i18n={setupI18n({ locale: lang, messages: { es, en } })}>
        <Concepts />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([paid, returned, bus]);
  });
});
