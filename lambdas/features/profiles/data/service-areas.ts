/**
 * A geodesist's service areas and saved searches (domain/service-areas.ts), kept on their public profile, and the area
 * index that finds the geodesists near a tender's site (profile-models.ts serviceAreaCellModel). Saving writes the
 * profile, the index cells and the 'all of Estonia' membership (account's audience) in ONE transaction, conditioned on
 * the cells as read, so a concurrent save cannot leave cells of an old area behind.
 */
import { allEstoniaLeaveItem, allEstoniaMemberItem, leaveAllEstonia } from '../../account/public';
import { ConflictError } from '../../../kernel/errors';
import { isConditionFailure } from '../../../kernel/errors';
import { tableOf, transactWrite } from '../../../table/model-table';
import { areaMatches, areaPolygon, bboxOfGeometry, cellsOf } from '../domain/area-matching';
import type { SavedSearch, ServiceAlerts, ServiceArea } from '../domain/service-areas';
import type { Bbox, SiteGeometry } from '../../tenders/domain/site-rules';
import { areasOf, getPublicProfiles, type PublicProfileItem } from './public-profiles';
import { publicProfileModel, serviceAreaCellModel } from './profile-models';

type ProfileWithAreas = PublicProfileItem & { areas?: ServiceArea[]; searches?: SavedSearch[]; areaCells?: string[] };
type CellItem = { cell: string; userId: string; boxes: Bbox[] };

const profiles = tableOf<ProfileWithAreas>(publicProfileModel);
const cells = tableOf<CellItem>(serviceAreaCellModel);

/** The message of a save that lost a race with another save of the same person. */
export const SAVE_CONFLICT = 'Your service areas were changed at the same time elsewhere. Reload the page and save again';

/** The index cells of `areas`, each with the bboxes of the areas that touch it. */
export function indexCellsOf(areas: readonly ServiceArea[]): Map<string, Bbox[]> {
  const byCell = new Map<string, Bbox[]>();
  for (const area of areas) {
    const polygon = areaPolygon(area);
    const box = bboxOfGeometry(polygon);
    for (const cell of cellsOf(polygon)) byCell.set(cell, [...(byCell.get(cell) ?? []), box]);
  }
  return byCell;
}

/**
 * Saves `userId`'s areas and searches (already valid: serviceAlertsSchema) in one transaction: the profile (created
 * when absent; the pre-areas `area` removed), a cell item per cell the areas touch (those no longer touched
 * deleted), and the 'all of Estonia' membership (kept with no area, removed with any). At most 21 cells cover the
 * extent, so the transaction holds at most 1 + 21 + 21 + 1 writes. Throws ConflictError (409) when another save of the
 * same person changed the cells since they were read.
 */
export async function saveServiceAlerts(userId: string, alerts: ServiceAlerts, at: string): Promise<ServiceAlerts> {
  const current = await profiles.get({ userId }, { consistent: true });
  const before = current?.areaCells ?? [];
  const next = indexCellsOf(alerts.areas);
  const nextCells = [...next.keys()].sort();
  try {
    await transactWrite([
      profiles.updateItem(
        { userId },
        {
          set: { areas: alerts.areas, searches: alerts.searches, areaCells: nextCells, updatedAt: at },
          remove: ['area'],
          // The cells as read: a save in between changed them, and its cells would be left behind.
          where: (a, op) => (current?.areaCells ? op.eq(a.areaCells, current.areaCells) : op.notExists(a.areaCells)),
        },
      ),
      ...before.filter((cell) => !next.has(cell)).map((cell) => cells.deleteItem({ cell, userId })),
      ...nextCells.map((cell) => cells.putItem({ cell, userId, boxes: next.get(cell)! })),
      alerts.areas.length === 0 ? allEstoniaMemberItem(userId) : allEstoniaLeaveItem(userId),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(SAVE_CONFLICT);
    throw error;
  }
  return alerts;
}

/**
 * Deletes `userId`'s index cells and 'all of Estonia' membership (the erasure; the profile itself is deleted by
 * deletePublicProfile). Idempotent.
 */
export async function forgetServiceAreas(userId: string): Promise<void> {
  const item = await profiles.get({ userId }, { consistent: true });
  await Promise.all([...(item?.areaCells ?? []).map((cell) => cells.delete({ cell, userId })), leaveAllEstonia(userId)]);
}

const boxesMeet = (a: Bbox, b: Bbox): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/**
 * The geodesists one of whose service areas shares a point with `site`: every page of the site's cells' partitions
 * (Queries in parallel), the geodesists with an area bbox meeting the site's bbox, then their exact areas (their
 * profiles, BatchGetItem) tested with areaMatches. Cost: the cells' items (the geodesists near the site) and the
 * candidates' profiles, never all geodesists. Throws what DynamoDB throws.
 */
export async function geodesistsWithAreaAt(site: SiteGeometry): Promise<string[]> {
  const siteBox = bboxOfGeometry(site);
  const candidates = new Set<string>();
  await Promise.all(
    cellsOf(site).map(async (cell) => {
      for (const item of await cells.queryAll('byCell', { cell })) if (item.boxes.some((box) => boxesMeet(box, siteBox))) candidates.add(item.userId);
    }),
  );
  if (candidates.size === 0) return [];
  const found = await getPublicProfiles([...candidates]);
  return found.filter((p) => areasOf(p as ProfileWithAreas).some((area) => areaMatches(area, site))).map((p) => p.userId);
}

/** The saved searches of each of `userIds` that keeps any (their profiles, BatchGetItem). */
export async function savedSearchesOf(userIds: readonly string[]): Promise<Map<string, SavedSearch[]>> {
  const found = (await getPublicProfiles(userIds)) as ProfileWithAreas[];
  return new Map(found.filter((p) => (p.searches?.length ?? 0) > 0).map((p) => [p.userId, p.searches!]));
}
