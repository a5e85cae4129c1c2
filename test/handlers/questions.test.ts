/**
 * The questions' routes (lambdas/features/procurement/handlers/questions-*.ts, answer-file-download.ts): each refusal
 * is a clear 4xx that writes nothing; a question and an answer are each one transaction with the tender's change, the
 * history entry and the event, under the rule's condition; the asker is named to admins only.
 */
import './env';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { tenderQuestionModel } from '../../lambdas/features/procurement/data/question-models';
import type { QuestionItem } from '../../lambdas/features/procurement/data/questions';
import { MAX_ANSWER_LENGTH, MAX_QUESTION_LENGTH, questionMessages } from '../../lambdas/features/procurement/domain/questions';
import { CONTROL_CHARACTERS_MESSAGE } from '../../lambdas/domain/schemas';
import { handler as questionsCreate } from '../../lambdas/features/procurement/handlers/questions-create';
import { handler as questionsList } from '../../lambdas/features/procurement/handlers/questions-list';
import { handler as questionsAnswer } from '../../lambdas/features/procurement/handlers/questions-answer';
import { handler as answerFileDownload } from '../../lambdas/features/procurement/handlers/answer-file-download';
import { attachment, attachmentItem, call, callers, ddb, httpEvent, ids, PDF_BYTES, profile, resetMocks, s3, storeProfiles, tender, tenderItem } from './support';

const questionId = '001772359200000-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54';
const FUTURE = '2099-01-01T00:00:00.000Z';

