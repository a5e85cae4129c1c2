/**
 * A person's questions about tenders under GDPR (docs/decisions/security-privacy/erasure.md): the erasure keeps each
 * question's text and forgets who asked (askerId blanked, which removes the asker index's keys), so admins read
 * 'Deleted user' and no answer notice goes to the erased id; the data export lists the person's own questions with
 * their answers, read from the asker index (gsi2), one Query of their own key.
 */
import './env';
import { AdminDeleteUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { ERASED_ASKER, tenderQuestionModel } from '../../lambdas/features/procurement/data/question-models';
import type { QuestionItem } from '../../lambdas/features/procurement/data/questions';
import { handler as questionsList } from '../../lambdas/features/procurement/handlers/questions-list';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

const cognito = mockClient(CognitoIdentityProviderClient);
const otherGeodesist = '55555555-5555-4555-8555-555555555555';
const otherTender = 'bcdef123-4567-489a-8bcd-ef1234567890';

const askedAt = '2026-03-01T10:00:00.000Z';
function question(overrides: Partial<QuestionItem> = {}): QuestionItem {
  return {
    tenderId: ids.tender,
    questionId: '001772359200000-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54',
    askedAt,
    text: 'Is the boundary survey included?',
    askerId: ids.geodesist,
    questionDeadline: '2098-12-29T00:00:00.000Z',
    createdAt: askedAt,
    ...overrides,
  };
}
const questionItem = (q: QuestionItem) => itemOf(tenderQuestionModel, { ...q });
const answered = question({
  answerText: 'Yes, it is.',
  answeredAt: '2026-03-02T09:00:00.000Z',
  answerFile: { filename: 'scope.pdf', contentType: 'application/pdf', size: 1200, s3Key: 'tenders/x/answers/y/z/scope.pdf' },
});
/** The asker index's partition of `userId` as the question item stores it. */
const askerPartition = (userId: string) => questionItem(question({ askerId: userId })).gsi2pk;

const geodesist = profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', company: 'Geo OÜ', email: 'gerd@example.com' });

beforeEach(() => {
  resetMocks();
  cognito.reset();
  useTable();
  storeProfiles(geodesist, profile({ userId: ids.admin, role: 'admin' }), profile({ userId: ids.poster, role: 'tenderPoster' }));
});

describe('the question item', () => {
  it('is keyed by its asker in gsi2, newest first, so a person’s questions are one Query of their own key', () => {
    const item = questionItem(question());
    expect(item.gsi2pk).toBe(`$geotender#askerid_${ids.geodesist}`);
    expect(item.gsi2sk).toBe(`$tenderquestion_1#questionid_${question().questionId}#tenderid_${ids.tender}`);
  });
});

describe('the erasure of an asker', () => {
  it('keeps the question’s text and answer and blanks the asker, which removes the question from the asker index', async () => {
    const { eraseUser } = await import('../../lambdas/features/privacy/erase-user');
    storeProfiles({ ...geodesist, erasingAt: '2026-11-28T09:00:00.000Z' });
    cognito.on(AdminDeleteUserCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': askerPartition(ids.geodesist) } }).resolves({ Items: [questionItem(answered)] });
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});

    expect(await eraseUser(ids.geodesist, { kind: 'self' })).toMatchObject({ userId: ids.geodesist, questionsAnonymised: 1 });

    const key = { pk: questionItem(answered).pk, sk: questionItem(answered).sk };
    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    const forget = updates.filter((u) => u.Key?.pk === key.pk && u.Key?.sk === key.sk);
    expect(forget).toHaveLength(1);
    const [update] = forget;
    const names = update!.ExpressionAttributeNames!;
    const values = update!.ExpressionAttributeValues!;
    // askerId set empty; both asker-index keys removed; nothing else of the question touched.
    const setAsker = Object.entries(names).find(([, v]) => v === 'askerId')![0];
    expect(update!.UpdateExpression).toMatch(new RegExp(`SET ${setAsker} = (:\\w+)`));
    expect(Object.values(values)).toContain(ERASED_ASKER);
    const removed = /REMOVE (.*)$/
      .exec(update!.UpdateExpression!)![1]!
      .split(', ')
      .map((n) => names[n.trim()]);
    expect(removed.sort()).toEqual(['gsi2pk', 'gsi2sk']);
    expect(Object.values(names)).not.toEqual(expect.arrayContaining(['text', 'answerText']));
    expect(update!.ConditionExpression).toContain('attribute_exists');
    // Forgotten before the Cognito user and the profile go (a retry finds the question no longer under the asker).
    const profileGone = ddb.commandCalls(TransactWriteCommand).at(-1)!;
    expect(
      ddb
        .commandCalls(UpdateCommand)
        .find((c) => c.args[0].input.Key?.sk === key.sk)!
        .calledBefore(profileGone),
    ).toBe(true);
  });

  it('skips a question whose tender was deleted meanwhile, and finishes the erasure', async () => {
    const { eraseUser } = await import('../../lambdas/features/privacy/erase-user');
    storeProfiles({ ...geodesist, erasingAt: '2026-11-28T09:00:00.000Z' });
    cognito.on(AdminDeleteUserCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': askerPartition(ids.geodesist) } }).resolves({ Items: [questionItem(question())] });
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('gone'), { name: 'ConditionalCheckFailedException' }));
    ddb.on(TransactWriteCommand).resolves({});

    expect(await eraseUser(ids.geodesist, { kind: 'self' })).toMatchObject({ userId: ids.geodesist, questionsAnonymised: 0 });
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });
});

