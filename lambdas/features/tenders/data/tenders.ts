/**
 * Tenders and their attachments (spec part 2, 3-5 and 7): the items, their views, and the writes.
 * Edits are in tender-edits.ts, lists in tender-lists.ts, the map in tender-map.ts. Access patterns in docs/data-model.md.
 */
import { count, type CounterName } from '../../../table/stats';
import type { Attachment, TenderDetail, TenderSite, TenderSummary } from '../domain/dto';
import type { SiteDescription } from '../domain/site';
import { siteCell, siteGeohash, type SiteGeometry } from '../domain/site-rules';
import { projectCode, type TenderStatus } from '../domain/tender';
import { writeAll } from '../../../table/batch-writes';
import { queryCollection, tableOf, transactWrite, type TransactItem } from '../../../table/model-table';
import { attachmentModel, tenderModel, tenderSiteModel } from './tender-models';
import { editable, knowsParties, type Viewer } from '../domain/tender-rules';
import { searchWordsOf } from '../domain/search';
import { isAmendment, versionOf } from '../domain/versions';
import { questionDeadlineOf } from '../domain/question-deadline';
import { putPostings } from './tender-index';
import { whereAll } from '../../../table/conditions';

export interface TenderItem {
  tenderId: string;
  title: string;
  description: string;
  /** The poster's own reference (Client Reference). */
  reference?: string;
  /** What the work must meet (part 2, 3). */
  requirements?: string;
  expiryDate: string;
  status: TenderStatus;
  creatorId: string;
  contractorId?: string;
  /** Free text; NOT_SPECIFIED when the poster gave none. */
  location: string;
  /** Integer euro cents; 0 when not specified. */
  budgetCents: number;
  viewCount: number;
  bidCount: number;
  attachmentsCount: number;
  /** Deliveries so far (written by the delivery transactions); absent on older items. */
  deliveryCount?: number;
  completedAt?: string;
  /** Set once a delete has begun (tenders-delete). */
  deletingAt?: string;
  searchText: string;
  createdAt: string;
  updatedAt: string;
  /** What the lists and the map read of the site: centroid (degrees), area (m², not for a point), map index keys. All absent without a site. */
  siteLon?: number;
  siteLat?: number;
  siteAreaM2?: number;
  siteCell?: string;
  siteGeohash?: string;
  /** Until when questions may be asked (ISO); absent on older tenders (domain/question-deadline.ts questionDeadlineOf). */
  questionDeadline?: string;
  /** Questions asked so far (procurement); absent before the first. */
  questionCount?: number;
  /** The question deadline the deadline was last moved for (procurement's sweep). */
  deadlineMovedFor?: string;
  /**
   * The tender's site item (geometry, L-EST97 centroid, bbox), joined by getTenderWithAttachments from the
   * same query; never an attribute of the tender item, and absent on tenders read by a list.
   */
  site?: TenderSiteItem;
  /** The tender's version (domain/versions.ts); absent on older items: 1. */
  version?: number;
  /** The last version that changed more than the deadline; absent: 1. */
  termsVersion?: number;
}

/** The site item of a tender (tenderSiteModel): what only the detail reads. */
export interface TenderSiteItem {
  tenderId: string;
  geometry: SiteGeometry;
  /** Centroid in L-EST97 (EPSG:3301), [easting, northing] in metres. */
  lest97: number[];
  /** [west, south, east, north], degrees. */
  bbox: number[];
  createdAt: string;
  updatedAt: string;
}

/** The small site attributes kept on the tender item (lists and map). */
export type TenderSiteKeys = Required<Pick<TenderItem, 'siteLon' | 'siteLat' | 'siteCell' | 'siteGeohash'>> & { siteAreaM2?: number };
/** A site as written: the attributes on the tender item and the content of the site item. */
export interface SiteFields {
  onTender: TenderSiteKeys;
  item: Pick<TenderSiteItem, 'geometry' | 'lest97' | 'bbox'>;
}
export const SITE_ATTRIBUTES = ['siteLon', 'siteLat', 'siteAreaM2', 'siteCell', 'siteGeohash'] as const;

