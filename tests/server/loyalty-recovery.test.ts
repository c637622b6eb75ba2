import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { defaultRateLimits } from '../../server/platform/rate-limit-settings';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// docs/rules/loyalty.md#password-recovery: recover a password with a one-time code by e-mail, WhatsApp or SMS (through the outbox), good
// for 10 minutes and once, limited; the new password follows the password rules; answers do not tell accounts apart.

const recover = (t: TestApp, identifier: string, body: Record<string, string>, lang = 'es') =>
  call(t.app, `/api/loyalty/site/account/forgot_password/${encodeURIComponent(identifier)}`, { method: 'POST', body, lang });
const login = (t: TestApp, identify_card: string, password: string) => call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password } });
const codes = (body: { content: { errors: Array<{ code: string; message: string }> } }) => body.content.errors.map((e) => [e.code, e.message]);

async function lastCode(t: TestApp, recipient: string): Promise<{ code: string; channel: string }> {
  const [message] = await createDrizzleOutbox(t.database.db, t.clock).list({ recipient, limit: 1 });
  return { code: /\b(\d{6})\b/.exec(message!.body)![1]!, channel: message!.channel };
}

describe.each(engines)('loyalty password recovery on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { rateLimits: { ...defaultRateLimits, recoveryAttempts: { points: 100, windowSeconds: 3600 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers the three channels without showing whose account it is', async () => {
    const known = await call(t.app, '/api/loyalty/site/account/forgot_password/3100000001');
    const unknown = await call(t.app, '/api/loyalty/site/account/forgot_password/3100009999');
    expect(known.status).toBe(200);
    expectMatchesContract('loyalty', 'forgotPasswordOptions', known.status, known.body);
    expect(known.body.content.data).toEqual({ identify_card: '3100000001', email: null, cell_phone: null, send_types: ['email', 'whatsapp', 'sms'] });
    expect(unknown.body.content.data).toMatchObject({ email: null, cell_phone: null });
  });

  it.each([
    ['email', 'maria.lopez@example.com'],
    ['whatsapp', '+523221234567'],
    ['sms', '+523221234567'],
  ])('sends a code by %s through the outbox; it sets a new password once and ends the open sessions', async (sendType, recipient) => {
    const { session } = (await login(t, '3100000001', 'Clasico#2024')).body.content.data as { session: string };
    const sent = await recover(t, '3100000001', { send_type: sendType });
    expect(sent.status).toBe(200);
    expectMatchesContract('loyalty', 'forgotPassword', sent.status, sent.body);
    const { code, channel } = await lastCode(t, recipient);
    expect(channel).toBe(sendType);
    const reset = await recover(t, '3100000001', { identify_card: 'maria.lopez@example.com', verification_code: code, password: 'Nueva frase segura 1' });
    expect(reset.status).toBe(200);
    expect(reset.body.content.data).toMatchObject({ password_changed: true });
    expect((await call(t.app, '/api/loyalty/site/account/profile', { headers: { session } })).status).toBe(401);
    expect((await login(t, '3100000001', 'Nueva frase segura 1')).status).toBe(200);
    expect((await login(t, '3100000001', 'Clasico#2024')).status).toBe(401);
    // Single use.
    const again = await recover(t, '3100000001', { identify_card: '3100000001', verification_code: code, password: 'Otra frase segura 2' });
    expect(codes(again.body)).toEqual([['verification_code_invalid', 'El código de verificación no es válido o ha expirado.']]);
    // Back to the seeded password for the next case.
    await recover(t, '3100000001', { send_type: 'email' });
    const restore = await lastCode(t, 'maria.lopez@example.com');
    await recover(t, '3100000001', { identify_card: '3100000001', verification_code: restore.code, password: 'Clasico#2024' });
  });

  it.each([
    ['es', 'Medio de envío no válido'],
    ['en', 'Invalid delivery method'],
  ])('refuses a channel other than e-mail, WhatsApp or SMS with its own message, and sends nothing (%s)', async (lang, message) => {
    const before = (await createDrizzleOutbox(t.database.db, t.clock).list({})).length;
    const res = await recover(t, '3100000001', { send_type: 'fax' }, lang);
    expect(res.status).toBe(400);
    expectMatchesContract('loyalty', 'forgotPassword', res.status, res.body);
    expect(res.body.content.errors).toEqual([{ code: 'send_type_invalid', field: 'send_type', message }]);
    expect((await createDrizzleOutbox(t.database.db, t.clock).list({})).length).toBe(before);
  });

  it('answers an unknown account like a known one, and sends nothing', async () => {
    const before = (await createDrizzleOutbox(t.database.db, t.clock).list({})).length;
    const unknown = await recover(t, 'nadie@example.com', { send_type: 'sms' });
    const known = await recover(t, '3200000002', { send_type: 'sms' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await createDrizzleOutbox(t.database.db, t.clock).list({})).length).toBe(before + 1);
    const reset = await recover(t, 'nadie@example.com', { identify_card: 'nadie@example.com', verification_code: '123456', password: 'Nueva frase segura 1' }, 'en');
    expect(codes(reset.body)).toEqual([['verification_code_invalid', 'The verification code is invalid or has expired.']]);
  });

  it('refuses a code older than 10 minutes, and a weak or breached new password (es/en)', async () => {
    await recover(t, '3300000003', { send_type: 'email' });
    const { code } = await lastCode(t, 'ana.martinez@example.com');
    const weak = await recover(t, '3300000003', { identify_card: '3300000003', verification_code: code, password: 'corta' }, 'en');
    expect(codes(weak.body)).toEqual([['password_too_weak', 'The password does not meet the requirements. (The password must have at least 8 characters.)']]);
    const breached = await recover(t, '3300000003', { identify_card: '3300000003', verification_code: code, password: 'password123' });
    expect(codes(breached.body)).toEqual([['password_breached', 'Esa contraseña es demasiado común o apareció en filtraciones; elige otra.']]);
    t.clock.advance(10 * 60_000 + 1000);
    const late = await recover(t, '3300000003', { identify_card: '3300000003', verification_code: code, password: 'Nueva frase segura 1' });
    expect(late.status).toBe(400);
    expect(codes(late.body)[0]?.[0]).toBe('verification_code_invalid');
  });

  it.each([
    ['es', 'No se pudo recuperar la contraseña'],
    ['en', 'Password recovery failed'],
  ])('tells only the right code of a closed card that recovery failed (%s)', async (lang, message) => {
    await recover(t, '3200000002', { send_type: 'email' });
    const { code } = await lastCode(t, 'jose.hernandez@example.com');
    await t.database.db.execute(`update loyalty_members set active = false where card_number = '3200000002'` as never);
    try {
      const res = await recover(t, '3200000002', { identify_card: '3200000002', verification_code: code, password: 'Nueva frase segura 1' }, lang);
      expect(res.status).toBe(403);
      expect(codes(res.body)).toEqual([['password_recovery_failed', message]]);
    } finally {
      await t.database.db.execute(`update loyalty_members set active = true where card_number = '3200000002'` as never);
    }
  });
});

describe.each(engines)('loyalty recovery limits on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { rateLimits: { ...defaultRateLimits, recoveryAttempts: { points: 3, windowSeconds: 3600 } }, trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits codes sent and tried per account, from any client', async () => {
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      const res = await call(t.app, '/api/loyalty/site/account/forgot_password/3100000001', { method: 'POST', body: { identify_card: '3100000001', verification_code: '000000', password: 'Nueva frase segura 1' }, headers: { 'x-forwarded-for': address } });
      expect(res.status).toBe(400);
    }
    const locked = await call(t.app, '/api/loyalty/site/account/forgot_password/3100000001', { method: 'POST', body: { send_type: 'email' }, headers: { 'x-forwarded-for': '10.1.0.4' } });
    expect(locked.status).toBe(429);
    expect(codes(locked.body)[0]?.[0]).toBe('too_many_attempts');
  });
});
