/**
 * Tenders and their attachments (spec part 2, 3-5 and 7). Access patterns in docs/data-model.md.
 * Lists are Query calls on a GSI with a page limit and an opaque cursor; never a Scan.
 */
import { count, counterOf } from './stats';
import { QueryCommand, TransactWriteCommand, type QueryCommandInput, type QueryCommandOutput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Attachment, TenderDetail, TenderSite, TenderSummary } from '../domain/dto';
import type { SiteDescription } from '../domain/site';
import { inBbox, mapCells, siteCell, siteGeohash, type Bbox, type SiteGeometry } from '../domain/site-rules';
import { projectCode, querySort, TENDER_PAGE_SIZE, TENDER_STATUSES, type TenderSort, type TenderStatus } from '../domain/tender';
import { BadRequestError } from '../lib/errors';
import { documentClient } from './client';
import { AttachmentEntity, geotender, TenderEntity, TenderSiteEntity, useTable } from './entities';
import { tableDesign, type GlobalIndexName } from './table-design';

export interface TenderItem {
  tenderId: string;
  title: string;
  description: string;
  reference?: string;
  expiryDate: string;
  status: TenderStatus;
  creatorId: string;
  contractorId?: string;
  location: string;
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
  /** What the lists and the map read of the site (issue 14): centroid (degrees), area (m², not for a point), map index keys. All absent without a site. */
  siteLon?: number;
  siteLat?: number;
  siteAreaM2?: number;
  siteCell?: string;
  siteGeohash?: string;
  /**
   * The tender's site item (geometry, L-EST97 centroid, bbox), joined by getTenderWithAttachments from the
   * same query; never an attribute of the tender item, and absent on tenders read by a list.
   */
  site?: TenderSiteItem;
}

/** The site item of a tender (TenderSiteEntity, issue 14): what only the detail reads. */
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
/** A site as written (issue 14): the attributes on the tender item and the content of the site item. */
export interface SiteFields {
  onTender: TenderSiteKeys;
  item: Pick<TenderSiteItem, 'geometry' | 'lest97' | 'bbox'>;
}
const SITE_ATTRIBUTES = ['siteLon', 'siteLat', 'siteAreaM2', 'siteCell', 'siteGeohash'] as const;

/**
 * A valid site as written: on the tender item the centroid, area and the map index keys from the
 * centroid; on the site item the geometry, L-EST97 centroid and bbox. `d` comes from `describeSite`
 * (domain/site.ts, called by the writing handler so that this module needs no proj4).
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

export type NewTender = Omit<TenderItem, 'searchText' | 'createdAt' | 'updatedAt' | 'viewCount' | 'bidCount' | 'attachmentsCount' | 'deliveryCount' | 'completedAt' | 'deletingAt' | 'site' | (typeof SITE_ATTRIBUTES)[number]> & {
  /** The site's attributes (toSiteFields), absent when the tender has no site. */
  siteFields?: SiteFields;
  createdAt?: string;
};
export type NewAttachment = Omit<AttachmentItem, 'tenderId' | 'createdAt'>;

