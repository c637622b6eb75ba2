import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../server/platform/rate-limit-settings';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// Decision 040: a signed-in member changes their password. The current one is checked (401 password_incorrect,
// limited per client and per account), the new one follows docs/rules/loyalty.md#password-rules and the breached list, and on success every
// session of the member ends and a fresh one is answered. The catalogue's messages in Spanish and English.

const PASSWORD = 'Bahía de Banderas 7';
const NEW_PASSWORD = 'Nueva frase segura 1';

const login = (t: TestApp, identify_card: string, password: string) => call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password } });
const profile = (t: TestApp, session: string) => call(t.app, '/api/loyalty/site/account/profile', { headers: { session } });
const change = (t: TestApp, session: string | null, body: Record<string, string>, lang = 'es') =>
  call(t.app, '/api/loyalty/site/account/password', { method: 'POST', body, lang, headers: session === null ? {} : { session } });
const messages = (body: { content: { errors: Array<{ code: string; field?: string; message: string }> } }) => body.content.errors.map((e) => [e.code, e.field ?? null, e.message]);

/** A new member (card issued, signed in): each case changes its own member's password. */
async function newMember(t: TestApp, id: string): Promise<{ card: string; session: string }> {
  const res = await call(t.app, '/api/loyalty/site/account/register', {
    method: 'POST',
    body: { first_name: 'Lucía', last_name: 'Gómez', email: `lucia.${id}@example.com`, cell_phone: `55000${id.padStart(5, '0')}`, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  const data = res.body.content.data as { session: string; traveller: { identify_card: string } };
  return { card: data.traveller.identify_card, session: data.session };
}

describe.each(engines)('loyalty password change on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    const generous = { points: 1_000, windowSeconds: 900 };
    t = await openTestApp(engine, undefined, { rateLimits: { ...defaultRateLimits, signInFailures: generous, accountSignInFailures: generous } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('changes the password with the right current one: every session ends, a fresh one opens the profile, the new password signs in', async () => {
    const { card, session } = await newMember(t, '1');
    const other = (await login(t, card, PASSWORD)).body.content.data as { session: string };
    const res = await change(t, session, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expectMatchesContract('loyalty', 'changePassword', res.status, res.body);
    const data = res.body.content.data as { session: string; expires_at: string; traveller: { identify_card: string } };
    expect(data.traveller.identify_card).toBe(card);
    expect(data.session).not.toBe(session);
    expect(Date.parse(data.expires_at)).toBe(t.clock.now().getTime() + 60 * 60_000);
    // The session that asked and the member's other one are both over; the fresh one works.
    expect((await profile(t, session)).status).toBe(401);
    expect((await profile(t, other.session)).status).toBe(401);
    expect((await profile(t, data.session)).status).toBe(200);
    expect((await login(t, card, PASSWORD)).status).toBe(401);
    expect((await login(t, card, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['es', 'Contraseña incorrecta'],
    ['en', 'Incorrect password'],
  ])('refuses a wrong current password and changes nothing (%s)', async (lang, message) => {
    const { card, session } = await newMember(t, lang === 'es' ? '2' : '3');
    const res = await change(t, session, { current_password: 'Otra cosa 123', new_password: NEW_PASSWORD }, lang);
    expect(res.status).toBe(401);
    expectMatchesContract('loyalty', 'changePassword', res.status, res.body);
    expect(messages(res.body)).toEqual([['password_incorrect', 'current_password', message]]);
    expect((await profile(t, session)).status).toBe(200);
    expect((await login(t, card, PASSWORD)).status).toBe(200);
    expect((await login(t, card, NEW_PASSWORD)).status).toBe(401);
  });

  it.each([
    ['es', 'Favor de indicar tu contraseña.', 'La contraseña no cumple los requisitos. (La contraseña debe tener al menos 8 caracteres.)', 'Esa contraseña es demasiado común o apareció en filtraciones; elige otra.'],
    ['en', 'Please enter your password.', 'The password does not meet the requirements. (The password must have at least 8 characters.)', 'That password is too common or has appeared in leaks; choose another.'],
  ])('refuses an empty current password, a short or a breached new one, by field (%s)', async (lang, empty, short, breached) => {
    const { card, session } = await newMember(t, lang === 'es' ? '4' : '5');
    const both = await change(t, session, { current_password: '', new_password: 'Abc#12' }, lang);
    expect(both.status).toBe(400);
    expectMatchesContract('loyalty', 'changePassword', both.status, both.body);
    expect(messages(both.body)).toEqual([['password_empty', 'current_password', empty], ['password_too_weak', 'new_password', short]]);
    for (const common of ['password123', 'Qwerty123', 'contraseña']) {
      const again = await change(t, session, { current_password: PASSWORD, new_password: common }, lang);
      expect([again.status, ...messages(again.body)]).toEqual([400, ['password_breached', 'new_password', breached]]);
    }
    expect((await login(t, card, PASSWORD)).status).toBe(200);
  });

  it.each([
    ['es', 'Tu sesión ha expirado, inicia sesión de nuevo.'],
    ['en', 'Your session has expired, please sign in again.'],
  ])('asks for a live session: none, unknown or signed out (%s)', async (lang, message) => {
    const { session } = await newMember(t, lang === 'es' ? '6' : '7');
    await call(t.app, '/api/loyalty/site/account/logout', { method: 'POST', body: {}, headers: { session } });
    for (const sent of [null, 'not-a-session', session]) {
      const res = await change(t, sent, { current_password: PASSWORD, new_password: NEW_PASSWORD }, lang);
      expect([res.status, ...messages(res.body)]).toEqual([401, ['session_invalid', null, message]]);
    }
  });

  it.each([
    ['es', 'No se pudo autenticar al viajero'],
    ['en', 'could not authenticate the traveller'],
  ])('tells the right password of a card closed meanwhile that the traveller cannot be authenticated (%s)', async (lang, message) => {
    const { card, session } = await newMember(t, lang === 'es' ? '8' : '9');
    await t.database.db.execute(`update loyalty_members set active = false where card_number = '${card}'` as never);
    const res = await change(t, session, { current_password: PASSWORD, new_password: NEW_PASSWORD }, lang);
    expect([res.status, ...messages(res.body)]).toEqual([403, ['traveller_not_found', null, message]]);
  });
});

describe.each(engines)('loyalty password change limits on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('locks an account after 5 wrong current passwords, even for the right one, then the client after 10', async () => {
    const first = await newMember(t, '11');
    for (let i = 0; i < defaultRateLimits.accountSignInFailures.points; i += 1) {
      expect((await change(t, first.session, { current_password: `Equivocada ${i}`, new_password: NEW_PASSWORD })).status).toBe(401);
    }
    for (const [lang, message] of [['es', 'Demasiados intentos, intenta más tarde.'], ['en', 'Too many attempts, please try later.']] as const) {
      const locked = await change(t, first.session, { current_password: PASSWORD, new_password: NEW_PASSWORD }, lang);
      expect([locked.status, ...messages(locked.body)]).toEqual([429, ['too_many_attempts', null, message]]);
      expectMatchesContract('loyalty', 'changePassword', locked.status, locked.body);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A weak new password is refused before the lock and the scrypt work.
    expect((await change(t, first.session, { current_password: PASSWORD, new_password: 'corta' })).status).toBe(400);
    expect((await login(t, first.card, PASSWORD)).status).toBe(200);
    // The same client on another account: its wrong guesses fill the client's 10, then even the right one waits.
    const second = await newMember(t, '12');
    for (let i = 0; i < defaultRateLimits.signInFailures.points - defaultRateLimits.accountSignInFailures.points; i += 1) {
      expect((await change(t, second.session, { current_password: `Equivocada ${i}`, new_password: NEW_PASSWORD })).status).toBe(401);
    }
    const client = await change(t, second.session, { current_password: PASSWORD, new_password: NEW_PASSWORD }, 'en');
    expect([client.status, ...messages(client.body)]).toEqual([429, ['too_many_requests', null, 'Too many attempts. Please wait a moment and try again']]);
    expect((await login(t, second.card, PASSWORD)).status).toBe(429);
  });
});
