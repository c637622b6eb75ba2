import Cookies from 'js-cookie';
import { fromPromise } from 'xstate';
import { ACCEPT_COOKIE_NAME, cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';

// The real cookie I/O for the consent chart. A tiny local cookie access (js-cookie) until the
// shared storage helpers land; the value "true" matches what the chart's read expects.
export const cookieConsentLogic = cookieConsentMachine.provide({
  actors: {
    readConsent: fromPromise(async () => Cookies.get(ACCEPT_COOKIE_NAME) === 'true'),
    writeConsent: fromPromise<void, { days: number }>(async ({ input }) => {
      Cookies.set(ACCEPT_COOKIE_NAME, 'true', { expires: input.days, path: '/', sameSite: 'Lax' });
      // Browsers may refuse cookies silently; report it so the chart keeps the banner up.
      if (Cookies.get(ACCEPT_COOKIE_NAME) !== 'true') throw new Error('cookie not stored');
    }),
  },
});
