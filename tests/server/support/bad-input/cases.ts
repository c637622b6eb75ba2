import fc from 'fast-check';
import { encodeBase64Json } from '../../../../domain/base64';
import { operations, type ContractOperation } from '../../../../server/contract/operations.gen';
import { operationRequest, type ContractParameter } from '../contract';
import { MISSING, objectBranch, textMutations, typesOf, valueMutations, type JsonSchema, type Mutation } from './schema-mutations';
import { baselineFor, sampleValid, type Baseline } from './baselines';
import type { Seed, SeededReservation } from './seed';
import type { WireRequest } from './send';

export interface BadCase {
  op: ContractOperation;
  label: string;
  /** A correct server must refuse it (4xx, or 501 for an operation not built yet). */
  refuse: boolean;
  request: WireRequest;
}

type Query = Record<string, string | { raw: string }>;
type Path = Array<string | number>;

import { OFFICE_KEY } from './office-key';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const keyOf = (body: unknown) => (isRecord(body) ? body.idempotency_key : undefined);

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<string | number, unknown>;
  const next = rest.length === 0 ? value : setAt(copy[head as string], rest, value);
  if (next === MISSING) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** Every position in a body worth mutating: objects' properties and arrays' first items, with their schema. */
function leaves(schema: JsonSchema | null, value: unknown, path: Path = []): Array<{ path: Path; schema: JsonSchema; required: boolean }> {
  if (!schema) return [];
  const out: Array<{ path: Path; schema: JsonSchema; required: boolean }> = [];
  const obj = objectBranch(schema);
  if (obj && value && typeof value === 'object' && !Array.isArray(value)) {
    const required = (obj.required as string[] | undefined) ?? [];
    for (const [key, sub] of Object.entries((obj.properties as Record<string, JsonSchema>) ?? {})) {
      const child = (value as Record<string, unknown>)[key];
      out.push({ path: [...path, key], schema: sub, required: required.includes(key) }, ...leaves(sub, child, [...path, key]));
    }
  }
  if (typesOf(schema).includes('array') && Array.isArray(value) && value.length > 0) {
    const items = schema.items as JsonSchema;
    out.push({ path: [...path, 0], schema: items, required: true }, ...leaves(items, value[0], [...path, 0]));
  }
  return out;
}

function encodeQuery(query: Query): string {
  const parts = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${typeof v === 'string' ? encodeURIComponent(v) : v.raw}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

const hasBadText = (value: unknown): boolean => {
  if (typeof value === 'string') return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
  if (Array.isArray(value)) return value.some(hasBadText);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => hasBadText(k) || hasBadText(v));
  return false;
};
const canEncode = (value: string) => !hasBadText(value.replaceAll('\u0000', ''));

