import { fromPromise } from 'xstate';
import { ACCEPT_COOKIE_NAME, cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { getCookie, setCookie } from '../../lib/cookies';
import { attachDevtools } from '../devtools/devtools-provider';
import { CookieConsentBanner } from './cookie-consent-banner';

// The cookie-consent feature's public face: the consent chart with its real cookie I/O, as the shell mounts it.

/** The real cookie I/O for the consent chart; the value "true" matches what the chart's read expects. */
const cookieConsentLogic = cookieConsentMachine.provide({
  actors: attachDevtools('cookieConsent', {
    readConsent: fromPromise(async () => getCookie(ACCEPT_COOKIE_NAME) === 'true'),
    writeConsent: fromPromise<void, { days: number }>(async ({ input }) => {
      setCookie(ACCEPT_COOKIE_NAME, 'true', { days: input.days });
      // Browsers may refuse cookies silently; report it so the chart keeps the banner up.
      if (getCookie(ACCEPT_COOKIE_NAME) !== 'true') throw new Error('cookie not stored');
    }),
  }).actors,
});

export function CookieConsent() {
  return <CookieConsentBanner logic={cookieConsentLogic} />;
}
