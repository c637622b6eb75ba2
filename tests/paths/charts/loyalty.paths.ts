import { expect, type Page } from '@playwright/test';
import type { BrowserDriver } from '../lib/driver';
import { expectHeld, holdCharts, release } from '../lib/gate';
import { notInBrowser, type Assertions, type Executors, type PathRunner } from '../lib/run-path';
import { badProfile, loyaltyPathModel, newMember, SESSION_ENDS_EVENT, type LoyaltyPathEvent } from './loyalty.model';

// The frequent-traveller chart on the real site (Spanish) and the seeded server: the traveller's gestures,
// the server's answers released at the path gate, and the session's end as the page's clock moved an hour.

const CHART = 'loyalty';
const paths = { signIn: '/viajero-frecuente/entrar', register: '/viajero-frecuente/registro', recover: '/viajero-frecuente/recuperar', profile: '/viajero-frecuente/perfil' };
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });
// A new member per path: the seeded server keeps every registration of the run.
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

export const executors = {
  'page.open': async ({ page }, { page: target }) => {
    await page.goto(paths[target]);
  },
  'signIn.submit': async ({ page }, { credentials }) => {
    await page.getByLabel('Tarjeta, correo o celular').fill(credentials.identify_card);
    await page.getByLabel('Contraseña').fill(credentials.password);
    await button(page, 'Entrar').click();
  },
  'register.submit': async ({ page }, { form }) => {
    const id = unique();
    const fresh = form === newMember;
    await page.getByLabel('Nombre').fill(form.first_name);
    await page.getByLabel('Apellidos').fill(form.last_name);
    await page.getByLabel('Correo electrónico').fill(fresh ? `viajero.${id}@example.com` : form.email);
    await page.getByLabel('Celular (10 dígitos)').fill(fresh ? `55${id}` : form.cell_phone);
    await page.getByLabel('Contraseña').fill(form.password);
    await button(page, 'Crear mi cuenta').click();
  },
  'recover.send': async ({ page }, { request }) => {
    await page.getByLabel('Tarjeta, correo o celular').fill(request.identify_card);
    await page.getByRole('radio', { name: { email: 'Correo electrónico', whatsapp: 'WhatsApp', sms: 'SMS' }[request.send_type] }).check();
    await button(page, 'Enviar código').click();
  },
  'recover.reset': async ({ page }, { code, password }) => {
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByLabel('Nueva contraseña').fill(password);
    await button(page, 'Cambiar contraseña').click();
  },
  'recover.restart': async ({ page }) => button(page, 'Pedir otro código').click(),
  'xstate.done.actor.sendRecoveryCode': async ({ page }) => release(page, CHART, 'sendRecoveryCode', 'continue'),
  'xstate.error.actor.sendRecoveryCode': async ({ page }) => release(page, CHART, 'sendRecoveryCode', 'fail'),
  'xstate.done.actor.resetPassword': async ({ page }) => release(page, CHART, 'resetPassword', 'continue'),
  'xstate.error.actor.resetPassword': async ({ page }) => release(page, CHART, 'resetPassword', 'fail'),
  'profile.save': async ({ page }, { update }) => {
    const form = page.locator('form').filter({ has: button(page, 'Guardar mis datos') });
    if (update === badProfile) await form.getByLabel('Correo electrónico').fill(update.email);
    await button(page, 'Guardar mis datos').click();
  },
  'xstate.done.actor.saveProfile': async ({ page }) => release(page, CHART, 'saveProfile', 'continue'),
  'xstate.error.actor.saveProfile': async ({ page }) => release(page, CHART, 'saveProfile', 'fail'),
  'profile.refresh': async ({ page }) => button(page, 'Actualizar mis puntos').click(),
  'password.edit': async ({ page }) => button(page, 'Cambiar mi contraseña').click(),
  'password.submit': async ({ page }, { change }) => {
    await page.getByLabel('Contraseña actual', { exact: true }).fill(change.current_password);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(change.new_password);
    // By keyboard: Enter in the form sends it.
    await page.getByLabel('Nueva contraseña', { exact: true }).press('Enter');
  },
  // The form's "Cancelar", or the confirmation's "Listo".
  'password.close': async ({ page }) => button(page, 'Listo').or(button(page, 'Cancelar')).click(),
  'xstate.done.actor.changePassword': async ({ page }) => release(page, CHART, 'changePassword', 'continue'),
  'xstate.error.actor.changePassword': async ({ page }) => release(page, CHART, 'changePassword', 'fail'),
  'session.renewed': notInBrowser('raised by the chart when a password change answers a new session'),
  signOut: async ({ page }) => button(page, 'Cerrar sesión').click(),
  'session.check': notInBrowser('sent after a reload restores the flow: loyalty.test.ts'),
  'xstate.done.actor.signIn': async ({ page }) => release(page, CHART, 'signIn', 'continue'),
  'xstate.error.actor.signIn': async ({ page }) => release(page, CHART, 'signIn', 'fail'),
  'xstate.done.actor.register': async ({ page }) => release(page, CHART, 'register', 'continue'),
  'xstate.error.actor.register': async ({ page }) => release(page, CHART, 'register', 'fail'),
  'xstate.done.actor.loadProfile': async ({ page }) => release(page, CHART, 'loadProfile', 'continue'),
  'xstate.error.actor.loadProfile': async ({ page }) => release(page, CHART, 'loadProfile', 'fail'),
  'xstate.done.actor.signOut': async ({ page }) => release(page, CHART, 'signOut', 'continue'),
  'xstate.error.actor.signOut': async ({ page }) => release(page, CHART, 'signOut', 'fail'),
  [SESSION_ENDS_EVENT]: async ({ page }) => page.clock.fastForward(61 * 60_000),
} satisfies Executors<LoyaltyPathEvent, BrowserDriver>;

