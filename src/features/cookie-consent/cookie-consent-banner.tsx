import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useReservedSpace } from './reserved-space';
import type { cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { inspect } from '../devtools/devtools-provider';

/**
 * The banner of the consent chart it is given (the provider gives it the real cookie I/O). Fixed at the foot of
 * the screen, so it is seen on arrival, and the page keeps room for it below its end (and scrolls what it brings
 * into view above it), so no control stays under it (docs/rules/site.md#cookie-consent). The shell places it
 * right after the skip link: the keyboard reaches it first. Its text is kept to two lines on a phone, the privacy
 * notice's link on its own line under the buttons: painted after the page's own text, a longer paragraph became the
 * page's largest paint (LCP 2.5 s on /tarifas and /tours, bench/README.md "Lighthouse, the cookie banner").
 */
export function CookieConsentBanner({ logic }: { logic: typeof cookieConsentMachine }) {
  const { t } = useLingui();
  const actor = useActorRef(logic, { inspect });
  const visible = useSelector(actor, (snapshot) => snapshot.matches('shown') || snapshot.matches('saving'));
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const writeFailed = useSelector(actor, (snapshot) => snapshot.context.writeFailed);
  const headingId = useId();
  const banner = useReservedSpace<HTMLElement>(visible);
  if (!visible) return null;
  return (
    <section ref={banner} className="cookie-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="cookie-banner__title">{t`Uso de cookies`}</h2>
      <p className="cookie-banner__text">{t`Usamos cookies para recordar tu idioma y tu compra; si las rechazas, solo las necesarias.`}</p>
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
      <p className="cookie-banner__more">
        <Link to="/aviso-privacidad">{t`Aviso de privacidad`}</Link>
      </p>
    </section>
  );
}