/**
 * A valid site as written: on the tender item the centroid, area and the map index keys from the
 * centroid; on the site item the geometry, L-EST97 centroid and bbox. `d` comes from `describeSite`
 * (features/tenders/domain/site.ts, called by the writing handler so that this module needs no proj4).
 */
export function toSiteFields(geometry: SiteGeometry, d: SiteDescription): SiteFields {
  return {
    onTender: {
      siteLon: d.centroid[0],
      siteLat: d.centroid[1],
      ...(d.areaM2 === null ? {} : { siteAreaM2: d.areaM2 }),
      siteCell: siteCell(d.centroid),
      siteGeohash: siteGeohash(d.centroid),
    },
    item: { geometry, lest97: d.lest97, bbox: d.bbox },
  };
}

/** The site of a stored tender as the detail view shows it (tender item and its joined site item), or null. */
export function toTenderSite(t: TenderItem): TenderSite | null {
  const s = t.site;
  if (!s || t.siteLon === undefined || t.siteLat === undefined) return null;
  return {
    geometry: s.geometry,
    centroid: [t.siteLon, t.siteLat],
    lest97: [s.lest97[0] ?? 0, s.lest97[1] ?? 0],
    areaM2: t.siteAreaM2 ?? null,
    bbox: [s.bbox[0] ?? t.siteLon, s.bbox[1] ?? t.siteLat, s.bbox[2] ?? t.siteLon, s.bbox[3] ?? t.siteLat],
  };
}

export interface AttachmentItem {
  tenderId: string;
  attachmentId: string;
  filename: string;
  contentType: string;
  size: number;
  s3Key: string;
  createdAt: string;
}

const STATUS_COUNTER: Record<TenderStatus, CounterName> = {
  Open: 'tendersOpen',
  'In Progress': 'tendersInProgress',
  Completed: 'tendersCompleted',
  Finished: 'tendersCompleted',
  Cancelled: 'tendersCancelled',
};
/** The live count (table/stats.ts) a tender of status `status` is counted in; Finished counts as Completed. */
export const statusCounter = (status: TenderStatus): CounterName => STATUS_COUNTER[status];

/** The tender, attachment and site items of the single table (tender-models.ts), through the item codec. */
const tenders = tableOf<TenderItem>(tenderModel);
const attachmentItems = tableOf<AttachmentItem>(attachmentModel);
const siteItems = tableOf<TenderSiteItem>(tenderSiteModel);

export type NewTender = Omit<
  TenderItem,
  | 'searchText'
  | 'createdAt'
  | 'updatedAt'
  | 'viewCount'
  | 'bidCount'
  | 'attachmentsCount'
  | 'deliveryCount'
  | 'completedAt'
  | 'deletingAt'
  | 'site'
  | 'questionCount'
  | 'deadlineMovedFor'
  | (typeof SITE_ATTRIBUTES)[number]
> & {
  /** The site's attributes (toSiteFields), absent when the tender has no site. */
  siteFields?: SiteFields;
  createdAt?: string;
};
export type NewAttachment = Omit<AttachmentItem, 'tenderId' | 'createdAt'>;

/**
 * The stored search words of a tender (domain/search.ts searchWordsOf): the normalised words of its
 * title, description, reference, requirements and project code, as " word word … ".
 */
export function searchTextOf(t: { tenderId: string; title: string; description: string; reference?: string | null; requirements?: string | null }): string {
  return searchWordsOf({ ...t, projectCode: projectCode(t.tenderId) });
}

/** A stored tender as a row of the tender table. */
export function toTenderSummary(t: TenderItem): TenderSummary {
  return {
    tenderId: t.tenderId,
    title: t.title,
    projectCode: projectCode(t.tenderId),
    description: t.description,
    expiryDate: t.expiryDate,
    status: t.status,
    attachmentsCount: t.attachmentsCount,
    bidCount: t.bidCount,
    createdAt: t.createdAt,
    hasBid: false,
    bidStatus: null,
    bidAmountCents: null,
    ...(t.siteLon !== undefined && t.siteLat !== undefined ? { siteLon: t.siteLon, siteLat: t.siteLat } : {}),
  };
}

