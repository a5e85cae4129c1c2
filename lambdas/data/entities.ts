/**
 * ElectroDB models of the single table (physical design in table-design.ts, access patterns in
 * docs/data-model.md). Key attributes map onto the generic fields pk/sk and gsi1pk..gsi4sk; the TTL
 * attribute is `expiresAt` (epoch seconds). No key string is built outside this module.
 */
import { Entity, Service } from 'electrodb';
import { BID_STATUSES } from '../domain/bid';
import { DELIVERY_STATUSES } from '../domain/delivery';
import { NOTIFICATION_TYPES, PREFERENCE_CHOICES, REFERENCE_TYPES } from '../domain/notifications';
import { APPROVAL_STATUSES, ROLES } from '../domain/roles';
import { TENDER_STATUSES } from '../domain/tender';
import { AUDIT_ACTIONS } from '../domain/users';
import { tableDesign } from './table-design';
import { documentClient } from './client';
import { config } from '../lib/config';

const SERVICE = 'geotender';
const [gsi1, gsi2, gsi3, gsi4] = tableDesign.globalIndexes;
const { partitionKey: PK, sortKey: SK } = tableDesign;

const now = () => new Date().toISOString();
/** The table name is set at first use (useTable), so importing this module needs no environment. */
const options = () => ({ client: documentClient });

const createdAt = { type: 'string', required: true, readOnly: true, default: now } as const;
/** Set at creation; updates that change what a person edited set it explicitly. */
const updatedAt = { type: 'string', required: true, default: now } as const;

/** A user's profile and approval (spec part 1, 4.2). Item per user. */
export const ProfileEntity = new Entity(
  {
    model: { entity: 'profile', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      company: { type: 'string' },
      phone: { type: 'string' },
      /** Changed only by an admin (issue 11, 4), with the Cognito groups. */
      role: { type: ROLES, required: true },
      approvalStatus: { type: APPROVAL_STATUSES, required: true },
      /** Set while the user is disabled in the Cognito console (account-events worker); the API refuses them. */
      disabledAt: { type: 'string' },
      /** Lower-cased e-mail, "first last" and company, for the admin's user search (profiles.ts searchTextOf). */
      searchText: { type: 'string' },
      createdAt,
      updatedAt,
    },
    indexes: {
      byId: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: [] } },
      // Every user in one partition, newest first: the admin's user table (docs/data-model.md U1).
      byCreated: {
        index: gsi3.indexName,
        pk: { field: gsi3.partitionKey, composite: [] },
        sk: { field: gsi3.sortKey, composite: ['createdAt', 'userId'] },
      },
      byApproval: {
        index: gsi1.indexName,
        pk: { field: gsi1.partitionKey, composite: ['approvalStatus'] },
        sk: { field: gsi1.sortKey, composite: ['createdAt'] },
      },
      byRole: {
        index: gsi2.indexName,
        pk: { field: gsi2.partitionKey, composite: ['role'] },
        sk: { field: gsi2.sortKey, composite: ['createdAt'] },
      },
    },
  },
  options(),
);

/** A tender (spec part 2, 3 and 4). Money in integer euro cents. */
export const TenderEntity = new Entity(
  {
    model: { entity: 'tender', version: '1', service: SERVICE },
    attributes: {
      tenderId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      reference: { type: 'string' },
      expiryDate: { type: 'string', required: true },
      status: { type: TENDER_STATUSES, required: true },
      creatorId: { type: 'string', required: true, readOnly: true },
      contractorId: { type: 'string' },
      location: { type: 'string', required: true },
      budgetCents: { type: 'number', required: true },
      viewCount: { type: 'number', required: true, default: 0 },
      bidCount: { type: 'number', required: true, default: 0 },
      attachmentsCount: { type: 'number', required: true, default: 0 },
      /** Deliveries so far; ADD 1 in the delivery's transaction (lambdas/data/deliveries.ts). */
      deliveryCount: { type: 'number', required: true, default: 0 },
      /** When the poster accepted the deliverables and the tender became Completed. */
      completedAt: { type: 'string' },
      /** Set when a delete has begun (tenders-delete): no bid, edit or award lands any more; a retry resumes the delete. */
      deletingAt: { type: 'string' },
      /** Lower-cased title, description, reference and project code, for the list's search filter. */
      searchText: { type: 'string', required: true },
      /**
       * What the lists and the map read of the site of the work (issue 14), computed by describeSite when it
       * was written; all absent when the tender has no site. The geometry itself, its L-EST97 centroid and
       * its bbox live on the tender's site item (TenderSiteEntity), which only the detail reads.
       */
      /** Centroid of the site, degrees (WGS84). */
      siteLon: { type: 'number' },
      siteLat: { type: 'number' },
      /** Geodesic area in m²; absent for a point. */
      siteAreaM2: { type: 'number' },
      /** Map index keys: the centroid's geohash at precision 3 (partition) and 9 (sort). */
      siteCell: { type: 'string' },
      siteGeohash: { type: 'string' },
      createdAt,
      updatedAt,
    },
    indexes: {
      byId: { collection: 'tenderFiles', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: [] } },
      byStatus: {
        index: gsi1.indexName,
        pk: { field: gsi1.partitionKey, composite: ['status'] },
        sk: { field: gsi1.sortKey, composite: ['createdAt'] },
      },
      byCreator: {
        index: gsi2.indexName,
        pk: { field: gsi2.partitionKey, composite: ['creatorId'] },
        sk: { field: gsi2.sortKey, composite: ['createdAt'] },
      },
      byStatusExpiry: {
        index: gsi3.indexName,
        pk: { field: gsi3.partitionKey, composite: ['status'] },
        sk: { field: gsi3.sortKey, composite: ['expiryDate'] },
      },
      // The map (issue 14, docs/data-model.md T8): sparse, only tenders with a site have these keys.
      byArea: {
        index: gsi4.indexName,
        condition: (attr: { siteCell?: string }) => attr.siteCell !== undefined,
        pk: { field: gsi4.partitionKey, composite: ['siteCell'] },
        sk: { field: gsi4.sortKey, composite: ['siteGeohash'] },
      },
    },
  },
  options(),
);

