import Cookies from 'js-cookie';

// Plain cookies with expiry in days (docs/rules/site.md#storage). Kept apart from ./storage so the home route's
// first load (cookie banner, first-arrival rule) does not pull in the schema library.

export interface CookieOptions {
  /** Days until the cookie expires; without it the cookie ends with the browser session. */
  days?: number;
  path?: string;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const secure = globalThis.location?.protocol === 'https:';
  Cookies.set(name, value, { path: options.path ?? '/', sameSite: 'Lax', secure, ...(options.days !== undefined ? { expires: options.days } : {}) });
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeCookie(name: string, path = '/'): void {
  Cookies.remove(name, { path });
}
