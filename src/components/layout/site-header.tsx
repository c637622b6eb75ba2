import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { parseLocale } from '../../i18n/locale';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { mainNavLinks } from './nav-links';

/** The frequent-traveller entry: the sign-in page, which shows the profile once signed in (docs/rules/loyalty.md). */
const loyaltyEntry = { es: '/viajero-frecuente/entrar', en: '/frequent-traveller/sign-in' } as const;

export function SiteHeader() {
  const { t, i18n } = useLingui();
  const locale = parseLocale(i18n.locale);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // A new page closes the phone menu, so the content is not hidden behind it.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <BrandLink />
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          {t`Menú`}
        </button>
        <div
          id={navId}
          className="site-header__panel"
          data-open={menuOpen}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
          }}
        >
          <nav aria-label={t`Principal`}>
            <ul className="site-nav">
              {mainNavLinks.map((link) => (
                <li key={link.to.es}>
                  <Link to={link.to[locale]} className="site-nav__link" activeProps={{ 'aria-current': 'page' }}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__tools">
            {/* The frequent-traveller pages (docs/rules/loyalty.md): the sign-in, or the profile once signed in. */}
            <Link to={loyaltyEntry[locale]} className="button button--secondary">
              {t`Viajero frecuente`}
            </Link>
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
