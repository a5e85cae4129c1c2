/**
 * Every model literal, written through the item codec (lambdas/table/item-codec.ts), gives the item ElectroDB gives
 * for the same literal and values, is read back as ElectroDB reads it, and is keyed and queried the same on each
 * index: with every attribute, and with only the required ones (a sparse index, e.g. the map's, then has no keys).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from 'electrodb';
import { itemOf, keyOf, type ModelLiteral, queryOf, recordOf } from '../../lambdas/table/item-codec';
import { useTable } from '../../lambdas/table/entity-parts';
import * as user from '../../lambdas/features/account/data/user-models';
import { statsShardModel } from '../../lambdas/table/stats';
import * as userEntities from '../../lambdas/features/account/data/user-entities';
import { adminRosterModel } from '../../lambdas/features/admin/data/admin-roster-models';
import { AdminRosterEntity } from '../../lambdas/features/admin/data/admin-roster-entities';
import { bidModel } from '../../lambdas/features/tenders/data/bid-models';
import { BidEntity } from '../../lambdas/features/tenders/data/bid-entities';
import * as contact from '../../lambdas/features/contact/data/contact-models';
import * as contactEntities from '../../lambdas/features/contact/data/contact-entities';
import { rateCounterModel } from '../../lambdas/features/limits/data/limit-models';
import { RateCounterEntity } from '../../lambdas/features/limits/data/limit-entities';
import * as delivery from '../../lambdas/features/deliveries/data/delivery-models';
import * as deliveryEntities from '../../lambdas/features/deliveries/data/delivery-entities';
import * as notification from '../../lambdas/features/notifications/data/notification-models';
import * as notificationEntities from '../../lambdas/features/notifications/data/notification-entities';
import { dataExportModel } from '../../lambdas/features/privacy/data/privacy-models';
import { DataExportEntity } from '../../lambdas/features/privacy/data/privacy-entities';
import * as tender from '../../lambdas/features/tenders/data/tender-models';
import * as tenderEntities from '../../lambdas/features/tenders/data/tender-entities';
import { outboxModel } from '../../lambdas/table/outbox';
import { OutboxEntity } from '../../lambdas/table/outbox-entity';
import { timerModel } from '../../lambdas/table/timers';
import { TimerEntity } from '../../lambdas/table/timer-entity';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'geotender-test';
  useTable();
});

type AnyEntity = Entity<string, string, string, never> & {
  put: (v: unknown) => { params: () => { Item: Record<string, unknown> } };
  parse: (r: { Item: unknown }) => { data: unknown };
  query: Record<string, (v: unknown) => { params: () => Record<string, unknown> }>;
};

const pairs: [string, ModelLiteral, unknown][] = [
  ['profile', user.profileModel, userEntities.ProfileEntity],
  ['auditEntry', user.auditEntryModel, userEntities.AuditEntryEntity],
  ['statsShard', statsShardModel, userEntities.StatsShardEntity],
  ['adminRoster', adminRosterModel, AdminRosterEntity],
  ['bid', bidModel, BidEntity],
  ['contactMessage', contact.contactMessageModel, contactEntities.ContactMessageEntity],
  ['rateCounter', rateCounterModel, RateCounterEntity],
  ['delivery', delivery.deliveryModel, deliveryEntities.DeliveryEntity],
  ['deliveryFile', delivery.deliveryFileModel, deliveryEntities.DeliveryFileEntity],
  ['notification', notification.notificationModel, notificationEntities.NotificationEntity],
  ['notificationPreferences', notification.notificationPreferencesModel, notificationEntities.NotificationPreferencesEntity],
  ['connection', notification.connectionModel, notificationEntities.ConnectionEntity],
  ['outbox', outboxModel, OutboxEntity],
  ['timer', timerModel, TimerEntity],
  ['dataExport', dataExportModel, DataExportEntity],
  ['erasedAddress', notification.erasedAddressModel, notificationEntities.ErasedAddressEntity],
  ['tender', tender.tenderModel, tenderEntities.TenderEntity],
  ['attachment', tender.attachmentModel, tenderEntities.AttachmentEntity],
  ['tenderSite', tender.tenderSiteModel, tenderEntities.TenderSiteEntity],
  ['tenderWord', tender.tenderWordModel, tenderEntities.TenderWordEntity],
];

/** A value of each attribute (all, or only the required ones), with case, '#' and unicode in the strings. */
function valuesOf(m: ModelLiteral, all: boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, a] of Object.entries(m.attributes)) {
    if (!all && !a.required) continue;
    const type = a.type;
    values[name] = Array.isArray(type)
      ? type[type.length - 1]
      : type === 'number'
        ? 42
        : type === 'boolean'
          ? true
          : type === 'list'
            ? name === 'changes'
              ? [{ field: 'role', from: 'geodesist', to: 'admin' }]
              : [1.5, 2]
            : type === 'map'
              ? { k: 'v' }
              : type === 'any'
                ? { type: 'Point', coordinates: [24.7, 59.4] }
                : `${name}-Õ#X_1`;
  }
  return values;
}

describe.each(pairs)('item codec against ElectroDB: %s', (_name, model, entity) => {
  const e = entity as AnyEntity;
  it.each([true, false])('puts, keys, reads back and queries the same (every attribute: %s)', (all) => {
    const values = valuesOf(model, all);
    const theirs = e.put(values).params().Item;
    const ours = itemOf(model, values);
    // Defaults that are times are made at the call: compare them apart.
    for (const t of ['createdAt', 'updatedAt']) if (!(t in values) && t in ours) values[t] = ours[t];
    expect(ours).toEqual(e.put(values).params().Item);
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
    expect(keyOf(model, values)).toEqual({ pk: ours.pk, sk: ours.sk });
    expect(recordOf(model, ours)).toEqual(e.parse({ Item: ours }).data);
    for (const [indexName, index] of Object.entries(model.indexes)) {
      if (index.pk.composite.some((name) => values[name] === undefined)) continue;
      const { TableName: _t, ...query } = e.query[indexName]!(values).params();
      expect(queryOf(model, indexName, values)).toEqual(query);
    }
  });
});
