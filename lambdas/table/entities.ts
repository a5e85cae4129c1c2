/**
 * The single table's service: every ElectroDB model (one file per area: user-, tender-, bid-, delivery-,
 * notification- and contact-entities.ts) gathered for the collections that read several kinds of item from one
 * partition, and `useTable`, which points them all at TABLE_NAME.
 */
import { Service } from 'electrodb';
import { config } from '../kernel/config';
import { AuditEntryEntity, ProfileEntity, StatsShardEntity } from '../features/account/data/user-entities';
import { AttachmentEntity, TenderEntity, TenderSiteEntity, TenderWordEntity } from '../features/tenders/data/tender-entities';
import { BidEntity } from '../features/bids/data/bid-entities';
import { DeliveryEntity, DeliveryFileEntity } from '../features/deliveries/data/delivery-entities';
import { ConnectionEntity, NotificationEntity, NotificationPreferencesEntity } from '../features/notifications/data/notification-entities';
import { ContactMessageEntity, RateCounterEntity } from '../features/contact/data/contact-entities';
import { DataExportEntity, ErasedAddressEntity } from '../features/privacy/data/privacy-entities';
import { options } from './entity-parts';

/**
 * All entities of the table; `collections.tenderFiles` reads a tender, its attachments and its site in one query,
 * `collections.tenderDeliveries` a tender's deliveries and their files.
 */
export const geotender = new Service(
  {
    profile: ProfileEntity,
    tender: TenderEntity,
    attachment: AttachmentEntity,
    tenderSite: TenderSiteEntity,
    tenderWord: TenderWordEntity,
    bid: BidEntity,
    delivery: DeliveryEntity,
    deliveryFile: DeliveryFileEntity,
    connection: ConnectionEntity,
    contactMessage: ContactMessageEntity,
    rateCounter: RateCounterEntity,
    notification: NotificationEntity,
    notificationPreferences: NotificationPreferencesEntity,
    auditEntry: AuditEntryEntity,
    statsShard: StatsShardEntity,
    dataExport: DataExportEntity,
    erasedAddress: ErasedAddressEntity,
  },
  options(),
);

const entities = [
  ProfileEntity,
  TenderEntity,
  AttachmentEntity,
  TenderSiteEntity,
  TenderWordEntity,
  BidEntity,
  DeliveryEntity,
  DeliveryFileEntity,
  ConnectionEntity,
  ContactMessageEntity,
  RateCounterEntity,
  NotificationEntity,
  NotificationPreferencesEntity,
  AuditEntryEntity,
  StatsShardEntity,
  DataExportEntity,
  ErasedAddressEntity,
  geotender,
] as const;
let tableName: string | undefined;
/** Points every entity at TABLE_NAME; called by the entity modules before each operation (cheap). */
export function useTable(): string {
  const name = config.tableName;
  if (name !== tableName) {
    for (const e of entities) e.setTableName(name);
    tableName = name;
  }
  return name;
}
