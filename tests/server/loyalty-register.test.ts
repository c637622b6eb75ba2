import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitSettings } from '../../server/platform/rate-limit-settings';
import { defaultRateLimits } from '../../server/platform/rate-limit-settings';
import { verifyPassword } from '../../server/auth/password';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// docs/rules/loyalty.md#tiers: registration issues a classic card and signs in; passwords are scrypt hashes, at least 8
// characters and not on the breached list; refused sign-ins are limited per client and per account.

const register = (t: TestApp, body: Record<string, string>, lang = 'es', headers: Record<string, string> = {}) =>
  call(t.app, '/api/loyalty/site/account/register', { method: 'POST', body, lang, headers });
const login = (t: TestApp, identify_card: string, password: string, headers: Record<string, string> = {}) =>
  call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password }, headers });
const person = { first_name: 'Lucía', last_name: 'Gómez Ruiz', email: 'lucia.gomez@example.com', cell_phone: '3221112233', password: 'Bahía de Banderas 7' };
const codes = (body: { content: { errors: Array<{ code: string; field?: string }> } }) => body.content.errors.map((e) => e.code);

describe.each(engines)('loyalty registration on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues a classic card, stores an scrypt hash and signs the new member in', async () => {
    const res = await register(t, person);
    expect(res.status).toBe(200);
    expectMatchesContract('loyalty', 'register', res.status, res.body);
    const data = res.body.content.data as { session: string; traveller: { identify_card: string; tier: string; points: number } };
    expect(data.traveller.identify_card).toMatch(/^31\d{8}$/);
    expect(data.traveller).toMatchObject({ tier: 'classic', points: 0 });
    const rows = (await t.database.db.execute(`select password_hash from loyalty_members where email = 'lucia.gomez@example.com'` as never)) as unknown as { rows: Array<{ password_hash: string }> };
    const hash = rows.rows[0]!.password_hash;
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(person.password, hash)).toBe(true);
    expect((await login(t, data.traveller.identify_card, person.password)).status).toBe(200);
    expect((await login(t, '3221112233', person.password)).status).toBe(200);
  });

  it('refuses an e-mail or a mobile that already has a card, without saying which', async () => {
    const res = await register(t, { ...person, cell_phone: '3229998877' }, 'en');
    expect(res.status).toBe(409);
    expect(codes(res.body)).toEqual(['account_exists']);
  });

  it.each([
    ['es', 'La contraseña no cumple los requisitos. (La contraseña debe tener al menos 8 caracteres.)', 'Esa contraseña es demasiado común o apareció en filtraciones; elige otra.'],
    ['en', 'The password does not meet the requirements. (The password must have at least 8 characters.)', 'That password is too common or has appeared in leaks; choose another.'],
  ])('refuses a short or breached password, and names every field (%s)', async (lang, short, breached) => {
    const res = await register(t, { first_name: ' ', last_name: '', email: 'no', cell_phone: '123', password: 'Abc#12' }, lang);
    expect(res.status).toBe(400);
    expectMatchesContract('loyalty', 'register', res.status, res.body);
    expect(codes(res.body)).toEqual(['first_name_required', 'last_name_required', 'email_invalid', 'cell_phone_invalid', 'password_too_weak']);
    expect(res.body.content.errors.at(-1)?.message).toBe(short);
    for (const common of ['password123', 'Qwerty123', 'iloveyou1', 'contraseña']) {
      const again = await register(t, { ...person, email: 'otra@example.com', cell_phone: '3220000000', password: common }, lang);
      expect(again.body.content.errors).toEqual([{ code: 'password_breached', field: 'password', message: breached }]);
    }
  });
});

describe.each(engines)('loyalty sign-in limits on $name', (engine) => {
  let t: TestApp;
  const limits: RateLimitSettings = { ...defaultRateLimits, signInFailures: { points: 4, windowSeconds: 60 }, accountSignInFailures: { points: 3, windowSeconds: 60 } };
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { rateLimits: limits, trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('locks an account after 3 wrong passwords from anywhere, even with the right one, and says when to retry', async () => {
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await login(t, '3200000002', 'wrong-pass', from(address))).status).toBe(401);
    const locked = await login(t, '3200000002', 'Oro#2024', from('10.0.0.4'));
    expect(locked.status).toBe(429);
    expect(codes(locked.body)).toEqual(['too_many_attempts']);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other identifiers of other accounts are untouched; an unknown account locks the same way.
    expect((await login(t, '3100000001', 'Clasico#2024', from('10.0.0.4'))).status).toBe(200);
    for (const address of ['10.0.0.5', '10.0.0.6', '10.0.0.7']) await login(t, 'nadie@example.com', 'wrong-pass', from(address));
    expect((await login(t, 'nadie@example.com', 'wrong-pass', from('10.0.0.8'))).status).toBe(429);
  });

  it('limits refused sign-ins per client, whatever the account', async () => {
    const client = from('10.9.9.9');
    for (const card of ['3100000011', '3100000012', '3100000013', '3100000014']) expect((await login(t, card, 'wrong-pass', client)).status).toBe(401);
    const res = await login(t, '3100000001', 'Clasico#2024', client);
    expect(res.status).toBe(429);
    expect(codes(res.body)).toEqual(['too_many_requests']);
  });

  it('gives a successful sign-in back, so a traveller who gets it right is never locked', async () => {
    const client = from('10.8.8.8');
    for (let i = 0; i < 6; i += 1) expect((await login(t, '3300000003', 'Platino#2024', client)).status).toBe(200);
  });
});