/** A file of a tender, in the tender's partition so both come back in one query. */
export const AttachmentEntity = new Entity(
  {
    model: { entity: 'attachment', version: '1', service: SERVICE },
    attributes: {
      tenderId: { type: 'string', required: true, readOnly: true },
      attachmentId: { type: 'string', required: true, readOnly: true },
      filename: { type: 'string', required: true },
      contentType: { type: 'string', required: true },
      /** Bytes. */
      size: { type: 'number', required: true },
      /** S3 key under `tenders/{tenderId}/{attachmentId}/`. */
      s3Key: { type: 'string', required: true },
      createdAt,
    },
    indexes: {
      byTender: { collection: 'tenderFiles', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['attachmentId'] } },
    },
  },
  options(),
);

/**
 * The site of a tender's work (issue 14): a GeoJSON Point, Polygon or MultiPolygon in WGS84 of up to 2,000
 * positions (domain/site-rules.ts), with its L-EST97 centroid and bbox. One item per tender with a site, in
 * the tender's partition inside the `tenderFiles` collection, so the detail reads it with the tender in
 * one query, while the lists (gsi1-gsi3, which project the whole tender item) never read the geometry.
 * Written and removed in the same transactions as the tender item (lambdas/data/tenders.ts).
 */
export const TenderSiteEntity = new Entity(
  {
    model: { entity: 'tenderSite', version: '1', service: SERVICE },
    attributes: {
      tenderId: { type: 'string', required: true, readOnly: true },
      geometry: { type: 'any', required: true },
      /** Centroid in L-EST97 (EPSG:3301), [easting, northing] in metres. */
      lest97: { type: 'list', required: true, items: { type: 'number' } },
      /** [west, south, east, north] of the site, degrees. */
      bbox: { type: 'list', required: true, items: { type: 'number' } },
      createdAt,
      updatedAt,
    },
    indexes: {
      byTender: { collection: 'tenderFiles', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: [] } },
    },
  },
  options(),
);

/**
 * A geodesist's one bid on a tender (spec part 2, 3 and 5). Keyed by tender and bidder, so a second bid
 * by the same geodesist is the same item: "one bid per geodesist per tender" is the key design, and
 * creation is conditioned on the item not existing. In the tender's partition, outside the tenderFiles
 * collection (a tender read never reads its bids). `bidId` is an opaque id the poster may see while the
 * bidder stays anonymous. Money in integer euro cents.
 */
export const BidEntity = new Entity(
  {
    model: { entity: 'bid', version: '1', service: SERVICE },
    attributes: {
      tenderId: { type: 'string', required: true, readOnly: true },
      bidderId: { type: 'string', required: true, readOnly: true },
      bidId: { type: 'string', required: true, readOnly: true },
      amountCents: { type: 'number', required: true },
      comment: { type: 'string' },
      status: { type: BID_STATUSES, required: true },
      acceptedAt: { type: 'string' },
      createdAt,
      updatedAt,
    },
    indexes: {
      byTenderBidder: { pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['bidderId'] } },
      byTender: {
        index: gsi1.indexName,
        pk: { field: gsi1.partitionKey, composite: ['tenderId'] },
        sk: { field: gsi1.sortKey, composite: ['createdAt', 'bidderId'] },
      },
      byBidder: {
        index: gsi2.indexName,
        pk: { field: gsi2.partitionKey, composite: ['bidderId'] },
        sk: { field: gsi2.sortKey, composite: ['createdAt', 'tenderId'] },
      },
      byBidId: {
        index: gsi3.indexName,
        pk: { field: gsi3.partitionKey, composite: ['bidId'] },
        sk: { field: gsi3.sortKey, composite: [] },
      },
    },
  },
  options(),
);

