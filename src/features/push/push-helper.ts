import type { PushAdapter } from './push-adapter';

export interface PushRegistration {
  enabled: boolean;
  userId: string | null;
}

/** Notifications are offered on the real site only: a local address would register a test device. */
export function pushOfferedOn(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return !(host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' || host === '::1');
}

/**
 * Checks whether notifications are enabled, gets the user id and sends the tags, in that order; nothing
 * is sent while notifications are off.
 */
export async function registerForPush(adapter: PushAdapter, tags: Record<string, string>): Promise<PushRegistration> {
  if (!adapter.supported || !(await adapter.isEnabled())) return { enabled: false, userId: null };
  const userId = await adapter.userId();
  for (const [key, value] of Object.entries(tags)) await adapter.sendTag(key, value);
  return { enabled: true, userId };
}
