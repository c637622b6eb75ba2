import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { type Lang } from './support/purchase-driver';

// docs/rules/loyalty.md, in both languages: register (a card is issued, tier classic), sign out, and sign in again with
// the card number, the e-mail and the mobile; the catalogue's refusals (docs/rules/loyalty.md#messages) on the way; recover a password; change it
// in the profile (decision 040).

const texts = {
  es: {
    entry: 'Viajero frecuente', signIn: 'Inicia sesión', submit: 'Entrar', identifier: 'Tarjeta, correo o celular', password: 'Contraseña',
    toRegister: '¿Aún no eres viajero frecuente? Regístrate', register: 'Crear mi cuenta', firstName: 'Nombre', lastName: 'Apellidos', email: 'Correo electrónico',
    mobile: 'Celular (10 dígitos)', signOut: 'Cerrar sesión', hello: /^Hola, Lucía$/, classic: 'Clásico', wrong: 'Autenticación incorrecta', invalid: 'Número de tarjeta o celular inválido',
    empty: 'Favor de indicar tu contraseña.', badEmail: 'Correo electrónico inválido', luggage: '3 maletas de hasta 35 kg cada una', base: '/viajero-frecuente',
  },
  en: {
    entry: 'Frequent traveller', signIn: 'Sign in', submit: 'Sign in', identifier: 'Card, e-mail or mobile', password: 'Password',
    toRegister: 'Not a frequent traveller yet? Register', register: 'Create my account', firstName: 'First name', lastName: 'Last name', email: 'E-mail',
    mobile: 'Mobile phone (10 digits)', signOut: 'Sign out', hello: /^Hello, Lucía$/, classic: 'Classic', wrong: 'Incorrect authentication', invalid: 'Invalid card or phone number',
    empty: 'Please enter your password.', badEmail: 'Invalid e-mail', luggage: '3 bags of up to 35 kg each', base: '/frequent-traveller',
  },
} as const;

async function signIn(page: Page, t: (typeof texts)['es' | 'en'], identifier: string, password: string) {
  await page.getByLabel(t.identifier).fill(identifier);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

// One language per journey, the languages alternating through the file (the catalogue test proves every message has both).
for (const lang of ['es'] as Lang[]) {
  test(`a traveller registers, signs out and signs in with card, e-mail and mobile (${lang})`, async ({ page, context, baseURL }) => {
    const t = texts[lang];
    const id = `${Date.now()}`.slice(-8);
    const email = `lucia.${lang}.${id}@example.com`;
    const mobile = `55${id}`;
    const password = 'Bahía de Banderas 7';
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);

    await page.goto(`/?lang=${lang}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: t.entry, exact: true }).click();
    await expect(page.getByRole('heading', { name: t.signIn, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${t.base}/`));

    // The catalogue's refusals, checked in the browser first.
    await signIn(page, t, '12345', '');
    await expect(page.getByText(t.invalid)).toBeVisible();
    await expect(page.getByText(t.empty)).toBeVisible();
    await signIn(page, t, 'lucia@', 'x');
    await expect(page.getByText(t.badEmail)).toBeVisible();

    await page.getByRole('link', { name: t.toRegister }).click();
    await page.getByLabel(t.firstName).fill('Lucía');
    await page.getByLabel(t.lastName).fill('Gómez Ruiz');
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.mobile).fill(mobile);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.register }).click();

    await expect(page.getByRole('heading', { name: t.hello, level: 1 })).toBeVisible();
    await expect(page.getByTestId('loyalty-tier')).toHaveText(t.classic);
    await expect(page.getByTestId('loyalty-points')).toHaveText('0.00 PTS');
    await expect(page.getByTestId('loyalty-luggage')).toContainText(t.luggage);
    const card = (await page.getByTestId('loyalty-card-number').textContent())!.trim();
    expect(card).toMatch(/^31\d{8}$/);

    for (const identifier of [card, email, mobile]) {
      await page.getByRole('button', { name: t.signOut }).click();
      await expect(page.getByRole('heading', { name: t.signIn, level: 1 })).toBeVisible();
      // A wrong password says no more than that the authentication failed.
      await signIn(page, t, identifier, 'Not the password 1');
      await expect(page.getByRole('alert').filter({ hasText: t.wrong })).toBeVisible();
      await signIn(page, t, identifier, password);
      await expect(page.getByRole('heading', { name: t.hello, level: 1 })).toBeVisible();
      await expect(page.getByTestId('loyalty-card-number')).toHaveText(card);
    }

    // The session survives a reload (kept encoded in session storage) and a signed-in sign-in address shows the profile.
    await page.goto(`${t.base}/${lang === 'en' ? 'sign-in' : 'entrar'}`);
    await expect(page.getByRole('heading', { name: t.hello, level: 1 })).toBeVisible();
    const stored = await page.evaluate(() => sessionStorage.getItem('loyalty') ?? '');
    expect(stored).not.toContain(password);
    expect(stored).not.toBe('');
  });
}

