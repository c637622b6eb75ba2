import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import { fail } from './envelope';
import { readJsonBody, readQuery, safeText } from './request-input';

type Result<T> = { ok: true; value: T } | { ok: false; response: Response };
type Target = 'json' | 'query' | 'param';

/**
 * Parses request input with a valibot schema. On failure answers 400 `invalid_request` naming the first
 * offending field, so a client can point at it; the valibot message itself is not exposed (it is English
 * only and may echo input).
 */
function parseInput<S extends v.GenericSchema>(
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

async function rawInput(c: Context, target: Target, service: ServiceName): Promise<Result<unknown>> {
  if (target === 'json') return readJsonBody(c, service);
  if (target === 'query') return readQuery(c, service);
  return safeText(c, service, c.req.param());
}

/**
 * Hono validator middleware over a valibot schema; the handler reads the result with `c.req.valid(target)`.
 * Hono's own `validator('json')` is not used because it skips bodies sent without a JSON content type
 * and answers malformed JSON with its own 400, and a client may (docs/rules/services-and-api.md#wrapped-input) wrap body or query as one
 * base64-JSON `data` value; every failure here is the envelope's 400 `invalid_request`.
 */
export function validate<T extends Target, S extends v.GenericSchema>(
  target: T,
  schema: S,
  service: ServiceName = 'websale',
): MiddlewareHandler<object, string, { out: { [K in T]: v.InferOutput<S> } }> {
  return async (c, next) => {
    const raw = await rawInput(c, target, service);
    if (!raw.ok) return raw.response;
    const parsed = parseInput(c, service, schema, raw.value);
    if (!parsed.ok) return parsed.response;
    c.req.addValidatedData(target, parsed.value as object);
    await next();
  };
}

/** Query strings carry text; these accept only the canonical spellings. */
export const queryBoolean = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((s) => s === 'true' || s === '1'),
);

/** PostgreSQL `integer` columns (ids, seat numbers) hold at most 2^31 - 1; a larger value must not reach SQL. */
export const INT32_MAX = 2_147_483_647;

/** A row id as JSON sends it: a positive integer an `integer` column can hold. */
export const databaseId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT32_MAX));

export const queryPositiveInt = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,8}$/),
  v.transform((s) => Number(s)),
);

/** A row id in a query string: a positive integer an `integer` column can hold, in its canonical spelling. */
export const queryDatabaseId = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/),
  v.transform((s) => Number(s)),
  v.maxValue(INT32_MAX),
);

/** Terminal ids are slugs (puerto-vallarta). */
export const terminalSlug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(60));
