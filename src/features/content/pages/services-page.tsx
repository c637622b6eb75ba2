import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link, useParams } from '@tanstack/react-router';
import { ContentPage, ContentSection } from '../content-page';
import { useScreenTitle } from '../screen-title';
import { serviceSlugs, serviceTexts, type ServiceSlug } from './service-texts';

const leadText = msg`Todo lo que hace tu viaje más fácil: tarifas especiales, equipaje, mascotas, traslados y más.`;
const allTitle = msg`Nuestros servicios`;

/** /servicios and its sub-pages (docs/rules/content-pages.md#service-sub-pages: each shows the services screen): the chosen service first, then all of them. */
export function ServicesPage() {
  const { i18n } = useLingui();
  const { service } = useParams({ strict: false }) as { service?: string };
  const chosen = (serviceSlugs as readonly string[]).includes(service ?? '') ? (service as ServiceSlug) : null;
  const title = useScreenTitle('services');
  const text = chosen ? serviceTexts[chosen] : null;
  return (
    <ContentPage title={text ? `${title}: ${i18n._(text.title)}` : title} lead={text ? i18n._(text.summary) : i18n._(leadText)}>
      {text ? (
        <ContentSection id="service-detail" title={i18n._(text.title)}>
          <ul className="content__list">
            {text.details.map((detail) => (
              <li key={detail.id}>{i18n._(detail)}</li>
            ))}
          </ul>
        </ContentSection>
      ) : null}
      <ContentSection id="services-all" title={i18n._(allTitle)}>
        <ul className="content__cards">
          {serviceSlugs.map((slug) => (
            <li key={slug} className="content__card">
              <h3>
                <Link to="/servicios/$service" params={{ service: slug }} aria-current={slug === chosen ? 'page' : undefined}>
                  {i18n._(serviceTexts[slug].title)}
                </Link>
              </h3>
              <p>{i18n._(serviceTexts[slug].summary)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
    </ContentPage>
  );
}

export default ServicesPage;