/** The newest recovery code the server wrote for `recipient` (DATA_DIR/outbox: e-mail .eml, SMS and WhatsApp .txt). */
async function codeFromOutbox(recipient: string, channel: 'email' | 'sms' | 'whatsapp'): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  let found = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes('loyalty_recovery_code')).sort().reverse();
        for (const name of names) {
          if (!name.endsWith(channel === 'email' ? '.eml' : `.${channel}.txt`)) continue;
          const text = await readFile(join(dir, name), 'utf8');
          if (!text.includes(recipient)) continue;
          found = /\b(\d{6})\b/.exec(text.replace(/=\r?\n/g, ''))?.[1] ?? '';
          return found;
        }
        return '';
      },
      { timeout: 30_000, intervals: [500] },
    )
    .not.toBe('');
  return found;
}

const recoveryTexts = {
  es: { forgot: 'Olvidé mi contraseña', title: 'Recupera tu contraseña', send: 'Enviar código', code: 'Código de verificación', newPassword: 'Nueva contraseña', change: 'Cambiar contraseña', changed: 'Tu contraseña cambió. Inicia sesión con la nueva.', wrongCode: 'El código de verificación no es válido o ha expirado.', channel: 'SMS' },
  en: { forgot: 'I forgot my password', title: 'Recover your password', send: 'Send code', code: 'Verification code', newPassword: 'New password', change: 'Change password', changed: 'Your password has changed. Sign in with the new one.', wrongCode: 'The verification code is invalid or has expired.', channel: 'WhatsApp' },
} as const;

// One language per journey, the languages alternating through the file (the catalogue test proves every message has both).
for (const lang of ['en'] as Lang[]) {
  test(`a member recovers the password with the code from the outbox (${lang})`, async ({ page, context, baseURL }) => {
    const t = texts[lang];
    const r = recoveryTexts[lang];
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
    // A member of its own, so no other test's password changes.
    const id = `${Date.now()}`.slice(-8);
    const mobile = `56${id}`;
    await page.goto(`/?lang=${lang}`);
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')!.value;
    const registered = await page.request.post('/api/loyalty/site/account/register', {
      headers: { 'x-csrf-token': csrf, origin: new URL(baseURL!).origin },
      data: { first_name: 'Rosa', last_name: 'Núñez', email: `rosa.${lang}.${id}@example.com`, cell_phone: mobile, password: 'Primera frase segura 1' },
    });
    expect(registered.status(), await registered.text()).toBe(200);

    await page.goto(`${t.base}/${lang === 'en' ? 'sign-in' : 'entrar'}?lang=${lang}`);
    await page.getByRole('link', { name: r.forgot }).click();
    // The sign-in form has a field of the same name: type only once the recovery page has replaced it (a slow CI
    // run once typed into the sign-in's field as it left).
    await expect(page.getByRole('heading', { name: r.title, level: 1 })).toBeVisible();
    await page.getByLabel(t.identifier).fill(mobile);
    await page.getByRole('radio', { name: r.channel }).check();
    await page.getByRole('button', { name: r.send }).click();
    await expect(page.getByLabel(r.code)).toBeVisible();
    const code = await codeFromOutbox(`To: +52${mobile}`, lang === 'es' ? 'sms' : 'whatsapp');

    await page.getByLabel(r.code).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel(r.newPassword).fill('Segunda frase segura 2');
    await page.getByRole('button', { name: r.change }).click();
    await expect(page.getByText(r.wrongCode)).toBeVisible();
    await page.getByLabel(r.code).fill(code);
    await page.getByRole('button', { name: r.change }).click();
    await expect(page.getByText(r.changed)).toBeVisible();
    await signIn(page, t, mobile, 'Segunda frase segura 2');
    await expect(page.getByRole('heading', { name: /Rosa$/, level: 1 })).toBeVisible();
  });
}

