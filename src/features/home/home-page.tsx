import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/layout/use-document-title';

/** The home page; the route puts the search form (another feature) in its search section. */
export function HomePage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
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
          {children}
        </div>
      </section>
    </>
  );
}
