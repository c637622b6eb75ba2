import type { Lang } from '../../../http/envelope';
import type { TourTicketItem, TourTicketPass, TourTicketView } from './tour-ticket-view';

// A tour booking's ticket view for tests: a family (2 adults, 1 minor, 1 infant) on two tours of the bay, paid
// by credit card. Texts follow the language as the sale would read them from the catalogue. Named `.test-fixture`
// so lint and the code-shape scan count it as test support (docs/architecture.md), not product code.

const family = { adult: 2, minor: 1, inapam: 0, infant: 1 } as const;

const items: Record<Lang, TourTicketItem[]> = {
  es: [
    {
      productName: 'Avistamiento de ballenas',
      slug: 'avistamiento-de-ballenas',
      date: '2026-12-05',
      startTime: '09:00:00',
      endTime: '13:00:00',
      durationMinutes: 240,
      quantities: { ...family },
      subtotalCents: 330000,
      meetingPoints: [
        { name: 'Terminal Puerto Vallarta', address: 'Av. Las Palmas 300, Col. Las Mojoneras', latitude: 20.6767, longitude: -105.2396, minutesBefore: 30, note: 'Pregunta en el mostrador de tours.' },
      ],
      includes: ['Guía bilingüe', 'Chaleco salvavidas', 'Agua y fruta'],
      cancellation: 'Reembolso total si cancelas hasta 24 horas antes del inicio; después, sin reembolso.',
    },
    {
      productName: 'Pueblo mágico de San Sebastián',
      slug: 'san-sebastian',
      date: '2026-12-07',
      startTime: '08:00:00',
      endTime: '16:30:00',
      durationMinutes: 510,
      quantities: { ...family },
      subtotalCents: 280000,
      meetingPoints: [
        { name: 'Terminal Puerto Vallarta', address: 'Av. Las Palmas 300, Col. Las Mojoneras', latitude: 20.6767, longitude: -105.2396, minutesBefore: 20, note: '' },
        { name: 'Terminal Nuevo Vallarta', address: 'Blvd. Nuevo Vallarta 12, Nayarit', latitude: 20.6995, longitude: -105.2958, minutesBefore: 45, note: 'Junto a la taquilla.' },
      ],
      includes: ['Transporte redondo', 'Comida típica'],
      cancellation: 'Reembolso total si cancelas hasta 24 horas antes del inicio; después, sin reembolso.',
    },
  ],
  en: [
    {
      productName: 'Whale watching',
      slug: 'avistamiento-de-ballenas',
      date: '2026-12-05',
      startTime: '09:00:00',
      endTime: '13:00:00',
      durationMinutes: 240,
      quantities: { ...family },
      subtotalCents: 330000,
      meetingPoints: [
        { name: 'Puerto Vallarta terminal', address: 'Av. Las Palmas 300, Col. Las Mojoneras', latitude: 20.6767, longitude: -105.2396, minutesBefore: 30, note: 'Ask at the tours desk.' },
      ],
      includes: ['Bilingual guide', 'Life jacket', 'Water and fruit'],
      cancellation: 'Full refund if you cancel up to 24 hours before the start; none after.',
    },
    {
      productName: 'San Sebastián, a magic town',
      slug: 'san-sebastian',
      date: '2026-12-07',
      startTime: '08:00:00',
      endTime: '16:30:00',
      durationMinutes: 510,
      quantities: { ...family },
      subtotalCents: 280000,
      meetingPoints: [
        { name: 'Puerto Vallarta terminal', address: 'Av. Las Palmas 300, Col. Las Mojoneras', latitude: 20.6767, longitude: -105.2396, minutesBefore: 20, note: '' },
        { name: 'Nuevo Vallarta terminal', address: 'Blvd. Nuevo Vallarta 12, Nayarit', latitude: 20.6995, longitude: -105.2958, minutesBefore: 45, note: 'Next to the ticket office.' },
      ],
      includes: ['Round-trip transport', 'Traditional lunch'],
      cancellation: 'Full refund if you cancel up to 24 hours before the start; none after.',
    },
  ],
};

/** One pass per person of each tour, coded booking-item-person as the sale numbers them. */
function passesOf(code: string, tourItems: readonly TourTicketItem[]): TourTicketPass[] {
  return tourItems.flatMap((item, index) => {
    const people = (['adult', 'minor', 'inapam', 'infant'] as const).flatMap((type) => Array.from({ length: item.quantities[type] }, () => type));
    return people.map((personType, person) => ({ code: `${code}-${index + 1}-${person + 1}`, item: index, personType }));
  });
}

/** A family's booking of two tours, in `lang`; `overrides` replace whole fields (passes follow `items` unless given). */
export function tourTicketView(lang: Lang = 'es', overrides: Partial<TourTicketView> = {}): TourTicketView {
  const code = overrides.code ?? 'T7K2QX';
  const tourItems = overrides.items ?? items[lang];
  return {
    lang,
    bookingId: 'bk_01J9Z3TOURS',
    code,
    contact: { firstName: 'María', lastName: 'Núñez', email: 'maria@correo.mx', cellPhone: '3221234567' },
    items: tourItems,
    passes: passesOf(code, tourItems),
    payment: { paymentType: 'credit', totalCents: 610000, cardLast4: '4242', paidAt: new Date('2026-11-29T17:05:00Z') },
    siteUrl: 'https://rutabahia.example',
    ...overrides,
  };
}
