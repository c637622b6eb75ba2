import type { EmailSender } from './email-sender';
import type { Outbox, OutboxChannel, OutboxMessage } from './outbox';

// Delivers what the outbox holds. Safe to run twice, one after the other or at the same time (two
// replicas, a timer and a manual run): each message is leased by one run (the others skip it) and
// marked sent after its send, so a sent message is never taken again. A run that dies mid-send (a
// crash, a SIGKILL) leaves the lease to expire, and the next run sends it: at least once, never lost;
// a receiver may see it twice, with the same Message-ID.

export interface ChannelSender {
  send(message: OutboxMessage): Promise<void>;
}

export type Senders = { email: EmailSender } & Partial<Record<Exclude<OutboxChannel, 'email'>, ChannelSender>>;

export interface DeliveryReport {
  sent: number[];
  retry: number[];
  failed: number[];
}

export async function deliverPending(outbox: Outbox, senders: Senders, options: { limit?: number; maxAttempts?: number } = {}): Promise<DeliveryReport> {
  const limit = options.limit ?? 100;
  const maxAttempts = options.maxAttempts ?? 5;
  const report: DeliveryReport = { sent: [], retry: [], failed: [] };
  // A message that failed this run stays pending for the next run; skipping it here stops one bad
  // address from using up the whole batch.
  const tried: number[] = [];
  while (tried.length < limit) {
    const outcome = await outbox.deliverNext(
      async (message) => {
        const sender = senders[message.channel];
        if (!sender) throw new Error(`no sender configured for ${message.channel}`);
        await sender.send(message);
      },
      { skip: tried, maxAttempts },
    );
    if (!outcome) break;
    tried.push(outcome.id);
    report[outcome.result].push(outcome.id);
  }
  return report;
}
