/**
 * `PUT /profiles/me/service-areas` (docs/decisions/server/service-areas.md): one transaction writes the profile, the index
 * cells the areas touch (the cells no longer touched deleted) and the 'all of Estonia' membership; a save racing
 * another is a 409 with nothing half-written; bad input is a 400 with the rule's message and no write.
 */
import './env';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { itemOf } from '../../lambdas/table/item-codec';
import { publicProfileModel } from '../../lambdas/features/profiles/data/profile-models';
import { SAVE_CONFLICT } from '../../lambdas/features/profiles/data/service-areas';
import { serviceAreaMessages } from '../../lambdas/features/profiles/domain/service-areas';
import { handler } from '../../lambdas/features/profiles/handlers/service-areas-update';
import { call, callers, ddb, httpEvent, ids, profile, resetMocks, storeProfiles } from './support';

const TARTU = { type: 'Circle', center: [26.72, 58.38], radiusKm: 30 };
const transactItems = () => ddb.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems!);
const kinds = () =>
  transactItems().map((t) => {
    const [op, body] = Object.entries(t)[0] as [string, { Key?: Record<string, string>; Item?: Record<string, string> }];
    return `${op} ${(body.Key ?? body.Item)!.pk}`;
  });

beforeEach(() => {
  resetMocks();
  ddb.on(TransactWriteCommand).resolves({});
});

/** The caller's stored public profile (its kept cells), and their account. */
function stored(values: Record<string, unknown>): void {
  const item = itemOf(publicProfileModel, { userId: ids.geodesist, ...values });
  ddb.on(GetCommand, { Key: { pk: item.pk, sk: item.sk } }).resolves({ Item: item });
  storeProfiles(profile({ userId: ids.geodesist, role: 'geodesist' }));
}

describe('PUT /profiles/me/service-areas', () => {
  it('writes the profile, the cells and leaves all of Estonia in one transaction, deleting cells no longer touched', async () => {
    stored({ areaCells: ['ud6', 'ud7', 'udm'] });
    const res = await call(handler, httpEvent({ caller: callers.geodesist, body: { areas: [TARTU], searches: [{ words: 'topo' }] } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ areas: [TARTU], searches: [{ words: 'topo' }] });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(kinds().sort()).toEqual(
      [`Update $geotender#userid_${ids.geodesist}`, 'Delete $geotender#cell_udm', 'Put $geotender#cell_ud6', 'Put $geotender#cell_ud7', 'Delete $geotender#audience_all-estonia'].sort(),
    );
  });

  it('joins all of Estonia again when the last area is removed', async () => {
    stored({ areaCells: ['ud6'] });
    await call(handler, httpEvent({ caller: callers.geodesist, body: { areas: [], searches: [] } }));
    expect(kinds().sort()).toEqual([`Update $geotender#userid_${ids.geodesist}`, 'Delete $geotender#cell_ud6', 'Put $geotender#audience_all-estonia'].sort());
  });

  it('answers 409 when another save changed the cells meanwhile', async () => {
    stored({});
    ddb.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }));
    const res = await call(handler, httpEvent({ caller: callers.geodesist, body: { areas: [TARTU], searches: [] } }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SAVE_CONFLICT);
  });

  it('refuses a radius of 0 with the rule’s message and writes nothing', async () => {
    stored({});
    const res = await call(handler, httpEvent({ caller: callers.geodesist, body: { areas: [{ ...TARTU, radiusKm: 0 }], searches: [] } }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(serviceAreaMessages.radius);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
