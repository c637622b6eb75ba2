import { expect, test } from '@playwright/test';
import { planPaths } from '../lib/plan';
import { PathFailure, runPath } from '../lib/run-path';
import { cookieConsentPathModel } from './cookie-consent.model';
import { cookieConsentRunner } from './cookie-consent.paths';

// The suite must catch a user interface that no longer matches its chart. Here the banner's
// button is renamed in the page (as a careless edit would): the accepting path must fail as soon
// as the banner shows, naming the path's events and the step.

test('a broken interface fails its path, naming the events', async ({ page, context, baseURL }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const button of document.querySelectorAll('.cookie-banner button')) {
        if (button.textContent === 'Aceptar cookies') button.textContent = 'Aceptar';
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const path = planPaths(cookieConsentPathModel).paths.find((candidate) => candidate.title.includes('consent.accept'))!;
  const failure = await runPath(path, cookieConsentRunner, { page, context, baseURL: baseURL!, index: 0 }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(PathFailure);
  const { message } = failure as PathFailure;
  expect(message).toContain('at step 1 (xstate.done.actor.readConsent(no choice)), expecting state shown');
  expect(message).toContain('→ 1. xstate.done.actor.readConsent(no choice)\n  2. consent.accept');
  expect(message).toContain("getByRole('button', { name: 'Aceptar cookies' })");
});
