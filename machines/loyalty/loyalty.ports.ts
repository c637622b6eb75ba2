import { fromPromise } from 'xstate';
import { failed, type Result } from '../../domain/result';
import type { LoyaltyTier } from '../../domain/loyalty/tiers';

// The I/O of the frequent-traveller chart as named actor slots. The web app provides the real calls over
// the loyalty client at the edge (src/features/loyalty/loyalty-actors.ts); tests provide stubs.

export interface TravellerProfile {
  identify_card: string;
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  tier: LoyaltyTier;
  points: number;
  luggage: { bags: number; kg_per_bag: number; sports_or_instrument: number; hand_bags: number };
  history?: Array<{ kind: string; points: number; reservation_code: string | null; description: string; date: string }>;
  tax_profiles?: TaxProfile[];
  passengers?: SavedPassenger[];
}

export interface TaxProfile {
  rfc: string;
  name: string;
  cp: string;
  regimen_fiscal: string;
  email: string;
}

export interface SavedPassenger {
  first_name: string;
  last_name: string;
}

/** What the profile form saves: the contact and both lists, whole. */
export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  passengers: SavedPassenger[];
  tax_profiles: TaxProfile[];
}

export interface SignedIn {
  session: string;
  expires_at: string;
  traveller: TravellerProfile;
}

export interface Credentials {
  identify_card: string;
  password: string;
}

export interface RegistrationForm {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  password: string;
}

export type SendType = 'email' | 'whatsapp' | 'sms';

export interface RecoveryRequest {
  identify_card: string;
  send_type: SendType;
}

export interface PasswordReset {
  identify_card: string;
  verification_code: string;
  password: string;
}

/** A signed-in member's password change: the current password and the new one. */
export interface PasswordChange {
  current_password: string;
  new_password: string;
}

export const loyaltyActorSlots = {
  sendRecoveryCode: fromPromise<Result<unknown>, RecoveryRequest>(async () => failed('not_provided')),
  resetPassword: fromPromise<Result<unknown>, PasswordReset>(async () => failed('not_provided')),
  signIn: fromPromise<Result<SignedIn>, Credentials>(async () => failed('not_provided')),
  register: fromPromise<Result<SignedIn>, RegistrationForm>(async () => failed('not_provided')),
  loadProfile: fromPromise<Result<TravellerProfile>, { session: string }>(async () => failed('not_provided')),
  signOut: fromPromise<Result<unknown>, { session: string }>(async () => failed('not_provided')),
  saveProfile: fromPromise<Result<TravellerProfile>, { session: string; update: ProfileUpdate }>(async () => failed('not_provided')),
  /** Answers a fresh session: the server ends every other one (decision 040). */
  changePassword: fromPromise<Result<SignedIn>, { session: string; change: PasswordChange }>(async () => failed('not_provided')),
};
