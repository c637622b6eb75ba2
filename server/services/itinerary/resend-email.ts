import { inTransaction } from '../../db/database';
import type { ResolvedDeps } from '../service-deps';
import { refuse, success, type Outcome } from '../../platform/failure';
import { queueTicketEmail } from '../reservations';
import { maskEmail } from '../reservations';
import { openReservation } from './find-itinerary';

// "Resend the e-mail" from my reservation (docs/rules/my-reservation.md#resending-the-e-mail): the confirmation e-mail again, through the
// outbox, with the same block the payment queues (reservations/tickets/ticket-mail.ts). Opened like the
// detail, by the link token or the read token: it goes only to the booking's own address, and carries the link that
// proves the contact (decision 063); limited per reservation (rate limit `ticketResends`, decision 018).


export type ResendAnswer = { limited: number } | Outcome<{ sent_to: string }, 'itinerary'>;

export async function resendConfirmationEmail(deps: ResolvedDeps, code: string, token: string): Promise<ResendAnswer> {
  const opened = await openReservation(deps, code, { linkToken: token, readToken: token });
  if (!opened.ok) return opened;
  const { loaded, tickets, marks } = opened.value;
  const email = loaded.row.contactEmail?.trim();
  if (!email) return refuse<'itinerary'>(409, 'no_contact_email');
  // Counted per reservation, after its token opened it: a stranger cannot use up the owner's resends.
  const wait = await deps.rateLimits.ticketResends.take(`reservation:${loaded.row.id}`);
  if (wait > 0) return { limited: wait };
  const now = deps.clock.now();
  const issuedAt = tickets.reduce((latest, t) => (t.issuedAt > latest ? t.issuedAt : latest), tickets[0]!.issuedAt);
  const cancelledCodes = new Set(tickets.filter((t) => marks.get(t.id)?.cancelled).map((t) => t.code));
  await inTransaction(deps.db, (tx) => queueTicketEmail(tx, deps.clock, loaded, tickets, issuedAt, deps.config, { cancelledCodes, now }));
  return success({ sent_to: maskEmail(email) });
}
