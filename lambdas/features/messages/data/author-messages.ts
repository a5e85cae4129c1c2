/**
 * A person's own messages (GDPR articles 15, 17 and 20; docs/decisions/after-award/messages.md): read for their data
 * export and their erasure from the author index (message-models.ts `byAuthor`, gsi2), one Query of their own key
 * whatever the table's size. The erasure keeps each message in its thread, which the other party relies on (what was
 * agreed, the files exchanged), and forgets who wrote it: `authorId` becomes ERASED_AUTHOR (which also takes it out of
 * that index) and the shown name 'Deleted user'; a support message keeps 'GeoTender support'.
 */
import { DELETED_USER } from '../../../domain/roles';
import { isConditionFailure } from '../../../kernel/errors';
import { tableOf } from '../../../table/model-table';
import { ERASED_AUTHOR, tenderMessageModel } from './message-models';
import type { MessageItem } from './messages';

const messages = tableOf<MessageItem>(tenderMessageModel);

/** Every message `authorId` wrote, newest first (gsi2 `byAuthor`, every page); none for an empty id. */
export async function messagesWrittenBy(authorId: string): Promise<MessageItem[]> {
  if (authorId === ERASED_AUTHOR) return [];
  return messages.queryAll('byAuthor', { authorId }, { order: 'desc' });
}

/**
 * Forgets the author of each of `items` (UpdateItem each): `authorId` ERASED_AUTHOR and, unless it was a support
 * message, `authorName` DELETED_USER; text, files and times stay. A message gone meanwhile is skipped. Returns how
 * many it changed. Throws DynamoDB's other errors (the erasure's retry resumes where it stopped).
 */
export async function forgetAuthor(items: readonly Pick<MessageItem, 'tenderId' | 'messageId' | 'author'>[]): Promise<number> {
  let changed = 0;
  for (const m of items) {
    const set = m.author === 'support' ? { authorId: ERASED_AUTHOR } : { authorId: ERASED_AUTHOR, authorName: DELETED_USER };
    await messages
      .write({ tenderId: m.tenderId, messageId: m.messageId }, { set }, { mustExist: true })
      .then(() => (changed += 1))
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
  return changed;
}
