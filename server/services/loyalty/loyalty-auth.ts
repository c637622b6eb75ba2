import { hashPassword, verifyPassword } from '../../auth/password';
import { loadBreachedPasswords, type BreachedPasswords } from '../../auth/breached-passwords';

// What the loyalty use cases need to check passwords: the hasher, the breached list, and a hash to check
// against when no account matches, so an unknown account costs the same scrypt work as a wrong password
// (ASVS 5.0 6.3.8: the time of an answer does not tell whether the account exists).

export interface LoyaltyAuth {
  hash(password: string): Promise<string>;
  verify(password: string, encoded: string): Promise<boolean>;
  /** Runs the same work as `verify` against a hash no password opens; always false. */
  verifyNobody(password: string): Promise<false>;
  breached: BreachedPasswords;
}

export function createLoyaltyAuth(): LoyaltyAuth {
  let nobody: Promise<string> | null = null;
  return {
    hash: hashPassword,
    verify: verifyPassword,
    async verifyNobody(password) {
      nobody ??= hashPassword(`nobody-${Math.random()}`);
      await verifyPassword(password, await nobody);
      return false;
    },
    breached: loadBreachedPasswords(),
  };
}
