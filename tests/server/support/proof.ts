import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../../server/db/schema/outbox.schema';
import { call, type TestApp } from './engines';
import { stored } from './payments';

// Proof of a reservation's contact, given the way a traveller gives it (decision 063): the link of the
// confirmation e-mail, or a one-time code read from the e-mail or SMS the outbox holds.

const STRANGER = { flowToken: null } as const;

/** The link token of the latest confirmation e-mail's "my reservation" link. */
export async function emailLinkToken(t: TestApp, code: string): Promise<string> {
  const emails = (await stored(t, code)).emails;
  for (const email of [...emails].reverse()) {
    const link = /mi-reservacion\?code=\w+&token=([\w-]+)/.exec(email.body) ?? /itinerary\/mi-reservacion\?code=\w+&token=([\w-]+)/.exec(email.body);
    if (link) return link[1]!;
  }
  throw new Error(`no confirmation e-mail link for ${code}`);
}

/** The 6 digits of the latest proof code sent to `recipient` (an e-mail address or a +phone). */
export async function lastProofCode(t: TestApp, recipient: string): Promise<string> {
  const [message] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(1);
  const digits = /\b(\d{6})\b/.exec(message?.template === 'reservation_proof_code' ? message.body : '');
  if (!digits) throw new Error(`no proof code sent to ${recipient}`);
  return digits[1]!;
}

/** Asks a code by e-mail with the reservation's surname, types it back, and answers the link token it gives. */
export async function proofByCode(t: TestApp, code: string, reader: { token?: string; last_name?: string }, email: string): Promise<string> {
  const sent = await call(t.app, `/api/itinerary/reservation/${code}/proof_code`, { ...STRANGER, method: 'POST', body: { ...reader, channel: 'email' } });
  if (sent.status !== 200) throw new Error(`proof_code answered ${sent.status}`);
  const proved = await call(t.app, `/api/itinerary/reservation/${code}/proof`, { ...STRANGER, method: 'POST', body: { ...reader, proof_code: await lastProofCode(t, email) } });
  if (proved.status !== 200) throw new Error(`proof answered ${proved.status}`);
  return (proved.body.content.data as { link_token: string }).link_token;
}