function question(overrides: Partial<QuestionItem> = {}): QuestionItem {
  return {
    tenderId: ids.tender,
    questionId,
    askedAt: '2026-03-01T10:00:00.000Z',
    text: 'Is the boundary survey included?',
    askerId: ids.geodesist,
    questionDeadline: '2098-12-29T00:00:00.000Z',
    sweepQueue: 'unanswered',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
const questionItem = (q: QuestionItem) => itemOf(tenderQuestionModel, { ...q });
function storeTender(t = tender()) {
  ddb.on(QueryCommand, { IndexName: undefined }).resolves({ Items: [tenderItem(t), attachmentItem(attachment())] });
}
function storeQuestion(q: QuestionItem) {
  const item = questionItem(q);
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
}
const transactions = () => ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const cancelled = () => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException' });

beforeEach(() => {
  resetMocks();
  useTable();
  storeProfiles(
    profile({ userId: ids.poster, role: 'tenderPoster' }),
    profile({ userId: ids.otherPoster, role: 'tenderPoster' }),
    profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', company: 'Geo OÜ' }),
    profile({ userId: ids.admin, role: 'admin' }),
  );
});

describe('POST /tenders/{tenderId}/questions', () => {
  const ask = (body: unknown, caller = callers.geodesist) => call(questionsCreate, httpEvent({ caller, path: { tenderId: ids.tender }, body }));

  it.each([
    ['empty', { text: '   ' }, questionMessages.textRequired],
    ['missing', {}, questionMessages.textRequired],
    ['too long', { text: 'x'.repeat(MAX_QUESTION_LENGTH + 1) }, questionMessages.textRequired],
    ['with a control character', { text: 'Is it\u0000 included?' }, CONTROL_CHARACTERS_MESSAGE],
  ])('answers 400 for a question %s and writes nothing', async (_label, body, message) => {
    storeTender();
    const res = await ask(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.text).toEqual([message]);
    expect(transactions()).toEqual([]);
  });

  it('refuses posters and admins with 403', async () => {
    storeTender();
    for (const caller of [callers.poster, callers.admin]) expect((await ask({ text: 'Why?' }, caller)).status).toBe(403);
    expect(transactions()).toEqual([]);
  });

  it('answers 409 after the question deadline, even before the tender’s deadline, writing nothing', async () => {
    storeTender(tender({ questionDeadline: '2020-01-01T00:00:00.000Z' }));
    expect(await ask({ text: 'Still possible?' })).toMatchObject({ status: 409, body: { message: questionMessages.deadlinePassed } });
    // An older tender without one: three days before its deadline, which is two days away.
    storeTender(tender({ expiryDate: new Date(Date.now() + 2 * 86_400_000).toISOString() }));
    expect(await ask({ text: 'Still possible?' })).toMatchObject({ status: 409, body: { message: questionMessages.deadlinePassed } });
    expect(transactions()).toEqual([]);
  });

  it('answers 409 for a tender no longer Open, writing nothing', async () => {
    storeTender(tender({ status: 'In Progress', contractorId: ids.geodesist }));
    expect(await ask({ text: 'Still possible?' })).toMatchObject({ status: 409, body: { message: questionMessages.notOpen } });
    expect(transactions()).toEqual([]);
  });

  it('stores the question, the tender’s count, the history entry and the event in one conditioned transaction', async () => {
    storeTender(tender({ questionDeadline: '2098-12-29T00:00:00.000Z' }));
    ddb.on(TransactWriteCommand).resolves({});
    const res = await ask({ text: '  Is the boundary survey included?  ' });
    expect(res.status).toBe(201);
    expect(res.body.question).toMatchObject({ text: 'Is the boundary survey included?', askerName: null, answer: null });
    const [items] = transactions();
    expect(items!.map((i) => Object.keys(i)[0])).toEqual(['Put', 'Update', 'Put', 'Put']);
    expect(items![0]!.Put!.Item).toMatchObject({ __edb_e__: 'tenderQuestion', askerId: ids.geodesist, questionDeadline: '2098-12-29T00:00:00.000Z', gsi3pk: expect.any(String) });
    expect(items![1]!.Update!.UpdateExpression).toMatch(/ADD #questionCount/);
    expect(items![1]!.Update!.ConditionExpression).toMatch(/#status = .*attribute_not_exists\(#deletingAt\).*#questionDeadline >= /);
    expect(items![2]!.Put!.Item).toMatchObject({ __edb_e__: 'tenderHistory', kind: 'question_asked', actorRole: 'geodesist' });
    expect(JSON.parse(items![3]!.Put!.Item!.body as string)).toMatchObject({ type: 'question_asked', tenderId: ids.tender, creatorId: ids.poster });
    expect(items![3]!.Put!.Item!.body).not.toContain(ids.geodesist);
  });

  it('writes the default question deadline down on an older tender, conditioned on its deadline three days away', async () => {
    storeTender(tender({ expiryDate: FUTURE }));
    ddb.on(TransactWriteCommand).resolves({});
    expect((await ask({ text: 'Which coordinate system?' })).status).toBe(201);
    const update = transactions()[0]![1]!.Update!;
    expect(update.ConditionExpression).toMatch(/attribute_not_exists\(#questionDeadline\).*#expiryDate = .*#expiryDate >= /);
    expect(Object.values(update.ExpressionAttributeValues!)).toContain('2098-12-29T00:00:00.000Z');
  });

  it('answers a question refused by the condition (the tender closed meanwhile) with the rule’s 409', async () => {
    let reads = 0;
    ddb.on(QueryCommand, { IndexName: undefined }).callsFake(() => ({ Items: [tenderItem(reads++ === 0 ? tender() : tender({ status: 'In Progress', contractorId: ids.otherPoster }))] }));
    ddb.on(TransactWriteCommand).rejects(cancelled());
    expect(await ask({ text: 'Is it still open?' })).toMatchObject({ status: 409, body: { message: questionMessages.notOpen } });
  });
});

describe('POST /tenders/{tenderId}/questions/{questionId}/answer', () => {
  const answer = (body: unknown, caller = callers.poster) => call(questionsAnswer, httpEvent({ caller, path: { tenderId: ids.tender, questionId }, body }));

  it('answers 400 for an empty or too long answer, writing nothing', async () => {
    storeTender();
    storeQuestion(question());
    for (const text of ['', 'x'.repeat(MAX_ANSWER_LENGTH + 1)]) expect((await answer({ text })).status).toBe(400);
    expect(transactions()).toEqual([]);
  });

  it('refuses another poster (403) and geodesists and admins (403), writing nothing', async () => {
    storeTender();
    storeQuestion(question());
    expect(await answer({ text: 'Yes' }, callers.otherPoster)).toMatchObject({ status: 403, body: { message: questionMessages.notPoster } });
    for (const caller of [callers.geodesist, callers.admin]) expect((await answer({ text: 'Yes' }, caller)).status).toBe(403);
    expect(transactions()).toEqual([]);
  });

  it('answers 409 for a question answered already and for a tender no longer Open, 404 for an unknown question', async () => {
    storeTender();
    storeQuestion(question({ answerText: 'Yes', answeredAt: '2026-03-02T00:00:00.000Z' }));
    expect(await answer({ text: 'Again' })).toMatchObject({ status: 409, body: { message: questionMessages.alreadyAnswered } });
    storeTender(tender({ status: 'In Progress', contractorId: ids.geodesist }));
    storeQuestion(question());
    expect(await answer({ text: 'Late' })).toMatchObject({ status: 409, body: { message: questionMessages.answerNotOpen } });
    ddb.on(GetCommand).resolves({});
    storeProfiles(profile({ userId: ids.poster, role: 'tenderPoster' }));
    storeTender();
    expect(await answer({ text: 'Yes' })).toMatchObject({ status: 404, body: { message: questionMessages.notFound } });
    expect(transactions()).toEqual([]);
  });

  it('answers a concurrent second answer, refused by the condition, with 409 “already answered”', async () => {
    storeTender();
    const item = questionItem(question());
    let reads = 0;
    ddb
      .on(GetCommand, { Key: { pk: item.pk, sk: item.sk } })
      .callsFake(() => ({ Item: reads++ === 0 ? item : questionItem(question({ answerText: 'First', answeredAt: '2026-03-02T00:00:00.000Z' })) }));
    ddb.on(TransactWriteCommand).rejects(cancelled());
    expect(await answer({ text: 'Second' })).toMatchObject({ status: 409, body: { message: questionMessages.alreadyAnswered } });
  });

  it('stores the answer with the tender check, the history entry and the event; in time it leaves the sweep', async () => {
    storeTender();
    storeQuestion(question());
    ddb.on(TransactWriteCommand).resolves({});
    const res = await answer({ text: 'Yes, it is included.' });
    expect(res.status).toBe(200);
    expect(res.body.question.answer).toMatchObject({ text: 'Yes, it is included.', file: null });
    const [items] = transactions();
    expect(items!.map((i) => Object.keys(i)[0])).toEqual(['Update', 'ConditionCheck', 'Put', 'Put']);
    expect(items![0]!.Update!.ConditionExpression).toMatch(/attribute_not_exists\(#answeredAt\)/);
    expect(items![0]!.Update!.UpdateExpression).toMatch(/REMOVE .*#gsi3pk/);
    expect(items![1]!.ConditionCheck!.ConditionExpression).toMatch(/#creatorId = .*#status = /);
    expect(items![2]!.Put!.Item).toMatchObject({ kind: 'question_answered', actorRole: 'tenderPoster' });
    expect(JSON.parse(items![3]!.Put!.Item!.body as string)).toMatchObject({ type: 'question_answered', questionId });
  });

  it('after the question deadline still answers, and leaves the question to the sweep', async () => {
    storeTender();
    storeQuestion(question({ questionDeadline: '2026-03-01T12:00:00.000Z' }));
    ddb.on(TransactWriteCommand).resolves({});
    expect((await answer({ text: 'Late but here.' })).status).toBe(200);
    expect(transactions()[0]![0]!.Update!.UpdateExpression).not.toMatch(/REMOVE/);
  });

  it('takes a staged file of the poster: verified, copied under the tender, the staged one removed', async () => {
    storeTender();
    storeQuestion(question());
    ddb.on(TransactWriteCommand).resolves({});
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF_BYTES } } as never);
    const file = `staging/${ids.poster}/aaaaaaaa-0000-4000-8000-000000000001/answer.pdf`;
    const res = await answer({ text: 'See the plan.', file });
    expect(res.status).toBe(200);
    expect(res.body.question.answer.file).toEqual({ filename: 'answer.pdf', contentType: 'application/pdf', size: 2048 });
    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input;
    expect(copy.Key).toMatch(new RegExp(`^tenders/${ids.tender}/answers/${questionId}/.+/answer.pdf$`));
  });

  it('removes the copied file when the answer is refused by the condition (answered meanwhile), writing nothing', async () => {
    storeTender();
    storeQuestion(question());
    ddb.on(TransactWriteCommand).rejects(cancelled());
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PDF_BYTES } } as never);
    const res = await answer({ text: 'See the plan.', file: `staging/${ids.poster}/aaaaaaaa-0000-4000-8000-000000000001/answer.pdf` });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const copied = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key;
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toContain(copied);
  });

  it('refuses a file of someone else (403) and a file that fails verification (400), writing nothing', async () => {
    storeTender();
    storeQuestion(question());
    expect((await answer({ text: 'See.', file: `staging/${ids.geodesist}/aaaaaaaa-0000-4000-8000-000000000001/x.pdf` })).status).toBe(403);
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]) } } as never);
    const bad = await answer({ text: 'See.', file: `staging/${ids.poster}/aaaaaaaa-0000-4000-8000-000000000001/fake.pdf` });
    expect(bad).toMatchObject({ status: 400, body: { message: questionMessages.fileRejected } });
    expect(transactions()).toEqual([]);
  });
});

