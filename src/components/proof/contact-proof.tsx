import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ServerMessage } from '../../../domain/errors/server-message';
import { useRevealOnRefusal } from '../feedback/reveal';
import { StepErrors } from '../feedback/step-errors';
import { useMessage } from '../../i18n/use-message';

// Proof of a reservation's contact by a one-time code (decision 063), as My reservation and the invoicing pages ask
// for it: where the code can go (the booking's e-mail and phone, masked), then the code's field. What the
// traveller asked for (cancel, change, invoice) is the page's; this block only renders the chart's step.

export type ProofStep = 'choosing' | 'sending' | 'entering' | 'verifying';
export type ProofChannel = 'email' | 'sms';

export interface ContactProofProps {
  step: ProofStep;
  /** The booking's contact as the server shows it: masked, null where it has none. */
  contact: { email: string | null; phone: string | null };
  /** Where the last code went (masked), once sent. */
  sentTo: string | null;
  errors: readonly ServerMessage[];
  /** Why the page asks: "Para cancelar tu reservación", … */
  why: string;
  onSend: (channel: ProofChannel) => void;
  onSubmit: (code: string) => void;
  onDismiss: () => void;
}

export function ContactProof({ step, contact, sentTo, errors, why, onSend, onSubmit, onDismiss }: ContactProofProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const entering = (step === 'entering' || step === 'verifying') && sentTo !== null;
  const busy = step === 'sending' || step === 'verifying';
  // A wrong or expired code is said under the code's field, which takes the focus (decision 067's rule); the rest
  // (too many tries, a lost connection) above, for the whole block.
  const codeErrors = entering ? errors.filter(isCodeError) : [];
  const blockErrors = entering ? errors.filter((e) => !isCodeError(e)) : errors;
  // The block comes into view with the focus on it; once the code is sent, on the code's field.
  useEffect(() => {
    if (entering) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, [entering]);
  return (
    <section className="contact-proof" aria-labelledby="contact-proof-title">
      <h2 id="contact-proof-title" ref={heading} tabIndex={-1}>
        {t`Confirma que eres el contacto`}
      </h2>
      <p>{t`${why}, confirma que eres el contacto de la reservación con un código de 6 dígitos que te enviamos, o abre el enlace de tu correo de confirmación.`}</p>
      <StepErrors errors={blockErrors} />
      {entering && <CodeForm sentTo={sentTo} busy={step === 'verifying'} errors={codeErrors} onSubmit={onSubmit} />}
      <div className="contact-proof__channels">
        {contact.email && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onSend('email')}>
            {step === 'sending' ? t`Enviando código…` : entering ? t`Enviar otro código a ${contact.email}` : t`Enviar código a ${contact.email}`}
          </button>
        )}
        {contact.phone && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onSend('sms')}>
            {t`Enviar código por SMS al ${unbroken(contact.phone)}`}
          </button>
        )}
        <button type="button" className="button button--secondary" disabled={busy} onClick={onDismiss}>
          {t`Ahora no`}
        </button>
      </div>
    </section>
  );
}

/** A masked number ("•••• 4567") kept on one line: a narrow button wraps before it, never inside it. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** The refusals about the code typed: wrong, expired or used (the server's one answer for all three). */
const isCodeError = (error: ServerMessage) => error.code === 'proof_code_invalid' || error.field === 'proof_code';

function CodeForm({ sentTo, busy, errors, onSubmit }: { sentTo: string; busy: boolean; errors: readonly ServerMessage[]; onSubmit: (code: string) => void }) {
  const { t } = useLingui();
  const message = useMessage();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [sentTo]);
  const form = useRevealOnRefusal<HTMLFormElement>(errors.length > 0 ? errors : null);
  // The wrong code selected, so the next one typed replaces it.
  useEffect(() => {
    if (errors.length > 0) input.current?.select();
  }, [errors]);
  const invalid = errors.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) onSubmit(code);
  };
  return (
    <form className="contact-proof__form" onSubmit={submit} noValidate ref={form}>
      <p role="status">{t`Te enviamos un código a ${sentTo}. Vence en 10 minutos.`}</p>
      <label htmlFor="contact-proof-code">{t`Código de 6 dígitos`}</label>
      <input
        id="contact-proof-code"
        ref={input}
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'contact-proof-code-error' : undefined}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      {invalid && (
        <p className="contact-proof__error" id="contact-proof-code-error" role="alert">
          {errors.map((error) => message(error)).join(' ')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || code.length !== 6}>
        {busy ? t`Confirmando…` : t`Confirmar código`}
      </button>
    </form>
  );
}
