import { describe, expect, it } from 'vitest';
import { operations } from '../../server/contract/operations.gen';
import { operationRequest } from './support/contract';
import { typesOf, type JsonSchema } from './support/bad-input/schema-mutations';

// Decision 015: input has sane maximums taken from the contracts. Every string, number and array any
// operation accepts (query, path, header, body) declares its bound, so the server's schemas have one to
// follow and the bad-input suite tests one past it. Bounded without maxLength: enums, consts and dates.
function unbounded(schema: JsonSchema | undefined, path: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) for (const part of (schema[key] as JsonSchema[] | undefined) ?? []) unbounded(part, path, out);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  for (const [name, sub] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) unbounded(sub, `${path}.${name}`, out);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) out.push(`${path}: array without maxItems`);
    unbounded(schema.items as JsonSchema, `${path}[]`, out);
  }
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  if (types.includes('string') && !fixed && schema.maxLength === undefined && !['date', 'date-time'].includes(String(schema.format))) out.push(`${path}: string without maxLength`);
  if ((types.includes('integer') || types.includes('number')) && !fixed && schema.maximum === undefined) out.push(`${path}: ${types.join('|')} without maximum`);
}

describe('contract bounds', () => {
  it('every input of every operation has a maximum', () => {
    const found: string[] = [];
    for (const op of operations) {
      const request = operationRequest(op.service, op.operationId);
      for (const p of request.parameters) unbounded(p.schema, `${op.service} ${op.operationId} ${p.in} ${p.name}`, found);
      unbounded(request.body ?? undefined, `${op.service} ${op.operationId} body`, found);
    }
    expect(found).toEqual([]);
  });

  it('integers never exceed what a PostgreSQL integer column holds', () => {
    const tooBig: string[] = [];
    const visit = (s: JsonSchema | undefined, path: string) => {
      if (!s || typeof s !== 'object') return;
      if (typesOf(s).includes('integer') && typeof s.maximum === 'number' && s.maximum > 2 ** 31 - 1) tooBig.push(path);
      for (const [k, v] of Object.entries(s)) if (v && typeof v === 'object') visit(v as JsonSchema, `${path}/${k}`);
    };
    for (const op of operations) visit(operationRequest(op.service, op.operationId) as unknown as JsonSchema, `${op.service} ${op.operationId}`);
    expect(tooBig).toEqual([]);
  });
});
