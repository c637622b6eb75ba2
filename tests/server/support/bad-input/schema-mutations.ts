// Mutations of one value, chosen from its contract schema: each says whether a correct server must
// refuse the request it ends up in (`refuse`) or may accept it (odd but legal input).

export type JsonSchema = Record<string, unknown>;
export const MISSING = Symbol('missing');
export interface Mutation {
  label: string;
  value: unknown;
  refuse: boolean;
}

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);

export function typesOf(s: JsonSchema | undefined): string[] {
  if (!s) return [];
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === 'string') return [s.type];
  const union = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
  if (union) return union.flatMap(typesOf);
  if (s.allOf) return (s.allOf as JsonSchema[]).flatMap(typesOf);
  if (s.properties) return ['object'];
  return [];
}

/** The object branch of a schema (through oneOf/allOf), for walking properties. */
export function objectBranch(s: JsonSchema | undefined): JsonSchema | undefined {
  if (!s) return undefined;
  if (s.properties) return s;
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = s[key] as JsonSchema[] | undefined;
    if (!list) continue;
    if (key === 'allOf') {
      const merged = list.map(objectBranch).filter(Boolean) as JsonSchema[];
      if (merged.length) return { properties: Object.assign({}, ...merged.map((m) => m.properties)), required: merged.flatMap((m) => (m.required as string[]) ?? []) };
    }
    const found = list.map(objectBranch).find(Boolean);
    if (found) return found;
  }
  return undefined;
}

/** A string is free text (any content legal) unless an enum, const, pattern or format constrains it. */
const constrained = (s: JsonSchema) => Boolean(s.enum || s.const !== undefined || s.pattern || s.format);

/** JSON-body mutations of a value whose schema is `s`; `required` says whether the field may be absent. */
export function valueMutations(s: JsonSchema, current: unknown, required: boolean): Mutation[] {
  const t = typesOf(s);
  const nullable = t.includes('null');
  const text = typeof current === 'string' ? current : 'ABC';
  const out: Mutation[] = [
    { label: 'missing', value: MISSING, refuse: required && s.default === undefined },
    { label: 'null', value: null, refuse: !nullable },
  ];
  const wrong = (label: string, value: unknown, type: string) => out.push({ label, value, refuse: !t.includes(type) && !(type === 'integer' && t.includes('number')) });
  wrong('number', 12345, 'integer');
  wrong('boolean', true, 'boolean');
  // valibot reads an array as an object without properties, so one in place of an object that needs none is "empty".
  const objectWithoutRequired = t.includes('object') && !((objectBranch(s)?.required as string[] | undefined) ?? []).length;
  out.push({ label: 'array', value: [text], refuse: !t.includes('array') && !objectWithoutRequired });
  wrong('object', { value: text }, 'object');
  if (t.includes('string')) {
    const max = s.maxLength as number | undefined;
    const min = (s.minLength as number | undefined) ?? 0;
    out.push(
      { label: 'empty', value: '', refuse: min > 0 || constrained(s) },
      { label: 'NUL appended', value: `${text}\u0000`, refuse: true },
      { label: 'only NUL', value: '\u0000', refuse: true },
      { label: 'lone high surrogate', value: `${text}\uD800`, refuse: true },
      { label: 'lone low surrogate', value: `\uDC00${text}`, refuse: true },
      { label: 'huge', value: 'x'.repeat(60_000), refuse: true },
      { label: 'path traversal', value: '../../../../etc/passwd', refuse: constrained(s) },
      { label: 'sql quote', value: `${text}' OR '1'='1`, refuse: constrained(s) },
      { label: 'emoji', value: `${text}🚌`, refuse: constrained(s) },
    );
    if (max !== undefined) out.push({ label: 'maxLength+1', value: 'x'.repeat(max + 1), refuse: true });
  }
  if (t.includes('integer') || t.includes('number')) {
    const min = (s.minimum as number | undefined) ?? INT32_MIN;
    const max = Math.min((s.maximum as number | undefined) ?? INT32_MAX, INT32_MAX);
    const outside = (n: number) => n < min || n > max || (t.includes('integer') && !t.includes('number') && !Number.isInteger(n));
    for (const n of [2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 31) - 1, -1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 1000]) out.push({ label: `number ${n}`, value: n, refuse: outside(n) });
    out.push({ label: 'numeric string', value: String(min > 0 ? min : 1), refuse: !t.includes('string') });
  }
  if (t.includes('boolean')) out.push({ label: 'string "true"', value: 'true', refuse: !t.includes('string') }, { label: 'number 1', value: 1, refuse: true });
  if (t.includes('object') && current && typeof current === 'object' && !Array.isArray(current)) {
    out.push({ label: 'extra field', value: { ...current, zz_extra: 'extra\u0001value' }, refuse: false });
  }
  if (s.enum) out.push({ label: 'not in enum', value: 'zz_not_a_value', refuse: true });
  if (t.includes('array') && Array.isArray(current)) {
    const max = s.maxItems as number | undefined;
    const item = current[0] ?? 0;
    if (max !== undefined) out.push({ label: 'maxItems+1', value: Array.from({ length: max + 1 }, () => item), refuse: true });
    out.push({ label: 'huge array', value: Array.from({ length: 20_000 }, () => item), refuse: max !== undefined });
  }
  return out;
}

/** Query, path and header parameters travel as text: mutations as the text sent. */
export function textMutations(s: JsonSchema | undefined, current: string | undefined, required: boolean): Mutation[] {
  const schema = s ?? {};
  const t = typesOf(schema);
  const numeric = t.includes('integer') || t.includes('number');
  const free = t.includes('string') && !constrained(schema);
  const text = current ?? 'ABC';
  const out: Mutation[] = [
    { label: 'missing', value: MISSING, refuse: required && schema.default === undefined },
    { label: 'empty', value: '', refuse: required || !free || ((schema.minLength as number | undefined) ?? 0) > 0 },
    { label: 'NUL', value: `${text}\u0000`, refuse: true },
    { label: 'encoded surrogate bytes', value: { raw: `${encodeURIComponent(text)}%ED%A0%80` }, refuse: !free },
    { label: 'bad percent escape', value: { raw: `${encodeURIComponent(text)}%E0%A4%A` }, refuse: !free },
    { label: 'huge', value: 'x'.repeat(20_000), refuse: true },
    { label: 'path traversal', value: '../../../../etc/passwd', refuse: !free },
    { label: 'sql quote', value: `${text}' OR '1'='1`, refuse: !free },
  ];
  if (schema.maxLength !== undefined) out.push({ label: 'maxLength+1', value: 'x'.repeat((schema.maxLength as number) + 1), refuse: true });
  if (numeric || t.includes('boolean') || schema.enum) out.push({ label: 'word', value: 'abc', refuse: true });
  if (numeric) {
    for (const n of ['2147483648', '9007199254740993', '-1', '0', '1.5', '1e3', '0x10', '00000000000000000001']) {
      const value = Number(n);
      const min = (schema.minimum as number | undefined) ?? INT32_MIN;
      const max = Math.min((schema.maximum as number | undefined) ?? INT32_MAX, INT32_MAX);
      out.push({ label: `number ${n}`, value: n, refuse: !/^-?\d+$/.test(n) || value < min || value > max || n.length > 10 });
    }
  }
  return out;
}
