/**
 * GET /admin/ocds (procurement/handlers/admin-ocds-export.ts) never answers an invalid release package: the OCDS 1.1
 * package schema asks for at least one release, so a page without a release (no tender at all, or only tenders
 * deleted since the list was read) answers `package: null` with the cursor, and a page with releases a package the
 * standard's schema accepts.
 */
import './env';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { safeParse } from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTable } from '../../lambdas/table/entities';
import { handler } from '../../lambdas/features/procurement/handlers/admin-ocds-export';
import { ocdsPackageSchema, toReleasePackage } from '../../lambdas/features/procurement/domain/ocds';
import { ocdsValidators } from '../unit/ocds-validators';
import { call, callers, ddb, httpEvent, profile, resetMocks, storeProfiles, tender, tenderItem } from './support';

const { validPackage, validRelease, errorsOf } = ocdsValidators();
const exportPage = () => call(handler, httpEvent({ caller: callers.admin }));

/** The status index lists `listed` under Open; the tenders' partitions hold `stored`. */
function storeTenders(listed: ReturnType<typeof tender>[], stored: ReturnType<typeof tender>[]): void {
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const pk = String(input.ExpressionAttributeValues?.[':pk'] ?? '');
    if (input.IndexName) return { Items: pk.includes('status_open') ? listed.map(tenderItem) : [] };
    if (String(input.ExpressionAttributeValues?.[':sk1'] ?? '').startsWith('$tenderhistory')) return { Items: [] };
    return { Items: stored.filter((t) => pk.includes(t.tenderId)).map(tenderItem) };
  });
}

beforeEach(() => {
  resetMocks();
  useTable();
  storeProfiles(profile({ userId: callers.admin.sub, role: 'admin' }), profile({ userId: tender().creatorId, role: 'tenderPoster', company: 'Tartu Vallavalitsus' }));
});

describe('GET /admin/ocds', () => {
  it('answers no package (and no cursor) when there is no tender: an empty package is not valid OCDS', async () => {
    storeTenders([], []);
    const res = await exportPage();
    expect(res).toEqual({ status: 200, body: { package: null, nextCursor: null } });
    // Why: the standard's package schema refuses a package without a release, and so does the route's schema.
    const empty = toReleasePackage([], 'https://api.test/admin/ocds', '2026-11-28T10:00:00.000Z');
    expect(validPackage(empty)).toBe(false);
    expect(safeParse(ocdsPackageSchema, empty).success).toBe(false);
  });

  it('answers no package for a page whose tenders were deleted since the list was read', async () => {
    storeTenders([tender()], []);
    const res = await exportPage();
    expect(res.status).toBe(200);
    expect(res.body.package).toBeNull();
  });

  it('answers a package the OCDS 1.1 package schema accepts for a page with a tender', async () => {
    storeTenders([tender()], [tender()]);
    const res = await exportPage();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(validPackage(res.body.package), errorsOf(validPackage)).toBe(true);
    expect(res.body.package.releases).toHaveLength(1);
    expect(validRelease(res.body.package.releases[0]), errorsOf(validRelease)).toBe(true);
  });
});
