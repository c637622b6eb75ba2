import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { catalogueRows } from '../db/queries/catalogue-cache';
import { ClientGone, apartFromRequest, changingElsewhere, isClientGone, requestMayStop, stopIfClientGone, whileClientPresent } from './client-presence';

// Decision 078's rules, without a server: a request stops at its next statement once its client has gone, unless it
// has changed something; work outside requests, and counts kept apart, never stop.

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a request whose client has gone', () => {
  it('stops at its next statement, even several awaits later, while it has changed nothing', async () => {
    let gone = false;
    const statements: string[] = [];
    const request = whileClientPresent(() => gone, async () => {
      stopIfClientGone(false);
      statements.push('read 1');
      await tick();
      gone = true;
      await tick();
      stopIfClientGone(false);
      statements.push('read 2');
    });
    await expect(request).rejects.toBeInstanceOf(ClientGone);
    expect(statements).toEqual(['read 1']);
  });

  it('runs to its end once it has changed something', async () => {
    let gone = false;
    const statements: string[] = [];
    await whileClientPresent(() => gone, async () => {
      stopIfClientGone(true);
      statements.push('write');
      gone = true;
      await tick();
      stopIfClientGone(false);
      statements.push('read after the write');
      expect(requestMayStop()).toBe(false);
    });
    expect(statements).toEqual(['write', 'read after the write']);
  });

  it('runs to its end once it has changed something elsewhere (a partner booked, an invoice stamped)', async () => {
    let gone = false;
    const request = whileClientPresent(() => gone, async () => {
      changingElsewhere();
      gone = true;
      await tick();
      stopIfClientGone(true);
      return 'recorded';
    });
    await expect(request).resolves.toBe('recorded');
  });

  it('keeps each request to its own client: another request in flight at once is not stopped', async () => {
    let firstGone = false;
    const first = whileClientPresent(() => firstGone, async () => {
      await tick();
      stopIfClientGone(false);
    });
    const second = whileClientPresent(() => false, async () => {
      await tick();
      stopIfClientGone(false);
      return 'served';
    });
    firstGone = true;
    await expect(first).rejects.toBeInstanceOf(ClientGone);
    await expect(second).resolves.toBe('served');
  });

  it('does not stop for counts kept apart (the rate limits), nor for work outside any request', async () => {
    const counted = whileClientPresent(() => true, () => apartFromRequest(async () => {
      await tick();
      stopIfClientGone(true);
      return requestMayStop();
    }));
    await expect(counted).resolves.toBe(false);
    expect(() => stopIfClientGone(false)).not.toThrow();
  });

  it('does not fail the other requests waiting for a read it started and shares (a catalogue kept a minute)', async () => {
    const db = {} as Database;
    let firstGone = false;
    // As the pool does: the read asks whether the client of the request it runs for is still there.
    const read = async () => {
      await tick();
      stopIfClientGone(false);
      return ['terminal rows'];
    };
    const first = whileClientPresent(() => firstGone, () => catalogueRows(db, 'terminals', 0, read));
    const second = whileClientPresent(() => false, () => catalogueRows(db, 'terminals', 0, read));
    firstGone = true;
    await expect(second).resolves.toEqual(['terminal rows']);
    await expect(first).resolves.toEqual(['terminal rows']);
  });

  it('is recognised through the query builder wrapping it', () => {
    expect(isClientGone(new Error('query failed', { cause: new ClientGone() }))).toBe(true);
    expect(isClientGone(new Error('query failed', { cause: new Error('timeout') }))).toBe(false);
  });
});
