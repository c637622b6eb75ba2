import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { failed, ok, type Result } from '../../domain/result';
import { loyaltyMachine, loyaltyPageOf } from './loyalty.machine';
import type { PasswordChange, PasswordReset, RecoveryRequest, SignedIn, TravellerProfile } from './loyalty.ports';

const traveller: TravellerProfile = {
  identify_card: '3100000001', first_name: 'María', last_name: 'López', email: 'm@example.com', cell_phone: '3221234567',
  tier: 'classic', points: 250, luggage: { bags: 3, kg_per_bag: 35, sports_or_instrument: 1, hand_bags: 2 },
};
const HOUR = 3_600_000;

function start(answers: { signIn?: Result<SignedIn>; register?: Result<SignedIn>; profile?: Result<TravellerProfile> } = {}) {
  let now = 1_000_000;
  const signedOutWith: string[] = [];
  const signedIn: Result<SignedIn> = ok({ session: 'token', expires_at: new Date(now + HOUR).toISOString(), traveller });
  const logic = loyaltyMachine.provide({
    actors: {
      signIn: fromPromise(async () => answers.signIn ?? signedIn),
      register: fromPromise(async () => answers.register ?? signedIn),
      loadProfile: fromPromise(async () => answers.profile ?? ok(traveller)),
      signOut: fromPromise(async ({ input }: { input: { session: string } }): Promise<Result<unknown>> => {
        signedOutWith.push(input.session);
        return ok({ signed_out: true });
      }),
    },
  });
  const actor = createActor(logic, { input: { now: () => now } }).start();
  return { actor, signedOutWith, advance: (ms: number) => (now += ms) };
}

const submit = { type: 'signIn.submit' as const, credentials: { identify_card: '3100000001', password: 'Clasico#2024' } };

describe('loyalty chart', () => {
  it('signs in, keeps the session and shows the profile; signing out forgets it and revokes it', async () => {
    const { actor, signedOutWith } = start();
    expect(loyaltyPageOf(actor.getSnapshot())).toBe('signIn');
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ session: 'token', traveller: { tier: 'classic' } });
    expect(loyaltyPageOf(actor.getSnapshot())).toBe('profile');
    actor.send({ type: 'signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(signedOutWith).toEqual(['token']);
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('checks the form before asking the server', () => {
    const { actor } = start();
    actor.send({ type: 'signIn.submit', credentials: { identify_card: 'maria@', password: '' } });
    expect(actor.getSnapshot().matches({ signedOut: 'signInForm' })).toBe(true);
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toEqual(['email_invalid', 'password_empty']);
  });

  it('keeps the server refusal as codes', async () => {
    const { actor } = start({ signIn: failed('authentication_failed') });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ signedOut: 'signInForm' }) && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'loyalty', code: 'authentication_failed' }]);
  });

  it('registers from the registration page and lands signed in', async () => {
    const { actor } = start();
    actor.send({ type: 'page.open', page: 'register' });
    expect(loyaltyPageOf(actor.getSnapshot())).toBe('register');
    actor.send({ type: 'register.submit', form: { first_name: 'A', last_name: 'B', email: 'a@example.com', cell_phone: '123', password: 'short' } });
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toEqual(['cell_phone_invalid', 'password_too_weak']);
    actor.send({ type: 'register.submit', form: { first_name: 'A', last_name: 'B', email: 'a@example.com', cell_phone: '3221112233', password: 'long enough 1' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('checks a mobile’s shape before registering: 10 digits for Mexico, a country code and its digits otherwise', async () => {
    const { actor } = start();
    actor.send({ type: 'page.open', page: 'register' });
    const form = { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', password: 'long enough 1' };
    actor.send({ type: 'register.submit', form: { ...form, cell_phone: '+52322123456' } });
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'loyalty', code: 'cell_phone_invalid', field: 'cell_phone' }]);
    actor.send({ type: 'register.submit', form: { ...form, cell_phone: '+1415' } });
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'loyalty', code: 'cell_phone_invalid_country', field: 'cell_phone' }]);
    // Whether it is a real number of its country is the server's to say (the chart carries no numbering plans).
    actor.send({ type: 'register.submit', form: { ...form, cell_phone: '+14155550123' } });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('signs out when the session ends, after a restore too, and says why', async () => {
    const { actor, advance } = start();
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('signedIn'));
    advance(HOUR);
    actor.send({ type: 'session.check' });
    expect(actor.getSnapshot().matches({ signedOut: 'signInForm' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ session: null, notice: 'session_invalid' });
  });

  it('recovers a password: a code sent, a refusal kept as a code, then the new password and the sign-in page says so', async () => {
    const sent: unknown[] = [];
    let answer: Result<unknown> = failed('verification_code_invalid', { field: 'verification_code' });
    const logic = loyaltyMachine.provide({
      actors: {
        sendRecoveryCode: fromPromise(async ({ input }: { input: RecoveryRequest }): Promise<Result<unknown>> => (sent.push(input), ok({ password_changed: false }))),
        resetPassword: fromPromise(async ({ input }: { input: PasswordReset }): Promise<Result<unknown>> => (sent.push(input), answer)),
      },
    });
    const actor = createActor(logic, { input: {} }).start();
    actor.send({ type: 'page.open', page: 'recover' });
    actor.send({ type: 'recover.send', request: { identify_card: '12', send_type: 'sms' } });
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toEqual(['identify_card_invalid']);
    actor.send({ type: 'recover.send', request: { identify_card: '3100000001', send_type: 'whatsapp' } });
    await waitFor(actor, (s) => s.matches({ signedOut: { recovering: 'resetting' } }));
    actor.send({ type: 'page.open', page: 'recover' });
    expect(actor.getSnapshot().matches({ signedOut: { recovering: 'resetting' } })).toBe(true);
    actor.send({ type: 'recover.reset', code: '123', password: 'corta' });
    expect(actor.getSnapshot().context.errors.map((e) => e.code)).toEqual(['verification_code_invalid', 'password_too_weak']);
    actor.send({ type: 'recover.reset', code: '123456', password: 'Nueva frase segura 1' });
    await waitFor(actor, (s) => s.matches({ signedOut: { recovering: 'resetting' } }) && s.context.errors.length > 0);
    answer = ok({ password_changed: true });
    actor.send({ type: 'recover.reset', code: '654321', password: 'Nueva frase segura 1' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'signInForm' }));
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'password_changed', recovery: null });
    expect(sent.at(-1)).toEqual({ identify_card: '3100000001', verification_code: '654321', password: 'Nueva frase segura 1' });
  });

  it('stays signed in on an open sign-in page, and a profile page asks for sign-in when signed out', async () => {
    const { actor } = start();
    actor.send({ type: 'page.open', page: 'profile' });
    expect(loyaltyPageOf(actor.getSnapshot())).toBe('signIn');
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'page.open', page: 'signIn' });
    expect(loyaltyPageOf(actor.getSnapshot())).toBe('profile');
  });
});

