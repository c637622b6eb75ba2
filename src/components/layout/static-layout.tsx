import { Trans } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { BrandLink } from './brand-link';
import { MAIN_CONTENT_ID } from './default-layout';
import { LanguageSwitch } from './language-switch';
import { SiteFooter } from './site-footer';

// Marketing landing pages: a light header whose one call to action leads to the ticket search.
export function StaticLayout() {
  return (
    <div className="layout layout--static">
      <header className="site-header site-header--static">
        <div className="site-header__bar">
          <BrandLink />
          <div className="site-header__tools site-header__tools--inline">
            <Link to="/" className="button button--primary">
              <Trans>Comprar boletos</Trans>
            </Link>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