/**
 * A delivery of deliverables by the contractor (spec part 2, 3 "delivery"; issue 9), in the tender's
 * partition with its files (collection `tenderDeliveries`).
 */
export const DeliveryEntity = new Entity(
  {
    model: { entity: 'delivery', version: '1', service: SERVICE },
    attributes: {
      tenderId: { type: 'string', required: true, readOnly: true },
      deliveryId: { type: 'string', required: true, readOnly: true },
      geodesistId: { type: 'string', required: true, readOnly: true },
      notes: { type: 'string' },
      status: { type: DELIVERY_STATUSES, required: true },
      changeRequestComment: { type: 'string' },
      changeRequestedAt: { type: 'string' },
      acceptedAt: { type: 'string' },
      submittedAt: { type: 'string', required: true, readOnly: true },
      createdAt,
      updatedAt,
    },
    indexes: {
      byTender: { collection: 'tenderDeliveries', pk: { field: PK, composite: ['tenderId'] }, sk: { field: SK, composite: ['deliveryId'] } },
    },
  },
  options(),
);

/** A file of a delivery (spec part 2, 3 "delivery_files"). S3 key under `deliveries/{tenderId}/{deliveryId}/`. */
export const DeliveryFileEntity = new Entity(
  {
    model: { entity: 'deliveryFile', version: '1', service: SERVICE },
    attributes: {
      tenderId: { type: 'string', required: true, readOnly: true },
      deliveryId: { type: 'string', required: true, readOnly: true },
      fileId: { type: 'string', required: true, readOnly: true },
      filename: { type: 'string', required: true },
      contentType: { type: 'string', required: true },
      /** Bytes. */
      size: { type: 'number', required: true },
      s3Key: { type: 'string', required: true },
      createdAt,
    },
    indexes: {
      byTender: {
        collection: 'tenderDeliveries',
        pk: { field: PK, composite: ['tenderId'] },
        sk: { field: SK, composite: ['deliveryId', 'fileId'] },
      },
    },
  },
  options(),
);

/** A WebSocket connection of a signed-in user; expires by TTL. */
export const ConnectionEntity = new Entity(
  {
    model: { entity: 'connection', version: '1', service: SERVICE },
    attributes: {
      connectionId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true },
      /** Epoch seconds (DynamoDB TTL). */
      expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
      createdAt,
    },
    indexes: {
      // Connection ids are case-sensitive (API Gateway), so their keys keep their case.
      byId: { pk: { field: PK, composite: ['connectionId'], casing: 'none' }, sk: { field: SK, composite: [] } },
      byUser: {
        index: gsi1.indexName,
        pk: { field: gsi1.partitionKey, composite: ['userId'] },
        sk: { field: gsi1.sortKey, composite: ['connectionId'], casing: 'none' },
      },
    },
  },
  options(),
);

/** A message sent through the public contact form (spec part 1, 2.10). */
export const ContactMessageEntity = new Entity(
  {
    model: { entity: 'contactMessage', version: '1', service: SERVICE },
    attributes: {
      messageId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: true },
      subject: { type: 'string', required: true },
      message: { type: 'string', required: true },
      /** Set (UTC clock hour, `YYYY-MM-DDTHH`) while the message waits for the hourly digest; removed once sent. */
      digestHour: { type: 'string' },
      createdAt,
    },
    indexes: {
      byId: { pk: { field: PK, composite: ['messageId'] }, sk: { field: SK, composite: [] } },
      // Messages held for a digest are found by their hour; the others share the empty-hour partition,
      // which nothing reads. Removing digestHour (markDigestSent) removes the item from the index.
      byDigestHour: {
        index: gsi1.indexName,
        pk: { field: gsi1.partitionKey, composite: ['digestHour'] },
        sk: { field: gsi1.sortKey, composite: ['createdAt'] },
      },
    },
  },
  options(),
);

/**
 * An in-app notification of one user (spec part 1, 3 and 4.3). `notificationId` starts with the creation
 * time in epoch ms (15 digits), so the user's partition reads newest first; items expire by TTL.
 */