/** The cases of one operation: mutations of its baseline request, the edge cases every body or query gets, and `random` fast-check ones. */
export function casesFor(op: ContractOperation, seed: Seed, random: number, rngSeed: number): BadCase[] {
  const contract = operationRequest(op.service, op.operationId);
  const base = baselineFor(op, seed) ?? generatedBaseline(contract.parameters, contract.body);
  const params = (kind: ContractParameter['in']) => contract.parameters.filter((p) => p.in === kind);
  const cases: BadCase[] = [];
  const build = (label: string, refuse: boolean, b: Baseline, extra: Partial<WireRequest> = {}): BadCase => {
    let path = op.path;
    for (const [name, value] of Object.entries(b.params ?? {})) path = path.replace(`{${name}}`, typeof value === 'string' ? encodeURIComponent(value) : value.raw);
    const hasBody = b.body !== undefined && b.body !== MISSING;
    // A payment key is used once: each case gets its own, so no case is answered by another's replay.
    if (hasBody && isRecord(b.body) && typeof b.body.idempotency_key === 'string' && b.body.idempotency_key === keyOf(base.body)) {
      b = { ...b, body: { ...b.body, idempotency_key: `${b.body.idempotency_key}-${cases.length}` } };
    }
    const request: WireRequest = {
      method: op.method,
      path: `/api/${op.service}${path}${encodeQuery(b.query ?? {})}`,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...b.headers },
      body: hasBody ? JSON.stringify(b.body) : undefined,
      reservation: b.reservation,
      ...extra,
    };
    return { op, label, refuse, request };
  };
  const push = (label: string, refuse: boolean, b: Baseline, extra: Partial<WireRequest> = {}) => cases.push(build(label, refuse, b, extra));

  push('baseline', false, base);
  // Query, path and header parameters.
  for (const kind of ['query', 'path'] as const) {
    for (const p of params(kind)) {
      const bag = kind === 'query' ? 'query' : 'params';
      const current = (base[bag] ?? {})[p.name];
      for (const m of textMutations(p.schema, typeof current === 'string' ? current : undefined, kind === 'path' || Boolean(p.required))) {
        const next: Record<string, string | { raw: string }> = { ...(base[bag] ?? {}) };
        if (m.value === MISSING) delete next[p.name];
        else next[p.name] = m.value as string | { raw: string };
        if (kind === 'path' && m.value === MISSING) next[p.name] = { raw: '' };
        push(`${kind} ${p.name}: ${m.label}`, m.refuse, { ...base, [bag]: next });
      }
    }
  }
  if (op.path.includes('{')) {
    for (const raw of ['..', '..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', `${'A'.repeat(5000)}`, '%00', '%C0%AE%C0%AE'])
      push(`path raw ${raw.slice(0, 20)}`, true, { ...base, params: Object.fromEntries(Object.keys(base.params ?? {}).map((k) => [k, { raw }])) });
    cases.push({ ...build('path ../ segments', true, base), request: { ...build('', true, base).request, path: `/api/${op.service}/../../../${op.service}${op.path.replace(/\{[^}]+\}/g, '..')}` } });
  }
  for (const p of params('header')) {
    for (const value of ['xx', '', 'EN', 'ñ', 'x'.repeat(8000)]) push(`header ${p.name}: ${value.slice(0, 10)}`, p.name !== 'lang' && p.required === true && value === '', { ...base, headers: { ...base.headers, [p.name]: value } });
  }
  // An operation that reads no query ignores a `data` parameter, however malformed.
  if (op.method === 'get' && params('query').length > 0) queryEdgeCases(base, params('query').some((p) => p.required), push);
  if (contract.body) bodyEdgeCases(contract.body, base, push);
  if (contract.security.includes('officeKey')) {
    const { 'x-api-key': _key, ...others } = base.headers ?? {};
    push('office key missing', true, { ...base, headers: others });
    push('office key wrong', true, { ...base, headers: { ...others, 'x-api-key': `${OFFICE_KEY}x` } });
  }
  // Cases that must be refused go first, while the seeded reservation is still in the state the
  // operation needs; the random ones next; the ones that may succeed (and change it) last.
  const [mustRefuse, mayPass] = [cases.filter((c) => c.refuse), cases.filter((c) => !c.refuse)];
  return [...mustRefuse, ...randomCases(op, base, contract.body, params('query'), random, rngSeed, build), ...mayPass];
}

