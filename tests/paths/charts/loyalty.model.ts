import { fromPromise, type SnapshotFrom } from 'xstate';
import { loyaltyMachine } from '../../../machines/loyalty/loyalty.machine';
import type { Credentials, PasswordChange, ProfileUpdate, RecoveryRequest, RegistrationForm, SignedIn, TravellerProfile } from '../../../machines/loyalty/loyalty.ports';
import type { LoyaltyEvent } from '../../../machines/loyalty/loyalty.setup';
import { failed, ok, type Result } from '../../../domain/result';
import { activeLeaves, type ChartModel } from '../lib/plan';

// The frequent-traveller chart as the path tests explore it (docs/rules/loyalty.md), on the seeded server: a gold member
// signs in with the right password, a wrong one, or a form the browser refuses; a new traveller registers,
// or tries an e-mail that already has a card; the profile is refreshed; the session ends by signing out or
// by time. The server's answer to a call is the one the seeded server gives to what was sent. The password
// change (decision 040) is tried by the member a path registered, never the seeded one: a change ends every
// other session of the member, which would sign out the paths running beside it.

type Snapshot = SnapshotFrom<typeof loyaltyMachine>;

export const SESSION_ENDS_EVENT = 'xstate.after.untilSessionEnds.loyalty.signedIn';
export const T0 = Date.UTC(2026, 2, 10, 18, 0);

export const goodCredentials: Credentials = { identify_card: '3200000002', password: 'Oro#2024' };
export const wrongCredentials: Credentials = { identify_card: '3200000002', password: 'Equivocada#1' };
export const malformedCredentials: Credentials = { identify_card: 'jose@', password: '' };
export const newMember: RegistrationForm = { first_name: 'Lucía', last_name: 'Gómez', email: 'nuevo@example.com', cell_phone: '5500000000', password: 'Bahía de Banderas 7' };
export const takenMember: RegistrationForm = { ...newMember, email: 'maria.lopez@example.com' };
export const malformedMember: RegistrationForm = { first_name: '', last_name: '', email: 'x', cell_phone: '1', password: 'corta' };

// Recovery runs on the platinum member, whom no other path signs in; the model's code is never the one sent.
export const recoveryRequest: RecoveryRequest = { identify_card: '3300000003', send_type: 'sms' };
export const malformedRecovery: RecoveryRequest = { identify_card: '12', send_type: 'email' };
export const wrongCode = { code: '000000', password: 'Nueva frase segura 1' };
export const malformedReset = { code: '12', password: 'corta' };

const traveller: TravellerProfile = {
  identify_card: '3200000002', first_name: 'José Luis', last_name: 'Hernández Peña', email: 'jose.hernandez@example.com', cell_phone: '3312345678',
  tier: 'gold', points: 1200, luggage: { bags: 4, kg_per_bag: 35, sports_or_instrument: 1, hand_bags: 2 },
};
// The profile saved as it is, or with an e-mail the server refuses (the form has no early check).
export const sameProfile: ProfileUpdate = { first_name: traveller.first_name, last_name: traveller.last_name, email: traveller.email, cell_phone: traveller.cell_phone, passengers: [], tax_profiles: [] };
export const badProfile: ProfileUpdate = { ...sameProfile, email: 'x' };
const signedIn: Result<SignedIn> = ok({ session: 'model-session', expires_at: new Date(T0 + 3_600_000).toISOString(), traveller });
// The member a path registers: a classic card of their own.
const newTraveller: TravellerProfile = {
  identify_card: '3100009999', first_name: newMember.first_name, last_name: newMember.last_name, email: newMember.email, cell_phone: newMember.cell_phone,
  tier: 'classic', points: 0, luggage: { bags: 3, kg_per_bag: 35, sports_or_instrument: 1, hand_bags: 2 },
};
const registered: Result<SignedIn> = ok({ session: 'model-session', expires_at: new Date(T0 + 3_600_000).toISOString(), traveller: newTraveller });
const renewed: Result<SignedIn> = ok({ session: 'model-session-renewed', expires_at: new Date(T0 + 3_600_000).toISOString(), traveller: newTraveller });

