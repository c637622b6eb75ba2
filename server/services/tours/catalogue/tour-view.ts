import { centsToAmount, toCents } from '../../../../domain/fares';
import { tourPricesCents } from '../../../../domain/tours/tour-prices';
import type { Lang } from '../../../http/envelope';
import type { CatalogueProduct } from './catalogue.queries';

// What the contract's TourProduct and TourPrices say of a catalogue row, in one language.

export function pricesOf(product: CatalogueProduct) {
  const cents = tourPricesCents(toCents(product.priceAdult), product.infantsAllowed);
  return {
    adult: centsToAmount(cents.adult),
    minor: centsToAmount(cents.minor),
    inapam: centsToAmount(cents.inapam),
    infant: cents.infant === null ? null : centsToAmount(cents.infant),
  };
}

/** docs/rules/tours.md#cancellation-policy, in words. */
export function cancellationText(hours: number, lang: Lang): string {
  return lang === 'en'
    ? `Free cancellation up to ${hours} hours before the start, with a full refund; no refund after that. If the tour is cancelled (weather, port closure), you get a full refund.`
    : `Cancelación gratuita hasta ${hours} horas antes del inicio, con reembolso total; después no hay reembolso. Si el tour se cancela (clima, cierre de puerto), se reembolsa el total.`;
}

export function productView(product: CatalogueProduct, lang: Lang) {
  const en = lang === 'en';
  return {
    id: product.id,
    slug: product.slug,
    category: product.category,
    name: en ? product.nameEn : product.nameEs,
    description: en ? product.descriptionEn : product.descriptionEs,
    image: product.imageUrl,
    duration_minutes: product.durationMinutes,
    price_from: centsToAmount(toCents(product.priceAdult)),
    prices: pricesOf(product),
    currency: 'MXN' as const,
    location: product.location,
    includes: en ? product.includesEn : product.includesEs,
    languages: product.guideLanguages,
    meeting_points: product.meetingPoints.map((m) => ({
      terminal_id: m.slug,
      name: m.name,
      address: m.address,
      latitude: Number(m.latitude),
      longitude: Number(m.longitude),
      minutes_before: m.minutesBefore,
      note: en ? m.noteEn : m.noteEs,
    })),
    min_party: product.minParty,
    max_party: product.maxParty,
    cancellation: { free_until_hours: product.freeCancellationHours, text: cancellationText(product.freeCancellationHours, lang) },
  };
}
