/**
 * A person's messages under GDPR (docs/decisions/after-award/messages.md): the erasure keeps each message in its
 * thread (the other party relies on it) and forgets who wrote it (authorId blanked, which removes the author index's
 * keys; the name shown becomes 'Deleted user', a support message stays 'GeoTender support'); the data export lists the
 * person's own messages, read from the author index (gsi2), one Query of their own key.
 */
import './env';
import { AdminDeleteUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { BatchGetCommand, DeleteCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { ERASED_AUTHOR, tenderMessageModel } from '../../lambdas/features/messages/data/message-models';
import type { MessageItem } from '../../lambdas/features/messages/data/messages';
import { ddb, ids, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

const cognito = mockClient(CognitoIdentityProviderClient);
const postedAt = '2026-03-01T10:00:00.000Z';
function message(overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    tenderId: ids.tender,
    messageId: '001772359200000-5a2c7e91-4d3b-4f8a-a6e0-1b9d3c7f2e54',
    author: 'contractor',
    authorId: ids.geodesist,
    authorName: 'Gerd Geo',
    text: 'The benchmark is tied in.',
    files: [{ fileId: 'bbbbbbbb-0000-4000-8000-000000000001', filename: 'tie-in.pdf', contentType: 'application/pdf', size: 900, s3Key: 'tenders/x/messages/y/z/tie-in.pdf' }],
    postedAt,
    createdAt: postedAt,
    ...overrides,
  };
}
const messageItem = (m: MessageItem) => itemOf(tenderMessageModel, { ...m });
const authorPartition = (userId: string) => messageItem(message({ authorId: userId })).gsi2pk;
const geodesist = profile({ userId: ids.geodesist, role: 'geodesist', firstName: 'Gerd', lastName: 'Geo', email: 'gerd@example.com' });

beforeEach(() => {
  resetMocks();
  cognito.reset();
  useTable();
  storeProfiles(geodesist, profile({ userId: ids.admin, role: 'admin' }), profile({ userId: ids.poster, role: 'tenderPoster' }));
});

describe('the message item', () => {
  it('is keyed by its author in gsi2, so a person’s messages are one Query of their own key', () => {
    expect(messageItem(message()).gsi2pk).toBe(`$geotender#authorid_${ids.geodesist}`);
  });
});

describe('the erasure of an author', () => {
  it('keeps the message’s text and files in the thread, shown as by ‘Deleted user’, and takes it out of the author index', async () => {
    const { eraseUser } = await import('../../lambdas/features/privacy/erase-user');
    storeProfiles({ ...geodesist, erasingAt: '2026-11-28T09:00:00.000Z' });
    cognito.on(AdminDeleteUserCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': authorPartition(ids.geodesist) } }).resolves({ Items: [messageItem(message())] });

    expect(await eraseUser(ids.geodesist, { kind: 'self' })).toMatchObject({ userId: ids.geodesist, messagesAnonymised: 1 });
    const key = messageItem(message());
    const [update] = ddb
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input)
      .filter((u) => u.Key?.pk === key.pk && u.Key?.sk === key.sk);
    const names = Object.values(update!.ExpressionAttributeNames!);
    expect(names).toEqual(expect.arrayContaining(['authorId', 'authorName', 'gsi2pk', 'gsi2sk']));
    expect(names).not.toEqual(expect.arrayContaining(['text']));
    expect(Object.values(update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining([ERASED_AUTHOR, 'Deleted user']));
    expect(update!.UpdateExpression).toMatch(/REMOVE/);
  });
});

describe('the data export', () => {
  it('lists the person’s messages with their tenders, files by name only', async () => {
    const { readUserRecords } = await import('../../lambdas/features/privacy/data/user-records');
    const { exportDocument } = await import('../../lambdas/features/privacy/export-document');
    cognito.on(AdminGetUserCommand).resolves({ Username: ids.geodesist, UserAttributes: [] });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': authorPartition(ids.geodesist) } }).resolves({ Items: [messageItem(message())] });
    ddb.on(BatchGetCommand).resolves({ Responses: { 'geotender-test': [tenderItem(tender({ title: 'Levelling in Tartu' }))] } });

    const records = await readUserRecords(ids.geodesist);
    const { document } = await exportDocument(ids.geodesist, 'export-1', records, 'https://geotender.example');
    expect(document.messages).toEqual([
      {
        messageId: message().messageId,
        tenderId: ids.tender,
        tenderTitle: 'Levelling in Tartu',
        author: 'contractor',
        text: 'The benchmark is tied in.',
        filenames: ['tie-in.pdf'],
        postedAt,
        hidden: null,
      },
    ]);
    expect(JSON.stringify(document.messages)).not.toContain('s3Key');
  });
});
