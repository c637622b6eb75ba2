import { describe, expect, it, vi } from 'vitest';
import { noPushProvider, type PushAdapter } from './push-adapter';
import { pushOfferedOn, registerForPush } from './push-helper';

const adapter = (enabled: boolean): PushAdapter & { sendTag: ReturnType<typeof vi.fn> } => ({
  supported: true,
  isEnabled: async () => enabled,
  enable: async () => enabled,
  userId: async () => (enabled ? 'user-1' : null),
  sendTag: vi.fn(async () => undefined),
});

describe('push notifications helper', () => {
  it('is offered off localhost only', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '[::1]']) expect(pushOfferedOn(host)).toBe(false);
    expect(pushOfferedOn('www.rutabahia.mx')).toBe(true);
  });

  it('checks that notifications are enabled, gets the user id and sends the tags', async () => {
    const on = adapter(true);
    expect(await registerForPush(on, { lang: 'en', traveller: 'tickets' })).toEqual({ enabled: true, userId: 'user-1' });
    expect(on.sendTag.mock.calls).toEqual([
      ['lang', 'en'],
      ['traveller', 'tickets'],
    ]);
  });

  it('sends nothing while notifications are off, and the default adapter has no provider', async () => {
    const off = adapter(false);
    expect(await registerForPush(off, { lang: 'es' })).toEqual({ enabled: false, userId: null });
    expect(off.sendTag).not.toHaveBeenCalled();
    expect(noPushProvider.supported).toBe(false);
    expect(await registerForPush(noPushProvider, { lang: 'es' })).toEqual({ enabled: false, userId: null });
  });
});
