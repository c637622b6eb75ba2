import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRevealOnRefusal } from '../../../components/feedback/reveal';
import type { ServerMessage } from '../../../../domain/errors/server-message';
import { RESERVATION_CODE_MAX_LENGTH } from '../../../../domain/reservation/reservation-code';
import { useMessage } from '../../../i18n/use-message';
import { CaptchaBox, readCaptchaToken } from './captcha-box';
import { contactTopics, sendContactMessage, type ContactTopic } from './contact-sender';

const topicNames: Record<ContactTopic, MessageDescriptor> = {
  reservation: msg`Mi reservación o mi boleto`,
  invoicing: msg`Facturación`,
  luggage: msg`Equipaje u objetos olvidados`,
  frequent_traveller: msg`Viajero Frecuente`,
  suggestion: msg`Sugerencia`,
  complaint: msg`Queja`,
  other: msg`Otro tema`,
};

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; folio: number } | { kind: 'refused'; messages: ServerMessage[]; attempt: number };

const value = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The contact form: stored by the server and e-mailed through its outbox (common contactSend). */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const text = useMessage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const refusalRef = useRevealOnRefusal<HTMLDivElement>(status.kind === 'refused' ? status.attempt : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus({ kind: 'sending' });
    const answer = await sendContactMessage({
      name: value(form, 'name'),
      email: value(form, 'email'),
      phone: value(form, 'phone') || null,
      topic: value(form, 'topic') as ContactTopic,
      reservation_code: value(form, 'reservation_code') || null,
      message: value(form, 'message'),
      privacy: form.get('privacy') === 'on',
      captcha_token: readCaptchaToken(),
    });
    if (answer.ok) {
      formRef.current?.reset();
      setStatus({ kind: 'sent', folio: answer.folio });
    } else {
      setStatus((previous) => ({ kind: 'refused', messages: answer.messages, attempt: previous.kind === 'refused' ? previous.attempt + 1 : 1 }));
    }
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={(event) => void onSubmit(event)}>
      <div className="content__filters">
        <div className="content__field">
          <label htmlFor={`${id}-name`}>{t`Nombre completo`}</label>
          <input id={`${id}-name`} name="name" autoComplete="name" required maxLength={120} />
        </div>
        <div className="content__field">
          <label htmlFor={`${id}-email`}>{t`Correo electrónico`}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        </div>
        <div className="content__field">
          <label htmlFor={`${id}-phone`}>{t`Celular (10 dígitos, opcional)`}</label>
          <input id={`${id}-phone`} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" pattern="\d{10}" maxLength={10} />
        </div>
        <div className="content__field">
          <label htmlFor={`${id}-topic`}>{t`Tema`}</label>
          <select id={`${id}-topic`} name="topic" required defaultValue="reservation">
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {i18n._(topicNames[topic])}
              </option>
            ))}
          </select>
        </div>
        <div className="content__field">
          <label htmlFor={`${id}-code`}>{t`Código de reservación (opcional)`}</label>
          <input id={`${id}-code`} name="reservation_code" autoComplete="off" maxLength={RESERVATION_CODE_MAX_LENGTH} />
        </div>
      </div>
      <div className="content__field contact-form__message">
        <label htmlFor={`${id}-message`}>{t`Tu mensaje`}</label>
        <textarea id={`${id}-message`} name="message" rows={6} required minLength={10} maxLength={4000} />
      </div>
      <label className="contact-form__consent">
        <input type="checkbox" name="privacy" required />{' '}
        <span>
          <Trans>
            He leído y acepto el <Link to="/aviso-privacidad">aviso de privacidad</Link>.
          </Trans>
        </span>
      </label>
      <CaptchaBox />
      <div className="contact-form__feedback">
        <div ref={refusalRef} aria-live="polite">
          {status.kind === 'refused'
            ? status.messages.map((message) => (
                <p key={`${message.code}-${message.field ?? ''}`} className="content__error" data-reveal>
                  {text(message)}
                </p>
              ))
            : null}
        </div>
        <p role="status" className={status.kind === 'sent' ? 'content__note' : undefined}>
          {status.kind === 'sent' ? t`Recibimos tu mensaje. Tu folio es ${status.folio}; te responderemos a tu correo en un plazo de 48 horas hábiles.` : null}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t`Enviando…` : t`Enviar mensaje`}
      </button>
    </form>
  );
}