describe('GET /tenders/{tenderId}/questions', () => {
  const list = (caller: (typeof callers)[keyof typeof callers]) => call(questionsList, httpEvent({ caller, path: { tenderId: ids.tender } }));
  beforeEach(() => {
    ddb
      .on(QueryCommand, { IndexName: undefined })
      .callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
        String(input.ExpressionAttributeValues[':sk1']).startsWith('$tenderquestions')
          ? { Items: [questionItem(question({ answerText: 'Yes', answeredAt: '2026-03-02T00:00:00.000Z' }))] }
          : { Items: [tenderItem(tender()), attachmentItem(attachment())] },
      );
  });

  it('shows questions and answers newest first, one Query of the tender’s questions, and names the asker to admins only', async () => {
    const admin = await list(callers.admin);
    expect(admin.status).toBe(200);
    expect(admin.body.items[0]).toMatchObject({ questionId, askerName: 'Geo OÜ', answer: { text: 'Yes' } });
    for (const caller of [callers.poster, callers.geodesist]) {
      const res = await list(caller);
      expect(res.status).toBe(200);
      expect(res.body.items[0].askerName).toBeNull();
      expect(JSON.stringify(res.body)).not.toContain(ids.geodesist);
    }
    const queries = ddb.commandCalls(QueryCommand).filter((c) => String(c.args[0].input.ExpressionAttributeValues![':sk1']).startsWith('$tenderquestions'));
    expect(queries.every((q) => q.args[0].input.ScanIndexForward === false && q.args[0].input.Limit === 20)).toBe(true);
  });

  it('refuses a poster who may not see the tender (403)', async () => {
    expect((await list(callers.otherPoster)).status).toBe(403);
  });
});

describe('GET /tenders/{tenderId}/questions/{questionId}/answer/file', () => {
  it('signs a short link to the answer’s file; 404 without one', async () => {
    storeTender();
    storeQuestion(
      question({
        answerText: 'See',
        answeredAt: '2026-03-02T00:00:00.000Z',
        answerFile: { filename: 'a.pdf', contentType: 'application/pdf', size: 9, s3Key: `tenders/${ids.tender}/answers/${questionId}/x/a.pdf` },
      }),
    );
    const res = await call(answerFileDownload, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender, questionId } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expiresInSeconds: 60, url: expect.stringContaining('answers') });
    storeQuestion(question());
    expect((await call(answerFileDownload, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender, questionId } }))).status).toBe(404);
  });
});
