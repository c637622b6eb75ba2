import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { LOYALTY_SESSION_HEADER } from '../../../domain/loyalty/account-rules';
import { readIdentifier } from '../../../domain/loyalty/identify-card';
import { fail, failWithOutcome, ok, requestLang, respond } from '../../http/envelope';
import { limitFailures, limitRequests } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { ResolvedDeps } from '../service-deps';
import { changePassword, passwordChangeRefusals } from './change-password';
import { createLoyaltyAuth } from './loyalty-auth';
import { profileOf } from './profile-view';
import { register } from './register';
import { resetPassword, sendRecoveryCode, type SendType } from './recover-password';
import { closeSession, memberOfSession } from './sessions';
import { signIn, signInLockKey } from './sign-in';
import { updateProfile } from './update-profile';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
// Empty values pass the schema so the answer can be the catalogue's own message (docs/rules/loyalty.md#messages) (identify_card_required, password_empty).
const credentialsBody = v.object({ identify_card: text(120), password: text(128) });
const registrationBody = v.object({ first_name: text(80), last_name: text(80), email: text(120), cell_phone: text(20), password: text(128) });

const sendTypes: readonly SendType[] = ['email', 'whatsapp', 'sms'];
const isSendType = (value: string): value is SendType => (sendTypes as readonly string[]).includes(value);
// Any text passes as send_type, so that another one gets the catalogue's own message (send_type_invalid).
const recoveryBody = v.union([
  v.object({ send_type: text(20) }),
  v.object({ identify_card: text(120), verification_code: v.pipe(v.string(), v.maxLength(10)), password: text(128) }),
]);
const profileBody = v.object({
  first_name: text(80),
  last_name: text(80),
  email: text(120),
  cell_phone: text(20),
  passengers: v.pipe(v.array(v.object({ first_name: text(80), last_name: text(80) })), v.maxLength(10)),
  tax_profiles: v.pipe(v.array(v.object({ rfc: text(13), name: text(200), cp: text(5), regimen_fiscal: text(10), email: text(120) })), v.maxLength(5)),
});
// The contract's sign-out body: an empty object and nothing else.
const emptyBody = v.custom<Record<string, never>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);
const passwordChangeBody = v.object({ current_password: text(128), new_password: text(128) });
const identifyCardParam = v.object({ identify_card: text(120) });

const sessionOf = (c: Context) => c.req.header(LOYALTY_SESSION_HEADER)?.trim() || undefined;

/**
 * The loyalty service (docs/rules/loyalty.md): sign in, register, profile, sign out. Refused sign-ins count per client
 * (`signInFailures`, the shared limiter of decision 018) and per account (`accountSignInFailures`, keyed by
 * the member whichever of card, e-mail or mobile was typed; an unknown identifier by itself, so the lock does
 * not tell whether the account exists). Recovery is not held by that lock, and a recovered password lifts it.
 */
