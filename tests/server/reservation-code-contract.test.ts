import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  newReservationCode,
  RESERVATION_CODE_LENGTH,
  RESERVATION_CODE_MAX_LENGTH,
  reservationCodeSchema,
} from '../../domain/reservation/reservation-code';
import { LINK_TOKEN_MAX_LENGTH } from '../../domain/reservation/reservation-limits';
import { linkSearch } from '../../src/routes/-shared/link-search';
import { operations } from '../../server/contract/operations.gen';
import { operationRequest } from './support/contract';
import type { JsonSchema } from './support/bad-input/schema-mutations';

// The reservation-code rule is written once, in domain/reservation/reservation-code.ts: the routes' schemas
// and the lookup forms import it. The OpenAPI contracts cannot import it, so they repeat it; this test holds
// every reservation code an operation takes (a parameter or body property named `code` or
// `reservation_code`; promotional_code, challenge_code and booking_code are other codes) to the domain's
// bounds. The domain's code has no pattern on purpose (a malformed code is a wrong code, decision 019), so
// neither may the contract.

/** The bounds the domain's schema checks, read from its pipe rather than restated here. */
function domainBounds(): { minLength?: number; maxLength?: number } {
  const bounds: { minLength?: number; maxLength?: number } = {};
  const walk = (schema: { pipe?: readonly unknown[] }) => {
    for (const item of schema.pipe ?? []) {
      const action = item as { type: string; requirement?: unknown; pipe?: readonly unknown[] };
      if (action.type === 'min_length') bounds.minLength = action.requirement as number;
      if (action.type === 'max_length') bounds.maxLength = action.requirement as number;
      if (action.pipe) walk(action);
    }
  };
  walk(reservationCodeSchema as unknown as { pipe: readonly unknown[] });
  return bounds;
}

interface CodeInput {
  where: string;
  schema: JsonSchema;
}

function codeInputs(): CodeInput[] {
  const found: CodeInput[] = [];
  const visit = (schema: JsonSchema | undefined, where: string) => {
    if (!schema || typeof schema !== 'object') return;
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) for (const part of (schema[key] as JsonSchema[] | undefined) ?? []) visit(part, where);
    for (const [name, sub] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
      if (name === 'code' || name === 'reservation_code') found.push({ where: `${where}.${name}`, schema: sub });
      else visit(sub, `${where}.${name}`);
    }
    if (schema.items) visit(schema.items as JsonSchema, `${where}[]`);
  };
  for (const op of operations) {
    const request = operationRequest(op.service, op.operationId);
    for (const p of request.parameters) {
      if (p.name === 'code' || p.name === 'reservation_code') found.push({ where: `${op.service} ${op.operationId} ${p.in} ${p.name}`, schema: p.schema as JsonSchema });
    }
    visit(request.body ?? undefined, `${op.service} ${op.operationId} body`);
  }
  return found;
}

describe('the reservation code, written once', () => {
  it('the domain accepts every code it issues, up to its longest, and nothing longer', () => {
    const code = newReservationCode(() => 0);
    expect(code).toHaveLength(RESERVATION_CODE_LENGTH);
    expect(v.parse(reservationCodeSchema, ` ${code.toLowerCase()} `)).toBe(code);
    expect(v.safeParse(reservationCodeSchema, 'A'.repeat(RESERVATION_CODE_MAX_LENGTH)).success).toBe(true);
    expect(v.safeParse(reservationCodeSchema, 'A'.repeat(RESERVATION_CODE_MAX_LENGTH + 1)).success).toBe(false);
    expect(domainBounds()).toEqual({ minLength: 1, maxLength: RESERVATION_CODE_MAX_LENGTH });
  });

  it('every operation of the contracts takes the code with the domain\'s bounds and no pattern of its own', () => {
    const inputs = codeInputs();
    expect(inputs.length).toBeGreaterThan(20);
    expect(inputs.map((input) => input.where)).toEqual(expect.arrayContaining(['common contactSend body.reservation_code', 'itinerary itineraryData query code', 'invoicing-v2 generateInvoice path code']));
    const { minLength, maxLength } = domainBounds();
    const differ = inputs
      .filter(({ schema }) => schema.maxLength !== maxLength || (schema.minLength !== undefined && schema.minLength !== minLength) || schema.pattern !== undefined)
      .map(({ where, schema }) => `${where}: ${JSON.stringify(schema)}`);
    expect(differ).toEqual([]);
  });
});

describe('the link token and the addresses a link opens', () => {
  /** Every query parameter named `token` (the reservation's link token, decision 019). */
  function tokenParameters() {
    return operations.flatMap((op) =>
      operationRequest(op.service, op.operationId)
        .parameters.filter((p) => p.name === 'token' && p.in === 'query')
        .map((p) => ({ where: `${op.service} ${op.operationId}`, schema: p.schema as JsonSchema })),
    );
  }

  it('every operation takes the link token with the domain\'s longest', () => {
    const tokens = tokenParameters();
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.filter(({ schema }) => schema.maxLength !== LINK_TOKEN_MAX_LENGTH).map(({ where }) => where)).toEqual([]);
  });

  it('the routes keep a link\'s code and token the contracts accept, and drop what they refuse', () => {
    const code = 'A'.repeat(RESERVATION_CODE_MAX_LENGTH);
    const token = 't'.repeat(LINK_TOKEN_MAX_LENGTH);
    expect(linkSearch({ code, token, other: 'x' })).toEqual({ code, token });
    expect(linkSearch({ code: `${code}A`, token: `${token}t` })).toEqual({});
    expect(linkSearch({ code: 7, token: ['x'] })).toEqual({});
  });
});
