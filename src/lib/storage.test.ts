// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { encodeBase64Json } from '../../domain/base64';
import { getCookie, removeCookie, setCookie } from './cookies';
import { createEncodedSessionEntry, createLocalEntries, getJsonCookie, localEntries, setJsonCookie } from './storage';

const day = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('cookies', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-06-01T12:00:00Z'), toFake: ['Date'] }));
  afterEach(() => {
    removeCookie('accept_cookie');
    removeCookie('tour_cart');
    vi.useRealTimers();
  });

  it('keeps a cookie for the given number of days', () => {
    setCookie('accept_cookie', 'true', { days: 2 });
    vi.setSystemTime(Date.now() + day);
    expect(getCookie('accept_cookie')).toBe('true');
    vi.setSystemTime(Date.now() + 1.5 * day);
    expect(getCookie('accept_cookie')).toBeUndefined();
  });

  it('removes a cookie', () => {
    setCookie('accept_cookie', 'true', { days: 30 });
    removeCookie('accept_cookie');
    expect(getCookie('accept_cookie')).toBeUndefined();
  });

  it('stores JSON values and ignores ones that do not match the schema', () => {
    setJsonCookie('tour_cart', { items: [{ id: 7, name: 'Islas Marietas' }] }, { days: 1 });
    expect(getJsonCookie('tour_cart')).toEqual({ items: [{ id: 7, name: 'Islas Marietas' }] });
    expect(getJsonCookie('tour_cart', v.object({ total: v.number() }))).toBeUndefined();
    setCookie('tour_cart', '{broken');
    expect(getJsonCookie('tour_cart')).toBeUndefined();
  });
});

describe('local entries', () => {
  let now = Date.parse('2025-06-01T12:00:00Z');
  const entries = createLocalEntries({ now: () => now });

  it('reads a value back without expiry', () => {
    entries.set('lang', 'en');
    now += 365 * day;
    expect(entries.get('lang')).toBe('en');
  });

  it('reads an entry as absent once its minutes have passed, and removes it', () => {
    entries.set('traveller_session', { session: 'abc' }, 15);
    now += 14 * 60_000;
    expect(entries.get('traveller_session')).toEqual({ session: 'abc' });
    now += 60_000;
    expect(entries.get('traveller_session')).toBeUndefined();
    expect(localStorage.getItem('traveller_session')).toBeNull();
  });

  it('discards entries that are not its own format or fail the schema', () => {
    localStorage.setItem('legacy', 'plain text');
    expect(entries.get('legacy')).toBeUndefined();
    expect(localStorage.getItem('legacy')).toBeNull();
    entries.set('itinerary', { code: 123 });
    expect(entries.get('itinerary', v.object({ code: v.string() }))).toBeUndefined();
  });

  it('removes entries', () => {
    entries.set('itinerary', { code: 'ABC' });
    entries.remove('itinerary');
    expect(entries.get('itinerary')).toBeUndefined();
  });

  it('fails soft when storage throws', () => {
    const broken = createLocalEntries({
      storage: () =>
        ({
          getItem: () => {
            throw new Error('denied');
          },
          setItem: () => {
            throw new Error('quota');
          },
          removeItem: () => {
            throw new Error('denied');
          },
        }) as unknown as Storage,
    });
    expect(broken.set('a', 1)).toBe(false);
    expect(broken.get('a')).toBeUndefined();
    expect(() => broken.remove('a')).not.toThrow();
  });

  it('the default instance uses the page local storage and the system clock', () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    localEntries.set('promo', 'HOTSALE', 1);
    expect(JSON.parse(localStorage.getItem('promo')!)).toEqual({ value: 'HOTSALE', expiresAt: 60_000 });
    vi.setSystemTime(60_000);
    expect(localEntries.get('promo')).toBeUndefined();
    vi.useRealTimers();
  });
});

describe('encoded session entry', () => {
  const reservationSchema = v.object({ code: v.string(), round: v.boolean() });

  it('stores base64 JSON with the version and reads it back', () => {
    const entry = createEncodedSessionEntry({ key: 'reservation', version: 2, schema: reservationSchema });
    expect(entry.write({ code: 'ÁB12', round: true })).toBe(true);
    const raw = sessionStorage.getItem('reservation')!;
    expect(raw).toBe(encodeBase64Json({ version: 2, value: { code: 'ÁB12', round: true } }));
    expect(raw).not.toContain('round');
    expect(entry.read()).toEqual({ code: 'ÁB12', round: true });
  });

  it('discards a value stored by another version', () => {
    createEncodedSessionEntry({ key: 'reservation', version: 1 }).write({ code: 'OLD', round: false });
    const current = createEncodedSessionEntry({ key: 'reservation', version: 2, schema: reservationSchema });
    expect(current.read()).toBeUndefined();
    expect(sessionStorage.getItem('reservation')).toBeNull();
  });

  it('discards corrupt or mismatching data', () => {
    const entry = createEncodedSessionEntry({ key: 'reservation', version: 2, schema: reservationSchema });
    sessionStorage.setItem('reservation', 'not-base64!');
    expect(entry.read()).toBeUndefined();
    sessionStorage.setItem('reservation', encodeBase64Json({ version: 2, value: { code: 5 } }));
    expect(entry.read()).toBeUndefined();
    expect(sessionStorage.getItem('reservation')).toBeNull();
  });

  it('clears its slot', () => {
    const entry = createEncodedSessionEntry({ key: 'traveller', version: 1 });
    entry.write({ session: 's' });
    entry.clear();
    expect(entry.read()).toBeUndefined();
  });
});
