import type { SnapshotFrom } from 'xstate';
import type { AdventuresLogic } from './adventures-binding';

// What the adventures' screens read of the chart, narrowly (docs/architecture.md: screens only render).

export type AdventuresSnapshot = SnapshotFrom<AdventuresLogic>;

export const selectErrors = (s: AdventuresSnapshot) => s.context.errors;
export const selectAdventures = (s: AdventuresSnapshot) => s.context.adventures;
export const selectAdventure = (s: AdventuresSnapshot) => s.context.adventures.find((a) => a.code === s.context.adventure) ?? null;
export const selectOptionId = (s: AdventuresSnapshot) => s.context.optionId;
export const selectDays = (s: AdventuresSnapshot) => s.context.days;
export const selectDeparture = (s: AdventuresSnapshot) => s.context.availabilityId;
export const selectOrder = (s: AdventuresSnapshot) => s.context.order;
export const selectContact = (s: AdventuresSnapshot) => s.context.contact;
export const selectParty = (s: AdventuresSnapshot) => s.context.party;
export const selectEmailed = (s: AdventuresSnapshot) => s.context.emailed;
export const selectCanPickDates = (s: AdventuresSnapshot) => s.can({ type: 'dates.open' });
export const selectCanLeave = (s: AdventuresSnapshot) => s.can({ type: 'adventures.browse' });

/** The chosen departure with its day, as the checkout shows it. */
export function selectChosenDeparture(s: AdventuresSnapshot) {
  for (const day of s.context.days) {
    const departure = day.departures.find((d) => d.availabilityId === s.context.availabilityId);
    if (departure) return { date: day.date, ...departure };
  }
  return null;
}

/** The state a screen renders, as one word per page. */
export const selectStep = (s: AdventuresSnapshot): string => {
  const value = s.value;
  if (typeof value === 'string') return value;
  const [state, sub] = Object.entries(value)[0]!;
  return `${state}.${String(sub)}`;
};
