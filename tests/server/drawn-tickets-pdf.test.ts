import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnDocuments } from '../../server/db/schema/drawn-documents.schema';
import { reservations } from '../../server/db/schema/reservations.schema';
import { call, everyEngine, openTestApp, type TestApp } from './support/engines';
import { flowTokenOf } from './support/flow-tokens';
import { card, cards, mailedTo, pay, readyToPay } from './support/payments';

// A sale's tickets PDF is drawn once and shared by the download and the confirmation e-mail (decision 074): the
// outbox stores the documents as JSON, the download builds them as objects, and both must come to the same digest,
// or every sale is drawn twice again (~13 ms of CPU each under a hot sale).

describe.each(everyEngine)("a sale's tickets PDF drawn once on $name", (engine) => {
  let t: TestApp;
  const OFFICE_KEY = 'office-test-key-123';
  beforeAll(async () => {
    t = await openTestApp(engine, undefined, { officeApiKey: OFFICE_KEY });
  });
  afterAll(async () => {
    await t?.close();
  });

  const kept = async () => (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(drawnDocuments))[0]!.count;
  const download = async (code: string) => {
    const res = await t.app.request(`/api/websale/reservation/pdf?code=${code}&download=1`, { headers: { 'x-flow-token': flowTokenOf(code) ?? '' } });
    expect(res.status).toBe(200);
    return { fileName: res.headers.get('content-disposition'), pdf: Buffer.from(await res.arrayBuffer()) };
  };
  const mailedPdfs = async (code: string) =>
    (await mailedTo(t, code)).map((mail) => Buffer.from(mail.attachments.find((a) => a.contentType === 'application/pdf')!.contentBase64, 'base64'));
  const mailedPdf = async (code: string) => {
    const [mail, ...more] = await mailedTo(t, code);
    expect(more).toEqual([]);
    return Buffer.from(mail!.attachments.find((a) => a.contentType === 'application/pdf')!.contentBase64, 'base64');
  };
  const paid = async (date: string, seat: number) => {
    const code = await readyToPay(t, { date, seats: [seat] });
    expect((await pay(t, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-pay` })).data?.payment).toBe('approved');
    return code;
  };

  it('downloads and mails the same bytes, kept in one row, whichever asks first', async () => {
    for (const [date, downloadFirst] of [['2026-03-24', true], ['2026-03-25', false]] as const) {
      const before = await kept();
      const code = await paid(date, 8);
      const first = downloadFirst ? (await download(code)).pdf : await mailedPdf(code);
      expect(await kept()).toBe(before + 1);
      const second = downloadFirst ? await mailedPdf(code) : (await download(code)).pdf;
      expect(second.equals(first)).toBe(true);
      expect(first.subarray(0, 5).toString()).toBe('%PDF-');
      // Read again (a retried delivery, a second download): still the one row.
      expect((await download(code)).pdf.equals(first)).toBe(true);
      expect(await kept()).toBe(before + 1);
    }
  });

  it('serves the kept bytes to both, not a drawing of their own', async () => {
    const code = await paid('2026-03-26', 9);
    const before = await kept();
    const drawn = await mailedPdf(code);
    expect(await kept()).toBe(before + 1);
    // Whatever the row holds is what both answer: a download or e-mail that drew for itself would not say this.
    const marker = Buffer.concat([drawn, Buffer.from('\n% kept\n')]);
    await t.database.db.update(drawnDocuments).set({ body: marker }).where(sql`${drawnDocuments.body} = ${drawn}`);
    expect((await download(code)).pdf.equals(marker)).toBe(true);
    expect((await mailedPdf(code)).equals(marker)).toBe(true);
    // A row kept before it named its reservation (migration 0030) is not found beside the tickets; the download then
    // draws, finds the digest kept, and still answers the kept bytes, in the one row.
    const rows = await kept();
    await t.database.db.update(drawnDocuments).set({ reservationCode: null }).where(sql`${drawnDocuments.body} = ${marker}`);
    expect((await download(code)).pdf.equals(marker)).toBe(true);
    expect(await kept()).toBe(rows);
  });

  it('draws again when what the documents say changes (the booking language), and the e-mail keeps what was sold', async () => {
    const code = await paid('2026-03-27', 10);
    const before = await kept();
    const spanish = await download(code);
    expect(spanish.fileName).toBe(`attachment; filename="boletos-${code}.pdf"`);
    await t.database.db.update(reservations).set({ lang: 'en' }).where(eq(reservations.code, code));
    const english = await download(code);
    expect(english.fileName).toBe(`attachment; filename="tickets-${code}.pdf"`);
    expect(english.pdf.equals(spanish.pdf)).toBe(false);
    expect(await kept()).toBe(before + 2);
    // The e-mail was queued with the documents of the sale (Spanish): the first drawing, not a third.
    expect((await mailedPdf(code)).equals(spanish.pdf)).toBe(true);
    expect(await kept()).toBe(before + 2);
  });

  it('shares a PEND\'s drawing, and the drawing of its tickets once paid at the desk, each with its own e-mail', async () => {
    const code = await readyToPay(t, { date: '2026-03-28', seats: [11] });
    expect((await pay(t, { code, method: 'office' }, { key: `${code}-office` })).data?.payment).toBe('order_generated');
    const before = await kept();
    const pend = (await download(code)).pdf;
    const paidAtDesk = await call(t.app, '/api/websale/office/pend/pay', { method: 'POST', body: { code }, headers: { 'x-api-key': OFFICE_KEY } });
    expect(paidAtDesk.status).toBe(200);
    const paid = (await download(code)).pdf;
    expect(paid.equals(pend)).toBe(false);
    const mailed = await mailedPdfs(code);
    expect(mailed).toHaveLength(2);
    expect(mailed.filter((pdf) => pdf.equals(pend))).toHaveLength(1);
    expect(mailed.filter((pdf) => pdf.equals(paid))).toHaveLength(1);
    expect(await kept()).toBe(before + 2);
  });
});
