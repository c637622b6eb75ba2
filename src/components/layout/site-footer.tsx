import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from './brand';
import { footerLinks } from './nav-links';

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav aria-label={t`Información`} className="site-footer__nav">
        <ul className="site-footer__links">
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="site-footer__link">
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__legal">{t`© ${year} ${BRAND_NAME}. Todos los derechos reservados.`}</p>
    </footer>
  );
}
