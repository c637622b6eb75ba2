import type { Context } from 'hono';
import * as v from 'valibot';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import { fail } from './envelope';

type Result<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Parses request input with a valibot schema. On failure answers 400 `invalid_request` naming the first
 * offending field, so a client can point at it; the valibot message itself is not exposed (it is English
 * only and may echo input).
 */
export function parseInput<S extends v.GenericSchema>(
  c: Context,
  service: ServiceName,
  schema: S,
  input: unknown,
): Result<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = issue?.path?.map((p) => String(p.key)).join('.');
  return { ok: false, response: fail(c, 400, service, 'invalid_request', field || undefined) };
}

/** Query strings carry text; these accept only the canonical spellings. */
export const queryBoolean = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((s) => s === 'true' || s === '1'),
);

export const queryPositiveInt = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,8}$/),
  v.transform((s) => Number(s)),
);

/** Terminal ids are slugs (puerto-vallarta). */
export const terminalSlug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(60));
