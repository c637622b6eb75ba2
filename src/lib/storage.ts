import * as v from 'valibot';
import { decodeBase64Json, encodeBase64Json } from '../../domain/base64';
import { getCookie, setCookie, type CookieOptions } from './cookies';

// Browser storage with the lifetimes of docs/rules/site.md#storage: cookies expire in days, local-storage
// entries may expire in minutes, session-storage state is stored encoded with a schema version.
// Storage can throw (quota, privacy modes, disabled cookies), so every helper fails soft.

type Schema<T> = v.GenericSchema<unknown, T>;

function validated<T>(value: unknown, schema: Schema<T> | undefined): { ok: true; value: T } | { ok: false } {
  if (!schema) return { ok: true, value: value as T };
  const result = v.safeParse(schema, value);
  return result.success ? { ok: true, value: result.output } : { ok: false };
}

// ---- Cookies ---------------------------------------------------------------------------------

export function setJsonCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  setCookie(name, JSON.stringify(value), options);
}

/** The parsed cookie, or undefined when absent, not JSON or not matching `schema`. */
export function getJsonCookie<T = unknown>(name: string, schema?: Schema<T>): T | undefined {
  const raw = getCookie(name);
  if (raw === undefined) return undefined;
  try {
    const checked = validated(JSON.parse(raw), schema);
    return checked.ok ? checked.value : undefined;
  } catch {
    return undefined;
  }
}

// ---- Local storage with optional expiry ---------------------------------------------------------

export interface LocalEntriesOptions {
  storage?: () => Storage | undefined;
  now?: () => number;
}

export interface LocalEntries {
  /** Stores `value` as JSON; with `minutes` it reads as absent once that time has passed. */
  set(key: string, value: unknown, minutes?: number): boolean;
  get<T = unknown>(key: string, schema?: Schema<T>): T | undefined;
  remove(key: string): void;
}

const localRecordSchema = v.object({ value: v.unknown(), expiresAt: v.optional(v.number()) });

function parseJson<T>(raw: string, schema: Schema<T>): T | undefined {
  try {
    const result = v.safeParse(schema, JSON.parse(raw));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

export function createLocalEntries(options: LocalEntriesOptions = {}): LocalEntries {
  const storage = options.storage ?? (() => globalThis.localStorage);
  // Looked up at each call so a replaced clock (fake timers, tests) is honoured.
  const now = options.now ?? (() => Date.now());

  function remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  }

  return {
    set(key, value, minutes) {
      const record = minutes === undefined ? { value } : { value, expiresAt: now() + minutes * 60_000 };
      try {
        storage()?.setItem(key, JSON.stringify(record));
        return storage() !== undefined;
      } catch {
        return false;
      }
    },
    get<T>(key: string, schema?: Schema<T>): T | undefined {
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null || raw === undefined) return undefined;
      const record = parseJson(raw, localRecordSchema);
      // Expired or unreadable entries are removed so they do not linger in the user's browser.
      if (!record || (record.expiresAt !== undefined && record.expiresAt <= now())) {
        remove(key);
        return undefined;
      }
      const checked = validated(record.value, schema);
      if (!checked.ok) remove(key);
      return checked.ok ? checked.value : undefined;
    },
    remove,
  };
}

export const localEntries: LocalEntries = createLocalEntries();

// ---- Session storage, encoded and versioned -------------------------------------------------------

export interface EncodedSessionOptions<T> {
  key: string;
  /** Bump when the stored shape changes: a value of another version is discarded, not migrated. */
  version: number;
  schema?: Schema<T>;
  storage?: () => Storage | undefined;
}

export interface EncodedSessionEntry<T> {
  read(): T | undefined;
  write(value: T): boolean;
  clear(): void;
}

const envelopeSchema = v.object({ version: v.number(), value: v.unknown() });

/** A session-storage slot holding base64 JSON `{ version, value }` (persisted flow state, docs/rules/site.md#storage). */
export function createEncodedSessionEntry<T>(options: EncodedSessionOptions<T>): EncodedSessionEntry<T> {
  const storage = options.storage ?? (() => globalThis.sessionStorage);

  function clear(): void {
    try {
      storage()?.removeItem(options.key);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  }

  return {
    read() {
      let raw: string | null | undefined;
      try {
        raw = storage()?.getItem(options.key);
      } catch {
        return undefined;
      }
      if (raw === null || raw === undefined) return undefined;
      let decoded: unknown;
      try {
        decoded = decodeBase64Json(raw);
      } catch {
        decoded = undefined;
      }
      const stored = v.safeParse(envelopeSchema, decoded);
      const checked = stored.success && stored.output.version === options.version ? validated(stored.output.value, options.schema) : { ok: false as const };
      if (!checked.ok) {
        clear();
        return undefined;
      }
      return checked.value;
    },
    write(value) {
      try {
        storage()?.setItem(options.key, encodeBase64Json({ version: options.version, value }));
        return storage() !== undefined;
      } catch {
        return false;
      }
    },
    clear,
  };
}
