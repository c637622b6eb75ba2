import { isEmail, isRfc } from '../../../domain/format-validators';
import { memberPhone, memberPhoneE164 } from '../../../domain/loyalty/member-phone';
import { success, type FailureItem, type Outcome } from '../../platform/failure';
import type { AppDeps } from '../service-deps';
import { profileOf, type ProfileView } from './profile-view';
import { contactTakenByOther, saveProfile } from './saved-data.queries';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  passengers: Array<{ first_name: string; last_name: string }>;
  tax_profiles: Array<{ rfc: string; name: string; cp: string; regimen_fiscal: string; email: string }>;
}

/** Every refusal at once, named by field (`tax_profiles.0.rfc`), so the form can mark them. */
function refusals(input: ProfileUpdate): Array<FailureItem<'loyalty'>> {
  const errors: Array<FailureItem<'loyalty'>> = [];
  if (!input.first_name.trim()) errors.push({ code: 'first_name_required', field: 'first_name' });
  if (!input.last_name.trim()) errors.push({ code: 'last_name_required', field: 'last_name' });
  if (!isEmail(input.email.trim())) errors.push({ code: 'email_invalid', field: 'email' });
  const phone = memberPhone(input.cell_phone);
  if (!phone.ok) errors.push({ code: phone.code, field: 'cell_phone' });
  input.passengers.forEach((p, i) => {
    if (!p.first_name.trim()) errors.push({ code: 'first_name_required', field: `passengers.${i}.first_name` });
    if (!p.last_name.trim()) errors.push({ code: 'last_name_required', field: `passengers.${i}.last_name` });
  });
  input.tax_profiles.forEach((p, i) => {
    if (!isRfc(p.rfc.trim().toUpperCase())) errors.push({ code: 'rfc_invalid', field: `tax_profiles.${i}.rfc` });
    if (!p.name.trim()) errors.push({ code: 'tax_name_required', field: `tax_profiles.${i}.name` });
    if (!/^\d{5}$/.test(p.cp.trim())) errors.push({ code: 'cp_invalid', field: `tax_profiles.${i}.cp` });
    if (!p.regimen_fiscal.trim()) errors.push({ code: 'regimen_required', field: `tax_profiles.${i}.regimen_fiscal` });
    if (!isEmail(p.email.trim())) errors.push({ code: 'email_invalid', field: `tax_profiles.${i}.email` });
  });
  return errors;
}

/** Saves the signed-in member's contact, saved passengers and tax data (each list replaced as a whole). */
export async function updateProfile(deps: AppDeps, memberId: number, input: ProfileUpdate): Promise<Outcome<ProfileView, 'loyalty'>> {
  const errors = refusals(input);
  if (errors.length > 0) return { ok: false, status: 400, errors };
  const email = input.email.trim().toLowerCase();
  // Checked by refusals: stored in E.164.
  const phone = memberPhoneE164(input.cell_phone)!;
  if (await contactTakenByOther(deps.db, memberId, email, phone)) return { ok: false, status: 409, errors: [{ code: 'account_exists' }] };
  await saveProfile(deps.db, memberId, {
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    email,
    phone,
    passengers: input.passengers.map((p) => ({ firstName: p.first_name.trim(), lastName: p.last_name.trim() })),
    taxProfiles: input.tax_profiles.map((p) => ({ rfc: p.rfc.trim().toUpperCase(), name: p.name.trim(), cp: p.cp.trim(), regimenFiscal: p.regimen_fiscal.trim(), email: p.email.trim().toLowerCase() })),
  });
  const profile = await profileOf(deps.db, memberId);
  if (!profile) return { ok: false, status: 403, errors: [{ code: 'traveller_not_found' }] };
  return success(profile);
}
