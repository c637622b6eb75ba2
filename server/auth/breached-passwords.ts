import { readFileSync } from 'node:fs';

// The bundled list of common and breached passwords (ASVS 5.0 6.2.4): 4,000 of the most common passwords
// of 8 or more characters, from zxcvbn-ts's `language-common` list (MIT, ranked from public breaches),
// plus common Spanish ones. Compared without case, so `Password1` is refused like `password1`.

export interface BreachedPasswords {
  has(password: string): boolean;
}

/** Reads the list once per caller (the loyalty routes keep one). */
export function loadBreachedPasswords(): BreachedPasswords {
  const text = readFileSync(new URL('./breached-passwords.txt', import.meta.url), 'utf8');
  const list = new Set(text.split('\n').map((line) => line.trim()).filter(Boolean));
  return { has: (password) => list.has(password.normalize('NFKC').toLowerCase()) };
}
