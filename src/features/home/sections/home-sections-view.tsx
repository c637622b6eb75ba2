import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useFormats } from '../../../i18n/formats';
import { BUS_CITIES, isOneOf } from '../../shell/shell-provider';
import type { HomeData } from './home-data';
import { HomeServices, HomeTrust } from './home-sections-more';

// The home page below the search form (docs/rules/content-pages.md#home): plain markup and CSS, no state and no effect, so the
// pre-rendered HTML is all a visitor needs; the slider is a CSS scroll-snap strip, swiped or scrolled.

export function HomeSectionsView({ data }: { data: HomeData }) {
  return (
    <>
      <Promotions data={data} />
      <PopularRoutes data={data} />
      <HomeServices />
      <section className="home-band home-band--loyalty" aria-labelledby="home-loyalty-title">
        <h2 id="home-loyalty-title" className="home-section__title">
          <Trans>Viajero Frecuente</Trans>
        </h2>
        <p>
          <Trans>Acumula puntos en cada viaje y úsalos para pagar tus boletos, total o parcialmente.</Trans>
        </p>
        <Link to="/viajero-frecuente" className="button button--secondary">
          <Trans>Conoce el programa</Trans>
        </Link>
      </section>
      <section className="home-band" aria-labelledby="home-app-title">
        <h2 id="home-app-title" className="home-section__title">
          <Trans>Nuestra app</Trans>
        </h2>
        <p>
          <Trans>Compra, consulta tu reservación y lleva tus boletos en el teléfono.</Trans>
        </p>
        <ul className="home-inline-links">
          <li><Link to="/app-ruta-bahia-ios">iPhone</Link></li>
          <li><Link to="/app-ruta-bahia-android">Android</Link></li>
        </ul>
      </section>
      <HomeTrust company={data.company} wallets={data.wallets} />
    </>
  );
}

/**
 * An address of the site in this page's language: on an English page (`?lang=en`, decision 022) the
 * plain links of the data (promotions, routes) keep it, as the router's links do (src/routes/__root.tsx).
 */
function useSiteHref(): (href: string) => string {
  const lang = useRouterState({ select: (state) => (state.location.search as { lang?: string }).lang });
  return (href) => (lang && href.startsWith('/') && !href.startsWith('//') ? `${href}${href.includes('?') ? '&' : '?'}lang=${lang}` : href);
}

function Promotions({ data }: { data: HomeData }) {
  const { t } = useLingui();
  const siteHref = useSiteHref();
  if (data.slides.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-promos-title">
      <h2 id="home-promos-title" className="home-section__title">
        <Trans>Promociones</Trans>
      </h2>
      {/* A focusable strip: arrow keys scroll it, each slide snaps into place (scroll-snap). */}
      <ul className="promo-slider" tabIndex={0} aria-label={t`Promociones, desliza para ver más`}>
        {data.slides.map((slide, index) => (
          <li key={slide.id} className={`promo-slide promo-slide--${index % 4}`}>
            {slide.link ? (
              <a className="promo-slide__link" href={siteHref(slide.link)}>{slide.title}</a>
            ) : (
              <span className="promo-slide__link">{slide.title}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function PopularRoutes({ data }: { data: HomeData }) {
  const formats = useFormats();
  const siteHref = useSiteHref();
  if (data.routes.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-routes-title">
      <h2 id="home-routes-title" className="home-section__title">
        <Trans>Rutas populares</Trans>
      </h2>
      <ul className="home-cards">
        {data.routes.map((route) => (
          <li key={`${route.origin}-${route.destination}`} className="home-card">
            <a className="home-card__link" href={siteHref(isOneOf(BUS_CITIES, route.destinationId) ? `/autobus-${route.destinationId}` : '/horarios')}>
              <span className="home-card__title">
                {route.origin} → {route.destination}
              </span>
              <span className="home-card__meta">
                <Trans>desde {formats.money(route.from)}</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