describe('loyalty chart, the profile\'s password change', () => {
  function signedInWithClock(answer: () => Result<SignedIn>) {
    const clock = new SimulatedClock();
    clock.set(1_000_000);
    const sent: Array<{ session: string; change: PasswordChange }> = [];
    const logic = loyaltyMachine.provide({
      actors: {
        signIn: fromPromise(async (): Promise<Result<SignedIn>> => ok({ session: 'token', expires_at: new Date(1_000_000 + HOUR).toISOString(), traveller })),
        changePassword: fromPromise(async ({ input }: { input: { session: string; change: PasswordChange } }) => (sent.push(input), answer())),
      },
    });
    const actor = createActor(logic, { clock, input: { now: () => clock.now() } }).start();
    return { actor, clock, sent };
  }
  const change = (current_password: string, new_password: string) => ({ type: 'password.submit' as const, change: { current_password, new_password } });

  it('checks the form first, keeps a wrong current password as a code by field, and stays signed in', async () => {
    const { actor, sent } = signedInWithClock(() => failed('password_incorrect', { field: 'current_password' }));
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'password.edit' });
    expect(actor.getSnapshot().matches({ signedIn: { changingPassword: 'editing' } })).toBe(true);
    actor.send(change('', 'corta'));
    expect(actor.getSnapshot().context.errors).toEqual([
      { service: 'loyalty', code: 'password_empty', field: 'current_password' },
      { service: 'loyalty', code: 'password_too_weak', field: 'new_password' },
    ]);
    expect(sent).toEqual([]);
    actor.send(change('Equivocada 1', 'Nueva frase segura 1'));
    expect(actor.getSnapshot().matches({ signedIn: { changingPassword: 'submitting' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: { changingPassword: 'editing' } }) && s.context.errors.length > 0);
    expect(actor.getSnapshot().context).toMatchObject({ session: 'token', errors: [{ service: 'loyalty', code: 'password_incorrect', field: 'current_password' }] });
    expect(sent).toEqual([{ session: 'token', change: { current_password: 'Equivocada 1', new_password: 'Nueva frase segura 1' } }]);
    actor.send({ type: 'password.close' });
    expect(actor.getSnapshot().matches({ signedIn: 'profile' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual([]);
  });

  it('keeps the fresh session and times its end again: the old end passes signed in, the new one signs out', async () => {
    let renewedAt = 0;
    const { actor, clock } = signedInWithClock(() => ok({ session: 'fresh', expires_at: new Date(renewedAt + HOUR).toISOString(), traveller }));
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('signedIn'));
    clock.increment(HOUR / 2);
    renewedAt = clock.now();
    actor.send({ type: 'password.edit' });
    actor.send(change('Clasico#2024', 'Nueva frase segura 1'));
    await waitFor(actor, (s) => s.matches({ signedIn: { changingPassword: 'done' } }));
    expect(actor.getSnapshot().context).toMatchObject({ session: 'fresh', expiresAt: renewedAt + HOUR, errors: [] });
    clock.increment(HOUR / 2 + 1);
    expect(actor.getSnapshot().matches({ signedIn: { changingPassword: 'done' } })).toBe(true);
    actor.send({ type: 'password.close' });
    expect(actor.getSnapshot().matches({ signedIn: 'profile' })).toBe(true);
    clock.increment(HOUR / 2);
    expect(actor.getSnapshot().matches({ signedOut: 'signInForm' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ session: null, notice: 'session_invalid' });
  });

  it('signs out when the server says the session is over, and says so when the service fails', async () => {
    let answer: () => Result<SignedIn> = () => {
      throw new Error('network');
    };
    const { actor } = signedInWithClock(() => answer());
    actor.send(submit);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'password.edit' });
    actor.send(change('Clasico#2024', 'Nueva frase segura 1'));
    await waitFor(actor, (s) => s.matches({ signedIn: { changingPassword: 'editing' } }) && s.context.errors.length > 0);
    expect(actor.getSnapshot().context.errors).toEqual([{ service: 'loyalty', code: 'service_unavailable' }]);
    answer = () => failed('session_invalid');
    actor.send(change('Clasico#2024', 'Nueva frase segura 1'));
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context).toMatchObject({ session: null, notice: 'session_invalid' });
  });
});
