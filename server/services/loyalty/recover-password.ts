import { createHash, randomInt } from 'node:crypto';
import type { Identifier } from '../../../domain/loyalty/identify-card';
import { storedPhoneE164 } from '../../../domain/reservation/phone-shape';
import { inTransaction } from '../../db/database';
import { createDrizzleOutbox, type OutboxChannel } from '../../notify/outbox';
import { refuse, success, type Outcome } from '../../platform/failure';
import type { AppDeps, ResolvedDeps } from '../service-deps';
import { newPasswordRefusal } from './change-password';
import type { LoyaltyAuth } from './loyalty-auth';
import { findMember, findMemberCredentials } from './loyalty.queries';
import { replacePassword, storeRecoveryCode, useRecoveryCode } from './recovery.queries';
import { memberLockKey } from './sign-in';

// Password recovery (forgot_password, docs/rules/loyalty.md#password-recovery): a 6-digit one-time code by e-mail, WhatsApp or SMS through
// the outbox, good for RECOVERY_CODE_MINUTES and once; then a new password. Every answer is the same whether
// the account exists or not (decision 029).

export const RECOVERY_CODE_MINUTES = 10;
export type SendType = 'email' | 'whatsapp' | 'sms';

const codeHash = (memberId: number, code: string) => createHash('sha256').update(`${memberId}:${code}`).digest('hex');

const messages = {
  es: (code: string) => `Tu código para recuperar tu contraseña de Viajero Frecuente es ${code}. Vence en ${RECOVERY_CODE_MINUTES} minutos. Si no lo pediste, ignora este mensaje.`,
  en: (code: string) => `Your Frequent Traveller password recovery code is ${code}. It expires in ${RECOVERY_CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`,
};

export interface RecoveryAnswer {
  send_type?: SendType;
  sent_to: null;
  password_changed: boolean;
}

/** Sends a code to the member's e-mail or mobile; answers the same for an unknown or closed account. */
export async function sendRecoveryCode(deps: AppDeps, identifier: Identifier, sendType: SendType, lang: 'es' | 'en'): Promise<Outcome<RecoveryAnswer, 'loyalty'>> {
  const answer = success<RecoveryAnswer>({ send_type: sendType, sent_to: null, password_changed: false });
  const found = await findMemberCredentials(deps.db, identifier);
  const member = found?.active ? await findMember(deps.db, found.id) : null;
  if (!member) return answer;
  const now = deps.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const channel: OutboxChannel = sendType;
  await inTransaction(deps.db, async (tx) => {
    await storeRecoveryCode(tx, { memberId: member.id, codeHash: codeHash(member.id, code), channel, expiresAt: new Date(now.getTime() + RECOVERY_CODE_MINUTES * 60_000) }, now);
    await createDrizzleOutbox(tx, deps.clock).enqueue({
      channel,
      // SMS and WhatsApp go to E.164; a member who joined before keeps a Mexican mobile's 10 digits (+52's).
      recipient: channel === 'email' ? member.email : (storedPhoneE164(member.phone) ?? member.phone),
      template: 'loyalty_recovery_code',
      subject: channel === 'email' ? (lang === 'en' ? 'Your password recovery code' : 'Tu código para recuperar tu contraseña') : null,
      body: messages[lang](code),
    });
  });
  return answer;
}

/**
 * Sets the new password with a valid code; a wrong, used or expired code (or no account) is one answer.
 * The code proves the member holds the e-mail or mobile, so the sign-in lock (perhaps a stranger's
 * guesses) is lifted with it: a locked member recovers and signs in at once.
 */
export async function resetPassword(
  deps: AppDeps & Pick<ResolvedDeps, 'rateLimits'>,
  auth: LoyaltyAuth,
  input: { identifier: Identifier; code: string; password: string },
  lang: 'es' | 'en',
): Promise<Outcome<RecoveryAnswer, 'loyalty'>> {
  const unfit = newPasswordRefusal(auth, input.password, lang, 'password');
  if (unfit) return { ok: false, status: 400, errors: [unfit] };
  const now = deps.clock.now();
  const member = await findMemberCredentials(deps.db, input.identifier);
  const used = member ? await useRecoveryCode(deps.db, member.id, codeHash(member.id, input.code.trim()), now) : false;
  if (!member || !used) return refuse(400, 'verification_code_invalid', 'verification_code');
  // "Password recovery failed" (docs/rules/loyalty.md#messages): the code was right but the card is closed.
  if (!member.active) return refuse(403, 'password_recovery_failed');
  await replacePassword(deps.db, member.id, await auth.hash(input.password), now);
  await deps.rateLimits.accountSignInFailures.reset(memberLockKey(member.id));
  return success({ sent_to: null, password_changed: true });
}
