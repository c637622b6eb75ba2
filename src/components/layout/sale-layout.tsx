import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { BrandLink } from './brand-link';
import { MAIN_CONTENT_ID } from './default-layout';
import { LanguageSwitch } from './language-switch';

const steps = [
  { segment: 'horarios', label: msg`Horario` },
  { segment: 'contacto', label: msg`Contacto` },
  { segment: 'adicionales', label: msg`Adicionales` },
  { segment: 'asientos', label: msg`Asientos` },
  { segment: 'pago', label: msg`Pago` },
  { segment: 'boletos', label: msg`Boletos` },
];

// The purchase flow keeps the visitor focused: a slim header with the step indicator and no site
// navigation. Steps are not links; the reservation flow decides which step may be entered.
export function SaleLayout() {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const segment = pathname.split('/').filter(Boolean)[1];
  const current = steps.findIndex((step) => step.segment === segment);
  return (
    <div className="layout layout--sale">
      <header className="site-header site-header--sale">
        <div className="site-header__bar">
          <BrandLink />
          <LanguageSwitch />
        </div>
        <nav aria-label={t`Pasos de la compra`} className="sale-steps">
          <ol className="sale-steps__list">
            {steps.map((step, index) => (
              <li
                key={step.segment}
                className="sale-steps__step"
                data-state={index < current ? 'done' : index === current ? 'current' : 'todo'}
                aria-current={index === current ? 'step' : undefined}
              >
                <span className="sale-steps__number" aria-hidden="true">{index + 1}</span>
                <span className="sale-steps__label">{i18n._(step.label)}</span>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
        <Outlet />
      </main>
      <footer className="site-footer site-footer--slim">
        <Link to="/aviso-privacidad" className="site-footer__link">{t`Aviso de privacidad`}</Link>
        <Link to="/terminos-condiciones" className="site-footer__link">{t`Términos y condiciones`}</Link>
      </footer>
    </div>
  );
}
