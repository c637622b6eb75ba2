// Input filters (docs/rules/services-and-api.md#input-filters) as pure functions, shared by the input components (applied on typing,
// input and paste) and by anything that cleans values before sending them.

/** Which characters a field accepts. */
export type CharacterFilter =
  | { kind: 'any' }
  | { kind: 'digits'; allowNegative?: boolean }
  | { kind: 'letters' }
  /** A person's name: letters of any alphabet, spaces, apostrophes, hyphens and dots (O'Neil, Jean-Luc, Zoë). */
  | { kind: 'name' }
  /** Letters and spaces, plus digits when `digits`, plus digits and one decimal point when `decimals`. */
  | { kind: 'restricted'; digits?: boolean; decimals?: boolean };

export type CaseTransform = 'none' | 'uppercase' | 'lowercase' | 'capitalize' | 'wordCapitalize';

export interface InputFilter {
  accept?: CharacterFilter;
  transform?: CaseTransform;
}

/** Spanish letters a traveller may type in a name: unaccented, accented vowels, ü and ñ. */
const letter = 'A-Za-zÁÉÍÓÚÜÑáéíóúüñ';
const letterOrSpace = new RegExp(`^[${letter} ]$`);

export function keepDigits(value: string, allowNegative = false): string {
  const digits = value.replace(/\D/g, '');
  return allowNegative && value.trimStart().startsWith('-') ? `-${digits}` : digits;
}

export function keepLetters(value: string): string {
  // Composed form first, so an "á" pasted as "a" + combining accent is kept as one letter.
  return [...value.normalize('NFC')].filter((char) => letterOrSpace.test(char)).join('');
}

// Names are wider than the letters-only filter: a tourist's François, Łukasz or O'Neil must survive
// typing. Phones type the typographic apostrophe (U+2019) or the modifier letter (U+02BC); both become '.
const nameChar = /^[\p{L}\p{M} '.-]$/u;
const apostrophes = /[\u2019\u02BC\u2018`´]/g;

export function keepNameCharacters(value: string): string {
  return [...value.normalize('NFC').replace(apostrophes, "'")].filter((char) => nameChar.test(char)).join('');
}

export function keepRestricted(value: string, options: { digits?: boolean; decimals?: boolean } = {}): string {
  let seenPoint = false;
  return [...value.normalize('NFC')]
    .filter((char) => {
      if (letterOrSpace.test(char)) return true;
      if (/\d/.test(char)) return Boolean(options.digits || options.decimals);
      if (char === '.' && options.decimals && !seenPoint) return (seenPoint = true);
      return false;
    })
    .join('');
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

/** Upper-cases the first letter of every word (after a space or hyphen), lower-cases the rest. */
export function capitalizeWords(value: string): string {
  return value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, separator: string, char: string) => separator + char.toUpperCase());
}

export function applyCase(value: string, transform: CaseTransform = 'none'): string {
  switch (transform) {
    case 'uppercase':
      return value.toUpperCase();
    case 'lowercase':
      return value.toLowerCase();
    case 'capitalize':
      return capitalize(value);
    case 'wordCapitalize':
      return capitalizeWords(value);
    case 'none':
      return value;
  }
}

export function keepAccepted(value: string, accept: CharacterFilter = { kind: 'any' }): string {
  switch (accept.kind) {
    case 'any':
      return value;
    case 'digits':
      return keepDigits(value, accept.allowNegative);
    case 'letters':
      return keepLetters(value);
    case 'name':
      return keepNameCharacters(value);
    case 'restricted':
      return keepRestricted(value, accept);
  }
}

/** The value a field should hold after typing or pasting `value`. */
export function applyInputFilter(value: string, filter: InputFilter): string {
  return applyCase(keepAccepted(value, filter.accept), filter.transform);
}

/**
 * Whether a keydown with `key` (KeyboardEvent.key) may go through. Named keys (Backspace, Tab,
 * arrows, Enter…) always pass: blocking them would trap keyboard users. For digits the `e`, `+`
 * and `.` that number inputs accept are refused; `-` passes only when negatives are allowed.
 */
export function allowsKey(filter: InputFilter | CharacterFilter, key: string): boolean {
  const accept: CharacterFilter = 'kind' in filter ? filter : (filter.accept ?? { kind: 'any' });
  if ([...key].length !== 1) return true;
  switch (accept.kind) {
    case 'any':
      return true;
    case 'digits':
      return /^\d$/.test(key) || (key === '-' && Boolean(accept.allowNegative));
    case 'letters':
      return letterOrSpace.test(key);
    case 'name':
      return keepNameCharacters(key) !== '';
    case 'restricted':
      return keepRestricted(key, accept) === key;
  }
}

/**
 * `juan.perez@example.com` → `j*********@e******.com`: the first character of the user and of the
 * domain and the top-level domain stay, every other character becomes an asterisk so the
 * length is preserved. Text that is not an address is returned unchanged.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const dot = email.lastIndexOf('.');
  if (at < 1 || dot < at + 2 || dot === email.length - 1) return email;
  const mask = (part: string) => part.charAt(0) + '*'.repeat(Math.max(0, part.length - 1));
  return `${mask(email.slice(0, at))}@${mask(email.slice(at + 1, dot))}${email.slice(dot)}`;
}
