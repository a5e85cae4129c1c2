/**
 * Model literals of tenders: the tender, its attachments and its site, in one partition, and the word index of search. Key design in table-design.ts and
 * entity-parts.ts; access patterns in docs/data-model.md. No key string is built outside the models.
 *
 * Plain literals (`as const satisfies ModelLiteral`): the data modules read and write them through the model table
 * (table/model-table.ts); tender-entities.ts builds the ElectroDB models of the same literals
 * for the tests, benches and scripts.
 */
import { TENDER_STATUSES } from '../domain/tender';
import { SERVICE, gsi1, gsi2, gsi3, gsi4, PK, SK, createdAt, updatedAt } from '../../../table/entity-parts';
import type { ModelLiteral } from '../../../table/item-codec';

/** A tender (spec part 2, 3 and 4). Money in integer euro cents. */
export const tenderModel = {
  model: { entity: 'tender', version: '1', service: SERVICE },
  attributes: {
    tenderId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    /** The poster's own reference (Client Reference). */
    reference: { type: 'string' },
    /** What the work must meet (part 2, 3); absent when none. */
    requirements: { type: 'string' },
    expiryDate: { type: 'string', required: true },
    status: { type: TENDER_STATUSES, required: true },
    creatorId: { type: 'string', required: true, readOnly: true },
    contractorId: { type: 'string' },
    /** Free text; 'Not specified' when the poster gave none. */
    location: { type: 'string', required: true },
    /** Integer euro cents; 0 when not specified. */
    budgetCents: { type: 'number', required: true },
    viewCount: { type: 'number', required: true, default: 0 },
    bidCount: { type: 'number', required: true, default: 0 },
    attachmentsCount: { type: 'number', required: true, default: 0 },
    /** Deliveries so far; ADD 1 in the delivery's transaction (lambdas/features/deliveries/data/deliveries.ts). */
    deliveryCount: { type: 'number', required: true, default: 0 },
    /** When the poster accepted the deliverables and the tender became Completed. */
    completedAt: { type: 'string' },
    /** Set when a delete has begun (tenders-delete): no bid, edit or award lands any more; a retry resumes the delete. */
    deletingAt: { type: 'string' },
    /** Lower-cased title, description, reference and project code, for the list's search filter. */
    searchText: { type: 'string', required: true },
    /**
     * What the lists and the map read of the site of the work, computed by describeSite when it
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
    questionCount: { type: 'number' },
    /** The tender's version (domain/versions.ts): 1 at create, one more per amendment; absent on older items means 1. */
    version: { type: 'number' },
    /** The last version that changed more than the deadline (bids before it wait for confirmation); absent means 1. */
    termsVersion: { type: 'number' },
    /**
     * Set when the tender was cancelled (procurement/data/cancellation.ts): `{ reason, text?, byRole, byId, at, document? }`
     * with the document's `{ s3Key, filename, contentType, size }`; absent otherwise.
     */
    cancellation: { type: 'any' },
    /**
     * Until when approved geodesists may ask questions (ISO instant; features/tenders/domain/question-deadline.ts): set
     * on create and edit, never after expiryDate; absent on older tenders, which read it as expiryDate minus 3 days.
     */
    questionDeadline: { type: 'string' },
    /**
     * The question deadline for which the deadline was last moved for an unanswered question (procurement's sweep):
     * a tender is moved once per question deadline, whatever the number of questions or runs.
     */
    deadlineMovedFor: { type: 'string' },
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
    // The map (docs/data-model.md T8): sparse, only tenders with a site have these keys.
    byArea: {
      index: gsi4.indexName,
      condition: (attr: { siteCell?: string }) => attr.siteCell !== undefined,
      pk: { field: gsi4.partitionKey, composite: ['siteCell'] },
      sk: { field: gsi4.sortKey, composite: ['siteGeohash'] },
    },
  },
} as const satisfies ModelLiteral;

/** A file of a tender, in the tender's partition so both come back in one query. */
export const attachmentModel = {
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
} as const satisfies ModelLiteral;

/**
 * The site of a tender's work: a GeoJSON Point, Polygon or MultiPolygon in WGS84 of up to 2,000
 * positions (features/tenders/domain/site-rules.ts), with its L-EST97 centroid and bbox. One item per tender with a site, in
 * the tender's partition inside the `tenderFiles` collection, so the detail reads it with the tender in
 * one query, while the lists (gsi1-gsi3, which project the whole tender item) never read the geometry.
 * Written and removed in the same transactions as the tender item (lambdas/features/tenders/data/tenders.ts).
 */
export const tenderSiteModel = {
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
} as const satisfies ModelLiteral;

/**
 * The word index of tender search (docs/data-model.md T11): one posting per index token
 * (a prefix of 3 to 20 characters of a word, domain/search.ts) and tender, in the token's partition in the
 * tender's creation order; by expiry on gsi1 (expiringSoon) and per creator on gsi2 (scope mine). Written
 * before the tender's own transaction (data/tender-index.ts), never trusted alone: a list keeps a posting's
 * tender only when the tender item itself has every search word, so a stale or orphan posting shows nothing.
 */
export const tenderWordModel = {
  model: { entity: 'tenderWord', version: '1', service: SERVICE },
  attributes: {
    /** The normalised prefix (domain/search.ts indexTokensOf). */
    token: { type: 'string', required: true, readOnly: true },
    tenderId: { type: 'string', required: true, readOnly: true },
    /** The tender's createdAt (the sort of newest and oldest). */
    createdAt: { type: 'string', required: true, readOnly: true },
    /** The tender's expiryDate when the posting was written (the sort of expiringSoon). */
    expiryDate: { type: 'string', required: true },
    creatorId: { type: 'string', required: true, readOnly: true },
    /** The time of the write that put it (the tender's updatedAt then): a stale posting is removed only if no later write put it again. */
    indexedAt: { type: 'string', required: true },
  },
  indexes: {
    byToken: { pk: { field: PK, composite: ['token'] }, sk: { field: SK, composite: ['createdAt', 'tenderId'] } },
    byTokenExpiry: {
      index: gsi1.indexName,
      pk: { field: gsi1.partitionKey, composite: ['token'] },
      sk: { field: gsi1.sortKey, composite: ['expiryDate', 'tenderId'] },
    },
    byCreatorToken: {
      index: gsi2.indexName,
      pk: { field: gsi2.partitionKey, composite: ['creatorId', 'token'] },
      sk: { field: gsi2.sortKey, composite: ['createdAt', 'tenderId'] },
    },
  },
} as const satisfies ModelLiteral;
