import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/open/open-database';
import { deliverPending } from '../../server/notify/deliver-pending';
import type { EmailSender } from '../../server/notify/email-sender';
import { createDrizzleOutbox, OUTBOX_LEASE_MS, type NewOutboxMessage, type OutboxMessage } from '../../server/notify/outbox';
import { createFixedClock } from '../../server/platform/clock';
import { everyEngine, SEEDED_AT_TEST_NOW, TEST_NOW, type TestStore } from './support/engines';

// At least once across restarts: a message taken by a process that dies before marking it sent is sent by
// the next process opened on the same store. Two openings of one persistent store stand for the two processes.

const message = (recipient: string): NewOutboxMessage => ({ channel: 'email', recipient, template: 'ticket_confirmation', subject: 'Boletos', body: 'Tus boletos' });

/** A sender that records what it sends; `hang` makes every send wait forever, as a process killed mid-send. */
function sender(options: { hang?: boolean } = {}) {
  const sent: OutboxMessage[] = [];
  let started: (message: OutboxMessage) => void = () => undefined;
  const firstSend = new Promise<OutboxMessage>((resolve) => (started = resolve));
  const email: EmailSender = {
    kind: 'file',
    async send(m) {
      started(m);
      if (options.hang) return new Promise<void>(() => undefined);
      sent.push(m);
    },
  } as EmailSender;
  return { email, sent, firstSend };
}

describe.each(everyEngine)('outbox across restarts ($name)', (engine) => {
  let store: TestStore | undefined;
  const opened: OpenedDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close().catch(() => undefined);
    await store?.dispose();
  });

  it('delivers a message whose first process died mid-send, once its lease has run out, and only then', async () => {
    store = await engine.createStore(true, SEEDED_AT_TEST_NOW);
    const clock = createFixedClock(TEST_NOW);
    const first = await openDatabase({ ...store.options, clock });
    opened.push(first);
    const outboxA = createDrizzleOutbox(first.db, clock);
    const queued = await outboxA.enqueue(message('ana@example.com'));

    // Process A takes the message and is still sending it when it dies.
    const dying = sender({ hang: true });
    void deliverPending(outboxA, { email: dying.email });
    expect((await dying.firstSend).id).toBe(queued.id);
    // While A sends, the database is not held: other work goes on (on PGlite, a transaction would block it).
    expect((await outboxA.list({ status: 'pending' })).map((m) => m.id)).toEqual([queued.id]);
    await first.close();
    opened.splice(0);

    // Process B starts on the same store.
    const second = await openDatabase({ ...store.options, clock });
    opened.push(second);
    const outboxB = createDrizzleOutbox(second.db, clock);
    const next = sender();
    // Within A's lease B leaves it alone: A might still have been sending.
    expect(await deliverPending(outboxB, { email: next.email })).toEqual({ sent: [], retry: [], failed: [] });
    clock.advance(OUTBOX_LEASE_MS);
    expect(await deliverPending(outboxB, { email: next.email })).toEqual({ sent: [queued.id], retry: [], failed: [] });
    expect(next.sent.map((m) => m.recipient)).toEqual(['ana@example.com']);
    const [stored] = await outboxB.list({ recipient: 'ana@example.com' });
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
    // Sent means sent: later runs do not take it again.
    clock.advance(OUTBOX_LEASE_MS);
    expect(await deliverPending(outboxB, { email: next.email })).toEqual({ sent: [], retry: [], failed: [] });
  });

  it('gives up on a message whose every attempt was interrupted', async () => {
    store = await engine.createStore(false, SEEDED_AT_TEST_NOW);
    const clock = createFixedClock(TEST_NOW);
    const database = await openDatabase({ ...store.options, clock });
    opened.push(database);
    const outbox = createDrizzleOutbox(database.db, clock);
    const queued = await outbox.enqueue(message('bea@example.com'));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const dying = sender({ hang: true });
      void deliverPending(outbox, { email: dying.email }, { maxAttempts: 2 });
      await dying.firstSend;
      clock.advance(OUTBOX_LEASE_MS);
    }
    expect(await deliverPending(outbox, { email: sender().email }, { maxAttempts: 2 })).toEqual({ sent: [], retry: [], failed: [queued.id] });
    expect((await outbox.list({ recipient: 'bea@example.com' }))[0]).toMatchObject({ status: 'failed', attempts: 2, lastError: 'delivery interrupted' });
  });
});
