/**
 * Open tenders on a map: one Query per geohash cell of the visible area on the sparse map index
 * (gsi4), which holds Open tenders only; never a Scan. Access patterns in docs/data-model.md.
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { type Bbox, inBbox, mapCells } from '../domain/site-rules';
import { searchRefusal, searchWords } from '../domain/search';
import { BadRequestError } from '../../../kernel/errors';
import { documentClient } from '../../../table/client';
import { tableOf } from '../../../table/model-table';
import { tenderModel } from './tender-models';
import type { TenderItem } from './tenders';

/** Most tenders one map answer holds; more in the area set `truncated` (zoom in to see them all). */
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

/** The tenders' reads (model table over the item codec, table/model-table.ts). */
const tenderTable = tableOf<TenderItem>(tenderModel);

/**
 * The Open tenders whose site centroid lies in `bbox` [west, south, east, north] (degrees, WGS84), with an
 * optional search of the list's words (docs/data-model.md T8; every search word a prefix of
 * one of the tender's stored words, with or without diacritics). One Query per cell of `mapCells(bbox)` on the
 * map index (begins_with on the cell's geohash prefix, status Open and each search word, as " " + word in the
 * stored words, as filters), never a Scan: the cost depends on the tenders in the cover of the area, not on
 * the table. Throws BadRequestError for a refused search (searchRefusal).
 * Reading stops once more than `limit` tenders are found. Returns at most `limit` (default
 * MAP_TENDER_LIMIT) items in geohash order, and `truncated` when there were more.
 */
export async function listMapTenders(query: { bbox: Bbox; search?: string; limit?: number }, opts: { returnConsumedCapacity?: boolean } = {}): Promise<MapTendersResult> {
  const limit = query.limit ?? MAP_TENDER_LIMIT;
  const refusal = query.search ? searchRefusal(query.search) : null;
  if (refusal) throw new BadRequestError(refusal, { search: [refusal] });
  const words = searchWords(query.search?.trim());
  const found = new Map<string, MapTenderItem>();
  let consumed = 0;
  let queries = 0;
  let more = false;
  const cells = mapCells(query.bbox);
  await Promise.all(
    cells.map(async ({ cell, prefix }) => {
      const params = tenderTable.queryInput(
        'byArea',
        { siteCell: cell },
        {
          range: { begins: { siteGeohash: prefix } },
          // The stored words are " word word … ": " " + a search word is in them when a word starts with it (domain/search.ts).
          where: ({ status, searchText }, { eq, contains }) => [eq(status, 'Open'), ...words.map((w) => contains(searchText, ` ${w}`))].join(' AND '),
        },
      );
      let start: Record<string, unknown> | undefined;
      do {
        if (found.size > limit) {
          more = true;
          return;
        }
        queries++;
        const out: QueryCommandOutput = await documentClient.send(new QueryCommand({ ...params, ExclusiveStartKey: start, ReturnConsumedCapacity: opts.returnConsumedCapacity ? 'TOTAL' : undefined }));
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