export const NotificationEntity = new Entity(
  {
    model: { entity: 'notification', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      notificationId: { type: 'string', required: true, readOnly: true },
      type: { type: NOTIFICATION_TYPES, required: true, readOnly: true },
      message: { type: 'string', required: true, readOnly: true },
      referenceId: { type: 'string', readOnly: true },
      referenceType: { type: REFERENCE_TYPES, readOnly: true },
      isRead: { type: 'boolean', required: true, default: false },
      createdAt,
      /** Epoch seconds (DynamoDB TTL). */
      expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
    },
    indexes: {
      byUser: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: ['notificationId'] } },
    },
  },
  options(),
);

/** A user's notification preferences (spec part 1, 2.13 and 3): one choice per kind; absent means `both`. */
export const NotificationPreferencesEntity = new Entity(
  {
    model: { entity: 'notificationPreferences', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      new_tender: { type: PREFERENCE_CHOICES },
      bid_received: { type: PREFERENCE_CHOICES },
      bid_accepted: { type: PREFERENCE_CHOICES },
      bid_rejected: { type: PREFERENCE_CHOICES },
      delivery_submitted: { type: PREFERENCE_CHOICES },
      deliverables_accepted: { type: PREFERENCE_CHOICES },
      tender_deleted: { type: PREFERENCE_CHOICES },
      updatedAt,
    },
    indexes: {
      byUser: { pk: { field: PK, composite: ['userId'] }, sk: { field: SK, composite: [] } },
    },
  },
  options(),
);

/**
 * One admin action on a user (issue 11, 7): who, when, what changed. In the user's own partition key
 * (not the profile's item), newest first by `auditId` (creation time in epoch ms, then a UUID); kept
 * when the user is deleted.
 */
export const AuditEntryEntity = new Entity(
  {
    model: { entity: 'auditEntry', version: '1', service: SERVICE },
    attributes: {
      targetUserId: { type: 'string', required: true, readOnly: true },
      auditId: { type: 'string', required: true, readOnly: true },
      actorId: { type: 'string', required: true, readOnly: true },
      actorName: { type: 'string', required: true, readOnly: true },
      action: { type: AUDIT_ACTIONS, required: true, readOnly: true },
      targetName: { type: 'string', required: true, readOnly: true },
      changes: {
        type: 'list',
        required: true,
        items: { type: 'map', properties: { field: { type: 'string', required: true }, from: { type: 'string' }, to: { type: 'string' } } },
      },
      createdAt,
    },
    indexes: {
      byTarget: { pk: { field: PK, composite: ['targetUserId'] }, sk: { field: SK, composite: ['auditId'] } },
    },
  },
  options(),
);

/**
 * One shard of the admin's live counts (issue 11, 1 "Analytics"): users by role and approval, tenders by
 * status, bids, deliveries. Every write that changes a count ADDs to a random shard (stats.ts), so no
 * single item takes every write; reading sums the shards (one Query).
 */
export const StatsShardEntity = new Entity(
  {
    model: { entity: 'statsShard', version: '1', service: SERVICE },
    attributes: {
      shard: { type: 'number', required: true, readOnly: true },
      usersGeodesist: { type: 'number' },
      usersTenderPoster: { type: 'number' },
      usersAdmin: { type: 'number' },
      usersPending: { type: 'number' },
      usersApproved: { type: 'number' },
      usersRejected: { type: 'number' },
      tendersOpen: { type: 'number' },
      tendersInProgress: { type: 'number' },
      tendersCompleted: { type: 'number' },
      bids: { type: 'number' },
      deliveries: { type: 'number' },
    },
    indexes: {
      byShard: { pk: { field: PK, composite: [] }, sk: { field: SK, composite: ['shard'] } },
    },
  },
  options(),
);

/** A counter of events in a time window (e.g. contact messages per source address per hour); expires by TTL. */
export const RateCounterEntity = new Entity(
  {
    model: { entity: 'rateCounter', version: '1', service: SERVICE },
    attributes: {
      /** What is counted and for which window, e.g. `contact-source#203.0.113.9#2026-11-23T21`. */
      counterKey: { type: 'string', required: true, readOnly: true },
      count: { type: 'number', required: true, default: 0 },
      /** Epoch seconds (DynamoDB TTL). */
      expiresAt: { type: 'number', required: true, field: tableDesign.ttlAttribute },
    },
    indexes: {
      byKey: { pk: { field: PK, composite: ['counterKey'], casing: 'none' }, sk: { field: SK, composite: [] } },
    },
  },
  options(),
);

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
  },
  options(),
);

const entities = [ProfileEntity, TenderEntity, AttachmentEntity, TenderSiteEntity, BidEntity, DeliveryEntity, DeliveryFileEntity, ConnectionEntity, ContactMessageEntity, RateCounterEntity, NotificationEntity, NotificationPreferencesEntity, AuditEntryEntity, StatsShardEntity, geotender] as const;
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
