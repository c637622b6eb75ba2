import { assign, raise, setup } from 'xstate';
import type { ServerMessage } from '../../domain/errors/server-message';
import { isEmail } from '../../domain/format-validators';
import { loyaltyPasswordPolicy } from '../../domain/loyalty/account-rules';
import { readIdentifier } from '../../domain/loyalty/identify-card';
import { passwordFailures } from '../../domain/password-rules';
import { contactPhoneShapeIssue } from '../../domain/reservation/phone-shape';
import type { Result } from '../../domain/result';
import type { Answered } from '../shared/result-invoke';
import type { LoyaltyPage } from './loyalty-pages';
import { loyaltyActorSlots, type Credentials, type PasswordChange, type PasswordReset, type RecoveryRequest, type RegistrationForm, type SignedIn, type TravellerProfile } from './loyalty.ports';

// Types, guards, delays and actions of the frequent-traveller chart; loyalty.machine.ts only names them.

export interface LoyaltyInput {
  now?: () => number;
}

export interface LoyaltyContext {
  /** The session value (docs/rules/loyalty.md#the-session), sent as the `session` header; null when signed out. */
  session: string | null;
  /** When the server ends the session (ms since epoch). */
  expiresAt: number | null;
  traveller: TravellerProfile | null;
  /** The last refusal, as catalogue codes (the screen turns them into text). */
  errors: ServerMessage[];
  /** Why the traveller was signed out without asking (an expired session), shown on the sign-in page. */
  notice: 'session_invalid' | 'password_changed' | null;
  /** The account and channel a recovery code was sent for, while the traveller types it. */
  recovery: RecoveryRequest | null;
  now: () => number;
}

export type LoyaltyEvent =
  /** A page of the flow was opened (its address typed, a link followed). */
  | { type: 'page.open'; page: LoyaltyPage }
  | { type: 'signIn.submit'; credentials: Credentials }
  | { type: 'register.submit'; form: RegistrationForm }
  | { type: 'profile.refresh' }
  /** Save the contact, the saved passengers and the saved tax data. */
  | { type: 'profile.save'; update: import('./loyalty.ports').ProfileUpdate }
  /** Send a recovery code to the account's e-mail or mobile. */
  | { type: 'recover.send'; request: RecoveryRequest }
  /** The code received and the new password. */
  | { type: 'recover.reset'; code: string; password: string }
  /** Back to choosing where the code goes (a new code). */
  | { type: 'recover.restart' }
  /** Open the password change of the profile. */
  | { type: 'password.edit' }
  /** The current password and the new one. */
  | { type: 'password.submit'; change: PasswordChange }
  /** Back to the profile from the password form or its confirmation. */
  | { type: 'password.close' }
  /** Raised by the chart when the server answered a new session: its end is timed again. */
  | { type: 'session.renewed' }
  | { type: 'signOut' }
  /** After a restore (timers do not survive a reload): ends a session whose time is over. */
  | { type: 'session.check' };

const loyalty = (code: string, field?: string): ServerMessage => ({ service: 'loyalty', code, ...(field ? { field } : {}) });
const refusals = (result: Result<unknown>): ServerMessage[] =>
  result.ok ? [] : result.errors.map((e) => loyalty(e.code, e.field));

/** The browser's early check of the sign-in form (the server decides): docs/rules/loyalty.md#signing-in. */
export function credentialIssues(credentials: Credentials): ServerMessage[] {
  const identifier = readIdentifier(credentials.identify_card);
  return [
    ...(identifier.ok ? [] : [loyalty(identifier.code, 'identify_card')]),
    ...(credentials.password === '' ? [loyalty('password_empty', 'password')] : []),
  ];
}

/**
 * The browser's early check of the registration form; the breached list is the server's. The mobile's shape only
 * (10 digits for Mexico, else E.164): the screen checks a visitor's number against its country's plan as it is
 * typed, the server again, so the chart carries no numbering plans (decision 039).
 */
export function registrationIssues(form: RegistrationForm): ServerMessage[] {
  const phoneIssue = contactPhoneShapeIssue(form.cell_phone.trim());
  return [
    ...(form.first_name.trim() ? [] : [loyalty('first_name_required', 'first_name')]),
    ...(form.last_name.trim() ? [] : [loyalty('last_name_required', 'last_name')]),
    ...(isEmail(form.email.trim()) ? [] : [loyalty('email_invalid', 'email')]),
    ...(phoneIssue ? [loyalty(phoneIssue === 'invalid_phone' ? 'cell_phone_invalid_country' : 'cell_phone_invalid', 'cell_phone')] : []),
    ...(passwordFailures(form.password, loyaltyPasswordPolicy).length > 0 ? [loyalty('password_too_weak', 'password')] : []),
  ];
}

