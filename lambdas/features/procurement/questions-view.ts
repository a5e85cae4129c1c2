/**
 * A stored question as the API shows it (domain/questions.ts questionSchema): the asker named to admins only (their
 * company, else name), never the asker's id, never the answer file's storage key.
 */
import { bidderCompanyLabel } from '../tenders/domain/tender-bids';
import { getProfile } from '../account/public';
import type { Auth } from '../../api/http-handler';
import type { Question } from './domain/questions';
import type { QuestionItem } from './data/questions';
import { ERASED_ASKER } from './data/question-models';
import { DELETED_USER } from '../../domain/roles';

/** `q` for a caller; `askerName` from `names` (admins only, else null). */
export function toQuestion(q: QuestionItem, names: ReadonlyMap<string, string> = new Map()): Question {
  return {
    questionId: q.questionId,
    text: q.text,
    askedAt: q.askedAt,
    askerName: names.get(q.askerId) ?? null,
    answer:
      q.answeredAt && q.answerText !== undefined
        ? { text: q.answerText, answeredAt: q.answeredAt, file: q.answerFile ? { filename: q.answerFile.filename, contentType: q.answerFile.contentType, size: q.answerFile.size } : null }
        : null,
  };
}

/**
 * The askers' labels of `items` for `auth`: looked up for admins (one GetItem per distinct asker; an erased asker,
 * ERASED_ASKER, reads DELETED_USER without a read), none for anyone else.
 */
export async function askerNamesFor(auth: Auth, items: readonly QuestionItem[]): Promise<Map<string, string>> {
  if (auth.role !== 'admin') return new Map();
  const ids = [...new Set(items.map((q) => q.askerId))];
  return new Map(await Promise.all(ids.map(async (id) => [id, id === ERASED_ASKER ? DELETED_USER : bidderCompanyLabel(await getProfile(id))] as const)));
}
