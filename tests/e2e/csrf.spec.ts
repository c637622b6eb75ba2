import { expect, test } from './support/test';
import { payByCard, shownETickets, toPayment } from './support/purchase-driver';

// Decision 017: the built web app calls its own server with the internal client, so every change a
// booking makes carries the page's CSRF token (the csrf_token cookie, echoed in x-csrf-token) and the
// server refuses none of them.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

test('every change of a booking, from create to confirm, carries the page\'s CSRF token', async ({ page, context }) => {
  const changes: Array<{ path: string; token: string | undefined }> = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/')) changes.push({ path: url.pathname, token: request.headers()['x-csrf-token'] });
  });
  page.on('response', (response) => {
    if ([403, 415].includes(response.status())) refused.push(`${response.status()} ${response.url()}`);
  });

  await toPayment(page, { lang: 'es', days: 22 });
  await payByCard(page, 'es', '4242 4242 4242 4242');
  await shownETickets(page, 'es', 1);

  const cookie = (await context.cookies()).find((c) => c.name === 'csrf_token');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.httpOnly).toBe(false);
  const paths = changes.map((change) => change.path.replace('/api/websale/reservation/', ''));
  for (const step of ['create', 'schedules', 'contact', 'additionals', 'seat', 'payment', 'confirm']) expect(paths).toContain(step);
  expect(changes.filter((change) => change.token !== cookie?.value)).toEqual([]);
  expect(refused).toEqual([]);
});
