import type { PassengerCounts, PassengerType } from '../search/passengers';

// Per-bus quotas of discounted seats (docs/rules/booking.md#discount-quotas-per-bus). Students and teachers count their flex variants.

export const discountGroups = ['student', 'teacher', 'inapam'] as const;
export type DiscountGroup = (typeof discountGroups)[number];
export type DiscountCounts = Record<DiscountGroup, number>;

/** The passenger types each quota counts. */
export const discountGroupTypes: Record<DiscountGroup, readonly PassengerType[]> = {
  student: ['student', 'student_flex'],
  teacher: ['teacher', 'teacher_flex'],
  inapam: ['inapam'],
};

export function discountGroup(type: PassengerType | null): DiscountGroup | null {
  if (type === null) return null;
  return discountGroups.find((group) => discountGroupTypes[group].includes(type)) ?? null;
}

/** How many of `types` (one entry per seat) each quota counts. */
export function countByGroup(types: ReadonlyArray<PassengerType | null>): DiscountCounts {
  const counts = { student: 0, teacher: 0, inapam: 0 };
  for (const type of types) {
    const group = discountGroup(type);
    if (group) counts[group] += 1;
  }
  return counts;
}

/** The party's discounted seats per quota. */
export function partyDiscountCounts(passengers: PassengerCounts): DiscountCounts {
  const count = (group: DiscountGroup) => discountGroupTypes[group].reduce((sum, type) => sum + passengers[type], 0);
  return { student: count('student'), teacher: count('teacher'), inapam: count('inapam') };
}

/** Discounted seats a bus still offers once `held` are taken. */
export function discountSeatsLeft(cap: DiscountCounts, held: Partial<DiscountCounts> | undefined): DiscountCounts {
  const left = (group: DiscountGroup) => Math.max(0, cap[group] - (held?.[group] ?? 0));
  return { student: left('student'), teacher: left('teacher'), inapam: left('inapam') };
}

/** The groups whose quota `wanted` would overrun given `held`, in quota order. */
export function quotasOverrun(cap: DiscountCounts, held: DiscountCounts, wanted: DiscountCounts): DiscountGroup[] {
  return discountGroups.filter((group) => wanted[group] > 0 && held[group] + wanted[group] > cap[group]);
}

/** A quota a bus cannot fill for a party: `left` places of the group for `wanted` passengers. */
export interface QuotaShortfall {
  group: DiscountGroup;
  left: number;
  wanted: number;
}

/**
 * The quotas a bus with `left` discounted seats cannot fill for the party, in quota order: what the
 * schedules list says of a bus ("only 2 INAPAM places left") and why the chart refuses to choose it.
 */
export function quotaShortfalls(left: DiscountCounts, passengers: PassengerCounts): QuotaShortfall[] {
  const wanted = partyDiscountCounts(passengers);
  return discountGroups.filter((group) => left[group] < wanted[group]).map((group) => ({ group, left: left[group], wanted: wanted[group] }));
}

/** Whether a bus with `left` discounted seats can take the whole party. */
export function quotasFitParty(left: DiscountCounts, passengers: PassengerCounts): boolean {
  return quotaShortfalls(left, passengers).length === 0;
}
