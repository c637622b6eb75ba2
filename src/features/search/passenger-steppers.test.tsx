// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyPassengers, type PassengerCounts } from '../../../domain/search/passengers';
import { PassengerSteppers } from './passenger-steppers';

// A stepper at its limit keeps the keyboard's place: its button stays focusable (aria-disabled, not
// disabled, which would drop the focus to the page's top) and a press there changes nothing.

afterEach(cleanup);

function Steppers({ start }: { start: PassengerCounts }) {
  const [passengers, setPassengers] = useState(start);
  return <PassengerSteppers passengers={passengers} onChange={(type, count) => setPassengers({ ...passengers, [type]: count })} warnings={[]} warningsId="w" />;
}

describe('PassengerSteppers', () => {
  it('keep the focus on a button that reaches its limit, and go no further', async () => {
    i18n.load({ es: {} });
    i18n.activate('es');
    render(
      <I18nProvider i18n={i18n}>
        <Steppers start={{ ...emptyPassengers(), adult: 9 }} />
      </I18nProvider>,
    );
    const add = screen.getByRole('button', { name: 'Agregar: Adulto' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Adulto: 10')).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(add);
    const remove = screen.getByRole('button', { name: 'Quitar: Menor (3 a 12 años)' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(remove);
    expect(screen.getByLabelText('Menor (3 a 12 años): 0')).toBeTruthy();
  });
});
