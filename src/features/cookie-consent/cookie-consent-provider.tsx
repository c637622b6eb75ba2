import { fromPromise } from 'xstate';
import { ACCEPT_COOKIE_NAME, cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import type { ConsentChoice } from '../../../machines/cookie-consent/cookie-consent.ports';
import { getCookie, setCookie } from '../../lib/cookies';
import { attachDevtools } from '../devtools/devtools-provider';
import { CookieConsentBanner } from './cookie-consent-banner';

// The cookie-consent feature's public face: the consent chart with its real cookie I/O, as the shell mounts it.

/** The cookie's value for each choice: "true" (acceptance, docs/rules/site.md#cookie-consent) or "false". */
const cookieValue: Record<ConsentChoice, string> = { accepted: 'true', rejected: 'false' };

/** The real cookie I/O for the consent chart. */
const cookieConsentLogic = cookieConsentMachine.provide({
  actors: attachDevtools('cookieConsent', {
    readConsent: fromPromise(async () => (Object.keys(cookieValue) as ConsentChoice[]).find((choice) => cookieValue[choice] === getCookie(ACCEPT_COOKIE_NAME)) ?? null),
    writeConsent: fromPromise<void, { days: number; choice: ConsentChoice }>(async ({ input }) => {
      setCookie(ACCEPT_COOKIE_NAME, cookieValue[input.choice], { days: input.days });
      // Browsers may refuse cookies silently; report it so the chart keeps the banner up.
      if (getCookie(ACCEPT_COOKIE_NAME) !== cookieValue[input.choice]) throw new Error('cookie not stored');
    }),
  }).actors,
});

export function CookieConsent() {
  return <CookieConsentBanner logic={cookieConsentLogic} />;
}
