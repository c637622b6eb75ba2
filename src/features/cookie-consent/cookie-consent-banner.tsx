import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { inspect } from '../devtools/devtools-provider';

/**
 * The banner of the consent chart it is given (the provider gives it the real cookie I/O). It sits in
 * the page's flow at its end, taking its own space, so it never covers a control (docs/rules/site.md#cookie-consent).
 */
export function CookieConsentBanner({ logic }: { logic: typeof cookieConsentMachine }) {
  const { t } = useLingui();
  const actor = useActorRef(logic, { inspect });
  const visible = useSelector(actor, (snapshot) => snapshot.matches('shown') || snapshot.matches('saving'));
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const writeFailed = useSelector(actor, (snapshot) => snapshot.context.writeFailed);
  const headingId = useId();
  if (!visible) return null;
  return (
    <section className="cookie-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="cookie-banner__title">{t`Uso de cookies`}</h2>
      <p className="cookie-banner__text">
        <Trans>
          Usamos cookies para recordar tu idioma y tu compra y para mejorar tu experiencia. Si las rechazas, solo
          guardamos las necesarias para que el sitio funcione. Consulta nuestro <Link to="/aviso-privacidad">aviso de privacidad</Link>.
        </Trans>
      </p>
      {writeFailed ? (
        <p className="cookie-banner__error" role="alert">
          {t`No pudimos guardar tu preferencia. Revisa que tu navegador permita cookies.`}
        </p>
      ) : null}
      <div className="cookie-banner__actions">
        <button type="button" className="button button--primary" disabled={saving} onClick={() => actor.send({ type: 'consent.accept' })}>
          {t`Aceptar cookies`}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={() => actor.send({ type: 'consent.reject' })}>
          {t`Solo las necesarias`}
        </button>
      </div>
    </section>
  );
}
