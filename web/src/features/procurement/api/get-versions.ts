/**
 * `GET /tenders/{tenderId}/versions`: a tender's versions, newest first, each with its reason, time, changed fields
 * and snapshot (features/procurement/domain/versions.ts); empty while it was never amended. Throws ApiRequestError.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';

export const getVersions = (tenderId: string) => request(apiClient().GET('/tenders/{tenderId}/versions', { params: { path: { tenderId } } }));

/** Query key of a tender's versions at tender version `version` (a new version is a new key: read again). */
export const versionsKey = (tenderId: string, version: number) => ['tenders', tenderId, 'versions', version] as const;

export const versionsQueryOptions = (tenderId: string, version: number) => queryOptions({ queryKey: versionsKey(tenderId, version), queryFn: () => getVersions(tenderId) });

/** The versions of `tenderId` as they stand at its `version`. */
export const useVersions = (tenderId: string, version: number) => useQuery(versionsQueryOptions(tenderId, version));
