import { describe, expect, it } from 'vitest';
import { barRuns, QUIET_ZONE_MODULES, storeBarcode } from './store-barcode';

describe('the store reference barcode (Code 128)', () => {
  it('starts with Code 128 start C for a numeric reference, ends with the stop pattern, and has quiet zones', () => {
    const code = storeBarcode('9300 1234 5678 9012')!;
    expect(code.text).toBe('9300123456789012');
    const quiet = '0'.repeat(QUIET_ZONE_MODULES);
    expect(code.modules.startsWith(quiet)).toBe(true);
    expect(code.modules.endsWith(`1100011101011${quiet}`)).toBe(true);
  });

  it('encodes only digits with code set C: 11 modules per pair plus start, check and stop', () => {
    const code = storeBarcode('12345678')!;
    // start C (11) + 4 pairs (44) + checksum (11) + stop (13) + two quiet zones.
    expect(code.modules.length).toBe(11 + 44 + 11 + 13 + 2 * QUIET_ZONE_MODULES);
    expect(code.modules.slice(QUIET_ZONE_MODULES, QUIET_ZONE_MODULES + 11)).toBe('11010011100');
  });

  it('refuses what a store could not read', () => {
    expect(storeBarcode('')).toBeNull();
    expect(storeBarcode('referencia ñ')).toBeNull();
  });

  it('draws bars as runs of dark modules', () => {
    expect(barRuns('0011010001110')).toEqual([[2, 2], [5, 1], [9, 3]]);
  });
});
