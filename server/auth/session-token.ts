import { createHash, randomBytes } from 'node:crypto';

// Loyalty session tokens (ASVS 5.0 7.2): 256 random bits, handed to the traveller once; only their SHA-256
// is stored, so a copy of the database opens no session. A fast hash is enough for 256-bit secrets.

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
