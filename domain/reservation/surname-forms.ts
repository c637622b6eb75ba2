import { normalizeSurname } from './reservation-access';

// Which typed surnames find a stored one (docs/rules/my-reservation.md#finding-a-reservation). A Mexican traveller
// carries two surnames, the father's and the mother's ("Ramírez Núñez"), and may type either, or both: each of them
// finds the booking, in any case and with accents or none. A surname that begins with particles ("de la Cruz",
// "del Valle", "van Dyke") is one surname: its particles go with it, and its last word alone finds it too ("Cruz").
// A conjunction between the two ("Ortega y Gasset") only joins them. A particle alone never finds anything, and a
// typed surname longer than the stored one never does either: one request tries one surname, never several.

/** Particles that begin a surname and belong to the word after them. */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'da', 'das', 'do', 'dos', 'di', 'du', 'van', 'von', 'der', 'den', 'le', 'mac', 'san', 'santa']);
/** Words that only join two surnames. */
const CONJUNCTIONS = new Set(['y', 'e', 'i']);

/** At most this many forms of one stored surname are accepted; the server compares every slot, padded, each time. */
export const SURNAME_FORMS = 8;

/** The surnames a stored last name is made of, each with its particles: "De la Cruz Hernández" → de la cruz, hernandez. */
export function surnameParts(stored: string): string[] {
  const parts: string[] = [];
  let pending: string[] = [];
  for (const word of normalizeSurname(stored).split(' ')) {
    if (word === '') continue;
    if (CONJUNCTIONS.has(word) && pending.length === 0) continue;
    pending.push(word);
    if (!PARTICLES.has(word)) {
      parts.push(pending.join(' '));
      pending = [];
    }
  }
  // Trailing particles ("Santa", a surname in its own right) stay a surname of their own.
  if (pending.length > 0) parts.push(pending.join(' '));
  return parts;
}

/**
 * Every typed form (normalized, see `normalizeSurname`) that finds the stored last name: the whole of it, each
 * surname it is made of and each run of them, and a particled surname's last word. Never more than `SURNAME_FORMS`.
 */
export function acceptedSurnameForms(stored: string): string[] {
  const whole = normalizeSurname(stored);
  if (whole === '') return [];
  const parts = surnameParts(stored);
  const forms = new Set<string>([whole, parts.join(' ')]);
  for (let length = 1; length < parts.length; length++) {
    for (let start = 0; start + length <= parts.length; start++) forms.add(parts.slice(start, start + length).join(' '));
  }
  for (const part of parts) {
    const last = part.split(' ').at(-1)!;
    if (!PARTICLES.has(last)) forms.add(last);
  }
  return [...forms].slice(0, SURNAME_FORMS);
}

/** Whether a typed surname finds the stored one (the server compares the same forms in constant time). */
export function surnameFinds(typed: string, stored: string): boolean {
  const wanted = normalizeSurname(typed);
  return wanted !== '' && acceptedSurnameForms(stored).includes(wanted);
}
