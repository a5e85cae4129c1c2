/**
 * The one-time placing of the geodesists who existed before service areas (docs/decisions/server/service-areas.md): a
 * geodesist created since has their place in the announcement audience from the start (account's createProfile), an
 * older one has none. The first announcement after the update places each: one who stated an area on their profile
 * keeps it as their first service area (indexed), every other keeps all of Estonia. A mark item records that it is
 * done, so every later announcement pays one GetItem. Safe to run twice at once: each write is the same.
 */
import { joinAllEstonia, listProfilesByRole } from '../../account/public';
import { tableOf } from '../../../table/model-table';
import { audienceIndexMarkModel } from './profile-models';
import { getPublicProfiles } from './public-profiles';
import { saveServiceAlerts } from './service-areas';
import { areasOf } from './public-profiles';
import type { ServiceArea } from '../domain/service-areas';

const marks = tableOf<{ mark: string }>(audienceIndexMarkModel);
const MARK = 'service-areas';
/** Geodesists placed at a time. */
const BATCH = 25;

/** Whether the placing has been done (one strongly consistent GetItem). */
export async function audienceIndexed(): Promise<boolean> {
  return (await marks.get({ mark: MARK }, { consistent: true })) !== undefined;
}

/**
 * Places every geodesist without stored service areas (see the module), then writes the mark. Returns how many were
 * placed. Throws what DynamoDB throws (the mark is then not written and the next announcement tries again).
 */
export async function indexAudience(): Promise<number> {
  const geodesists = await listProfilesByRole('geodesist');
  let placed = 0;
  for (let i = 0; i < geodesists.length; i += BATCH) {
    const ids = geodesists.slice(i, i + BATCH).map((g) => g.userId);
    const stored = new Map((await getPublicProfiles(ids)).map((p) => [p.userId, p as { areas?: unknown; area?: unknown }]));
    await Promise.all(
      ids.map(async (userId) => {
        const item = stored.get(userId);
        if (Array.isArray(item?.areas)) return;
        const legacy: ServiceArea[] = areasOf(item);
        if (legacy.length > 0) await saveServiceAlerts(userId, { areas: legacy, searches: [] }, new Date().toISOString());
        else await joinAllEstonia(userId);
        placed++;
      }),
    );
  }
  await marks.put({ mark: MARK });
  return placed;
}

/** Places the older geodesists unless done (see the module). */
export async function ensureAudienceIndexed(): Promise<void> {
  if (!(await audienceIndexed())) await indexAudience();
}
