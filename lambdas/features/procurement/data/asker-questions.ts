/**
 * A person's own questions (GDPR articles 15, 17 and 20; docs/decisions/security-privacy/erasure.md): read for their
 * data export and their erasure from the asker index (question-models.ts `byAsker`, gsi2), one Query of their own
 * key whatever the table's size; the erasure keeps each question's text, which is part of the tender's public record
 * every bidder relied on, and forgets who asked (`askerId` becomes ERASED_ASKER, which also takes the question out of
 * that index).
 */
import { isConditionFailure } from '../../../kernel/errors';
import { tableOf } from '../../../table/model-table';
import { ERASED_ASKER, tenderQuestionModel } from './question-models';
import type { QuestionItem } from './questions';

const questions = tableOf<QuestionItem>(tenderQuestionModel);

/** Every question `askerId` asked, newest first (gsi2 `byAsker`, every page); none for an empty id. */
export async function questionsAskedBy(askerId: string): Promise<QuestionItem[]> {
  if (askerId === ERASED_ASKER) return [];
  return questions.queryAll('byAsker', { askerId }, { order: 'desc' });
}

/**
 * Forgets the asker of each of `items`: `askerId` set to ERASED_ASKER (UpdateItem each; the text, the answer and the
 * times stay), which removes its gsi2 keys. A question gone meanwhile (its tender deleted) is skipped. Returns how
 * many it changed. Throws DynamoDB's other errors (the erasure's retry resumes: a question already forgotten is no
 * longer read by questionsAskedBy).
 */
export async function forgetAsker(items: readonly Pick<QuestionItem, 'tenderId' | 'questionId'>[]): Promise<number> {
  let changed = 0;
  for (const q of items) {
    await questions
      .write({ tenderId: q.tenderId, questionId: q.questionId }, { set: { askerId: ERASED_ASKER } }, { mustExist: true })
      .then(() => (changed += 1))
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
  return changed;
}
