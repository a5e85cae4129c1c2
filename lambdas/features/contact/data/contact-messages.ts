/**
 * Messages from the public contact form (spec part 1, 2.10), kept so none is lost if e-mail fails.
 * Messages over the hourly e-mail cap wait for the digest under their `digestHour` (index gsi1).
 * Read and written through the model table (table/model-table.ts; no ElectroDB at run time).
 */
import { tableOf } from '../../../table/model-table';
import { contactMessageModel } from './contact-models';

export interface NewContactMessage {
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Set when the message waits for the hourly digest (UTC clock hour `YYYY-MM-DDTHH`). */
  digestHour?: string;
}

export type StoredContactMessage = NewContactMessage & { createdAt: string };

const messageTable = tableOf<StoredContactMessage>(contactMessageModel);

/** Stores a contact message (condition: new id). Returns it with createdAt (ISO 8601). */
export async function createContactMessage(input: NewContactMessage): Promise<StoredContactMessage> {
  return messageTable.create({ ...input });
}

/** Messages waiting for the digest of `digestHour`, oldest first (a Query of the sparse index). */
export async function listHeldForDigest(digestHour: string): Promise<StoredContactMessage[]> {
  return messageTable.queryAll('byDigestHour', { digestHour }, { order: 'asc' });
}

/** Marks messages as sent in a digest (removes `digestHour`, so the index forgets them). */
export async function markDigestSent(messageIds: string[]): Promise<void> {
  await Promise.all(messageIds.map((messageId) => messageTable.write({ messageId }, { remove: ['digestHour'] }, { mustExist: true })));
}