/** Lower-cased text the list search matches: title, description, reference and project code. */
export function searchTextOf(t: { tenderId: string; title: string; description: string; reference?: string | null }): string {
  return [t.title, t.description, t.reference ?? '', projectCode(t.tenderId)].join('\n').toLowerCase();
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

/** A stored tender with its attachments as the detail view; `contact` is decided by the caller. */
export function toTenderDetail(t: TenderItem, attachments: AttachmentItem[], contact: TenderDetail['contact']): TenderDetail {
  return {
    ...toTenderSummary(t),
    reference: t.reference ?? null,
    creatorId: t.creatorId,
    contractorId: t.contractorId ?? null,
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
  };
}

/**
 * Writes a tender, its attachment items and its site item (when it has a site) in ONE transaction
 * (condition: none of them exists yet). Counters start at 0; attachmentsCount is the number of
 * attachments. Returns the stored items (the tender with its site joined, as getTenderWithAttachments
 * reads it). Throws TransactionCanceledException (mapped to 409) when a condition fails.
 */
export async function createTenderWithAttachments(
  tender: NewTender,
  attachments: NewAttachment[],
): Promise<{ tender: TenderItem; attachments: AttachmentItem[] }> {
  useTable();
  const createdAt = tender.createdAt ?? new Date().toISOString();
  const { siteFields, ...fields } = tender;
  const item: TenderItem = {
    ...fields,
    ...siteFields?.onTender,
    viewCount: 0,
    bidCount: 0,
    attachmentsCount: attachments.length,
    searchText: searchTextOf(fields),
    createdAt,
    updatedAt: createdAt,
  };
  const files: AttachmentItem[] = attachments.map((a) => ({ ...a, tenderId: tender.tenderId, createdAt }));
  const site: TenderSiteItem | undefined = siteFields && { tenderId: tender.tenderId, ...siteFields.item, createdAt, updatedAt: createdAt };
  const puts = [
    TenderEntity.create(item).params(),
    ...files.map((a) => AttachmentEntity.create(a).params()),
    ...(site ? [TenderSiteEntity.create(site).params()] : []),
  ];
  await documentClient.send(new TransactWriteCommand({ TransactItems: puts.map((Put) => ({ Put })) as TransactWriteCommandInput['TransactItems'] }));
  await count({ [counterOf.status(item.status)]: 1 });
  return { tender: site ? { ...item, site } : item, attachments: files };
}

/**
 * A tender with its site item joined (`tender.site`) and its attachments, read with ONE query of the
 * tender's partition (collection tenderFiles); undefined when unknown.
 */
export async function getTenderWithAttachments(tenderId: string): Promise<{ tender: TenderItem; attachments: AttachmentItem[] } | undefined> {
  useTable();
  const { data } = await geotender.collections.tenderFiles({ tenderId }).go({ pages: 'all' });
  const stored = data.tender[0] as TenderItem | undefined;
  if (!stored) return undefined;
  const site = data.tenderSite[0] as TenderSiteItem | undefined;
  const tender: TenderItem = site ? { ...stored, site } : stored;
  return { tender, attachments: (data.attachment as AttachmentItem[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.filename.localeCompare(b.filename)) };
}

/** Adds 1 to a tender's view count atomically (ADD; condition: the tender exists). */
export async function incrementViewCount(tenderId: string): Promise<void> {
  useTable();
  await TenderEntity.patch({ tenderId }).add({ viewCount: 1 }).go({ response: 'none' });
}

export interface ListTendersQuery {
  /** open: Open tenders; mine: the creator's own (`creatorId`); all: every tender (admin). */
  scope: 'open' | 'mine' | 'all';
  /** Required for scope mine. */
  creatorId?: string;
  /** Only these statuses (scope mine: a filter; scope all: the status partitions read). */
  statuses?: TenderStatus[];
  sort?: TenderSort;
  search?: string;
  cursor?: string;
  /** Items per page; default TENDER_PAGE_SIZE. */
  limit?: number;
}

export interface ListTendersResult {
  items: TenderSummary[];
  nextCursor: string | null;
  /** DynamoDB read capacity units the page consumed (only with returnConsumedCapacity). */
  consumedReadUnits?: number;
}

/** Reads per partition (each of at most `limit` items) to fill a page when a search filters items out. */
const MAX_FILTER_PAGES = 5;

type Key = Record<string, string>;
/** Where a partition's reading continues: null = from its start, a key = after it, false = exhausted. */
type Position = Key | null | false;

interface Partition {
  params: QueryCommandInput;
  keyNames: string[];
  /** The index's sort key attribute, the merge order of several partitions. */
  sortKey: string;
  /** The partition key's name and value, to check a cursor against. */
  partitionKey: [string, string];
}

/**
 * One page of tenders (spec part 2, 7 "List tenders"): Query on a GSI, newest or oldest by creation or
 * soonest expiry first, optionally filtered by a case-insensitive search of title, description,
 * reference and project code. Scope all without a status merges the status partitions.
 * Takes an opaque base64url cursor from the previous page. Returns the items, the next cursor (null
 * at the end) and, when asked, the read capacity consumed. Throws BadRequestError for a bad cursor.
 */
export async function listTenders(query: ListTendersQuery, opts: { returnConsumedCapacity?: boolean } = {}): Promise<ListTendersResult> {
  useTable();
  const limit = query.limit ?? TENDER_PAGE_SIZE;
  const sort = querySort(query.sort);
  const search = query.search?.trim().toLowerCase() || undefined;
  const partitions = tenderPartitions(query, sort, search);
  const ascending = sort !== 'newest';
  const positions = decodeCursor(query.cursor, partitions);

  let consumed = 0;
  const fetched = await Promise.all(
    partitions.map(async (part, i) => {
      const start = positions[i];
      if (start === false) return { items: [] as Record<string, unknown>[], last: false as Position };
      const items: Record<string, unknown>[] = [];
      let position: Position = start ?? null;
      for (let page = 0; page < MAX_FILTER_PAGES && items.length < limit; page++) {
        const out: QueryCommandOutput = await documentClient.send(
          new QueryCommand({
            ...part.params,
            // Every read evaluates one page of items, so a page costs the same at any table size; with a
            // search, further reads continue until the page fills (extra matches wait for the next page).
            Limit: limit,
            ExclusiveStartKey: position || undefined,
            ReturnConsumedCapacity: opts.returnConsumedCapacity ? 'TOTAL' : undefined,
          }),
        );
        consumed += out.ConsumedCapacity?.CapacityUnits ?? 0;
        items.push(...((out.Items ?? []) as Record<string, unknown>[]));
        position = out.LastEvaluatedKey ? (out.LastEvaluatedKey as Key) : false;
        if (!position || !search) break;
      }
      return { items, last: position };
    }),
  );

  // Merge the partitions in index order and keep the first `limit`.
  const tagged = fetched.flatMap((f, p) => f.items.map((raw) => ({ raw, p })));
  if (partitions.length > 1) {
    const sk = partitions[0]!.sortKey;
    tagged.sort((a, b) => {
      const c = String(a.raw[sk]).localeCompare(String(b.raw[sk]));
      return ascending ? c : -c;
    });
  }
  const taken = tagged.slice(0, limit);

  const next: Position[] = partitions.map((part, p) => {
    const mine = taken.filter((t) => t.p === p);
    const all = fetched[p]!.items.length;
    if (mine.length === all) return fetched[p]!.last; // all read items shown: continue after the last read
    if (mine.length === 0) return positions[p] ?? null; // none shown: read the same items again next time
    return pick(mine[mine.length - 1]!.raw, part.keyNames);
  });
  const nextCursor = next.every((n) => n === false) ? null : encodeCursor(next);

  const { data } = TenderEntity.parse({ Items: taken.map((t) => t.raw) });
  return {
    items: (data as TenderItem[]).filter((t) => !t.deletingAt).map(toTenderSummary),
    nextCursor,
    ...(opts.returnConsumedCapacity ? { consumedReadUnits: consumed } : {}),
  };
}

function keyNamesOf(index: GlobalIndexName): { keyNames: string[]; pk: string; sk: string } {
  const gsi = tableDesign.globalIndexes.find((g) => g.indexName === index)!;
  return { keyNames: [tableDesign.partitionKey, tableDesign.sortKey, gsi.partitionKey, gsi.sortKey], pk: gsi.partitionKey, sk: gsi.sortKey };
}

/** The Query of each partition a list reads, built by ElectroDB (so no key string is written here). */
function tenderPartitions(query: ListTendersQuery, sort: 'newest' | 'oldest' | 'expiringSoon', search: string | undefined): Partition[] {
  const order = sort === 'newest' ? 'desc' : 'asc';
  const build = (index: GlobalIndexName, chain: QueryChain): Partition => {
    const params = chain.params({ order, ignoreOwnership: false }) as QueryCommandInput;
    const { keyNames, pk, sk } = keyNamesOf(index);
    const names = params.ExpressionAttributeNames ?? {};
    const values = params.ExpressionAttributeValues ?? {};
    const pkValue = Object.entries(names).find(([, n]) => n === pk)?.[0];
    const valueKey = pkValue ? Object.keys(values).find((v) => v.startsWith(`:${pkValue.replace(/^#/, '')}`)) : undefined;
    return { params, keyNames, sortKey: sk, partitionKey: [pk, String(valueKey ? values[valueKey] : '')] };
  };
  const filtered = (chain: unknown, statuses?: TenderStatus[]): QueryChain => {
    let c = chain as QueryChain;
    if (search) c = c.where(({ searchText }, { contains }) => contains(searchText, search));
    if (statuses?.length) c = c.where(({ status: s }, { eq }) => `(${statuses.map((x) => eq(s, x)).join(' OR ')})`);
    return c;
  };
  const byStatus = (status: TenderStatus): Partition =>
    sort === 'expiringSoon'
      ? build('gsi3', filtered(TenderEntity.query.byStatusExpiry({ status })))
      : build('gsi1', filtered(TenderEntity.query.byStatus({ status })));

  if (query.scope === 'mine') {
    if (!query.creatorId) throw new Error('listTenders: scope mine needs creatorId');
    // The creator index orders by creation only; expiringSoon falls back to newest first here.
    return [build('gsi2', filtered(TenderEntity.query.byCreator({ creatorId: query.creatorId }), query.statuses))];
  }
  if (query.scope === 'open') return [byStatus('Open')];
  if (query.statuses?.length) return TENDER_STATUSES.filter((x) => query.statuses!.includes(x)).map(byStatus);
  return TENDER_STATUSES.map(byStatus);
}

/** The part of an ElectroDB query chain used here (its full generic type is not needed). */
interface QueryChain {
  where(cb: (attrs: Record<string, unknown>, ops: { contains: (a: unknown, v: string) => string; eq: (a: unknown, v: string) => string }) => string): QueryChain;
  params(options?: object): unknown;
}

function pick(raw: Record<string, unknown>, names: string[]): Key {
  return Object.fromEntries(names.map((n) => [n, String(raw[n])]));
}

function encodeCursor(positions: Position[]): string {
  return Buffer.from(JSON.stringify({ v: 1, p: positions }), 'utf8').toString('base64url');
}

const invalidCursor = () => new BadRequestError('Invalid cursor', { cursor: ['Invalid cursor'] });

/** Decodes and checks a cursor against the partitions of this query (its keys must belong to them). */
function decodeCursor(cursor: string | undefined, partitions: Partition[]): Position[] {
  if (!cursor) return partitions.map(() => null);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const p = (parsed as { p?: unknown })?.p;
  if (!Array.isArray(p) || p.length !== partitions.length) throw invalidCursor();
  return p.map((pos, i) => {
    if (pos === null || pos === false) return pos;
    const part = partitions[i]!;
    if (typeof pos !== 'object' || Array.isArray(pos)) throw invalidCursor();
    const keys = Object.keys(pos);
    const ok =
      keys.length === part.keyNames.length &&
      part.keyNames.every((k) => typeof (pos as Key)[k] === 'string') &&
      (pos as Key)[part.partitionKey[0]] === part.partitionKey[1];
    if (!ok) throw invalidCursor();
    return pos as Key;
  });
}

/** Fields an edit may change (part 2, "Edit tender"); `reference: null` removes it. */
export interface TenderChanges {
  title?: string;
  description?: string;
  reference?: string | null;
  /** ISO instant. */
  expiryDate?: string;
  /** The new site (toSiteFields): replaces the site item; null deletes the site item and removes the map index keys; absent keeps it. */
  site?: SiteFields | null;
}

/**
 * Applies an edit (part 2, "Edit tender"; issue 7) in ONE transaction: the tender's changed fields,
 * searchText, attachmentsCount and updatedAt, the new attachment items and the removal of the removed
 * ones, and for a changed site the put (or, when cleared, the delete) of the site item. Conditioned on the tender being Open, created by `creatorId`, not being deleted and unchanged
 * since it was read (`updatedAt`), so an edit racing with an award, a delete or another edit loses
 * whole. Takes the tender as read; returns it as stored. Throws TransactionCanceledException.
 */
export async function updateTender(input: {
  current: TenderItem;
  creatorId: string;
  changes: TenderChanges;
  add: NewAttachment[];
  remove: AttachmentItem[];
  at?: string;
}): Promise<{ tender: TenderItem; added: AttachmentItem[] }> {
  useTable();
  const at = input.at ?? new Date().toISOString();
  const { current, changes } = input;
  const next: TenderItem = {
    ...current,
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.expiryDate !== undefined ? { expiryDate: changes.expiryDate } : {}),
    attachmentsCount: current.attachmentsCount + input.add.length - input.remove.length,
    updatedAt: at,
  };
  if (changes.reference === null) delete next.reference;
  else if (changes.reference !== undefined) next.reference = changes.reference;
  const site: TenderSiteItem | undefined = changes.site ? { tenderId: current.tenderId, ...changes.site.item, createdAt: current.site?.createdAt ?? at, updatedAt: at } : undefined;
  if (changes.site !== undefined) {
    for (const k of SITE_ATTRIBUTES) delete next[k];
    delete next.site;
  }
  if (changes.site) Object.assign(next, changes.site.onTender, { site });
  next.searchText = searchTextOf(next);
  const added: AttachmentItem[] = input.add.map((a) => ({ ...a, tenderId: current.tenderId, createdAt: at }));
  const set = {
    title: next.title,
    description: next.description,
    expiryDate: next.expiryDate,
    searchText: next.searchText,
    attachmentsCount: next.attachmentsCount,
    updatedAt: at,
    ...(next.reference !== undefined ? { reference: next.reference } : {}),
    ...changes.site?.onTender,
  };
  // Attributes to remove: the reference when none is left; the site's when it is cleared, or the area when
  // a polygon becomes a point. Removing siteCell and siteGeohash removes the map index keys (byArea's condition).
  const removed = [
    ...(next.reference === undefined ? (['reference'] as const) : []),
    ...(changes.site === null ? SITE_ATTRIBUTES : []),
    ...(changes.site && changes.site.onTender.siteAreaM2 === undefined ? (['siteAreaM2'] as const) : []),
  ];
  const items = geotender.transaction
    .write(({ tender, attachment, tenderSite }) => [
      (removed.length ? tender.patch({ tenderId: current.tenderId }).set(set).remove([...removed]) : tender.patch({ tenderId: current.tenderId }).set(set))
        .where(
          (a, op) =>
            `${op.eq(a.status, 'Open')} AND ${op.eq(a.creatorId, input.creatorId)} AND ${op.notExists(a.deletingAt)} AND ${op.eq(a.updatedAt, current.updatedAt)}`,
        )
        .commit(),
      ...added.map((a) => attachment.create(a).commit()),
      ...input.remove.map((a) => attachment.delete({ tenderId: a.tenderId, attachmentId: a.attachmentId }).where((x, op) => op.exists(x.s3Key)).commit()),
      ...(site ? [tenderSite.put(site).commit()] : []),
      // Deleting an absent item is a no-op, so a clear needs no condition on the site item.
      ...(changes.site === null ? [tenderSite.delete({ tenderId: current.tenderId }).commit()] : []),
    ])
    .params().TransactItems;
  await documentClient.send(new TransactWriteCommand({ TransactItems: items as TransactWriteCommandInput['TransactItems'] }));
  return { tender: next, added };
}

/**
 * First step of a delete (issue 7): marks the tender with `deletingAt`, conditioned on it being Open and
 * created by `creatorId` (a repeated mark, by a retry, is allowed). From then on no bid, edit or award
 * lands. Throws ConditionalCheckFailedException otherwise.
 */
export async function markDeleting(tenderId: string, creatorId: string, at = new Date().toISOString()): Promise<void> {
  useTable();
  await TenderEntity.patch({ tenderId })
    .set({ deletingAt: at })
    .where((a, op) => `${op.eq(a.status, 'Open')} AND ${op.eq(a.creatorId, creatorId)}`)
    .go({ response: 'none' });
}

/** Deletes a tender's attachment items (batches of 25; absent items are no-ops). Throws when DynamoDB leaves deletes unprocessed. */
export async function deleteAttachmentItems(attachments: Pick<AttachmentItem, 'tenderId' | 'attachmentId'>[]): Promise<void> {
  useTable();
  for (let i = 0; i < attachments.length; i += 25) {
    const { unprocessed } = await AttachmentEntity.delete(attachments.slice(i, i + 25).map(({ tenderId, attachmentId }) => ({ tenderId, attachmentId }))).go();
    // Left-over deletes fail the request; the tender item is still there, so a retry resumes.
    if (unprocessed.length) throw new Error(`Could not delete ${unprocessed.length} attachment items; retry`);
  }
}

/**
 * Last step of a delete: removes the tender item and its site item in ONE transaction, conditioned on the
 * tender's delete having begun (`deletingAt`), so the site item never outlives the tender: until this
 * write lands both stay and a retry resumes. An absent site item is a no-op. Throws
 * TransactionCanceledException when the condition fails.
 */
export async function deleteTenderItem(tenderId: string, status: TenderStatus = 'Open'): Promise<void> {
  useTable();
  const items = geotender.transaction
    .write(({ tender, tenderSite }) => [
      tender
        .delete({ tenderId })
        .where((a, op) => op.exists(a.deletingAt))
        .commit(),
      tenderSite.delete({ tenderId }).commit(),
    ])
    .params().TransactItems;
  await documentClient.send(new TransactWriteCommand({ TransactItems: items as TransactWriteCommandInput['TransactItems'] }));
  await count({ [counterOf.status(status)]: -1 });
}

/** Tenders by id (BatchGet by key, cost per page), in the order asked; unknown ids are left out. */
export async function getTenders(tenderIds: string[]): Promise<TenderItem[]> {
  useTable();
  const unique = [...new Set(tenderIds)];
  const found = new Map<string, TenderItem>();
  for (let i = 0; i < unique.length; i += 100) {
    const { data } = await TenderEntity.get(unique.slice(i, i + 100).map((tenderId) => ({ tenderId }))).go();
    for (const t of data as TenderItem[]) found.set(t.tenderId, t);
  }
  return tenderIds.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/** Most tenders one map answer holds (issue 14); more in the area set `truncated` (zoom in to see them all). */
export const MAP_TENDER_LIMIT = 500;

/** A tender as the map query reads it from the map index (its INCLUDE projection, table-design.ts). */
export interface MapTenderItem {
  tenderId: string;
  title: string;
  location: string;
  budgetCents: number;
  expiryDate: string;
  lon: number;
  lat: number;
  areaM2: number | null;
}

export interface MapTendersResult {
  items: MapTenderItem[];
  /** More Open tenders lay in the area than were returned. */
  truncated: boolean;
  /** Read capacity units consumed (only with returnConsumedCapacity). */
  consumedReadUnits?: number;
  /** Queries made (one or more per cell of the cover). */
  queries: number;
}

/**
 * The Open tenders whose site centroid lies in `bbox` [west, south, east, north] (degrees, WGS84), with an
 * optional case-insensitive search as the list's (issue 14, docs/data-model.md T8). One Query per cell of
 * `mapCells(bbox)` on the map index (begins_with on the cell's geohash prefix, status Open and the search
 * as filters), never a Scan: the cost depends on the tenders in the cover of the area, not on the table.
 * Reading stops once more than `limit` tenders are found. Returns at most `limit` (default
 * MAP_TENDER_LIMIT) items in geohash order, and `truncated` when there were more.
 */
export async function listMapTenders(
  query: { bbox: Bbox; search?: string; limit?: number },
  opts: { returnConsumedCapacity?: boolean } = {},
): Promise<MapTendersResult> {
  useTable();
  const limit = query.limit ?? MAP_TENDER_LIMIT;
  const search = query.search?.trim().toLowerCase() || undefined;
  const found = new Map<string, MapTenderItem>();
  let consumed = 0;
  let queries = 0;
  let more = false;
  const cells = mapCells(query.bbox);
  await Promise.all(
    cells.map(async ({ cell, prefix }) => {
      let chain = TenderEntity.query.byArea({ siteCell: cell }).begins({ siteGeohash: prefix }).where(({ status }, { eq }) => eq(status, 'Open')) as unknown as QueryChain;
      if (search) chain = chain.where(({ searchText }, { contains }) => contains(searchText, search));
      const params = chain.params({ ignoreOwnership: false }) as QueryCommandInput;
      let start: Record<string, unknown> | undefined;
      do {
        if (found.size > limit) {
          more = true;
          return;
        }
        queries++;
        const out: QueryCommandOutput = await documentClient.send(
          new QueryCommand({ ...params, ExclusiveStartKey: start, ReturnConsumedCapacity: opts.returnConsumedCapacity ? 'TOTAL' : undefined }),
        );
        consumed += out.ConsumedCapacity?.CapacityUnits ?? 0;
        for (const raw of (out.Items ?? []) as Record<string, unknown>[]) {
          const item = toMapTenderItem(raw);
          if (item && inBbox([item.lon, item.lat], query.bbox)) found.set(item.tenderId, item);
        }
        start = out.LastEvaluatedKey;
      } while (start);
    }),
  );
  const items = [...found.values()];
  return {
    items: items.slice(0, limit),
    truncated: more || items.length > limit,
    queries,
    ...(opts.returnConsumedCapacity ? { consumedReadUnits: consumed } : {}),
  };
}

/** A raw item of the map index as a MapTenderItem; undefined for one being deleted or without a centroid. */
function toMapTenderItem(raw: Record<string, unknown>): MapTenderItem | undefined {
  if (raw.deletingAt !== undefined || typeof raw.siteLon !== 'number' || typeof raw.siteLat !== 'number') return undefined;
  return {
    tenderId: String(raw.tenderId),
    title: String(raw.title),
    location: String(raw.location),
    budgetCents: Number(raw.budgetCents),
    expiryDate: String(raw.expiryDate),
    lon: raw.siteLon,
    lat: raw.siteLat,
    areaM2: typeof raw.siteAreaM2 === 'number' ? raw.siteAreaM2 : null,
  };
}
