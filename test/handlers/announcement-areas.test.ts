/**
 * Who hears of a tender with a site, and what finding them costs (docs/decisions/server/service-areas.md): the
 * announcement reads the 'all of Estonia' partition and the area index's partitions of the site's cells, tests the
 * exact areas of the geodesists near the site only, and never reads the role index of all geodesists. With 1,000
 * geodesists keeping Tallinn and 10 keeping Tartu, a Tartu tender reads the 10 profiles, not the 1,000.
 */
import './env';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entities';
import { allEstoniaMemberModel, ALL_ESTONIA } from '../../lambdas/features/account/data/audience-models';
import { audienceIndexMarkModel, publicProfileModel, serviceAreaCellModel } from '../../lambdas/features/profiles/data/profile-models';
import { tenderSiteModel } from '../../lambdas/features/tenders/data/tender-models';
import { indexCellsOf } from '../../lambdas/features/profiles/data/service-areas';
import { announceTender, type AnnouncementPage } from '../../lambdas/features/notifications/announcement';
import type { ServiceArea } from '../../lambdas/features/profiles/domain/service-areas';
import { ddb, ids, resetMocks, sqs } from './support';

const EVENTS_QUEUE = 'https://sqs.eu-central-1.amazonaws.com/123456789012/events';
const origin = { eventId: 'event-1', atMs: Date.parse('2026-03-01T10:00:00.000Z') };
const userId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const TARTU: ServiceArea = { type: 'Circle', center: [26.72, 58.38], radiusKm: 30 };
const TALLINN: ServiceArea = { type: 'Circle', center: [24.75, 59.44], radiusKm: 30 };

let areas: Map<string, ServiceArea[]>;
let members: string[];
let site: Record<string, unknown> | undefined;

/** The partition key a Query reads. */
const pkOf = (input: { ExpressionAttributeValues?: Record<string, unknown> }) =>
  Object.values(input.ExpressionAttributeValues ?? {}).find((v) => typeof v === 'string' && v.startsWith('$geotender')) as string;

beforeEach(() => {
  resetMocks();
  useTable();
  process.env.EVENTS_QUEUE_URL = EVENTS_QUEUE;
  areas = new Map();
  members = [];
  site = itemOf(tenderSiteModel, { tenderId: ids.tender, geometry: { type: 'Point', coordinates: [26.73, 58.37] }, lest97: [659_000, 6_474_000], bbox: [26.73, 58.37, 26.73, 58.37] });
  ddb.on(GetCommand).callsFake(() => ({ Item: itemOf(audienceIndexMarkModel, { mark: 'service-areas' }) }));
  ddb.on(QueryCommand).callsFake((input: { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> }) => {
    if (input.IndexName) return { Items: [] };
    const pk = pkOf(input);
    if (pk === `$geotender#audience_${ALL_ESTONIA}`) return { Items: members.map((id) => itemOf(allEstoniaMemberModel, { audience: ALL_ESTONIA, userId: id })) };
    const cell = pk.replace('$geotender#cell_', '');
    return { Items: [...areas].flatMap(([id, a]) => (indexCellsOf(a).has(cell) ? [itemOf(serviceAreaCellModel, { cell, userId: id, boxes: indexCellsOf(a).get(cell) })] : [])) };
  });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([table, r]) => [
        table,
        r.Keys.flatMap((k) => {
          if (k.sk.startsWith('$tenderfiles#tendersite')) return site ? [site] : [];
          const id = k.pk.replace('$geotender#userid_', '');
          return k.sk === '$publicprofile_1' && areas.has(id) ? [itemOf(publicProfileModel, { userId: id, areas: areas.get(id) })] : [];
        }),
      ]),
    ),
    UnprocessedKeys: {},
  }));
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [] });
});

const queuedIds = () =>
  sqs
    .commandCalls(SendMessageBatchCommand)
    .filter((c) => c.args[0].input.QueueUrl === EVENTS_QUEUE)
    .flatMap((c) => c.args[0].input.Entries!.map((e) => JSON.parse(e.MessageBody!) as AnnouncementPage))
    .flatMap((p) => p.userIds);
const profileKeysRead = () =>
  ddb
    .commandCalls(BatchGetCommand)
    .flatMap((c) => Object.values(c.args[0].input.RequestItems!).flatMap((r) => r.Keys!))
    .filter((k) => k.sk === '$publicprofile_1').length;

describe('announceTender for a tender with a site', () => {
  it('tells the geodesists whose area meets the site and those who keep all of Estonia, once each', async () => {
    for (let i = 0; i < 1_000; i++) areas.set(userId(i), [TALLINN]);
    for (let i = 1_000; i < 1_010; i++) areas.set(userId(i), [TARTU]);
    // One keeps both a Tallinn and a Tartu area.
    areas.set(userId(2_000), [TALLINN, TARTU]);
    members = [userId(3_000), userId(3_001)];
    await announceTender({ tenderId: ids.tender, title: 'Parcel 12' }, origin);
    expect(queuedIds().sort()).toEqual([...members, ...Array.from({ length: 10 }, (_, i) => userId(1_000 + i)), userId(2_000)].sort());
    // Only the 11 near the site are read: the 1,000 in Tallinn live in other cells.
    expect(profileKeysRead()).toBe(11);
    // Never the role index of every geodesist.
    expect(ddb.commandCalls(QueryCommand).filter((c) => c.args[0].input.IndexName === 'gsi2' && JSON.stringify(c.args[0].input).includes('role_geodesist'))).toHaveLength(0);
  });

  it('does not tell a geodesist whose area is near but does not meet the site', async () => {
    // A circle of 2.5 km whose centre is 2.8 km from the site: its bbox holds the site, the circle does not.
    areas.set(userId(1), [{ type: 'Circle', center: [26.7, 58.39], radiusKm: 2.5 }]);
    // One 10 km west: the same cell, but its bbox is nowhere near, so its profile is not even read.
    areas.set(userId(2), [{ type: 'Circle', center: [26.56, 58.37], radiusKm: 2 }]);
    await announceTender({ tenderId: ids.tender, title: 'Parcel 12' }, origin);
    expect(queuedIds()).toEqual([]);
    expect(profileKeysRead()).toBe(1);
  });

  it('reads the role index of all geodesists for a tender without a site', async () => {
    site = undefined;
    await announceTender({ tenderId: ids.tender, title: 'Parcel 12' }, origin);
    expect(ddb.commandCalls(QueryCommand).filter((c) => c.args[0].input.IndexName === 'gsi2' && JSON.stringify(c.args[0].input).includes('role_geodesist'))).toHaveLength(1);
  });
});
