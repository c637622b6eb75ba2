import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxMessages } from '../../../server/db/schema/outbox.schema';
import { sharedTicketPdfs } from '../../../server/documents/drawn-pdfs';
import { drawAttachments, type QueuedAttachment } from '../../../server/notify/outbox';
import { payments, reservations, seatHolds, tickets } from '../../../server/db/schema/reservations.schema';
import { sandboxTestCards } from '../../../server/payments/sandbox-card-gateway';
import { expectMatchesContract } from './contract';
import { call, type TestApp } from './engines';
import { adults, reservationOnBus, setSeats } from './seats';
import { reservationCall } from './websale';

export const contact = { first_name: 'Ana', last_name: 'López Núñez', cell_phone: '3221234567', email: 'ana@example.mx', privacy: true };

const givenNames = ['Ana', 'Luis', 'Sofía', 'Diego', 'Elena', 'Mateo', 'Lucía', 'Pablo', 'Valeria', 'Jorge'];
/** Every ticket carries its own passenger: the first is the contact, each other adult has a name of their own. */
export const adultNames = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ type: 'adult', first_name: givenNames[i]!, last_name: i === 0 ? contact.last_name : 'Ibarra' }));

export const card = (number: string) => ({ number, name: 'Ana López', expiry: '12/30', cvv: number.startsWith('37') ? '1234' : '123' });
export const cards = sandboxTestCards;

/** A one-way reservation on the 15:30 bus of `date` with contact and held seats, ready to pay. */
export async function readyToPay(t: TestApp, opts: { date?: string; time?: string; seats?: number[]; returnDate?: string } = {}): Promise<string> {
  const seats = opts.seats ?? [5];
  const code = await reservationOnBus(t, {
    date: opts.date ?? '2026-03-20',
    time: opts.time ?? '15:30',
    passengers: { adult: seats.length },
    ...(opts.returnDate ? { returnDate: opts.returnDate } : {}),
  });
  const travellers = adultNames(seats.length);
  const saved = await reservationCall(t, 'setContact', '/reservation/contact', { method: 'POST', body: { code, contact, goes_contact: true, travellers } });
  expect(saved.status).toBe(200);
  const held = await setSeats(t, code, adults(...seats), opts.returnDate ? adults(...seats) : undefined);
  expect(held.status, JSON.stringify(held.body.content.errors)).toBe(200);
  return code;
}

export type PaymentData = {
  code: string;
  payment: string;
  payment_type?: string;
  method?: string;
  amount: { amount: number; currency: string };
  charged: { amount: number; currency: string } | null;
  exchange_rate: number | null;
  order_reference: string | null;
  order_deadline: string | null;
  challenge_id: string | null;
  decline_reason: string | null;
  notice: { code: string; message: string } | null;
};

/** POST reservation/payment, checked against the contract. */
export async function pay(t: TestApp, body: Record<string, unknown>, opts: { key?: string; lang?: string } = {}) {
  const res = await call(t.app, '/api/websale/reservation/payment', { method: 'POST', body, lang: opts.lang, headers: opts.key ? { 'idempotency-key': opts.key } : {} });
  expectMatchesContract('websale', 'confirmPayment', res.status, res.body);
  return { ...res, data: res.body.content.data as PaymentData | null };
}

export type TicketData = { number: string; ticket_type: string; seat: number | null; pin: string | null; qr: string | null; pend_deadline: string | null; direction: string; price: number };

export async function confirm(t: TestApp, code: string) {
  const res = await call(t.app, '/api/websale/reservation/confirm', { method: 'POST', body: { code } });
  expectMatchesContract('websale', 'confirmReservation', res.status, res.body);
  return { ...res, tickets: (res.body.content.data as { tickets: TicketData[] } | null)?.tickets ?? null };
}

/** What the database holds for a reservation: its payments, tickets, seat rows and e-mails. */
export async function stored(t: TestApp, code: string) {
  const db = t.database.db;
  const [row] = await db.select().from(reservations).where(eq(reservations.code, code));
  if (!row) throw new Error(`no reservation ${code}`);
  return {
    reservation: row,
    // In the order they were written: without an order PostgreSQL returns a row updated since (an e-mail marked
    // sent by the outbox) after the newer ones, and "the last e-mail" would be the first.
    payments: await db.select().from(payments).where(eq(payments.reservationId, row.id)).orderBy(asc(payments.id)),
    tickets: await db.select().from(tickets).where(eq(tickets.reservationId, row.id)).orderBy(asc(tickets.id)),
    holds: await db.select().from(seatHolds).where(eq(seatHolds.reservationId, row.id)).orderBy(asc(seatHolds.id)),
    emails: (await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, contact.email)).orderBy(asc(outboxMessages.id))).filter((m) => m.subject?.includes(code)),
  };
}

/**
 * The reservation's e-mails with their attachments drawn, as delivery sends them (the ticket PDF and QR images
 * are queued as what to draw them from: server/notify/attachment-drawings.ts; the PDF read from, or kept in,
 * drawn_documents as the outbox does, decision 074).
 */
export async function mailedTo(t: TestApp, code: string) {
  const rows = (await stored(t, code)).emails;
  return Promise.all(
    rows.map(async (row) => {
      const payload = (row.payload ?? {}) as { html?: string; attachments?: QueuedAttachment[] };
      return { ...row, html: payload.html ?? '', attachments: await drawAttachments(payload.attachments ?? [], sharedTicketPdfs(t.database.db, t.clock)) };
    }),
  );
}

/** Charges the sandbox made for a reservation. */
export const chargesFor = async (t: TestApp, code: string) => (await t.gateway.ledger()).filter((e) => e.kind === 'charge' && e.reservationCode === code);
export const refundsFor = async (t: TestApp, code: string) => (await t.gateway.ledger()).filter((e) => e.kind === 'refund' && e.reservationCode === code);
