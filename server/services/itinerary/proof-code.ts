import { createHash, randomInt } from 'node:crypto';
import { inTransaction } from '../../db/database';
import { createDrizzleOutbox, type OutboxChannel } from '../../notify/outbox';
import { refuse, success, type Outcome } from '../../platform/failure';
import { sameDigest } from '../../platform/secret-tokens';
import { storedPhoneE164 } from '../../../domain/reservation/phone-shape';
import { issueLinkToken, type Credentials } from '../reservations';
import type { ResolvedDeps } from '../service-deps';
import { maskEmail, maskPhone } from '../reservations';
import { openReservation } from './find-itinerary';
import { countWrongTry, liveProofCode, storeProofCode, useProofCode } from './proof.queries';

// Proof of the contact by a one-time code (decision 063): whoever can read a reservation (its code with a surname
// or its read token) may have a 6-digit code sent to the booking's own e-mail or phone, through the outbox; typed
// back within PROOF_CODE_MINUTES, once, it gives a link token that may change the reservation for
// PROOF_LINK_MINUTES. Sends and wrong tries are limited per reservation (rate limit `proofCodes`), and a code dies
// after PROOF_CODE_TRIES wrong tries.

export const PROOF_CODE_MINUTES = 10;
export const PROOF_CODE_TRIES = 5;
export const PROOF_LINK_MINUTES = 60;
export type ProofChannel = 'email' | 'sms';

const codeHash = (reservationId: number, code: string) => createHash('sha256').update(`proof:${reservationId}:${code}`).digest('hex');

const messages = {
  es: (code: string, booking: string) => `Tu código para administrar la reservación ${booking} es ${code}. Vence en ${PROOF_CODE_MINUTES} minutos. Si no lo pediste, ignora este mensaje.`,
  en: (code: string, booking: string) => `Your code to manage reservation ${booking} is ${code}. It expires in ${PROOF_CODE_MINUTES} minutes. If you did not ask for it, ignore this message.`,
};
const subjects = { es: 'Tu código para administrar tu reservación', en: 'Your code to manage your reservation' };

type ReadCredentials = Pick<Credentials, 'lastName' | 'readToken' | 'linkToken'>;
export type Limited = { limited: number };

/** Sends a code to the booking's e-mail or phone; answers where it went, masked. */
export async function sendProofCode(deps: ResolvedDeps, code: string, credentials: ReadCredentials, channel: ProofChannel): Promise<Limited | Outcome<{ channel: ProofChannel; sent_to: string; expires_at: string }, 'itinerary'>> {
  const opened = await openReservation(deps, code, credentials);
  if (!opened.ok) return opened;
  const { row } = opened.value.loaded;
  const email = row.contactEmail?.trim() ?? '';
  // E.164; a reservation from before keeps a Mexican mobile's 10 digits, which are +52's.
  const phone = storedPhoneE164(row.contactCellPhone) ?? '';
  const recipient = channel === 'email' ? email : phone;
  if (!recipient) return refuse<'itinerary'>(409, channel === 'email' ? 'no_contact_email' : 'no_contact_phone', 'channel');
  // Counted per reservation after it opened: a stranger cannot use up the contact's codes, nor fill their inbox.
  const wait = await deps.rateLimits.proofCodes.take(`send:${row.id}`);
  if (wait > 0) return { limited: wait };
  const now = deps.clock.now();
  const secret = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + PROOF_CODE_MINUTES * 60_000);
  const lang = row.lang === 'en' ? 'en' : 'es';
  const outboxChannel: OutboxChannel = channel;
  await inTransaction(deps.db, async (tx) => {
    await storeProofCode(tx, { reservationId: row.id, codeHash: codeHash(row.id, secret), channel, expiresAt }, now);
    await createDrizzleOutbox(tx, deps.clock).enqueue(
      { channel: outboxChannel, recipient, template: 'reservation_proof_code', subject: channel === 'email' ? subjects[lang] : null, body: messages[lang](secret, row.code) },
      tx,
    );
  });
  return success({ channel, sent_to: channel === 'email' ? maskEmail(email) : maskPhone(phone), expires_at: expiresAt.toISOString() });
}

/** Checks a typed code: right, live and unused, it is used and answers a link token that may act for a while. */
export async function proveContact(deps: ResolvedDeps, code: string, credentials: ReadCredentials, typed: string): Promise<Limited | Outcome<{ link_token: string; link_expires_at: string }, 'itinerary'>> {
  const opened = await openReservation(deps, code, credentials);
  if (!opened.ok) return opened;
  const { loaded } = opened.value;
  const key = `try:${loaded.row.id}`;
  const wait = await deps.rateLimits.proofCodes.take(key);
  if (wait > 0) return { limited: wait };
  const now = deps.clock.now();
  const live = await liveProofCode(deps.db, loaded.row.id, now, PROOF_CODE_TRIES);
  const right = sameDigest(codeHash(loaded.row.id, typed.trim()), live?.codeHash ?? '0'.repeat(64));
  if (!live || !right) {
    if (live) await countWrongTry(deps.db, live.id);
    return refuse<'itinerary'>(400, 'proof_code_invalid', 'proof_code');
  }
  if (!(await useProofCode(deps.db, live.id, now))) return refuse<'itinerary'>(400, 'proof_code_invalid', 'proof_code');
  // A right code does not count against the reservation's tries.
  await deps.rateLimits.proofCodes.giveBack(key);
  const link = await issueLinkToken(deps.db, loaded, now, PROOF_LINK_MINUTES * 60_000);
  return success({ link_token: link.token, link_expires_at: link.expiresAt.toISOString() });
}
