import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { SearchForm } from '../search/search-provider';
import { HomeSections } from './home-sections';
import './home-sections.css';

export function HomePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Boletos de autobús`);
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__inner">
          <h1 id="home-title" className="hero__title">
            <Trans>Viaja en autobús por Puerto Vallarta, la Riviera Nayarit y Guadalajara</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>Compra tus boletos en línea, elige tu asiento y paga como prefieras. Sin registrarte.</Trans>
          </p>
        </div>
      </section>
      <section className="home-search" aria-labelledby="home-search-title">
        <h2 id="home-search-title" className="home-search__title">
          <Trans>Busca tu viaje</Trans>
        </h2>
        <div data-slot="search-form">
          <SearchForm fromHome />
        </div>
      </section>
      <HomeSections key={i18n.locale} lang={i18n.locale} />
    </>
  );
}
