// How the reservation test model names a snapshot's state (machine and browser path tests).

/** Leaf states as dotted paths, e.g. `booking.step.contact.editing`. */
export function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, `${prefix}${key}.`));
}

/** The key of a snapshot in the assertion table: its leaf states, the deadline region aside. */
export function stateKey(snapshot: { value: unknown }): string {
  return leaves(snapshot.value)
    .filter((leaf) => leaf !== 'booking.deadline.ticking')
    .join('|');
}