export function createLoyaltyRoutes(deps: ResolvedDeps): Hono {
  const app = new Hono();
  const auth = createLoyaltyAuth();
  const perAccount = deps.rateLimits.accountSignInFailures;

  app.post(
    '/site/account/login',
    limitFailures(deps, 'signInFailures', 'loyalty', (status) => status === 401 || status === 403),
    validate('json', credentialsBody, 'loyalty'),
    async (c) => {
      const body = c.req.valid('json');
      const identifier = readIdentifier(body.identify_card);
      const errors = [
        ...(identifier.ok ? [] : [{ code: identifier.code, field: 'identify_card' }]),
        ...(body.password === '' ? [{ code: 'password_empty' as const, field: 'password' }] : []),
      ];
      if (!identifier.ok || errors.length > 0) return failWithOutcome(c, 'loyalty', { ok: false, status: 400, errors });
      const accountKey = await signInLockKey(deps, identifier.value);
      const wait = await perAccount.take(accountKey);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return fail(c, 429, 'loyalty', 'too_many_attempts');
      }
      const answer = await signIn(deps, auth, identifier.value, body.password);
      if (answer.ok) await perAccount.giveBack(accountKey);
      return respond(c, 'loyalty', answer);
    },
  );

  app.post(
    '/site/account/register',
    // A taken e-mail or phone (409) counts like a refused sign-in: probing who is a member is bounded.
    limitFailures(deps, 'signInFailures', 'loyalty', (status) => status === 409),
    validate('json', registrationBody, 'loyalty'),
    async (c) => respond(c, 'loyalty', await register(deps, auth, c.req.valid('json'), requestLang(c))),
  );

  // Recovery (docs/rules/loyalty.md#password-recovery): where a code can go, then sending it, then the new password with it. The options do
  // not show the member's masked e-mail or mobile: they would tell a stranger that the account exists.
  app.get('/site/account/forgot_password/:identify_card', validate('param', identifyCardParam, 'loyalty'), async (c) => {
    const identifier = readIdentifier(c.req.valid('param').identify_card);
    if (!identifier.ok) return fail(c, 400, 'loyalty', identifier.code, 'identify_card');
    return ok(c, { identify_card: identifier.value.value, email: null, cell_phone: null, send_types: ['email', 'whatsapp', 'sms'] });
  });

  app.post(
    '/site/account/forgot_password/:identify_card',
    limitRequests(deps, 'recoveryAttempts', 'loyalty'),
    validate('param', identifyCardParam, 'loyalty'),
    validate('json', recoveryBody, 'loyalty'),
    async (c) => {
      const body = c.req.valid('json');
      if ('send_type' in body && !isSendType(body.send_type)) return fail(c, 400, 'loyalty', 'send_type_invalid', 'send_type');
      const identifier = readIdentifier('identify_card' in body ? body.identify_card : c.req.valid('param').identify_card);
      if (!identifier.ok) return fail(c, 400, 'loyalty', identifier.code, 'identify_card');
      // Codes sent and codes tried count per identifier as typed too, known or not: a 6-digit code gets 5 guesses an hour per identifier.
      const wait = await deps.rateLimits.recoveryAttempts.take(`account:${identifier.value.kind}:${identifier.value.value}`);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return fail(c, 429, 'loyalty', 'too_many_attempts');
      }
      const lang = requestLang(c);
      const answer =
        'send_type' in body
          ? // Another send_type was refused above; the guard only narrows the type here.
            await sendRecoveryCode(deps, identifier.value, isSendType(body.send_type) ? body.send_type : 'email', lang)
          : await resetPassword(deps, auth, { identifier: identifier.value, code: body.verification_code, password: body.password }, lang);
      return respond(c, 'loyalty', answer);
    },
  );

  app.get('/site/account/profile', async (c) => {
    const memberId = await memberOfSession(deps.db, sessionOf(c), deps.clock.now());
    if (memberId === null) return fail(c, 401, 'loyalty', 'session_invalid');
    const profile = await profileOf(deps.db, memberId);
    return profile ? ok(c, profile) : fail(c, 403, 'loyalty', 'traveller_not_found');
  });

  app.put('/site/account/profile', validate('json', profileBody, 'loyalty'), async (c) => {
    const memberId = await memberOfSession(deps.db, sessionOf(c), deps.clock.now());
    if (memberId === null) return fail(c, 401, 'loyalty', 'session_invalid');
    return respond(c, 'loyalty', await updateProfile(deps, memberId, c.req.valid('json')));
  });

  // A signed-in password change (decision 040). A wrong current password counts like a refused sign-in:
  // per client (401s, with the middleware) and per account (the member's, given back unless it was wrong).
  app.post(
    '/site/account/password',
    limitFailures(deps, 'signInFailures', 'loyalty', (status) => status === 401),
    validate('json', passwordChangeBody, 'loyalty'),
    async (c) => {
      const memberId = await memberOfSession(deps.db, sessionOf(c), deps.clock.now());
      if (memberId === null) return fail(c, 401, 'loyalty', 'session_invalid');
      const body = c.req.valid('json');
      const errors = passwordChangeRefusals(auth, body, requestLang(c));
      if (errors.length > 0) return failWithOutcome(c, 'loyalty', { ok: false, status: 400, errors });
      const accountKey = `password-change:${memberId}`;
      const wait = await perAccount.take(accountKey);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return fail(c, 429, 'loyalty', 'too_many_attempts');
      }
      const answer = await changePassword(deps, auth, memberId, body);
      if (answer.ok || answer.errors[0]?.code !== 'password_incorrect') await perAccount.giveBack(accountKey);
      return respond(c, 'loyalty', answer);
    },
  );

  app.post('/site/account/logout', validate('json', emptyBody, 'loyalty'), async (c) => {
    // Signing out revokes the session; an unknown or already closed one is signed out all the same.
    const session = sessionOf(c);
    if (!session) return fail(c, 401, 'loyalty', 'session_invalid');
    await closeSession(deps.db, session, deps.clock.now());
    return ok(c, { signed_out: true });
  });

  return app;
}