/** A stored attachment as the API shows it (no S3 key). */
export function toAttachment(a: AttachmentItem): Attachment {
  return { attachmentId: a.attachmentId, filename: a.filename, contentType: a.contentType, size: a.size, createdAt: a.createdAt };
}

/**
 * A stored tender with its attachments as the detail view for `viewer`; `contact` is decided by the caller. The
 * poster's and the contractor's user ids only for a viewer who may know them (knowsParties), else null.
 */
export function toTenderDetail(t: TenderItem, attachments: AttachmentItem[], contact: TenderDetail['contact'], viewer: Viewer): TenderDetail {
  const parties = knowsParties(viewer, t);
  return {
    ...toTenderSummary(t),
    reference: t.reference ?? null,
    requirements: t.requirements ?? null,
    creatorId: parties ? t.creatorId : null,
    contractorId: parties ? (t.contractorId ?? null) : null,
    location: t.location,
    budgetCents: t.budgetCents,
    viewCount: t.viewCount,
    updatedAt: t.updatedAt,
    attachments: attachments.map(toAttachment),
    contact,
    postedBy: null,
    acceptedBid: null,
    deliveryCount: t.deliveryCount ?? 0,
    completedAt: t.completedAt ?? null,
    site: toTenderSite(t),
    version: versionOf(t),
    editIsAmendment: isAmendment(t),
    questionDeadline: questionDeadlineOf(t),
    questionCount: t.questionCount ?? 0,
  };
}

/**
 * A new tender's item as stored (without its site item): counters at 0, `attachmentsCount` attachments, its
 * search words (searchTextOf), created and updated now unless `tender.createdAt` is given (ISO instant).
 */
export function newTenderItem(tender: NewTender, attachmentsCount: number): TenderItem {
  const createdAt = tender.createdAt ?? new Date().toISOString();
  const { siteFields, ...fields } = tender;
  return { ...fields, ...siteFields?.onTender, viewCount: 0, bidCount: 0, attachmentsCount, searchText: searchTextOf(fields), createdAt, updatedAt: createdAt, version: 1 };
}

/**
 * Writes a tender, its attachment items and its site item (when it has a site) in ONE transaction
 * (condition: none of them exists yet), after its postings in the word index of search
 * (tender-index.ts: too many for the transaction; written first, so a tender is findable as soon as it
 * exists, and an orphan of a failed write points to no tender and is never shown). Counters start at 0;
 * attachmentsCount is the number of attachments. Returns the stored items (the tender with its site joined,
 * as getTenderWithAttachments reads it). `also` is written in the same transaction, last (the outbox item of
 * its event). Throws TransactionCanceledException (mapped to 409) when a condition fails, or the index write's
 * error (then nothing of the tender is stored).
 */
export async function createTenderWithAttachments(tender: NewTender, attachments: NewAttachment[], also: readonly TransactItem[] = []): Promise<{ tender: TenderItem; attachments: AttachmentItem[] }> {
  const item = newTenderItem(tender, attachments.length);
  const { createdAt } = item;
  const { siteFields } = tender;
  const files: AttachmentItem[] = attachments.map((a) => ({ ...a, tenderId: tender.tenderId, createdAt }));
  const site: TenderSiteItem | undefined = siteFields && { tenderId: tender.tenderId, ...siteFields.item, createdAt, updatedAt: createdAt };
  await putPostings(item, createdAt);
  await transactWrite([
    tenders.putItem({ ...item }, { ifAbsent: true }),
    ...files.map((a) => attachmentItems.putItem({ ...a }, { ifAbsent: true })),
    ...(site ? [siteItems.putItem({ ...site }, { ifAbsent: true })] : []),
    ...also,
  ]);
  await count({ [statusCounter(item.status)]: 1 });
  return { tender: site ? { ...item, site } : item, attachments: files };
}

/**
 * A tender with its site item joined (`tender.site`) and its attachments, read with ONE query of the
 * tender's partition (collection tenderFiles); undefined when unknown.
 */
