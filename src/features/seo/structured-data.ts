import type { TourFacts } from './page-catalog';

// schema.org data for the pre-rendered pages (JSON-LD): the company on every page, a bus station on the
// city pages, a bus trip on the ticket pages, a tourist trip with its offer on a tour's page.

export interface CompanyFacts {
  name: string;
  legalName: string;
  taxId: string;
  phone: string;
  whatsapp: string;
}

export function organization(company: CompanyFacts, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    taxID: company.taxId,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: `+52 ${company.phone}`, areaServed: 'MX', availableLanguage: ['es', 'en'] },
    ],
  };
}

const station = (placeName: string) => ({ '@type': 'BusStation', name: `Terminal ${placeName}`, address: { '@type': 'PostalAddress', addressLocality: placeName, addressCountry: 'MX' } });

export function busStation(placeName: string): object {
  return { '@context': 'https://schema.org', ...station(placeName) };
}

/** A trip to `placeName` from the company's home terminal, with its lowest fare when known. */
export function busTrip(company: CompanyFacts, from: string, placeName: string, lowestFare?: number): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BusTrip',
    name: `${from} → ${placeName}`,
    provider: { '@type': 'Organization', name: company.name },
    departureBusStop: station(from),
    arrivalBusStop: station(placeName),
    ...(lowestFare === undefined ? {} : { offers: { '@type': 'Offer', price: lowestFare, priceCurrency: 'MXN' } }),
  };
}

/** A tour (decision 052) as a TouristTrip, with its adult price as the offer (docs/rules/tours.md#prices-and-party). */
export function touristTrip(company: CompanyFacts, tour: TourFacts, url: string, origin: string): object {
  const hours = Math.floor(tour.duration_minutes / 60);
  const minutes = tour.duration_minutes % 60;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.name,
    description: tour.description,
    image: `${origin}${tour.image}`,
    url,
    duration: `PT${hours}H${minutes ? `${minutes}M` : ''}`,
    itinerary: { '@type': 'Place', name: tour.location, address: { '@type': 'PostalAddress', addressLocality: tour.location, addressCountry: 'MX' } },
    provider: { '@type': 'Organization', name: company.name, url: `${origin}/` },
    offers: { '@type': 'Offer', price: tour.price_from, priceCurrency: 'MXN', url, availability: 'https://schema.org/InStock' },
  };
}
