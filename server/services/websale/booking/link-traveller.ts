import { contactPhoneE164 } from '../../../../domain/reservation/contact-phone';
import type { AppDeps } from '../../service-deps';
import type { Lang } from '../../../http/envelope';
import { refuse, success } from '../../../platform/failure';
import { findMember } from '../../loyalty';
import { memberOfSession } from '../../loyalty';
import { loadReservation } from '../../reservations';
import { reservationForStep } from '../../reservations';
import { reservationPayload } from '../../reservations';
import { linkTravellerToReservation } from './booking.queries';

export interface LinkTravellerInput {
  code: string;
  flowToken: string | undefined;
  /** The loyalty `session` header. */
  session: string | undefined;
  /** The member chose to pay with points (the reservation's active_reward). */
  activeReward: boolean;
  lang: Lang;
}

/**
 * traveller (decision 034): the signed-in frequent traveller is linked to the booking flow's reservation
 * (exist_traveller; the money paid earns their points), the contact is filled from their profile where
 * the reservation has none yet (a contact the traveller already saved is kept), and active_reward records
 * whether they chose to pay with points. The points themselves are checked when the payment is made.
 */
export async function linkTraveller(deps: AppDeps, input: LinkTravellerInput) {
  const { db, clock, config } = deps;
  const now = clock.now();
  // Whose reservation it is comes first: a stranger learns nothing about the session either.
  const step = await reservationForStep(deps, input, true);
  if (!step.ok) return step;
  const memberId = await memberOfSession(db, input.session, now);
  const member = memberId === null ? null : await findMember(db, memberId);
  if (!member?.active) return refuse(401, 'traveller_session_invalid', 'session');
  // The first member linked keeps the booking: signing out and in as someone else never moves its points or tier.
  const owner = step.value.row.loyaltyMemberId;
  if (owner !== null && owner !== member.id) return refuse(409, 'traveller_not_of_booking', 'session');
  const contact = {
    contactFirstName: member.firstName,
    contactLastName: member.lastName,
    contactCellPhone: contactPhoneE164(member.phone) ?? member.phone,
    contactEmail: member.email.toLowerCase(),
  };
  await linkTravellerToReservation(db, step.value.row.id, { memberId: member.id, activeReward: input.activeReward, contact }, now);
  const updated = await loadReservation(db, step.value.row.code);
  if (!updated) return refuse(404, 'reservation_not_found', 'code');
  return success(reservationPayload(updated, config, input.lang, now));
}
