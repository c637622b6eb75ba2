import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { CATEGORIES } from './tour-labels';
import { useTourWords } from './tour-format';
import type { ProductFilter } from './tours-queries';

/**
 * The catalogue's filters: words, a category and a day. A GET form to the tours search (route `tours-search`),
 * so it works before the app has loaded; once it has, the router goes there without reloading the page.
 */
export function TourFilters({ filter }: { filter: ProductFilter }) {
  const { t, i18n } = useLingui();
  const words = useTourWords();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    void navigate({ to: '/tours/buscar', search: (prev) => ({ lang: prev.lang, q: value('q'), category: value('category'), date: value('date') }) });
  };
  return (
    <form className="tours__filters" role="search" action="/tours/buscar" method="get" onSubmit={submit} aria-label={t`Buscar tours`}>
      {/* Sent before the app has loaded, the search stays in the page's language (decision 014). */}
      <input type="hidden" name="lang" value={i18n.locale} />
      <label className="tours__field tours__field--wide">
        <span>{t`¿Qué quieres hacer?`}</span>
        <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={100} placeholder={t`Ej.: snorkel, tequila, cascada`} />
      </label>
      <label className="tours__field">
        <span>{t`Categoría`}</span>
        <select name="category" defaultValue={filter.category ?? ''}>
          <option value="">{t`Todas`}</option>
          {CATEGORIES.map((slug) => (
            <option key={slug} value={slug}>
              {words.category(slug)}
            </option>
          ))}
        </select>
      </label>
      <label className="tours__field">
        <span>{t`Fecha (opcional)`}</span>
        <input type="date" name="date" defaultValue={filter.date ?? ''} />
      </label>
      <button type="submit" className="button button--primary tours__submit">{t`Buscar`}</button>
    </form>
  );
}
