/**
 * The item codec (lambdas/table/item-codec.ts) writes, for each model literal read through it, exactly what
 * ElectroDB writes for the same literal: the Put item, the table key, each index's Query and the record read back.
 * ElectroDB is the oracle, on random values with mixed case, separators and unicode.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConnectionEntity, ErasedAddressEntity } from '../../lambdas/features/notifications/data/notification-entities';
import { connectionModel, erasedAddressModel } from '../../lambdas/features/notifications/data/notification-models';
import { ItemCodecError, itemOf, keyOf, queryOf, recordOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entity-parts';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'geotender-test';
  useTable();
});

/** Ids as API Gateway and Cognito make them, and hostile ones: case, '=', '#', '_', '$', unicode. */
const idArb = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9=_#$-]{1,24}$/), fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }));
const connectionArb = fc.record({
  connectionId: idArb,
  userId: idArb,
  expiresAt: fc.integer({ min: 0, max: 4_102_444_800 }),
  createdAt: fc.date({ min: new Date('2020-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
});

describe('model literals', () => {
  it('stay as written when their ElectroDB models are built (the codec reads the literal, never what ElectroDB adds)', async () => {
    const { modelCopy } = await import('../../lambdas/table/entity-parts');
    const { Entity } = await import('electrodb');
    for (const literal of [connectionModel, erasedAddressModel]) {
      const written = JSON.stringify(literal);
      new Entity(modelCopy(literal));
      expect(JSON.stringify(literal)).toBe(written);
      // Without the copy ElectroDB would add to it: the copy is what keeps it as written.
      const bare = modelCopy(literal);
      new Entity(bare);
      expect(JSON.stringify(bare)).not.toBe(written);
    }
  });
});

describe('item codec against ElectroDB: connection', () => {
  it('puts the same item', () => {
    fc.assert(
      fc.property(connectionArb, (c) => {
        expect(itemOf(connectionModel, c)).toEqual(ConnectionEntity.put(c).params().Item);
      }),
    );
  });

  it('deletes by the same key', () => {
    fc.assert(
      fc.property(connectionArb, (c) => {
        expect(keyOf(connectionModel, c)).toEqual(ConnectionEntity.delete({ connectionId: c.connectionId }).params().Key);
      }),
    );
  });

  it('queries each index with the same key condition', () => {
    fc.assert(
      fc.property(connectionArb, (c) => {
        const { TableName: _t1, ...byUser } = ConnectionEntity.query.byUser({ userId: c.userId }).params();
        expect(queryOf(connectionModel, 'byUser', { userId: c.userId })).toEqual(byUser);
        const { TableName: _t2, ...byOpen } = ConnectionEntity.query.byOpen({}).params();
        expect(queryOf(connectionModel, 'byOpen', {})).toEqual(byOpen);
        const { TableName: _t3, ...ofUser } = ConnectionEntity.query.byOpen({ userId: c.userId }).params();
        expect(queryOf(connectionModel, 'byOpen', { userId: c.userId })).toEqual(ofUser);
      }),
    );
  });

  it('reads back what ElectroDB reads back, and nothing of another model', () => {
    fc.assert(
      fc.property(connectionArb, (c) => {
        const item = ConnectionEntity.put(c).params().Item as Record<string, unknown>;
        expect(recordOf(connectionModel, item)).toEqual(ConnectionEntity.parse({ Item: item }).data);
        expect(recordOf(connectionModel, { ...item, __edb_e__: 'notification' })).toBeUndefined();
        expect(recordOf(connectionModel, { ...item, __edb_v__: '2' })).toBeUndefined();
      }),
    );
  });

  it('refuses a missing required attribute, a wrong type and a missing key part, as ElectroDB does', () => {
    expect(() => itemOf(connectionModel, { connectionId: 'c', expiresAt: 1 })).toThrow(ItemCodecError);
    expect(() => ConnectionEntity.put({ connectionId: 'c', expiresAt: 1 } as never).params()).toThrow();
    expect(() => itemOf(connectionModel, { connectionId: 'c', userId: 'u', expiresAt: '1' })).toThrow(/expiresAt must be number/);
    expect(() => keyOf(connectionModel, {})).toThrow(/connectionId is needed/);
    expect(() => queryOf(connectionModel, 'byUser', {})).toThrow(/userId is needed/);
  });
});

describe('item codec against ElectroDB: erased address', () => {
  const erasedArb = fc.record({ addressHash: fc.stringMatching(/^[0-9a-f]{64}$/), erasedAtMs: fc.integer({ min: 0, max: 4_102_444_800_000 }), expiresAt: fc.integer({ min: 0, max: 4_102_444_800 }) });

  it('puts the same item, gets by the same key and reads back the same record', () => {
    fc.assert(
      fc.property(erasedArb, (e) => {
        const item = ErasedAddressEntity.put(e).params().Item as Record<string, unknown>;
        expect(itemOf(erasedAddressModel, e)).toEqual(item);
        expect(keyOf(erasedAddressModel, e)).toEqual(ErasedAddressEntity.get({ addressHash: e.addressHash }).params().Key);
        expect(recordOf(erasedAddressModel, item)).toEqual(ErasedAddressEntity.parse({ Item: item }).data);
      }),
    );
  });
});
