import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

// docs/rules/loyalty.md: the signed-in traveller edits the contact, the saved passengers and the saved tax data (RFCs).

const login = async (t: TestApp) =>
  ((await call(t.app, '/api/loyalty/site/account/login', { method: 'POST', body: { identify_card: '3200000002', password: 'Oro#2024' } })).body.content.data as { session: string }).session;
const update = (t: TestApp, session: string, body: unknown, lang = 'es') => call(t.app, '/api/loyalty/site/account/profile', { method: 'PUT', body, headers: { session }, lang });
const profile = { first_name: 'José Luis', last_name: 'Hernández Peña', email: 'jose.hernandez@example.com', cell_phone: '3312345678', passengers: [] as unknown[], tax_profiles: [] as unknown[] };

describe.each(engines)('loyalty profile edits on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves passengers and tax data and shows them in the profile', async () => {
    const session = await login(t);
    const body = {
      ...profile,
      cell_phone: '3312340000',
      passengers: [{ first_name: 'Ana', last_name: 'Hernández' }],
      tax_profiles: [{ rfc: 'hepj850730kd4', name: 'José Luis Hernández Peña', cp: '48300', regimen_fiscal: '612', email: 'FACTURAS@example.com' }],
    };
    const res = await update(t, session, body);
    expect(res.status).toBe(200);
    expectMatchesContract('loyalty', 'updateProfile', res.status, res.body);
    const read = await call(t.app, '/api/loyalty/site/account/profile', { headers: { session } });
    expect(read.body.content.data).toMatchObject({
      // Saved in E.164 (docs/rules/loyalty.md#registration).
      cell_phone: '+523312340000',
      passengers: [{ first_name: 'Ana', last_name: 'Hernández' }],
      tax_profiles: [{ rfc: 'HEPJ850730KD4', cp: '48300', regimen_fiscal: '612', email: 'facturas@example.com' }],
    });
    expect((await update(t, session, profile)).body.content.data).toMatchObject({ passengers: [], tax_profiles: [] });
  });

  it.each([
    ['es', 'RFC inválido', 'El código postal debe tener 5 dígitos.'],
    ['en', 'Invalid RFC', 'The postal code must have 5 digits.'],
  ])('names every wrong field (%s)', async (lang, rfc, cp) => {
    const session = await login(t);
    const res = await update(t, session, { ...profile, tax_profiles: [{ rfc: 'XYZ', name: '', cp: '123', regimen_fiscal: '', email: 'x' }] }, lang);
    expect(res.status).toBe(400);
    expect(res.body.content.errors.map((e) => [e.field, e.message])).toEqual([
      ['tax_profiles.0.rfc', rfc],
      ['tax_profiles.0.name', lang === 'es' ? 'Favor de indicar la razón social.' : 'Please enter the tax name.'],
      ['tax_profiles.0.cp', cp],
      ['tax_profiles.0.regimen_fiscal', lang === 'es' ? 'Favor de indicar el régimen fiscal.' : 'Please enter the tax regime.'],
      ['tax_profiles.0.email', lang === 'es' ? 'Correo electrónico inválido' : 'Invalid e-mail'],
    ]);
  });

  it('refuses another member’s e-mail, and any edit without a live session', async () => {
    const session = await login(t);
    expect((await update(t, session, { ...profile, email: 'maria.lopez@example.com' })).status).toBe(409);
    const none = await update(t, 'not-a-session', profile);
    expect(none.status).toBe(401);
    expect(none.body.content.errors[0]?.code).toBe('session_invalid');
  });
});
