import { describe, expect, it } from 'vitest';
import { boardingTime, boardingTimeIso } from './boarding';

describe('boarding time (docs/rules/tickets-and-documents.md#boarding-time)', () => {
  it('is 10 minutes before departure', () => {
    expect(boardingTime(new Date('2026-12-05T20:30:00Z')).toISOString()).toBe('2026-12-05T20:20:00.000Z');
  });

  it('crosses midnight and keeps ISO in and out', () => {
    expect(boardingTimeIso('2026-12-06T00:05:00.000Z')).toBe('2026-12-05T23:55:00.000Z');
  });

  it('has none for an open ticket or a broken date', () => {
    expect(boardingTimeIso(null)).toBeNull();
    expect(boardingTimeIso('not a date')).toBeNull();
  });
});
