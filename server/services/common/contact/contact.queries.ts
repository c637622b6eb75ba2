import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../db/database';
import { createDrizzleOutbox, type NewOutboxMessage } from '../../../notify/outbox';
import { contactMessages } from '../../../db/schema/contact.schema';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  reservationCode: string | null;
  message: string;
  lang: string;
  receivedAt: Date;
}

/** Stores one message; the privacy consent is dated when it was received (the form requires it). */
export async function insertContactMessage(executor: Database, message: NewContactMessage): Promise<{ id: number }> {
  const [row] = await executor
    .insert(contactMessages)
    .values({ ...message, privacyAcceptedAt: message.receivedAt })
    .returning({ id: contactMessages.id });
  return row!;
}

/**
 * Stores the message and queues its e-mails in one transaction: a stored message is never without its
 * e-mails, nor an e-mail without its stored message. `emails` writes them once the folio (id) is known.
 */
export async function storeContactMessage(
  db: Database,
  clock: Clock,
  message: NewContactMessage,
  emails: (id: number) => NewOutboxMessage[],
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, message);
    const outbox = createDrizzleOutbox(tx, clock);
    for (const email of emails(row.id)) await outbox.enqueue(email, tx);
    return row;
  });
}
