// How the page names the contact it cannot show (decision 063): enough for the traveller to recognise their own
// address or phone, too little for anyone else to write to it.

/** `maria@example.com` → `ma***@example.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}

/** `+523221234567` → `•••• 4567`: the last four digits only. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/** The contact as a reader sees it: masked, or null where the booking has none. */
export function maskedContact(row: { contactEmail: string | null; contactCellPhone: string | null }) {
  const email = row.contactEmail?.trim();
  const phone = row.contactCellPhone?.replace(/\D/g, '') ?? '';
  return { email: email ? maskEmail(email) : null, phone: phone.length >= 4 ? maskPhone(phone) : null };
}
