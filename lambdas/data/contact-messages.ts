/**
 * Messages from the public contact form (spec part 1, 2.10), kept so none is lost if e-mail fails.
 */
import { ContactMessageEntity, useTable } from './entities';

export interface NewContactMessage {
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stores a contact message (condition: new id). Returns it with createdAt (ISO 8601). */
export async function createContactMessage(input: NewContactMessage): Promise<NewContactMessage & { createdAt: string }> {
  useTable();
  const { data } = await ContactMessageEntity.create(input).go();
  return data;
}