/** The browser's early check of the new password and the code (docs/rules/loyalty.md#password-rules). */
export function resetIssues(reset: Pick<PasswordReset, 'verification_code' | 'password'>): ServerMessage[] {
  return [
    ...(/^\d{6}$/.test(reset.verification_code.trim()) ? [] : [loyalty('verification_code_invalid', 'verification_code')]),
    ...(passwordFailures(reset.password, loyaltyPasswordPolicy).length > 0 ? [loyalty('password_too_weak', 'password')] : []),
  ];
}

/** The browser's early check of a password change (docs/rules/loyalty.md#password-rules); the current password is the server's. */
export function passwordChangeIssues(change: PasswordChange): ServerMessage[] {
  return [
    ...(change.current_password === '' ? [loyalty('password_empty', 'current_password')] : []),
    ...(passwordFailures(change.new_password, loyaltyPasswordPolicy).length > 0 ? [loyalty('password_too_weak', 'new_password')] : []),
  ];
}

const signedOutContext = { session: null, expiresAt: null, traveller: null };

export const loyaltySetup = setup({
  types: { context: {} as LoyaltyContext, events: {} as LoyaltyEvent, input: {} as LoyaltyInput },
  actors: loyaltyActorSlots,
  delays: {
    untilSessionEnds: ({ context }) => Math.max(0, (context.expiresAt ?? 0) - context.now()),
  },
  guards: {
    credentialsMalformed: ({ event }) => event.type === 'signIn.submit' && credentialIssues(event.credentials).length > 0,
    registrationMalformed: ({ event }) => event.type === 'register.submit' && registrationIssues(event.form).length > 0,
    recoveryMalformed: ({ event }) => event.type === 'recover.send' && !readIdentifier(event.request.identify_card).ok,
    resetMalformed: ({ event }) => event.type === 'recover.reset' && resetIssues({ verification_code: event.code, password: event.password }).length > 0,
    passwordChangeMalformed: ({ event }) => event.type === 'password.submit' && passwordChangeIssues(event.change).length > 0,
    opensPage: ({ event }, page: LoyaltyPage) => event.type === 'page.open' && event.page === page,
    succeeded: (_, params: Answered<unknown>) => params.output.ok,
    sessionRefused: (_, params: Answered<unknown>) => !params.output.ok && params.output.errors.some((e) => e.code === 'session_invalid'),
    sessionOver: ({ context }) => context.expiresAt === null || context.now() >= context.expiresAt,
  },
  actions: {
    assignCredentialIssues: assign(({ event }) => ({ errors: event.type === 'signIn.submit' ? credentialIssues(event.credentials) : [] })),
    assignRegistrationIssues: assign(({ event }) => ({ errors: event.type === 'register.submit' ? registrationIssues(event.form) : [] })),
    clearErrors: assign({ errors: [], notice: null }),
    assignPasswordChangeIssues: assign(({ event }) => ({ errors: event.type === 'password.submit' ? passwordChangeIssues(event.change) : [] })),
    renewSession: raise({ type: 'session.renewed' as const }),
    assignRecoveryIssues: assign(({ event }) => {
      if (event.type !== 'recover.send') return {};
      const identifier = readIdentifier(event.request.identify_card);
      return { errors: identifier.ok ? [] : [loyalty(identifier.code, 'identify_card')] };
    }),
    assignResetIssues: assign(({ event }) => ({ errors: event.type === 'recover.reset' ? resetIssues({ verification_code: event.code, password: event.password }) : [] })),
    rememberRecovery: assign(({ event }) => (event.type === 'recover.send' ? { recovery: event.request, errors: [], notice: null } : {})),
    forgetRecovery: assign({ recovery: null, errors: [] }),
    announcePasswordChanged: assign({ recovery: null, errors: [], notice: 'password_changed' as const }),
    assignRefusal: assign((_, params: Answered<unknown>) => ({ errors: refusals(params.output) })),
    assignUnavailable: assign({ errors: [loyalty('service_unavailable')] }),
    assignSignedIn: assign((_, params: Answered<SignedIn>) =>
      params.output.ok
        ? { session: params.output.data.session, expiresAt: Date.parse(params.output.data.expires_at), traveller: params.output.data.traveller, errors: [], notice: null }
        : {},
    ),
    assignProfile: assign((_, params: Answered<TravellerProfile>) => (params.output.ok ? { traveller: params.output.data, errors: [] } : {})),
    forgetSession: assign({ ...signedOutContext, errors: [] }),
    forgetExpiredSession: assign({ ...signedOutContext, errors: [], notice: 'session_invalid' as const }),
  },
});
