import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../server/auth/session-token';
import { readIdentifier } from '../../domain/loyalty/identify-card';
import { createLoyaltyAuth, type LoyaltyAuth } from '../../server/services/loyalty/loyalty-auth';
import { signIn } from '../../server/services/loyalty/sign-in';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { defaultServerConfig } from '../../server/platform/config';
import { defaultRateLimits } from '../../server/platform/rate-limit-settings';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// docs/rules/loyalty.md#signing-in: sign in with a card, an e-mail or a mobile; the catalogue's messages in Spanish and English; sessions
// random, stored hashed, expiring and revoked at sign-out.

const login = (t: TestApp, identify_card: string, password: string, lang = 'es') =>
  call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password }, lang });
const profile = (t: TestApp, session: string, lang = 'es') => call(t.app, '/api/loyalty/site/account/profile', { headers: { session }, lang });
const messages = (body: { content: { errors: Array<{ code: string; message: string }> } }) => body.content.errors.map((e) => [e.code, e.message]);

describe.each(engines)('loyalty sign-in on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['card number', '3100000001'],
    ['e-mail, any case', 'Maria.Lopez@example.com'],
    ['10-digit mobile', '322 123 4567'],
  ])('signs in with the %s and the session opens the profile', async (_, identifier) => {
    const res = await login(t, identifier, 'Clasico#2024');
    expect(res.status).toBe(200);
    expectMatchesContract('loyalty', 'login', res.status, res.body);
    const data = res.body.content.data as { session: string; expires_at: string; traveller: Record<string, unknown> };
    expect(data.traveller).toMatchObject({ identify_card: '3100000001', tier: 'classic', points: 250, luggage: { bags: 3, kg_per_bag: 35, sports_or_instrument: 1, hand_bags: 2 } });
    // 256 random bits; only the hash is stored.
    expect(Buffer.from(data.session, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.pool?.query('select token_hash from loyalty_sessions') ?? null;
    if (stored) expect(stored.rows.map((r: { token_hash: string }) => r.token_hash)).toContain(hashSessionToken(data.session));
    expect(JSON.stringify(stored?.rows ?? [])).not.toContain(data.session);
    const me = await profile(t, data.session);
    expect(me.status).toBe(200);
    expectMatchesContract('loyalty', 'profile', me.status, me.body);
  });

  it('gives a new session at every sign-in', async () => {
    const first = (await login(t, '3200000002', 'Oro#2024')).body.content.data as { session: string };
    const second = (await login(t, '3200000002', 'Oro#2024')).body.content.data as { session: string };
    expect(first.session).not.toBe(second.session);
  });

  it.each([
    ['es', 'Autenticación incorrecta'],
    ['en', 'Incorrect authentication'],
  ])('answers a wrong password and an unknown account alike (%s)', async (lang, message) => {
    const wrong = await login(t, 'jose.hernandez@example.com', 'Oro#2023', lang);
    const unknown = await login(t, 'nadie@example.com', 'Oro#2023', lang);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(messages(wrong.body)).toEqual([['authentication_failed', message]]);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['es', '', 'x', 'identify_card_required', 'Favor de indicar tu tarjeta, correo electrónico o celular.'],
    ['en', '', 'x', 'identify_card_required', 'Please enter your card, e-mail or mobile phone.'],
    ['es', '12345', 'x', 'identify_card_invalid', 'Número de tarjeta o celular inválido'],
    ['en', '12345', 'x', 'identify_card_invalid', 'Invalid card or phone number'],
    ['es', 'maria@', 'x', 'email_invalid', 'Correo electrónico inválido'],
    ['en', 'maria@', 'x', 'email_invalid', 'Invalid e-mail'],
    ['es', '3100000001', '', 'password_empty', 'Favor de indicar tu contraseña.'],
    ['en', '3100000001', '', 'password_empty', 'Please enter your password.'],
  ])('refuses malformed credentials (%s %s/%s): %s', async (lang, identifier, password, code, message) => {
    const res = await login(t, identifier, password, lang);
    expect(res.status).toBe(400);
    expectMatchesContract('loyalty', 'login', res.status, res.body);
    expect(messages(res.body)).toEqual([[code, message]]);
  });

  it.each([
    ['es', 'No se pudo autenticar al viajero'],
    ['en', 'could not authenticate the traveller'],
  ])('tells only the right password of a closed card that the traveller cannot be authenticated (%s)', async (lang, message) => {
    await t.database.db.execute(`update loyalty_members set active = false where card_number = '3300000003'` as never);
    try {
      const res = await login(t, '3300000003', 'Platino#2024', lang);
      expect(res.status).toBe(403);
      expect(messages(res.body)).toEqual([['traveller_not_found', message]]);
      expect((await login(t, '3300000003', 'Platino#2025', lang)).status).toBe(401);
    } finally {
      await t.database.db.execute(`update loyalty_members set active = true where card_number = '3300000003'` as never);
    }
  });

  it.each([
    ['es', 'Tu sesión ha expirado, inicia sesión de nuevo.'],
    ['en', 'Your session has expired, please sign in again.'],
  ])('revokes the session at sign-out (%s)', async (lang, message) => {
    const { session } = (await login(t, '3100000001', 'Clasico#2024')).body.content.data as { session: string };
    const out = await call(t.app, '/api/loyalty/site/account/logout', { method: 'POST', body: {}, headers: { session } });
    expect(out.status).toBe(200);
    expectMatchesContract('loyalty', 'logout', out.status, out.body);
    const after = await profile(t, session, lang);
    expect(after.status).toBe(401);
    expect(messages(after.body)).toEqual([['session_invalid', message]]);
  });

  it('checks an unknown account with the same scrypt work as a wrong password, and answers it alike', async () => {
    const real = createLoyaltyAuth();
    const work: string[] = [];
    const auth: LoyaltyAuth = {
      ...real,
      verify: async (password, encoded) => (work.push('scrypt'), real.verify(password, encoded)),
      verifyNobody: async (password) => (work.push('scrypt'), real.verifyNobody(password)),
    };
    const deps = { db: t.database.db, clock: t.clock, config: defaultServerConfig };
    const attempt = async (typed: string) => {
      work.length = 0;
      const identifier = readIdentifier(typed);
      if (!identifier.ok) throw new Error(typed);
      return { answer: await signIn(deps, auth, identifier.value, 'Oro#2023'), work: [...work] };
    };
    const known = await attempt('jose.hernandez@example.com');
    const unknown = await attempt('nadie@example.com');
    expect(known).toEqual({ answer: { ok: false, status: 401, errors: [{ code: 'authentication_failed' }] }, work: ['scrypt'] });
    expect(unknown).toEqual(known);
  });

  it('ends a session an hour after sign-in', async () => {
    const { session } = (await login(t, '3100000001', 'Clasico#2024')).body.content.data as { session: string };
    t.clock.advance(59 * 60_000);
    expect((await profile(t, session)).status).toBe(200);
    t.clock.advance(61 * 1000);
    expect((await profile(t, session)).status).toBe(401);
  });
});