export const assertions: Assertions<BrowserDriver> = {
  'signedOut.signInForm': async ({ page }) => {
    await expect(heading(page, 'Inicia sesión')).toBeVisible();
    await expect(page).toHaveURL(/\/viajero-frecuente\/entrar$/);
    await expect(button(page, 'Entrar')).toBeEnabled();
  },
  'signedOut.registerForm': async ({ page }) => {
    await expect(heading(page, 'Regístrate como viajero frecuente')).toBeVisible();
    await expect(page).toHaveURL(/\/viajero-frecuente\/registro$/);
    await expect(button(page, 'Crear mi cuenta')).toBeEnabled();
  },
  'signedOut.recovering.choosing': async ({ page }) => {
    await expect(heading(page, 'Recupera tu contraseña')).toBeVisible();
    await expect(page).toHaveURL(/\/viajero-frecuente\/recuperar$/);
    await expect(button(page, 'Enviar código')).toBeEnabled();
  },
  'signedOut.recovering.sending': async ({ page }) => {
    await expect(button(page, 'Enviando…')).toBeDisabled();
    await expectHeld(page, CHART, 'sendRecoveryCode');
  },
  'signedOut.recovering.resetting': async ({ page }) => {
    await expect(page).toHaveURL(/\/viajero-frecuente\/recuperar$/);
    await expect(page.getByLabel('Código de verificación')).toBeVisible();
    await expect(button(page, 'Cambiar contraseña')).toBeEnabled();
  },
  'signedOut.recovering.changing': async ({ page }) => {
    await expect(button(page, 'Guardando…')).toBeDisabled();
    await expectHeld(page, CHART, 'resetPassword');
  },
  signingIn: async ({ page }) => {
    await expect(button(page, 'Entrando…')).toBeDisabled();
    await expectHeld(page, CHART, 'signIn');
  },
  registering: async ({ page }) => {
    await expect(button(page, 'Registrando…')).toBeDisabled();
    await expectHeld(page, CHART, 'register');
  },
  'signedIn.profile': async ({ page }) => {
    await expect(heading(page, /^Hola, /)).toBeVisible();
    await expect(page).toHaveURL(/\/viajero-frecuente\/perfil$/);
    await expect(page.getByTestId('loyalty-card-number')).toHaveText(/^3\d{9}$/);
    await expect(button(page, 'Actualizar mis puntos')).toBeEnabled();
  },
  'signedIn.loadingProfile': async ({ page }) => {
    await expect(button(page, 'Actualizando…')).toBeDisabled();
    await expectHeld(page, CHART, 'loadProfile');
  },
  'signedIn.savingProfile': async ({ page }) => {
    await expect(button(page, 'Guardando…')).toBeDisabled();
    await expectHeld(page, CHART, 'saveProfile');
  },
  'signedIn.changingPassword.editing': async ({ page }) => {
    await expect(page).toHaveURL(/\/viajero-frecuente\/perfil$/);
    await expect(page.getByLabel('Contraseña actual', { exact: true })).toBeVisible();
    await expect(button(page, 'Guardar la nueva contraseña')).toBeEnabled();
  },
  'signedIn.changingPassword.submitting': async ({ page }) => {
    await expect(button(page, 'Cambiando…')).toBeDisabled();
    await expectHeld(page, CHART, 'changePassword');
  },
  'signedIn.changingPassword.done': async ({ page }) => {
    await expect(page).toHaveURL(/\/viajero-frecuente\/perfil$/);
    await expect(page.getByRole('status').filter({ hasText: 'Tu contraseña se cambió' })).toBeFocused();
    await expect(button(page, 'Listo')).toBeEnabled();
  },
  signingOut: async ({ page }) => {
    await expect(button(page, 'Cerrar sesión')).toBeDisabled();
    await expectHeld(page, CHART, 'signOut');
  },
};

export const loyaltyRunner: PathRunner<Parameters<typeof loyaltyPathModel.stateKey>[0], LoyaltyPathEvent, BrowserDriver> = {
  start: async (driver) => {
    await driver.context.addCookies([{ name: 'accept_cookie', value: 'true', url: driver.baseURL }]);
    await holdCharts(driver.page, [CHART]);
    // A clock the test can move to the session's end; it runs at the real pace until then.
    await driver.page.clock.install();
    await driver.page.goto(paths.signIn);
  },
  executors,
  assertions,
  stateKey: loyaltyPathModel.stateKey,
  describeEvent: loyaltyPathModel.describeEvent,
};
