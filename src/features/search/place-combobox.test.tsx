// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaceCombobox } from './place-combobox';

afterEach(cleanup);

const places = [
  { id: 'bucerias', name: 'Terminal Bucerías', city: 'Bucerías' },
  { id: 'puerto-vallarta', name: 'Central Camionera de Puerto Vallarta', city: 'Puerto Vallarta' },
  { id: 'guadalajara', name: 'Nueva Central Camionera de Guadalajara', city: 'Guadalajara' },
  { id: 'guayabitos', name: 'Terminal Rincón de Guayabitos', city: 'Rincón de Guayabitos' },
];

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PlaceCombobox id="origin" label="Origen" places={places} value={value} onChange={setValue} placeholder="Ciudad o terminal" noMatch="Ninguna terminal coincide." />
      <span data-testid="chosen">{value}</span>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Origen' });
const chosen = () => screen.getByTestId('chosen').textContent;
const shownOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('the terminal combobox (WAI-ARIA combobox with a list popup)', () => {
  it('finds terminals by town or name as the traveller types, accents aside, and Enter picks the highlighted one', async () => {
    render(<Field />);
    await userEvent.type(box(), 'bucerias');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(shownOptions()).toEqual(['Terminal Bucerías']);
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('bucerias');
    expect(box()).toHaveProperty('value', 'Terminal Bucerías');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the matches with the arrows (aria-activedescendant follows) and wraps around', async () => {
    render(<Field />);
    await userEvent.type(box(), 'camionera');
    expect(shownOptions()).toEqual(['Central Camionera de Puerto Vallarta', 'Nueva Central Camionera de Guadalajara']);
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Central Camionera de Puerto Vallarta');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Nueva Central Camionera de Guadalajara');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Central Camionera de Puerto Vallarta');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(chosen()).toBe('guadalajara');
  });

  it('Escape closes the list and puts back the chosen terminal; the arrows open it from the keyboard alone', async () => {
    render(<Field initial="puerto-vallarta" />);
    await userEvent.click(box());
    await userEvent.keyboard('{Escape}');
    await userEvent.type(box(), 'xyz');
    expect(screen.getByRole('status').textContent).toBe('Ninguna terminal coincide.');
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box()).toHaveProperty('value', 'Central Camionera de Puerto Vallarta');
    expect(chosen()).toBe('puerto-vallarta');
    await userEvent.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: 'Central Camionera de Puerto Vallarta' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe('guadalajara');
  });

  it('picks with the pointer too', async () => {
    render(<Field />);
    await userEvent.click(box());
    await userEvent.click(screen.getByRole('option', { name: /Guayabitos/ }));
    expect(chosen()).toBe('guayabitos');
  });
});
