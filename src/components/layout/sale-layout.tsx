import { useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { BrandLink } from './brand-link';
import { MAIN_CONTENT_ID } from './default-layout';
import { LanguageSwitch } from './language-switch';

// The purchase flow keeps the visitor focused: a slim header and no site navigation. The step
// indicator belongs to the flow's pages (it follows the statechart, not the address).
export function SaleLayout() {
  const { t } = useLingui();
  return (
    <div className="layout layout--sale">
      <header className="site-header site-header--sale">
        <div className="site-header__bar">
          <BrandLink />
          <LanguageSwitch />
        </div>
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
