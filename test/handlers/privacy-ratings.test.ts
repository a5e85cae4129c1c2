/**
 * A person's profile and ratings under GDPR (docs/decisions/after-award/ratings.md, "Privacy"): the export lists their
 * public profile and the ratings they gave (gsi3 by author) and received (gsi2 by the person rated); the erasure
 * deletes their public profile and keeps the ratings about others with the author blanked (shown as 'Deleted user'),
 * which takes them out of the author index.
 */
import './env';
import { AdminDeleteUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { ERASED_PERSON, ratingModel } from '../../lambdas/features/ratings/data/rating-models';
import { publicProfileModel } from '../../lambdas/features/profiles/data/profile-models';
import type { RatingItem } from '../../lambdas/features/ratings/data/ratings';
import { ddb, ids, profile, resetMocks, storeProfiles } from './support';

const cognito = mockClient(CognitoIdentityProviderClient);
const at = '2026-03-01T10:00:00.000Z';
const given: RatingItem = {
  tenderId: ids.tender,
  side: 'contractor',
  tenderTitle: 'Boundary survey',
  authorId: ids.geodesist,
  ratedId: ids.poster,
  stars: { clarity: 4, responsiveness: 5, fairness: 5 },
  text: 'Clear brief',
  submittedAt: at,
  updatedAt: at,
  revealDue: '2026-03-15T10:00:00.000Z',
  revealedAt: at,
  createdAt: at,
};
const received: RatingItem = { ...given, side: 'poster', authorId: ids.poster, ratedId: ids.geodesist, stars: { quality: 5, schedule: 4, communication: 5 }, text: 'Precise work' };
const item = (r: RatingItem) => itemOf(ratingModel, { ...r });
const geodesist = profile({ userId: ids.geodesist, role: 'geodesist', company: 'Geo OÜ', email: 'gerd@example.com' });

beforeEach(() => {
  resetMocks();
  cognito.reset();
  useTable();
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(QueryCommand, { IndexName: 'gsi3', ExpressionAttributeValues: { ':pk': item(given).gsi3pk } }).resolves({ Items: [item(given)] });
  ddb.on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': item(received).gsi2pk } }).resolves({ Items: [item(received)] });
});

describe('the data export', () => {
  it('lists the public profile and the ratings given and received', async () => {
    storeProfiles(geodesist);
    const kept = itemOf(publicProfileModel, { userId: ids.geodesist, qualifications: [{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }], completedProjects: 3, ratingCount: 1 });
    ddb.on(GetCommand, { Key: { pk: kept.pk, sk: kept.sk } }).resolves({ Item: kept });
    cognito.on(AdminGetUserCommand).resolves({ Username: ids.geodesist, UserAttributes: [] });
    const { readUserRecords } = await import('../../lambdas/features/privacy/data/user-records');
    const { exportDocument } = await import('../../lambdas/features/privacy/export-document');
    const { document } = await exportDocument(ids.geodesist, 'export-1', await readUserRecords(ids.geodesist), 'https://geotender.example');
    expect(document.publicProfile).toEqual({ qualifications: [{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }], area: null, completedProjects: 3 });
    expect(document.ratingsGiven).toEqual([expect.objectContaining({ side: 'contractor', text: 'Clear brief', stars: given.stars })]);
    expect(document.ratingsReceived).toEqual([expect.objectContaining({ side: 'poster', text: 'Precise work' })]);
  });
});

describe('the erasure', () => {
  it('deletes the public profile and keeps the ratings with the person blanked (author: out of gsi3; rated: out of gsi2)', async () => {
    storeProfiles({ ...geodesist, erasingAt: '2026-11-28T09:00:00.000Z' });
    cognito.on(AdminDeleteUserCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    const { eraseUser } = await import('../../lambdas/features/privacy/erase-user');
    expect(await eraseUser(ids.geodesist, { kind: 'self' })).toMatchObject({ ratingsAnonymised: 2 });

    const updates = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    const onGiven = updates.find((u) => u.Key?.pk === item(given).pk && u.Key?.sk === item(given).sk)!;
    const names = onGiven.ExpressionAttributeNames!;
    expect(Object.values(names)).toContain('authorId');
    expect(Object.values(onGiven.ExpressionAttributeValues!)).toContain(ERASED_PERSON);
    expect(onGiven.UpdateExpression).toMatch(/REMOVE/);
    expect(Object.values(names)).toEqual(expect.arrayContaining(['gsi3pk', 'gsi3sk']));
    expect(Object.values(names)).not.toContain('text');
    const onReceived = updates.find((u) => u.Key?.sk === item(received).sk)!;
    expect(Object.values(onReceived.ExpressionAttributeNames!)).toEqual(expect.arrayContaining(['ratedId', 'gsi2pk', 'gsi2sk']));
    const kept = itemOf(publicProfileModel, { userId: ids.geodesist });
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toContainEqual({ pk: kept.pk, sk: kept.sk });
  });
});
