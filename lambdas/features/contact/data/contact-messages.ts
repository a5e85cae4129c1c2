/**
 * Messages from the public contact form (spec part 1, 2.10), kept so none is lost if e-mail fails.
 * Messages over the hourly e-mail cap wait for the digest under their `digestHour` (index gsi1).
 */
import { useTable } from '../../../table/entity-parts';
import { ContactMessageEntity } from './contact-entities';

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

/** Stores a contact message (condition: new id). Returns it with createdAt (ISO 8601). */
export async function createContactMessage(input: NewContactMessage): Promise<StoredContactMessage> {
  useTable();
  const { data } = await ContactMessageEntity.create(input).go();
  return data as StoredContactMessage;
}

/** Messages waiting for the digest of `digestHour`, oldest first (a Query of the sparse index). */
export async function listHeldForDigest(digestHour: string): Promise<StoredContactMessage[]> {
  useTable();
  const { data } = await ContactMessageEntity.query.byDigestHour({ digestHour }).go({ pages: 'all', order: 'asc' });
  return data as StoredContactMessage[];
}

/** Marks messages as sent in a digest (removes `digestHour`, so the index forgets them). */
export async function markDigestSent(messageIds: string[]): Promise<void> {
  useTable();
  await Promise.all(messageIds.map((messageId) => ContactMessageEntity.patch({ messageId }).remove(['digestHour']).go({ response: 'none' })));
}