// The new member's password change: right, with a wrong current password, or a form the browser refuses.
export const rightChange: PasswordChange = { current_password: newMember.password, new_password: 'Nueva frase segura 1' };
export const wrongChange: PasswordChange = { current_password: 'Equivocada#1', new_password: 'Nueva frase segura 1' };
export const malformedChange: PasswordChange = { current_password: '', new_password: 'corta' };
const isNewMember = (snapshot: Snapshot) => snapshot.context.traveller?.identify_card === newTraveller.identify_card;

export type LoyaltyPathEvent =
  | LoyaltyEvent
  | { type: 'xstate.done.actor.signIn'; output: Result<SignedIn> }
  | { type: 'xstate.error.actor.signIn'; error: unknown }
  | { type: 'xstate.done.actor.register'; output: Result<SignedIn> }
  | { type: 'xstate.error.actor.register'; error: unknown }
  | { type: 'xstate.done.actor.loadProfile'; output: Result<TravellerProfile> }
  | { type: 'xstate.error.actor.loadProfile'; error: unknown }
  | { type: 'xstate.done.actor.signOut'; output: Result<unknown> }
  | { type: 'xstate.done.actor.saveProfile'; output: Result<TravellerProfile> }
  | { type: 'xstate.error.actor.saveProfile'; error: unknown }
  | { type: 'xstate.done.actor.sendRecoveryCode'; output: Result<unknown> }
  | { type: 'xstate.error.actor.sendRecoveryCode'; error: unknown }
  | { type: 'xstate.done.actor.resetPassword'; output: Result<unknown> }
  | { type: 'xstate.error.actor.resetPassword'; error: unknown }
  | { type: 'xstate.error.actor.signOut'; error: unknown }
  | { type: 'xstate.done.actor.changePassword'; output: Result<SignedIn> }
  | { type: 'xstate.error.actor.changePassword'; error: unknown }
  | { type: typeof SESSION_ENDS_EVENT };

const pages = (['signIn', 'register', 'recover', 'profile'] as const).map((page): LoyaltyPathEvent => ({ type: 'page.open', page }));

function childInput<T>(snapshot: Snapshot, id: string): T | undefined {
  const child = (snapshot.children as Record<string, { getSnapshot(): { input?: unknown } } | undefined>)[id];
  return child?.getSnapshot().input as T | undefined;
}

function answers(snapshot: Snapshot): LoyaltyPathEvent[] {
  if (snapshot.matches('signingIn')) {
    const sent = childInput<Credentials>(snapshot, 'signIn');
    const output = sent?.password === goodCredentials.password ? signedIn : failed('authentication_failed');
    return [{ type: 'xstate.done.actor.signIn', output }, { type: 'xstate.error.actor.signIn', error: 'network' }];
  }
  if (snapshot.matches('registering')) {
    const sent = childInput<RegistrationForm>(snapshot, 'register');
    const output = sent?.email === takenMember.email ? failed('account_exists') : registered;
    return [{ type: 'xstate.done.actor.register', output }, { type: 'xstate.error.actor.register', error: 'network' }];
  }
  if (snapshot.matches({ signedIn: 'savingProfile' })) {
    const sent = childInput<{ update: ProfileUpdate }>(snapshot, 'saveProfile');
    const output = sent?.update.email === badProfile.email ? failed('email_invalid', { field: 'email' }) : ok(traveller);
    return [{ type: 'xstate.done.actor.saveProfile', output }, { type: 'xstate.error.actor.saveProfile', error: 'network' }];
  }
  if (snapshot.matches({ signedIn: { changingPassword: 'submitting' } })) {
    const sent = childInput<{ change: PasswordChange }>(snapshot, 'changePassword');
    // Right only the first time: once changed (a renewed session), the registration's password is the wrong one.
    const first = snapshot.context.session === 'model-session';
    const output = isNewMember(snapshot) && first && sent?.change.current_password === rightChange.current_password ? renewed : failed('password_incorrect', { field: 'current_password' });
    return [{ type: 'xstate.done.actor.changePassword', output }, { type: 'xstate.error.actor.changePassword', error: 'network' }];
  }
  return [
    { type: 'xstate.done.actor.sendRecoveryCode', output: ok({ password_changed: false }) },
    { type: 'xstate.error.actor.sendRecoveryCode', error: 'network' },
    { type: 'xstate.done.actor.resetPassword', output: failed('verification_code_invalid', { field: 'verification_code' }) },
    { type: 'xstate.error.actor.resetPassword', error: 'network' },
    { type: 'xstate.done.actor.loadProfile', output: ok(traveller) },
    { type: 'xstate.error.actor.loadProfile', error: 'network' },
    { type: 'xstate.done.actor.signOut', output: ok({ signed_out: true }) },
    { type: 'xstate.error.actor.signOut', error: 'network' },
  ];
}

