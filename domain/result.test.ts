import { describe, expect, it } from 'vitest';
import { failed, mapData, ok } from './result';

describe('results', () => {
  it('builds a failure with only the details given', () => {
    expect(failed('seat_taken')).toEqual({ ok: false, errors: [{ code: 'seat_taken' }] });
    expect(failed('network_error', { message: 'sin red', httpStatus: 502, field: 'code' })).toEqual({
      ok: false,
      errors: [{ code: 'network_error', field: 'code', message: 'sin red' }],
      httpStatus: 502,
    });
  });

  it('maps the data of a success and passes a failure through unchanged', () => {
    expect(mapData(ok({ payment: 'approved' }), (data) => data.payment === 'approved')).toEqual({ ok: true, data: true });
    const refused = failed('reservation_not_found', { httpStatus: 404 });
    expect(mapData(refused, () => true)).toBe(refused);
  });
});
