// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../../domain/errors/server-message';
import { messages as enErrors } from '../../i18n/errors/en.gen';
import { messages as esErrors } from '../../i18n/errors/es.gen';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { ContactProof, type ProofStep } from '../../components/proof/contact-proof';

// A wrong or expired one-time code (decision 073): said under the code's field, in the page's language, the field taking
// the focus with the wrong code selected (decision 067's rule); a refusal about the whole block stays above it.

afterEach(cleanup);

const contact = { email: 'an***@correo.mx', phone: '•••• 4567' };

/** The block as the page drives it: entering a code; a submitted code answered with `answer`. */
function Harness({ answer }: { answer: ServerMessage[] }) {
  const [step, setStep] = useState<ProofStep>('entering');
  const [errors, setErrors] = useState<ServerMessage[]>([]);
  return (
    <ContactProof
      step={step}
      contact={contact}
      sentTo="an***@correo.mx"
      errors={errors}
      why="Para cancelar tu reservación"
      onSend={() => undefined}
      onSubmit={() => {
        setStep('entering');
        setErrors([...answer]);
      }}
      onDismiss={() => undefined}
    />
  );
}

function show(lang: 'es' | 'en', answer: ServerMessage[]) {
  Element.prototype.scrollIntoView = vi.fn();
  const i18n = setupI18n({ locale: lang, messages: { es: { ...esErrors, ...es }, en: { ...enErrors, ...en } } });
  render(
    <I18nProvider i18n={i18n}>
      <Harness answer={answer} />
    </I18nProvider>,
  );
}

const wrong = [{ service: 'itinerary' as const, code: 'proof_code_invalid', field: 'proof_code' }];

describe('a wrong one-time code', () => {
  it('is said under the code, which keeps the focus with the code selected (es)', async () => {
    show('es', wrong);
    const field = screen.getByRole('textbox', { name: 'Código de 6 dígitos' });
    await userEvent.type(field, '000000{Enter}');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('El código no es correcto o ya venció. Revisa el mensaje o pide otro código.');
    expect([(field as HTMLInputElement).selectionStart, (field as HTMLInputElement).selectionEnd]).toEqual([0, 6]);
    // Nothing above the block repeats it.
    expect(screen.queryByText((_, el) => el?.classList.contains('step-errors') ?? false)).toBeNull();
    // The next code typed replaces the wrong one.
    await userEvent.keyboard('482913');
    expect((field as HTMLInputElement).value).toBe('482913');
  });

  it('an expired one too, in English', async () => {
    show('en', wrong);
    const field = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(field, '111111{Enter}');
    expect(document.activeElement).toBe(field);
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('The code is wrong or has expired. Check the message or ask for another code.');
  });

  it('too many tries stays a message for the whole block, above it', async () => {
    show('en', [{ service: 'common', code: 'too_many_requests' }]);
    const field = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(field, '111111{Enter}');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