const travellerEvents: LoyaltyPathEvent[] = [
  ...pages,
  { type: 'signIn.submit', credentials: goodCredentials },
  { type: 'signIn.submit', credentials: wrongCredentials },
  { type: 'signIn.submit', credentials: malformedCredentials },
  { type: 'register.submit', form: newMember },
  { type: 'register.submit', form: takenMember },
  { type: 'register.submit', form: malformedMember },
  { type: 'recover.send', request: recoveryRequest },
  { type: 'recover.send', request: malformedRecovery },
  { type: 'recover.reset', ...wrongCode },
  { type: 'recover.reset', ...malformedReset },
  { type: 'recover.restart' },
  { type: 'signOut' },
  { type: SESSION_ENDS_EVENT },
];
// The seeded member edits the profile; the registered one changes the password.
const profileEvents: LoyaltyPathEvent[] = [{ type: 'profile.refresh' }, { type: 'profile.save', update: sameProfile }, { type: 'profile.save', update: badProfile }];
const passwordEvents: LoyaltyPathEvent[] = [
  { type: 'password.edit' },
  { type: 'password.submit', change: rightChange },
  { type: 'password.submit', change: wrongChange },
  { type: 'password.submit', change: malformedChange },
  { type: 'password.close' },
];

const never = fromPromise(() => new Promise<never>(() => undefined));

export const loyaltyPathModel: ChartModel<Snapshot, LoyaltyPathEvent> = {
  machine: loyaltyMachine.provide({
    actors: {
      signIn: never as never, register: never as never, loadProfile: never as never, signOut: never as never, saveProfile: never as never,
      sendRecoveryCode: never as never, resetPassword: never as never, changePassword: never as never,
    },
  }),
  input: { now: () => T0 },
  events: (snapshot) => [...travellerEvents, ...(isNewMember(snapshot) ? passwordEvents : profileEvents), ...answers(snapshot)],
  serializeState: (snapshot) => {
    const { errors, notice, session, traveller } = snapshot.context;
    // A call in flight is told apart by what was sent: the server's answer depends on it.
    const sent =
      childInput<{ password?: string; email?: string }>(snapshot, 'signIn') ??
      childInput<{ email?: string }>(snapshot, 'register') ??
      childInput<{ update: ProfileUpdate }>(snapshot, 'saveProfile')?.update.email ??
      childInput<{ change: PasswordChange }>(snapshot, 'changePassword')?.change.current_password;
    // Who is signed in decides what the password change answers.
    return JSON.stringify([snapshot.value, errors.map((e) => e.code), notice, session, traveller?.identify_card ?? null, sent ?? null]);
  },
  stateKey: (snapshot) => activeLeaves(snapshot.value).join('|'),
  describeEvent: (event) => {
    if (event.type === 'page.open') return `page.open(${event.page})`;
    if (event.type === 'signIn.submit') return `signIn.submit(${event.credentials === goodCredentials ? 'right' : event.credentials === wrongCredentials ? 'wrong password' : 'malformed'})`;
    if (event.type === 'register.submit') return `register.submit(${event.form === newMember ? 'new' : event.form === takenMember ? 'taken e-mail' : 'malformed'})`;
    if (event.type.startsWith('xstate.done.actor.') && 'output' in event) return `${event.type}(${event.output.ok ? 'ok' : event.output.errors[0]?.code})`;
    if (event.type === SESSION_ENDS_EVENT) return 'time → session ends';
    if (event.type === 'profile.save') return `profile.save(${event.update === badProfile ? 'bad e-mail' : 'as it is'})`;
    if (event.type === 'recover.send') return `recover.send(${event.request === recoveryRequest ? 'card, sms' : 'malformed'})`;
    if (event.type === 'password.submit') return `password.submit(${event.change === rightChange ? 'right' : event.change === wrongChange ? 'wrong current' : 'malformed'})`;
    if (event.type === 'recover.reset') return `recover.reset(${event.code === wrongCode.code ? 'wrong code' : 'malformed'})`;
    return event.type;
  },
};