export async function getTenderWithAttachments(tenderId: string): Promise<{ tender: TenderItem; attachments: AttachmentItem[] } | undefined> {
  const data = await queryCollection({ tender: tenderModel, attachment: attachmentModel, tenderSite: tenderSiteModel }, 'tenderFiles', { tenderId });
  const stored = data.tender[0] as TenderItem | undefined;
  if (!stored) return undefined;
  const site = data.tenderSite[0] as TenderSiteItem | undefined;
  const tender: TenderItem = site ? { ...stored, site } : stored;
  return { tender, attachments: (data.attachment as unknown as AttachmentItem[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.filename.localeCompare(b.filename)) };
}

/** Adds 1 to a tender's view count atomically (ADD; condition: the tender exists). */
export async function incrementViewCount(tenderId: string): Promise<void> {
  await tenders.write({ tenderId }, { add: { viewCount: 1 } }, { mustExist: true });
}

/**
 * First step of a delete: marks the tender with `deletingAt`, conditioned on the rule
 * `editable(creatorId, 'delete')` (domain/tender-rules.ts: Open and theirs; a repeated mark, by a retry, is allowed). From then on no bid, edit or award
 * lands. Throws ConditionalCheckFailedException otherwise.
 */
export async function markDeleting(tenderId: string, creatorId: string, at = new Date().toISOString()): Promise<void> {
  await tenders.write({ tenderId }, { set: { deletingAt: at }, where: whereAll(editable(creatorId, 'delete')) }, { mustExist: true });
}

/**
 * Deletes a tender's attachment items (BatchWriteItem by 25, unprocessed ones sent again with backoff; absent
 * items are no-ops). Throws UnprocessedItemsError (503) when deletes stay unprocessed: the tender item is
 * still there, so a retry of the delete resumes.
 */
export async function deleteAttachmentItems(attachments: Pick<AttachmentItem, 'tenderId' | 'attachmentId'>[]): Promise<void> {
  if (attachments.length === 0) return;
  await writeAll(
    attachments.map(({ tenderId, attachmentId }) => attachmentItems.deleteRequest({ tenderId, attachmentId })),
    { concurrency: 1 },
  );
}

/**
 * Last step of a delete: removes the tender item and its site item in ONE transaction, conditioned on the
 * tender's delete having begun (`deletingAt`), so the site item never outlives the tender: until this
 * write lands both stay and a retry resumes. An absent site item is a no-op. `also` is written in the same
 * transaction (the outbox item of the deletion's event). Throws TransactionCanceledException when the condition fails.
 */
export async function deleteTenderItem(tenderId: string, status: TenderStatus = 'Open', also: readonly TransactItem[] = []): Promise<void> {
  await transactWrite([tenders.deleteItem({ tenderId }, { where: (a, op) => op.exists(a.deletingAt) }), siteItems.deleteItem({ tenderId }), ...also]);
  await count({ [statusCounter(status)]: -1 });
}

/**
 * Tenders by id (BatchGet by key, 100 a call, cost per page), in the order asked; unknown ids are left out.
 * Unprocessed keys are read again with backoff; throws UnprocessedItemsError (503) when some stay unprocessed.
 */
export async function getTenders(tenderIds: string[]): Promise<TenderItem[]> {
  const unique = [...new Set(tenderIds)];
  if (unique.length === 0) return [];
  const items = await tenders.getMany(
    unique.map((tenderId) => ({ tenderId })),
    { concurrency: 1 },
  );
  const found = new Map(items.map((t) => [t.tenderId, t]));
  return tenderIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/** The site items of those of `tenderIds` that have a site, by tender id (BatchGetItem): what the matching of service areas reads. */
export async function getTenderSites(tenderIds: readonly string[]): Promise<Map<string, TenderSiteItem>> {
  const unique = [...new Set(tenderIds)];
  if (unique.length === 0) return new Map();
  const items = await siteItems.getMany(unique.map((tenderId) => ({ tenderId })));
  return new Map(items.map((s) => [s.tenderId, s]));
}