const passwordTexts = {
  es: {
    open: 'Cambiar mi contraseña', current: 'Contraseña actual', newPassword: 'Nueva contraseña', save: 'Guardar la nueva contraseña', incorrect: 'Contraseña incorrecta',
    done: 'Tu contraseña se cambió. Cerramos tu sesión en los demás dispositivos.', close: 'Listo',
  },
  en: {
    open: 'Change my password', current: 'Current password', newPassword: 'New password', save: 'Save the new password', incorrect: 'Incorrect password',
    done: 'Your password was changed. You have been signed out on your other devices.', close: 'Done',
  },
} as const;

// One language per journey, the languages alternating through the file (the catalogue test proves every message has both).
for (const lang of ['es'] as Lang[]) {
  test(`a signed-in member changes the password in the profile, then signs in with the new one (${lang})`, async ({ page, context, baseURL }) => {
    const t = texts[lang];
    const p = passwordTexts[lang];
    await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
    // A member of its own (decision 040 ends every session of the member whose password changes).
    const id = `${Date.now()}`.slice(-8);
    const mobile = `57${id}`;
    await page.goto(`/?lang=${lang}`);
    const csrf = (await context.cookies()).find((c) => c.name === 'csrf_token')!.value;
    const registered = await page.request.post('/api/loyalty/site/account/register', {
      headers: { 'x-csrf-token': csrf, origin: new URL(baseURL!).origin },
      data: { first_name: 'Elena', last_name: 'Ríos', email: `elena.${lang}.${id}@example.com`, cell_phone: mobile, password: 'Primera frase segura 1' },
    });
    expect(registered.status(), await registered.text()).toBe(200);

    await page.goto(`${t.base}/${lang === 'en' ? 'sign-in' : 'entrar'}?lang=${lang}`);
    await signIn(page, t, mobile, 'Primera frase segura 1');
    await expect(page.getByRole('heading', { name: /Elena$/, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: p.open }).click();
    // The form takes the keyboard's focus; a wrong current password is shown on its field, and focused.
    await expect(page.getByLabel(p.current, { exact: true })).toBeFocused();
    await page.getByLabel(p.current, { exact: true }).fill('No es la mía 123');
    await page.getByLabel(p.newPassword, { exact: true }).fill('Segunda frase segura 2');
    await page.getByRole('button', { name: p.save }).click();
    await expect(page.getByText(p.incorrect)).toBeVisible();
    await expect(page.getByLabel(p.current, { exact: true })).toBeFocused();

    await page.getByLabel(p.current, { exact: true }).fill('Primera frase segura 1');
    await page.getByLabel(p.newPassword, { exact: true }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: p.done })).toBeFocused();
    await page.getByRole('button', { name: p.close }).click();
    await expect(page.getByRole('button', { name: p.open })).toBeFocused();
    // The fresh session goes on working.
    const refresh = page.getByRole('button', { name: lang === 'es' ? 'Actualizar mis puntos' : 'Refresh my points' });
    await refresh.click();
    await expect(refresh).toBeEnabled();
    await expect(page.getByRole('heading', { name: /Elena$/, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: t.signOut }).click();
    await expect(page.getByRole('heading', { name: t.signIn, level: 1 })).toBeVisible();
    await signIn(page, t, mobile, 'Primera frase segura 1');
    await expect(page.getByRole('alert').filter({ hasText: t.wrong })).toBeVisible();
    await signIn(page, t, mobile, 'Segunda frase segura 2');
    await expect(page.getByRole('heading', { name: /Elena$/, level: 1 })).toBeVisible();
  });
}