function queryEdgeCases(base: Baseline, required: boolean, push: (label: string, refuse: boolean, b: Baseline) => void) {
  const plain = Object.fromEntries(Object.entries(base.query ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const firstKey = Object.keys(plain)[0] ?? 'code';
  const wrap = (value: unknown) => ({ ...base, query: { data: encodeBase64Json(value) } });
  push('query data: wrapped', false, wrap(plain));
  push('query data: not base64', true, { ...base, query: { data: '%%%***' } });
  push('query data: empty', true, { ...base, query: { data: '' } });
  push('query data: array', true, wrap([plain]));
  push('query data: NUL inside', true, wrap({ ...plain, [firstKey]: `${plain[firstKey] ?? ''}\u0000` }));
  push('query data: lone surrogate inside', true, wrap({ ...plain, [firstKey]: `${plain[firstKey] ?? ''}\uD800` }));
  push('query data: NUL in a key', true, wrap({ ...plain, 'zz\u0000': 1 }));
  push('query data: nested values', required, wrap({ ...plain, [firstKey]: { deep: [1, 2, { x: null }] } }));
  push('query data: int beyond int32', required, wrap({ ...plain, [firstKey]: 2 ** 53 }));
  push('query data: huge', true, { ...base, query: { data: 'QUFB'.repeat(20_000) } });
  push('query: extra parameter', false, { ...base, query: { ...base.query, zz_extra: 'x' } });
  push('query: repeated parameter', false, { ...base, query: { ...base.query, [`${firstKey}`]: { raw: `${encodeURIComponent(plain[firstKey] ?? '')}&${firstKey}=ZZZZZZ` } } });
}

function bodyEdgeCases(schema: JsonSchema, base: Baseline, push: (label: string, refuse: boolean, b: Baseline, extra?: Partial<WireRequest>) => void) {
  const body = JSON.stringify(base.body);
  const required = ((objectBranch(schema)?.required as string[] | undefined) ?? []).length > 0;
  const json = { ...base.headers, 'content-type': 'application/json' };
  const raw = (label: string, refuse: boolean, text: string, contentType = 'application/json') => push(label, refuse, base, { headers: { ...json, 'content-type': contentType }, body: text });
  raw('content-type text/plain', false, body, 'text/plain');
  raw('content-type form', true, 'code=ABCDEF&x=1', 'application/x-www-form-urlencoded');
  raw('content-type multipart', true, '--b\r\nContent-Disposition: form-data; name="code"\r\n\r\nABCDEF\r\n--b--', 'multipart/form-data; boundary=b');
  raw('content-type json charset', false, body, 'application/json; charset=utf-8');
  push('no content-type', false, base, { headers: Object.fromEntries(Object.entries(json).filter(([k]) => k !== 'content-type')), body });
  for (const [label, text] of [['truncated', '{"code":'], ['null', 'null'], ['array', '[]'], ['string', '"text"'], ['number', '1e999'], ['BOM', `\uFEFF${body}`], ['deep nesting', `${'['.repeat(20_000)}${']'.repeat(20_000)}`], ['NUL outside strings', `{"code"\u0000:1}`]] as const) raw(`body ${label}`, label !== 'BOM', text);
  raw('body empty', required, '');
  raw('body NUL escape in a key', true, body.replace('{', '{"zz\\u0000":1,'));
  const wrapped = (value: string) => JSON.stringify({ data: value });
  raw('body data: wrapped', false, wrapped(encodeBase64Json(base.body)));
  raw('body data: not base64', true, wrapped('%%%***'));
  raw('body data: empty', true, wrapped(''));
  raw('body data: not JSON', true, wrapped(btoa('not json')));
  raw('body data: not UTF-8', true, wrapped(btoa('\xff\xfe{')));
  raw('body data: huge', true, wrapped('QUFB'.repeat(20_000)));
  raw('body data: number', required, JSON.stringify({ data: 5 }));
  const leaf = leaves(schema, base.body).find((l) => typeof getAt(base.body, l.path) === 'string');
  if (leaf) {
    raw('body data: NUL inside', true, wrapped(encodeBase64Json(setAt(base.body, leaf.path, `${String(getAt(base.body, leaf.path))}\u0000`))));
    raw('body data: lone surrogate inside', true, wrapped(encodeBase64Json(setAt(base.body, leaf.path, `${String(getAt(base.body, leaf.path))}\uDFFF`))));
  }
  for (const l of leaves(schema, base.body)) {
    for (const m of valueMutations(l.schema, getAt(base.body, l.path), l.required)) push(`body ${l.path.join('.')}: ${m.label}`, m.refuse, { ...base, body: setAt(base.body, l.path, m.value) });
  }
}

function getAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

const randomText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', '\uD800', '\uDFFF', '..%2F', '../..', '%00', "'; drop table reservations; --", '9'.repeat(30), '-0', 'NaN', 'Infinity'),
);
const randomValue = fc.oneof(randomText, fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map((n) => Number(n)));

function randomCases(
  op: ContractOperation,
  base: Baseline,
  body: JsonSchema | null,
  query: ContractParameter[],
  count: number,
  rngSeed: number,
  build: (label: string, refuse: boolean, b: Baseline) => BadCase,
): BadCase[] {
  const bodyLeaves = leaves(body, base.body);
  const targets = bodyLeaves.length + query.length;
  if (count === 0 || targets === 0) return [];
  const arb = fc.tuple(fc.array(fc.tuple(fc.nat(targets - 1), randomValue), { minLength: 1, maxLength: 3 }), fc.boolean());
  const seedOf = rngSeed ^ [...op.operationId].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, 7);
  return fc.sample(arb, { seed: seedOf, numRuns: count }).map(([changes, wrapQuery]) => {
    let b: Baseline = { ...base, query: { ...base.query } };
    let wrapNeeded = false;
    for (const [index, value] of changes) {
      if (index < bodyLeaves.length) b = { ...b, body: setAt(b.body, bodyLeaves[index]!.path, value) };
      else {
        const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
        wrapNeeded ||= !canEncode(text);
        b.query![query[index - bodyLeaves.length]!.name] = text;
      }
    }
    // Judged on what is finally sent: a later change may overwrite an earlier one.
    const bad = hasBadText(b.body) || hasBadText(b.query);
    if (wrapQuery || wrapNeeded) b = { ...b, query: { data: encodeBase64Json(b.query) } };
    return build(`random${wrapQuery || wrapNeeded ? ' (wrapped)' : ''}`, bad, b);
  });
}

function generatedBaseline(parameters: ContractParameter[], body: JsonSchema | null): Baseline {
  const textOf = (p: ContractParameter) => String(sampleValid(p.schema ?? { type: 'string' }));
  return {
    params: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, textOf(p)])),
    query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, textOf(p)])),
    headers: Object.fromEntries(parameters.filter((p) => p.in === 'header' && p.required).map((p) => [p.name, textOf(p)])),
    body: body ? sampleValid(body) : undefined,
  };
}

/** Every case of every contract operation, in contract order. */
export function allCases(seed: Seed, random: number, rngSeed: number, only?: (op: ContractOperation) => boolean): BadCase[] {
  return operations.filter((op) => !only || only(op)).flatMap((op) => casesFor(op, seed, random, rngSeed));
}

export type { Mutation, SeededReservation };
