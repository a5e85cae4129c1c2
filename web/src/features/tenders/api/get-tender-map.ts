/**
 * `GET /tenders/map`: the Open tenders whose site lies in the visible area (`bbox`), filtered by
 * the list's search text, with the distance from `near` when given. The answer holds at most the server's
 * limit of tenders and says `truncated` when more lay in the area.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Bbox, LonLat } from '@features/tenders/domain/site-rules';
import { apiClient, request } from '@/lib/api-client';

export interface TenderMapParams {
  /** [west, south, east, north] in degrees (WGS84). */
  bbox: Bbox;
  search?: string;
  /** [lon, lat] in degrees: the point distances are measured from. */
  near?: LonLat | null;
}

/** Degrees sent for the area: 5 decimals (about 1 m), so a tiny move does not make a new query key. */
const deg = (v: number) => Number(v.toFixed(5));

/**
 * The query string of a map request: the bbox clamped to WGS84 bounds (a zoomed-out map may show more than
 * the world) and rounded, an empty search left out.
 */
export function tenderMapQuery({ bbox, search, near }: TenderMapParams): { bbox: string; search?: string; near?: string } {
  const [w, s, e, n] = bbox;
  const clamped = [Math.max(-180, w), Math.max(-90, s), Math.min(180, e), Math.min(90, n)].map(deg);
  return {
    bbox: clamped.join(','),
    search: search?.trim() || undefined,
    near: near ? near.map(deg).join(',') : undefined,
  };
}

/** One map request; rejects with the API client's error (status and message) on a non-2xx answer. */
export const getTenderMap = (params: TenderMapParams, signal?: AbortSignal) => request(apiClient().GET('/tenders/map', { params: { query: tenderMapQuery(params) }, signal }));

/** The tenders of the visible area; waits for a bbox (the map reports it once loaded). Keeps the last answer while moving. */
export function useTenderMap(params: TenderMapParams | null) {
  return useQuery({
    queryKey: ['tenders', 'map', params ? tenderMapQuery(params) : null],
    queryFn: ({ signal }) => getTenderMap(params!, signal),
    enabled: !!params,
    placeholderData: keepPreviousData,
  });
}
