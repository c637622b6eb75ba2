import type { PasswordPolicy } from '../password-rules';

// What a new or changed frequent-traveller password must meet (docs/rules/loyalty.md#password-rules, chosen per form). OWASP ASVS
// 5.0 asks for a length of at least 8 and no composition rules; the server also refuses passwords from its
// bundled list of common and breached ones (server/auth/breached-passwords.ts).
export const loyaltyPasswordPolicy: PasswordPolicy = { minLength: 8 };

/** Longest password accepted (hashing cost is bounded; the contract says the same). */
export const LOYALTY_PASSWORD_MAX = 128;

/** "Traveller session time: 1" (docs/rules/loyalty.md#the-session), read as one hour (decision 029): a session ends an hour after sign-in. */
export const LOYALTY_SESSION_MINUTES = 60;

/** The header loyalty calls carry the session in (docs/rules/loyalty.md#the-session, the contract's `session` parameter). */
export const LOYALTY_SESSION_HEADER = 'session';
