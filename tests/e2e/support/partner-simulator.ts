import { SIMULATOR_KEY } from '../../playwright.shared';

// The test server's partner simulator (server/partners/octo-simulator), switched into a failure mode the way a
// developer does: PUT /octo/_simulator/mode with the partner's key, on the port the suite gave it
// (tests/playwright.shared.ts). The mode holds for every call until set back to normal.

export type PartnerMode = 'normal' | 'slow' | 'timeout' | 'error' | 'down' | 'refuse_confirmation' | 'confirm_twice';
export type PartnerOperation = 'products' | 'calendar' | 'availability' | 'reserve' | 'confirm' | 'cancel' | 'booking' | 'bookings';

export async function setPartnerMode(port: number, mode: PartnerMode, options: { operations?: PartnerOperation[]; delayMs?: number } = {}): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/octo/_simulator/mode`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${SIMULATOR_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode, ...options }),
  });
  if (!response.ok) throw new Error(`the partner simulator refused the mode ${mode}: ${response.status}`);
}
