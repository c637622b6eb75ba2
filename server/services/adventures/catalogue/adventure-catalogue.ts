import { travellerPriceCents } from '../../../../domain/adventures/adventure-prices';
import { addDays, localDate } from '../../../platform/clock';
import { isOctoError } from '../../../partners/octo/octo-errors';
import type { OctoAvailability, OctoOption, OctoPricing, OctoProduct } from '../../../partners/octo/octo-types';
import { refuse, success, type Outcome } from '../../../platform/failure';
import type { ResolvedDeps } from '../../service-deps';
import { partnerUnavailable } from '../partner/partner-failure';

// The list and the dates (adventuresList, adventureDates): the partner's products, options and departures as
// the site shows them, each price also with the tax factor (domain/adventures/adventure-prices.ts). Read from
// the partner on every request: its availability changes as other resellers sell.

const money = (cents: number) => Math.round(cents) / 100;
const lowest = (prices: readonly OctoPricing[] | undefined) => (prices && prices.length > 0 ? Math.min(...prices.filter((p) => p.currency === 'MXN').map((p) => p.retail)) : null);

export interface OptionPrices {
  adultCents: number;
  minorCents: number | null;
}

/** The option's adult and minor (CHILD) units' prices, from its `pricingFrom` or a departure's `unitPricing`. */
export function optionPrices(option: OctoOption, availability?: OctoAvailability): OptionPrices | null {
  const adult = option.units.find((u) => u.type === 'ADULT');
  if (!adult) return null;
  const minor = option.units.find((u) => u.type === 'CHILD' || u.type === 'YOUTH');
  const priced = (unitId: string, from: readonly OctoPricing[] | undefined) => {
    const at = availability?.unitPricing?.find((p) => p.unitId === unitId && p.currency === 'MXN');
    return at ? at.retail : lowest(from);
  };
  const adultCents = priced(adult.id, adult.pricingFrom);
  if (adultCents === null || !Number.isFinite(adultCents)) return null;
  const minorCents = minor ? priced(minor.id, minor.pricingFrom) : null;
  return { adultCents, minorCents: minorCents !== null && Number.isFinite(minorCents) ? minorCents : null };
}

function optionView(option: OctoOption, factor: number) {
  const prices = optionPrices(option);
  if (!prices) return null;
  return {
    option_id: option.id,
    name: option.internalName,
    start_times: option.availabilityLocalStartTimes,
    minors_allowed: prices.minorCents !== null,
    price_adult: money(prices.adultCents),
    price_minor: prices.minorCents === null ? null : money(prices.minorCents),
    total_adult: money(travellerPriceCents(prices.adultCents, factor)),
    total_minor: prices.minorCents === null ? null : money(travellerPriceCents(prices.minorCents, factor)),
  };
}

function adventureView(product: OctoProduct, factor: number) {
  const options = product.options.map((o) => optionView(o, factor)).filter((o) => o !== null);
  if (options.length === 0) return null;
  const min = (values: Array<number | null>) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length > 0 ? Math.min(...known) : null;
  };
  return {
    booking_code: product.id,
    name: product.internalName,
    description: product.description ?? '',
    image: product.imageUrl ?? '',
    location: product.location ?? '',
    duration_minutes: product.durationMinutes ?? 0,
    price_adult: min(options.map((o) => o.price_adult)) ?? 0,
    price_minor: min(options.map((o) => o.price_minor)),
    total_adult: min(options.map((o) => o.total_adult)) ?? 0,
    total_minor: min(options.map((o) => o.total_minor)),
    currency: 'MXN' as const,
    tax_factor: factor,
    options,
  };
}

export async function listAdventures(deps: ResolvedDeps, lang: 'es' | 'en'): Promise<Outcome<Array<NonNullable<ReturnType<typeof adventureView>>>, 'adventures'>> {
  try {
    const products = await deps.adventures.partner.products(lang);
    return success(products.map((p) => adventureView(p, deps.adventures.settings.taxFactor)).filter((a) => a !== null));
  } catch (error) {
    return partnerUnavailable('products', error);
  }
}

/** The product and its option (the first when none is named), or the refusal. */
export async function productOption(deps: ResolvedDeps, productId: string, optionId: string | undefined, lang: 'es' | 'en'): Promise<Outcome<{ product: OctoProduct; option: OctoOption }, 'adventures'>> {
  try {
    const product = await deps.adventures.partner.product(productId, lang);
    const option = optionId === undefined ? (product.options.find((o) => o.default) ?? product.options[0]) : product.options.find((o) => o.id === optionId);
    if (!option) return refuse<'adventures'>(404, 'adventure_not_found', 'option_id');
    return success({ product, option });
  } catch (error) {
    if (isOctoError(error) && error.kind === 'rejected') return refuse<'adventures'>(404, 'adventure_not_found', 'booking_code');
    return partnerUnavailable('product', error);
  }
}

export interface DatesQuery {
  productId: string;
  optionId?: string;
  from?: string;
  days: number;
  lang: 'es' | 'en';
}

export async function adventureDates(deps: ResolvedDeps, query: DatesQuery) {
  const found = await productOption(deps, query.productId, query.optionId, query.lang);
  if (!found.ok) return found;
  const { option } = found.value;
  const tomorrow = addDays(localDate(deps.clock.now()), 1);
  const from = query.from && query.from > tomorrow ? query.from : tomorrow;
  const to = addDays(from, query.days - 1);
  let departures: OctoAvailability[];
  try {
    departures = await deps.adventures.partner.availability({ productId: query.productId, optionId: option.id, localDateStart: from, localDateEnd: to });
  } catch (error) {
    return partnerUnavailable('availability', error);
  }
  const factor = deps.adventures.settings.taxFactor;
  const days = new Map<string, { date: string; available: boolean; places_left: number; departures: ReturnType<typeof departureView>[] }>();
  for (const departure of departures) {
    const view = departureView(option, departure, factor);
    const date = departure.localDateTimeStart.slice(0, 10);
    const day = days.get(date) ?? { date, available: false, places_left: 0, departures: [] };
    day.departures.push(view);
    day.available ||= view.available;
    day.places_left = Math.max(day.places_left, view.places_left);
    days.set(date, day);
  }
  return success([...days.values()]);
}

function departureView(option: OctoOption, departure: OctoAvailability, factor: number) {
  const prices = optionPrices(option, departure);
  const places = departure.vacancies ?? (departure.available ? 99 : 0);
  return {
    availability_id: departure.id,
    start_time: departure.localDateTimeStart.slice(11, 16),
    starts_at: departure.localDateTimeStart,
    available: departure.available && places > 0 && prices !== null,
    places_left: places,
    total_adult: prices ? money(travellerPriceCents(prices.adultCents, factor)) : 0,
    total_minor: prices && prices.minorCents !== null ? money(travellerPriceCents(prices.minorCents, factor)) : null,
  };
}
