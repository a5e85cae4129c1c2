/**
 * Model literal of a tender's questions (domain/questions.ts): one item per question in the tender's partition, in
 * its own collection (`tenderQuestions`), so the tender's detail query (collection `tenderFiles`) never reads them and
 * a page of questions, newest first, is one Query whatever the number of tenders. The answer lives on its question.
 *
 * The sweep of unanswered questions (workers/question-sweep.ts) reads a sparse index (gsi3, `byDueQuestion`): a
 * question has its keys there only while `sweepQueue` is set: from its asking until it is answered before the question
 * deadline, or until the sweep has handled it. Its partition is the one queue of due questions, sorted by the
 * question deadline, so a run reads only the questions whose deadline has passed and that still wait: its cost is
 * flat in the table's size.
 *
 * A person's own questions (their data export, the erasure of their account) are read from gsi2 (`byAsker`), keyed by
 * the asker: the erasure blanks `askerId` (ERASED_ASKER), which removes the question's gsi2 keys, so the question stays
 * in the tender's record without anyone's identity and leaves that index. Access patterns in docs/data-model.md.
 */
import { SERVICE, gsi2, gsi3, PK, SK, createdAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/** The one value of `sweepQueue`: the question waits in the sweep's index. */
export const SWEEP_QUEUE = 'unanswered';

/** A question about a tender and its answer. Times are ISO instants. */
export const tenderQuestionModel = {
  model: { entity: 'tenderQuestion', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    /** `<askedAt in epoch ms, 15 digits>-<UUID>`: ids sort as the questions were asked (questionIdAt). */
    questionId: { type: 'string', required: true, readOnly: true },
    askedAt: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', required: true, readOnly: true },
    /**
     * The asking geodesist: shown by name to admins only; never in an answer to anyone else. ERASED_ASKER once the
     * asker's account is erased (the one change of it, privacy's erasure).
     */
    askerId: { type: 'string', required: true },
    /** The tender's question deadline when it was asked. */
    questionDeadline: { type: 'string', required: true, readOnly: true },
    answerText: { type: 'string' },
    answeredAt: { type: 'string' },
    /** The answer's file: `{ filename, contentType, size, s3Key }`, the key under `tenders/{tenderId}/answers/{questionId}/`. */
    answerFile: { type: 'any' },
    /** SWEEP_QUEUE while the question waits in the sweep's index; removed by an answer in time, or by the sweep. */
    sweepQueue: { type: 'string' },
    createdAt,
  },
  indexes: {
    byTender: { collection: 'tenderQuestions', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['questionId'] } },
    byDueQuestion: {
      index: gsi3.indexName,
      condition: (attr: { sweepQueue?: string }) => attr.sweepQueue !== undefined,
      pk: { field: gsi3.partitionKey, composite: ['sweepQueue'] },
      sk: { field: gsi3.sortKey, composite: ['questionDeadline', 'tenderId', 'questionId'] },
    },
    // A person's questions, newest first (questionId starts with the time), for their export and erasure (docs/data-model.md
    // P7). Blanking askerId (ERASED_ASKER) removes both keys: an erased asker's questions leave the index.
    byAsker: {
      index: gsi2.indexName,
      pk: { field: gsi2.partitionKey, composite: ['askerId'] },
      sk: { field: gsi2.sortKey, composite: ['questionId', 'tenderId'] },
    },
  },
} as const satisfies ModelLiteral;

/** `askerId` of a question whose asker's account was erased: empty, so the question has no key in the asker index (gsi2). */
export const ERASED_ASKER = '';

/** A new question's id at `nowMs`: the time, 15 digits, then a UUID, so the tender's questions sort newest first by key. */
export function questionIdAt(nowMs: number, uuid: string): string {
  return `${String(nowMs).padStart(15, '0')}-${uuid}`;
}
