// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

afterEach(cleanup);

function Controlled(props: Omit<TextFieldProps, 'value' | 'onValueChange'> & { onValue?: (value: string) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState('');
  return (
    <TextField
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('is reachable by its visible label', () => {
    render(<TextField label="Celular" />);
    expect(screen.getByLabelText('Celular')).toBeInstanceOf(HTMLInputElement);
  });

  it('keeps only digits when letters, e and symbols are typed into a digits field', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Celular" allow={{ kind: 'digits' }} />);
    const input = screen.getByLabelText<HTMLInputElement>('Celular');
    await user.type(input, '32e2-a1.5+9');
    expect(input.value).toBe('322159');
    expect(input.inputMode).toBe('numeric');
  });

  it('accepts a leading minus when negatives are allowed', async () => {
    const user = userEvent.setup();
    render(<TextField label="Ajuste" allow={{ kind: 'digits', allowNegative: true }} />);
    const input = screen.getByLabelText<HTMLInputElement>('Ajuste');
    await user.type(input, '-15');
    expect(input.value).toBe('-15');
  });

  it('cleans pasted text with the same filter', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled label="Celular" allow={{ kind: 'digits' }} onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Celular');
    await user.click(input);
    await user.paste('(322) 123-4567');
    expect(input.value).toBe('3221234567');
    expect(onValue).toHaveBeenLastCalledWith('3221234567');
  });

  it('refuses paste when paste is blocked', async () => {
    const user = userEvent.setup();
    render(<TextField label="Confirma tu correo" blockPaste />);
    const input = screen.getByLabelText<HTMLInputElement>('Confirma tu correo');
    await user.click(input);
    await user.paste('ana@example.mx');
    expect(input.value).toBe('');
    await user.type(input, 'ana');
    expect(input.value).toBe('ana');
  });

  it('accepts accented letters and ñ in a letters-only field, and drops digits', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Nombre" allow={{ kind: 'letters' }} />);
    const input = screen.getByLabelText<HTMLInputElement>('Nombre');
    await user.type(input, 'José Ñúñez 2');
    expect(input.value).toBe('José Ñúñez ');
  });

  it('applies a case transform while typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="RFC" allow={{ kind: 'restricted', digits: true }} transform="uppercase" />);
    const input = screen.getByLabelText<HTMLInputElement>('RFC');
    await user.type(input, 'gode561231gr8');
    expect(input.value).toBe('GODE561231GR8');
  });

  it('does not trap the keyboard: editing keys still work in a digits field', async () => {
    const user = userEvent.setup();
    render(<TextField label="Código postal" allow={{ kind: 'digits' }} />);
    const input = screen.getByLabelText<HTMLInputElement>('Código postal');
    await user.type(input, '481000{Backspace}');
    expect(input.value).toBe('48100');
    await user.tab();
    expect(document.activeElement).not.toBe(input);
  });

  it('marks the field invalid and describes it with the error and hint texts', () => {
    render(<TextField label="Correo" hint="Te enviaremos tus boletos" error="El correo electrónico no es válido." />);
    const input = screen.getByLabelText('Correo');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const description = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Te enviaremos tus boletos', 'El correo electrónico no es válido.']);
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Correo" />);
    const input = screen.getByLabelText('Correo');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
