// The CSRF token's names, shared by the server that issues and checks it (server/http/csrf.ts) and the
// web app's same-origin client that echoes it (src/api/internal-client.ts). Decision 017.

/** Cookie the server sets (readable by the page, SameSite=Strict) and the client reads back. */
export const csrfCookieName = 'csrf_token';

/** Header a state-changing same-origin call carries, equal to the cookie. */
export const csrfHeaderName = 'x-csrf-token';

/** 32 random bytes in base64url: the only shape the server issues or accepts. */
export const csrfTokenPattern = /^[A-Za-z0-9_-]{43}$/;
