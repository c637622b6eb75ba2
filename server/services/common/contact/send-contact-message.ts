import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../db/database';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { normalizeReservationCode } from '../../../../domain/reservation/reservation-code';
import type { CaptchaVerifier } from './captcha';
import { contactAcknowledgementEmail, contactInboxEmail } from './contact-email';
import { storeContactMessage } from './contact.queries';

export interface ContactInput {
  name: string;
  email: string;
  phone?: string | null;
  topic: string;
  reservation_code?: string | null;
  message: string;
  privacy: boolean;
  captcha_token?: string | null;
}

export interface ContactDeps {
  db: Database;
  clock: Clock;
  inbox: string;
  captcha: CaptchaVerifier;
}

/**
 * contactSend: the privacy notice must be accepted and, when configured, the captcha passed; then the
 * message is stored with its two e-mails (to the inbox, and the acknowledgement) in one transaction.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactInput, lang: Lang, remoteIp?: string) {
  if (!input.privacy) return refuse<'common'>(400, 'privacy_not_accepted', 'privacy');
  if (deps.captcha.required) {
    const token = input.captcha_token?.trim();
    if (!token || !(await deps.captcha.verify(token, remoteIp))) return refuse<'common'>(400, 'captcha_failed', 'captcha_token');
  }
  const receivedAt = deps.clock.now();
  const message = {
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    topic: input.topic,
    reservationCode: normalizeReservationCode(input.reservation_code ?? '') || null,
    message: input.message,
    lang,
    receivedAt,
  };
  const saved = await storeContactMessage(deps.db, deps.clock, message, (id) => [
    contactInboxEmail(deps.inbox, id, message),
    contactAcknowledgementEmail(id, message, lang),
  ]);
  return success({ id: saved.id, received_at: receivedAt.toISOString() });
}