// docs/rules/loyalty.md#signing-in: refused sign-ins lock the member, whichever of card, e-mail or mobile was typed, from
// any address; a locked member can still recover the password, and the recovered password signs in at once.
describe.each(engines)('loyalty sign-in lock on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one trusted proxy, so each attempt below comes from an address of its own.
    t = await openTestApp(engine, undefined, { trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });

  let addresses = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++addresses}` });
  const loginFrom = (identify_card: string, password: string, lang = 'es') =>
    call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password }, lang, headers: from() });
  const recover = (identifier: string, body: Record<string, string>) =>
    call(t.app, `/api/loyalty/site/account/forgot_password/${encodeURIComponent(identifier)}`, { method: 'POST', body, headers: from() });

  it('locks the member after 5 refusals spread over the card, the e-mail and the mobile, whoever typed them', async () => {
    const typed = ['3100000001', 'maria.lopez@example.com', '322 123 4567', 'Maria.Lopez@Example.com', '3221234567'];
    expect(typed).toHaveLength(defaultRateLimits.accountSignInFailures.points);
    for (const identifier of typed) expect((await loginFrom(identifier, 'Not the password 1')).status).toBe(401);
    for (const identifier of ['3100000001', 'maria.lopez@example.com', '3221234567']) {
      const locked = await loginFrom(identifier, 'Clasico#2024', 'en');
      expect(locked.status).toBe(429);
      expect(messages(locked.body)).toEqual([['too_many_attempts', 'Too many attempts, please try later.']]);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another member is not locked by it.
    expect((await loginFrom('3200000002', 'Oro#2024')).status).toBe(200);
  });

  it('lets a locked member recover the password, and the recovered password signs in at once', async () => {
    expect((await loginFrom('maria.lopez@example.com', 'Clasico#2024')).status).toBe(429);
    expect((await recover('3221234567', { send_type: 'sms' })).status).toBe(200);
    // SMS go to E.164: the seeded member kept the 10 digits of a Mexican mobile (+52).
    const [message] = await createDrizzleOutbox(t.database.db, t.clock).list({ recipient: '+523221234567', limit: 1 });
    const code = /\b(\d{6})\b/.exec(message!.body)![1]!;
    const reset = await recover('3221234567', { identify_card: '3100000001', verification_code: code, password: 'Nueva frase segura 1' });
    expect(reset.status).toBe(200);
    expect(reset.body.content.data).toMatchObject({ password_changed: true });
    expect((await loginFrom('3221234567', 'Nueva frase segura 1')).status).toBe(200);
  });

  it('locks an identifier no member has by itself, as it locks a member', async () => {
    for (let i = 0; i < defaultRateLimits.accountSignInFailures.points; i += 1) expect((await loginFrom('nadie@example.com', `Intento ${i}`)).status).toBe(401);
    expect((await loginFrom('nadie@example.com', 'Intento 9')).status).toBe(429);
    expect((await loginFrom('nadie.mas@example.com', 'Intento 9')).status).toBe(401);
  });
});
