import { describe, expect, it } from 'vitest';
import { readEnvelope } from './api-result';

describe('reading the envelope', () => {
  it('keeps the seat numbers a seat refusal names, with code, message and field', () => {
    const body = {
      http: { code: 409, status: 'error' },
      content: { data: null, errors: [{ code: 'seat_taken', message: 'Asiento ocupado', field: 'departure', seats: [12, 14] }] },
    };
    const result = readEnvelope(body, 409);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.httpStatus).toBe(409);
    expect(result.errors).toEqual([{ code: 'seat_taken', message: 'Asiento ocupado', field: 'departure', seats: [12, 14] }]);
  });

  it('returns the data of a success', () => {
    const result = readEnvelope({ http: { code: 200, status: 'success' }, content: { data: { code: 'ABC123' }, errors: [] } }, 200);
    expect(result).toEqual({ ok: true, data: { code: 'ABC123' } });
  });
});
