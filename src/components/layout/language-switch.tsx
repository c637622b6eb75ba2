import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { parseLocale, type Locale } from '../../i18n/locale';

// Links rather than buttons: each language is a URL (`?lang=`), so it works before JavaScript
// loads and can be opened in a new tab. The root route applies and stores the choice.
// The router marks the link matching the URL with aria-current="page"; without ?lang in the URL
// we mark the active language ourselves, so exactly one link carries aria-current.
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const active = parseLocale(i18n.locale);
  const options: Array<{ locale: Locale; short: string; name: string }> = [
    { locale: 'es', short: 'ES', name: 'Español' },
    { locale: 'en', short: 'EN', name: 'English' },
  ];
  return (
    <ul className="language-switch" aria-label={t`Idioma`}>
      {options.map((option) => (
        <li key={option.locale}>
          <Link
            to="."
            search={(prev) => ({ ...prev, lang: option.locale })}
            className="language-switch__link"
            aria-label={option.name}
            aria-current={option.locale === active ? 'true' : undefined}
            hrefLang={option.locale}
            lang={option.locale}
          >
            {option.short}
          </Link>
        </li>
      ))}
    </ul>
  );
}
