/**
 * The single table's service: every ElectroDB model (one file per area: user-, tender-, bid-, delivery-,
 * notification-, contact- and privacy-entities.ts) in one Service, for the tests, benches and scripts that read or
 * write any kind of item. Functions never import it, nor any ElectroDB model: their data modules read and write the
 * same model literals through the model table (model-table.ts).
 */
import { Service } from 'electrodb';
import { AuditEntryEntity, ProfileEntity, StatsShardEntity } from '../features/account/data/user-entities';
import { AttachmentEntity, TenderEntity, TenderSiteEntity, TenderWordEntity } from '../features/tenders/data/tender-entities';
import { BidEntity } from '../features/tenders/data/bid-entities';
import { DeliveryEntity, DeliveryFileEntity } from '../features/deliveries/data/delivery-entities';
import { ConnectionEntity, ErasedAddressEntity, NotificationEntity, NotificationPreferencesEntity } from '../features/notifications/data/notification-entities';
import { ContactMessageEntity } from '../features/contact/data/contact-entities';
import { RateCounterEntity } from '../features/limits/data/limit-entities';
import { DataExportEntity } from '../features/privacy/data/privacy-entities';
import { onTable, options, useTable } from './entity-parts';

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
onTable(geotender);

/** useTable lives in entity-parts.ts (every registered model); kept here for the tests and benches that import it from this module. */
export { useTable };
