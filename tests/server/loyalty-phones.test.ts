import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrizzleOutbox } from '../../server/notify/outbox';
import { expectMatchesContract } from './support/contract';
import { call, everyEngine, openTestApp, type TestApp } from './support/engines';

// docs/rules/loyalty.md#registration: a frequent traveller's mobile is a Mexican one of 10 digits (+52 by default) or
// a visitor's, valid for its country; it is stored in E.164, signs in as typed with its country code, and SMS and
// WhatsApp go to it. Members who joined before keep 10 digits, read as +52's (the seeded María: 3221234567).

const register = (t: TestApp, body: Record<string, string>, lang = 'es') => call(t.app, '/api/loyalty/site/account/register', { method: 'POST', body, lang });
const login = (t: TestApp, identify_card: string, password: string) => call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card, password } });
const profileOf = (t: TestApp, session: string) => call(t.app, '/api/loyalty/site/account/profile', { headers: { session } });
const storedPhone = async (t: TestApp, email: string) =>
  ((await t.database.db.execute(`select phone from loyalty_members where email = '${email}'` as never)) as unknown as { rows: Array<{ phone: string }> }).rows[0]?.phone;
const visitor = { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com', cell_phone: '+14155550123', password: 'Golden Gate Bridge 9' };

describe.each(everyEngine)('frequent travellers’ mobiles of any country on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a visitor’s mobile in E.164, shows it, signs in by it as typed, and sends the recovery SMS there', async () => {
    const res = await register(t, visitor, 'en');
    expect(res.status).toBe(200);
    expect(await storedPhone(t, visitor.email)).toBe('+14155550123');
    const { session } = res.body.content.data as { session: string };
    const profile = await profileOf(t, session);
    expectMatchesContract('loyalty', 'profile', profile.status, profile.body);
    expect((profile.body.content.data as { cell_phone: string }).cell_phone).toBe('+14155550123');
    expect((await login(t, '+1 415 555 0123', visitor.password)).status).toBe(200);
    expect((await login(t, '+1 (415) 555-0123', visitor.password)).status).toBe(200);
    await call(t.app, `/api/loyalty/site/account/forgot_password/${encodeURIComponent('+14155550123')}`, { method: 'POST', body: { send_type: 'sms' } });
    const [sms] = await createDrizzleOutbox(t.database.db, t.clock).list({ recipient: '+14155550123', limit: 1 });
    expect(sms?.channel).toBe('sms');
  });

  it('stores a Mexican mobile in E.164 too, and signs in by its 10 digits', async () => {
    const res = await register(t, { ...visitor, email: 'ruben@example.mx', cell_phone: '3225550011' });
    expect(res.status).toBe(200);
    expect(await storedPhone(t, 'ruben@example.mx')).toBe('+523225550011');
    expect((await login(t, '322 555 0011', visitor.password)).status).toBe(200);
  });

  it.each([
    ['es', 'El celular no es válido para el país elegido.', 'El celular debe tener 10 dígitos.'],
    ['en', 'The mobile number is not valid for the chosen country.', 'The mobile phone must have 10 digits.'],
  ])('names what is wrong with a mobile: its country’s plan, or Mexico’s 10 digits (%s)', async (lang, country, tenDigits) => {
    const foreign = await register(t, { ...visitor, email: `x.${lang}@example.com`, cell_phone: '+1415555012' }, lang);
    expectMatchesContract('loyalty', 'register', foreign.status, foreign.body);
    expect(foreign.body.content.errors).toEqual([{ code: 'cell_phone_invalid_country', field: 'cell_phone', message: country }]);
    const mexican = await register(t, { ...visitor, email: `y.${lang}@example.com`, cell_phone: '+52322555001' }, lang);
    expect(mexican.body.content.errors).toEqual([{ code: 'cell_phone_invalid', field: 'cell_phone', message: tenDigits }]);
  });

  it('reads a member’s older 10 digits as +52’s: the same number is taken, and signs in with its country code', async () => {
    const taken = await register(t, { ...visitor, email: 'otra.maria@example.com', cell_phone: '+523221234567' });
    expect([taken.status, taken.body.content.errors[0]?.code]).toEqual([409, 'account_exists']);
    expect((await login(t, '+52 322 123 4567', 'Clasico#2024')).status).toBe(200);
    expect((await login(t, '3221234567', 'Clasico#2024')).status).toBe(200);
  });
});
