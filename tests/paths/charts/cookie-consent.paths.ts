import { expect } from '@playwright/test';
import { ACCEPT_COOKIE_NAME } from '../../../machines/cookie-consent/cookie-consent.machine';
import type { BrowserDriver } from '../lib/driver';
import { holdCharts, release } from '../lib/gate';
import type { Assertions, Executors, PathRunner } from '../lib/run-path';
import { cookieConsentPathModel, type CookieConsentPathEvent } from './cookie-consent.model';

// The cookie-consent chart on the real site, the banner a first-time visitor sees: a gesture per
// event and what the visitor sees in each state.

const CHART = 'cookieConsent';
const banner = (driver: BrowserDriver) => driver.page.getByRole('region', { name: 'Uso de cookies' });
const acceptButton = (driver: BrowserDriver) => banner(driver).getByRole('button', { name: 'Aceptar cookies' });
const rejectButton = (driver: BrowserDriver) => banner(driver).getByRole('button', { name: 'Solo las necesarias' });
const acceptCookie = async (driver: BrowserDriver) =>
  (await driver.context.cookies(driver.baseURL)).find((cookie) => cookie.name === ACCEPT_COOKIE_NAME)?.value;

export const executors = {
  'consent.accept': async (driver) => acceptButton(driver).click(),
  'consent.reject': async (driver) => rejectButton(driver).click(),
  // The visitor arrives with or without the cookie of an earlier choice; the real read runs.
  'xstate.done.actor.readConsent': async (driver, event) => {
    if (event.output) await driver.context.addCookies([{ name: ACCEPT_COOKIE_NAME, value: event.output === 'accepted' ? 'true' : 'false', url: driver.baseURL }]);
    else await driver.context.clearCookies({ name: ACCEPT_COOKIE_NAME });
    await release(driver.page, CHART, 'readConsent', 'continue');
  },
  'xstate.error.actor.readConsent': async (driver) => release(driver.page, CHART, 'readConsent', 'fail'),
  'xstate.done.actor.writeConsent': async (driver) => release(driver.page, CHART, 'writeConsent', 'continue'),
  'xstate.error.actor.writeConsent': async (driver) => release(driver.page, CHART, 'writeConsent', 'fail'),
} satisfies Executors<CookieConsentPathEvent, BrowserDriver>;

export const assertions: Assertions<BrowserDriver> = {
  // The cookie is being read: the page is up and the banner not shown yet.
  checking: async (driver) => {
    await expect(driver.page.getByRole('banner')).toBeVisible();
    await expect(banner(driver)).toHaveCount(0);
  },
  shown: async (driver) => {
    await expect(banner(driver)).toBeVisible();
    await expect(acceptButton(driver)).toBeEnabled();
    await expect(rejectButton(driver)).toBeEnabled();
  },
  // Saving: the banner stays, its buttons disabled so the choice is not sent twice.
  saving: async (driver) => {
    await expect(banner(driver)).toBeVisible();
    await expect(acceptButton(driver)).toBeDisabled();
    await expect(rejectButton(driver)).toBeDisabled();
  },
  accepted: async (driver) => {
    await expect(banner(driver)).toHaveCount(0);
    expect(await acceptCookie(driver)).toBe('true');
  },
  rejected: async (driver) => {
    await expect(banner(driver)).toHaveCount(0);
    expect(await acceptCookie(driver)).toBe('false');
  },
};

export const cookieConsentRunner: PathRunner<Parameters<typeof cookieConsentPathModel.stateKey>[0], CookieConsentPathEvent, BrowserDriver> = {
  start: async ({ page }) => {
    await holdCharts(page, [CHART]);
    await page.goto('/');
  },
  executors,
  assertions,
  stateKey: cookieConsentPathModel.stateKey,
  describeEvent: cookieConsentPathModel.describeEvent,
};