describe('an erased asker to the readers of the questions', () => {
  it('reads ‘Deleted user’ to admins, without a profile read, and is named to nobody else', async () => {
    ddb
      .on(QueryCommand)
      .callsFake((input: { ExpressionAttributeValues: Record<string, string> }) =>
        String(input.ExpressionAttributeValues[':sk1']).startsWith('$tenderquestions') ? { Items: [questionItem(question({ askerId: ERASED_ASKER }))] } : { Items: [tenderItem(tender())] },
      );
    const admin = await call(questionsList, httpEvent({ caller: callers.admin, path: { tenderId: ids.tender } }));
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    expect(admin.body.items).toEqual([expect.objectContaining({ text: 'Is the boundary survey included?', askerName: 'Deleted user' })]);
    expect(ddb.commandCalls(GetCommand).filter((c) => String(c.args[0].input.Key?.pk).includes('userid_'))).toHaveLength(1); // the caller's own profile only
    const other = await call(questionsList, httpEvent({ caller: callers.geodesist, path: { tenderId: ids.tender } }));
    expect(other.body.items[0].askerName).toBeNull();
  });

  it('is left out of the askers an answer notice goes to', async () => {
    const { listAskerIds } = await import('../../lambdas/features/procurement/public');
    ddb.on(QueryCommand).resolves({ Items: [questionItem(question({ askerId: ERASED_ASKER })), questionItem(question({ askerId: otherGeodesist }))] });
    expect(await listAskerIds(ids.tender)).toEqual([otherGeodesist]);
  });
});

describe('the data export', () => {
  it('reads the person’s questions from the asker index with their tenders, and lists them with the answers', async () => {
    const { readUserRecords } = await import('../../lambdas/features/privacy/data/user-records');
    const { exportDocument } = await import('../../lambdas/features/privacy/export-document');
    cognito.on(AdminGetUserCommand).resolves({ Username: ids.geodesist, UserAttributes: [] });
    ddb.on(QueryCommand).resolves({ Items: [] });
    const other = question({ tenderId: otherTender, questionId: '001772359100000-0c2f9a1e-6b7d-4e3a-9f21-8d4c5b6a7e10', text: 'Parking on site?' });
    ddb.on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': askerPartition(ids.geodesist) } }).resolves({ Items: [questionItem(answered), questionItem(other)] });
    ddb.on(BatchGetCommand).resolves({ Responses: { 'geotender-test': [tenderItem(tender({ title: 'Levelling in Tartu' }))] } });

    const records = await readUserRecords(ids.geodesist);
    const gsi2 = ddb.commandCalls(QueryCommand).filter((c) => c.args[0].input.ExpressionAttributeValues?.[':pk'] === askerPartition(ids.geodesist));
    expect(gsi2.map((c) => c.args[0].input)).toEqual([expect.objectContaining({ IndexName: 'gsi2', ScanIndexForward: false })]);

    const { document } = await exportDocument(ids.geodesist, 'export-1', records, 'https://geotender.example');
    expect(document.questions).toEqual([
      {
        questionId: answered.questionId,
        tenderId: ids.tender,
        tenderTitle: 'Levelling in Tartu',
        text: 'Is the boundary survey included?',
        askedAt,
        answer: { text: 'Yes, it is.', answeredAt: '2026-03-02T09:00:00.000Z', filename: 'scope.pdf' },
      },
      { questionId: other.questionId, tenderId: otherTender, tenderTitle: null, text: 'Parking on site?', askedAt, answer: null },
    ]);
    expect(JSON.stringify(document.questions)).not.toContain('s3Key');
  });
});
