import { expect, test } from './support/test';
import { continueToPayment, dayAhead, downloadTicketPdf, expectNoGraveAxeViolation, legMap, payByCard, pickFreeSeat, searchTrip, shownETickets, texts, ticketsInPdfQr, runsIn, toSeats } from './support/purchase-driver';
import { lookAt } from './support/look-at';

// More of the second half of the booking as a traveller meets it: a round trip paid by card (both seat maps, both
// legs ticketed), the payment deadline running out in the browser, the downloaded PDF's QR codes,
// and axe on the payment and tickets pages. Each test uses its own travel days, so parallel tests
// never compete for the same bus.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

const roundTripDays = { es: { days: 12, returnDays: 15 }, en: { days: 13, returnDays: 16 } } as const;
const expiredDays = { es: 17, en: 18 } as const;

for (const lang of ['es', 'en'] as const) {
  const t = texts[lang];

  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'es')) {
    test(`round trip by card: seats on both buses, E-tickets with PIN for both legs, axe clean (${lang})`, async ({ page }) => {
      await toSeats(page, { lang, ...roundTripDays[lang] });
      await expect(legMap(page, lang, 'departure')).toBeVisible();
      await expect(legMap(page, lang, 'return')).toBeVisible();
      const outboundSeat = await pickFreeSeat(page, lang, 'departure');
      const returnSeat = await pickFreeSeat(page, lang, 'return');
      await continueToPayment(page, lang);
      await expectNoGraveAxeViolation(page);

      await payByCard(page, lang, '4242 4242 4242 4242');
      const { code, tickets } = await shownETickets(page, lang, 2);
      await expectNoGraveAxeViolation(page);
      await lookAt(page, { path: `test-results/tickets-round-${lang}.png`, fullPage: true });

      const outbound = tickets.find((ticket) => ticket.text.includes(t.outbound) && !ticket.text.includes(t.inbound + ' ·'));
      const inbound = tickets.find((ticket) => ticket.text.includes(`${t.inbound} ·`));
      expect(outbound, 'a ticket for the outbound leg').toBeDefined();
      expect(inbound, 'a ticket for the return leg').toBeDefined();
      // Each card names its trip with the day of that leg, and the seat chosen on that bus.
      const cards = page.locator('.ticket-card');
      const dayOf = (days: number) => new RegExp(`\\b0?${Number(dayAhead(days).slice(8))}\\b`);
      const outboundFacts = cards.filter({ hasText: outbound!.number }).locator('dd');
      const inboundFacts = cards.filter({ hasText: inbound!.number }).locator('dd');
      await expect(outboundFacts.nth(0)).toContainText(t.outbound);
      await expect(outboundFacts.nth(0)).toHaveText(dayOf(roundTripDays[lang].days));
      await expect(inboundFacts.nth(0)).toContainText(t.inbound);
      await expect(inboundFacts.nth(0)).toHaveText(dayOf(roundTripDays[lang].returnDays));
      await expect(outboundFacts.nth(2)).toHaveText(String(outboundSeat));
      await expect(inboundFacts.nth(2)).toHaveText(String(returnSeat));
      for (const ticket of tickets) expect(ticket.number.startsWith(code), `${ticket.number} belongs to ${code}`).toBe(true);

      // The downloaded PDF carries one QR per ticket, decoding to its code and PIN.
      const qr = await ticketsInPdfQr(await downloadTicketPdf(page, lang));
      expect(qr).toHaveLength(2);
      expect(qr).toEqual(expect.arrayContaining(tickets.map((ticket) => ({ code: ticket.number, pin: ticket.pin }))));
    });
  }

  // One language and screen per journey, alternating through the file (docs/testing.md).
  if (runsIn(lang, 'en')) {
    test.describe(`the payment deadline (${lang})`, () => {
      // The page's clock cannot be taken back: a context of its own (support/test.ts).
      test.use({ ownContext: true });

      test(`the payment deadline passes in the browser: the flow stops and a new search works (${lang})`, async ({ page }) => {
        await page.clock.install();
        await toSeats(page, { lang, days: expiredDays[lang] });
        await pickFreeSeat(page, lang, 'departure');
        await continueToPayment(page, lang);
        await page.clock.fastForward('16:00');

        const notice = page.getByRole('alert').filter({ hasText: t.expiredLines[0] });
        await expect(notice).toBeVisible();
        await expect(notice.getByRole('heading', { name: t.expiredTitle, level: 1 })).toBeVisible();
        for (const line of t.expiredLines) await expect(notice).toContainText(line);
        await expect(page.getByLabel(t.number)).toHaveCount(0);
        await lookAt(page, { path: `test-results/payment-expired-${lang}.png`, fullPage: true });
        await expectNoGraveAxeViolation(page);

        // Only the browser's clock ran 16 minutes ahead; the server's did not. The new reservation
        // must still get its full time to pay: the flow counts down the seconds the server says are
        // left, not the server's absolute deadline against a clock that is now wrong.
        await notice.getByRole('button', { name: t.newSearch }).click();
        await expect(page.getByRole('combobox', { name: t.origin, exact: true })).toBeVisible();
        await expect(page.getByText(t.expiredLines[0])).toHaveCount(0);
        await searchTrip(page, { lang, days: expiredDays[lang] + 1 }, false);
        await expect(page.getByRole('radio').first()).toBeVisible();
      });
    });
  }
}

test('the downloaded PDF of a one-way ticket: its QR decodes to the ticket code and PIN on the page (es)', async ({ page }) => {
  await toSeats(page, { lang: 'es', days: 19 });
  await pickFreeSeat(page, 'es', 'departure');
  await continueToPayment(page, 'es');
  await payByCard(page, 'es', '4242 4242 4242 4242');
  const { tickets } = await shownETickets(page, 'es', 1);
  const qr = await ticketsInPdfQr(await downloadTicketPdf(page, 'es'));
  expect(qr).toEqual([{ code: tickets[0]!.number, pin: tickets[0]!.pin }]);
});
