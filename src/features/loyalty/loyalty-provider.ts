// The frequent-traveller feature's public face: the flow binding (routes, the header, the booking flow), and
// the signed-in traveller with the saved tax data (RFCs) invoicing may offer.
export { loyaltyFlow, type LoyaltyActor } from './loyalty-binding';
export { loyaltyPath, type LoyaltyPage } from './loyalty-pages';
export { loadSavedTaxProfiles, useSavedTaxProfiles, useSignedInTraveller } from './use-signed-in-traveller';
export type { TaxProfile, TravellerProfile } from '../../../machines/loyalty/loyalty.ports';
export { MemberLuggageNotice } from './member-luggage-notice';
export { currentLoyaltySession } from './loyalty-session';
export { refreshMemberBalance } from './member-profile-query';
export { BookingSignIn } from './booking-sign-in';
