import { randomInt } from 'node:crypto';
import { loyaltyPasswordPolicy } from '../../../domain/loyalty/account-rules';
import { cardPrefixByTier } from '../../../domain/loyalty/tiers';
import { isEmail } from '../../../domain/format-validators';
import { memberPhone, memberPhoneE164 } from '../../../domain/loyalty/member-phone';
import { passwordFailureMessage, passwordFailures } from '../../../domain/password-rules';
type Lang = 'es' | 'en';
import { success, type FailureItem, type Outcome } from '../../platform/failure';
import type { AppDeps } from '../service-deps';
import type { LoyaltyAuth } from './loyalty-auth';
import { contactTaken, insertMember } from './loyalty.queries';
import { signedIn, type SignedIn } from './sign-in';

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  password: string;
}

/** Every field's refusal at once, so the form can mark them all (the password's unmet rules in `detail`). */
function registrationRefusals(input: Registration, auth: LoyaltyAuth, lang: Lang): Array<FailureItem<'loyalty'>> {
  const errors: Array<FailureItem<'loyalty'>> = [];
  if (!input.first_name.trim()) errors.push({ code: 'first_name_required', field: 'first_name' });
  if (!input.last_name.trim()) errors.push({ code: 'last_name_required', field: 'last_name' });
  if (!isEmail(input.email.trim())) errors.push({ code: 'email_invalid', field: 'email' });
  const phone = memberPhone(input.cell_phone);
  if (!phone.ok) errors.push({ code: phone.code, field: 'cell_phone' });
  const failures = passwordFailures(input.password, loyaltyPasswordPolicy);
  if (failures.length > 0) {
    errors.push({ code: 'password_too_weak', field: 'password', detail: failures.map((f) => passwordFailureMessage(f, lang)).join(' ') });
  } else if (auth.breached.has(input.password)) {
    errors.push({ code: 'password_breached', field: 'password' });
  }
  return errors;
}

const newCardNumber = () => `${cardPrefixByTier.classic}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Joins the programme: a card number is issued, tier classic, and the new member is signed in. */
export async function register(deps: AppDeps, auth: LoyaltyAuth, input: Registration, lang: Lang): Promise<Outcome<SignedIn, 'loyalty'>> {
  const errors = registrationRefusals(input, auth, lang);
  if (errors.length > 0) return { ok: false, status: 400, errors };
  const email = input.email.trim().toLowerCase();
  // Checked by registrationRefusals: stored in E.164 (+14155550123, +523221234567).
  const phone = memberPhoneE164(input.cell_phone)!;
  // Hashing before the uniqueness check keeps a taken e-mail as slow to answer as a new one.
  const passwordHash = await auth.hash(input.password);
  const member = { email, phone, firstName: input.first_name.trim(), lastName: input.last_name.trim(), passwordHash };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await contactTaken(deps.db, email, phone)) return { ok: false, status: 409, errors: [{ code: 'account_exists' }] };
    const id = await insertMember(deps.db, { ...member, cardNumber: newCardNumber() }, deps.clock.now());
    // null: a card number drawn twice (or a registration racing this one, seen by the check above).
    if (id !== null) return success(await signedIn(deps, id));
  }
  throw new Error('no free card number after 5 draws');
}
