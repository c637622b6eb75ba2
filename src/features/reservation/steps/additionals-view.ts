import * as v from 'valibot';
import { passengerList, seatsNeeded, type PassengerCounts, type PassengerType } from '../../../../domain/search/passengers';
import type { AdditionalsSelection } from '../../../../machines/reservation/reservation.ports';
import type { ReservationSnapshot } from './reservation-selectors';
import { sumAmounts } from '../../../../domain/reservation/summary-amounts';

// Prices of the additional services come from the reservation's configs (the server's
// `configs.additionals`), never from constants in the UI.

const optionSchema = v.object({
  id: v.string(),
  price: v.number(),
  unit: v.optional(v.picklist(['passenger', 'reservation'])),
});
const optionsSchema = v.array(optionSchema);
export type AdditionalOption = v.InferOutput<typeof optionSchema>;
export type AdditionalPrices = Partial<Record<'insurance' | 'shuttle' | 'pet' | 'wheelchair', AdditionalOption>>;

/** A new object per snapshot: use with `samePrices` so the step re-renders only when a price changes. */
export function selectAdditionalPrices(snapshot: ReservationSnapshot): AdditionalPrices {
  const parsed = v.safeParse(optionsSchema, snapshot.context.reservation.configs['additionals']);
  return parsed.success ? Object.fromEntries(parsed.output.map((option) => [option.id, option])) : {};
}

const priceKeys = ['insurance', 'shuttle', 'pet', 'wheelchair'] as const;

export function samePrices(a: AdditionalPrices, b: AdditionalPrices): boolean {
  return priceKeys.every((key) => a[key]?.price === b[key]?.price && a[key]?.unit === b[key]?.unit);
}

/** One entry per passenger, in the order the reservation lists them (by type), as the insurance indexes expect. */
export function passengerRoster(passengers: PassengerCounts): Array<{ index: number; type: PassengerType }> {
  return passengerList(passengers).map((type, index) => ({ index, type }));
}

/** What the traveller is adding, priced with the server's prices, before it is saved. */
export function draftAdditionalsTotal(draft: AdditionalsSelection, prices: AdditionalPrices, passengers: PassengerCounts): number {
  const each = (option: AdditionalOption | undefined, perPassenger: number) =>
    option ? option.price * (option.unit === 'reservation' ? 1 : perPassenger) : 0;
  return sumAmounts([
    (prices.insurance?.price ?? 0) * draft.insurance.length,
    draft.shuttle ? each(prices.shuttle, seatsNeeded(passengers)) : 0,
    draft.pet ? each(prices.pet, 1) : 0,
    draft.wheelchair ? each(prices.wheelchair, 1) : 0,
  ]);
}
