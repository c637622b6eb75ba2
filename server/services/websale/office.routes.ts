import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { canPayPend } from '../../../domain/tickets/pend-rules';
import { generatePin, nextTicketType } from '../../../domain/tickets/ticket-codes';
import type { ResolvedDeps } from '../../app-deps';
import { payments, reservations, seatHolds, tickets } from '../../db/schema/reservations.schema';
import { renderTicketPdf } from '../../documents/ticket-pdf';
import { fail, ok, requestLang, type Lang } from '../../http/envelope';
import { readJsonBody } from '../../http/request-input';
import { parseInput } from '../../http/validate';
import { createDrizzleOutbox } from '../../notify/outbox';
import { ticketConfirmationEmail } from '../../notify/ticket-email';
import { datedLegs } from './payment-seats';
import { loadReservation, type LoadedReservation } from './reservation.queries';
import { confirmationView, ticketDocuments, ticketsOf } from './ticket-views';

const codeBody = v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(20)) });
const ticketBody = v.object({ ticket: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(30)) });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** x-api-key must equal OFFICE_API_KEY; with no key configured the office operations are off (403). */
export function requireOfficeKey(expected: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!expected) return fail(c, 403, 'websale', 'office_disabled');
    // Compared as digests so the check takes the same time whatever the length of the guess.
    if (!timingSafeEqual(digest(c.req.header('x-api-key') ?? ''), digest(expected))) return fail(c, 401, 'websale', 'office_key_invalid');
    await next();
  };
}

/** A PEND turned paid: its seats sold, its tickets E-tickets with PINs, and the new PDF e-mailed. */
async function payPend(deps: ResolvedDeps, loaded: LoadedReservation, lang: Lang): Promise<'paid' | 'expired' | 'nothing'> {
  const { db, clock } = deps;
  const now = clock.now();
  if (datedLegs(loaded).some((leg) => !canPayPend(leg.boardsAt, now))) return 'expired';
  return db.transaction(async (tx) => {
    await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, loaded.row.id)).for('update');
    const pend = (await ticketsOf(tx, loaded.row.id)).filter((t) => t.type === 'PEND');
    if (pend.length === 0) return 'nothing';
    // Live PEND holds become sales. Counting them guards the seats: an expired hold is not revived here.
    const sold = await tx
      .update(seatHolds)
      .set({ expiresAt: null })
      .where(and(eq(seatHolds.reservationId, loaded.row.id), isNotNull(seatHolds.expiresAt), gt(seatHolds.expiresAt, now)))
      .returning({ id: seatHolds.id });
    if (sold.length < pend.filter((t) => t.seatNumber !== null).length) throw new PendLapsed();
    for (const ticket of pend) {
      await tx.update(tickets).set({ type: nextTicketType('PEND', 'pay') ?? 'E-ticket', pin: generatePin((bound) => randomInt(bound)), issuedAt: now }).where(eq(tickets.id, ticket.id));
    }
    await tx.update(payments).set({ status: 'approved', confirmedAt: now }).where(and(eq(payments.reservationId, loaded.row.id), eq(payments.status, 'order_generated')));
    await tx.update(reservations).set({ paymentStatus: 'approved', updatedAt: now }).where(eq(reservations.id, loaded.row.id));
    const email = loaded.row.contactEmail?.trim();
    if (email) {
      const docs = ticketDocuments(loaded, await ticketsOf(tx, loaded.row.id), now);
      const pdf = await renderTicketPdf(docs.reservation, docs.tickets, lang);
      await createDrizzleOutbox(tx, clock).enqueue(ticketConfirmationEmail({ recipient: email, reservation: docs.reservation, tickets: docs.tickets, lang, pdf }), tx);
    }
    return 'paid';
  });
}

class PendLapsed extends Error {}

/** Ticket-office operations of SPEC §4: a PEND paid at the office, an E-ticket exchanged for OK. */
export function createOfficeRoutes(deps: ResolvedDeps): Hono {
  const { db, config } = deps;
  const app = new Hono();
  app.use('/office/*', requireOfficeKey(config.officeApiKey));

  app.post('/office/pend/pay', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', codeBody, body.value);
    if (!input.ok) return input.response;
    const loaded = await loadReservation(db, input.value.code.trim().toUpperCase());
    if (!loaded) return fail(c, 404, 'websale', 'reservation_not_found', 'code');
    const lang = requestLang(c);
    let outcome: Awaited<ReturnType<typeof payPend>>;
    try {
      outcome = await payPend(deps, loaded, lang);
    } catch (error) {
      if (!(error instanceof PendLapsed)) throw error;
      outcome = 'expired';
    }
    if (outcome === 'expired') return fail(c, 409, 'websale', 'pend_expired', 'code');
    const rows = await ticketsOf(db, loaded.row.id);
    if (rows.length === 0) return fail(c, 409, 'websale', 'payment_not_approved', 'code');
    const fresh = (await loadReservation(db, loaded.row.code)) ?? loaded;
    return ok(c, confirmationView(fresh, rows, config, lang));
  });

  app.post('/office/tickets/exchange', async (c) => {
    const body = await readJsonBody(c, 'websale');
    if (!body.ok) return body.response;
    const input = parseInput(c, 'websale', ticketBody, body.value);
    if (!input.ok) return input.response;
    const [ticket] = await db.select().from(tickets).where(eq(tickets.code, input.value.ticket.toUpperCase()));
    if (!ticket) return fail(c, 404, 'websale', 'ticket_not_found', 'ticket');
    if (ticket.type !== 'OK') {
      const next = nextTicketType(ticket.type, 'exchange_at_office');
      if (!next) return fail(c, 409, 'websale', 'ticket_not_exchangeable', 'ticket');
      // Conditional on the current type, so two desks exchanging at once both see an OK ticket.
      await db.update(tickets).set({ type: next }).where(and(eq(tickets.id, ticket.id), eq(tickets.type, ticket.type)));
    }
    const [owner] = await db.select({ code: reservations.code }).from(reservations).where(eq(reservations.id, ticket.reservationId));
    const loaded = owner ? await loadReservation(db, owner.code) : null;
    if (!loaded) return fail(c, 404, 'websale', 'reservation_not_found', 'ticket');
    return ok(c, confirmationView(loaded, await ticketsOf(db, loaded.row.id), config, requestLang(c)));
  });

  return app;
}
