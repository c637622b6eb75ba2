import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, parseLocale, readStoredLocale, requestedLocale, storeLocale } from './locale';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('locale', () => {
  it('forces any value other than en to es', () => {
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('es')).toBe('es');
    expect(parseLocale('fr')).toBe('es');
    expect(parseLocale(['en'])).toBe('es');
  });

  it('prefers ?lang, then the stored language, then Spanish', () => {
    expect(requestedLocale('en', 'es')).toBe('en');
    expect(requestedLocale('fr', 'en')).toBe('es');
    expect(requestedLocale(undefined, 'en')).toBe('en');
    expect(requestedLocale(undefined, undefined)).toBe('es');
  });

  it('stores and reads the language, tolerating broken storage', () => {
    const storage = memoryStorage();
    storeLocale('en', storage);
    expect(storage.map.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(readStoredLocale(storage)).toBe('en');
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readStoredLocale(broken)).toBeUndefined();
    expect(() => storeLocale('es', broken)).not.toThrow();
  });
});
