/**
 * `GET /tenders/{tenderId}/versions`: every version of a tender, newest first, for whoever may read the tender (403
 * otherwise, 404 for an unknown one); empty while the tender was never amended. One Query of the tender's partition
 * (collection tenderVersions), whatever the number of tenders.
 */
import { listVersions, loadVisibleTender } from '../../tenders/public';
import { versionOf } from '../../tenders/domain/versions';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('tender-versions-list', async ({ auth, params }) => {
  const { tender } = await loadVisibleTender(auth, params.tenderId!);
  const items = await listVersions(tender.tenderId);
  return {
    items: items.map((v) => ({ version: v.version, at: v.at, reason: v.reason ?? null, changed: v.changed, deadlineMoved: v.deadlineMoved ?? false, snapshot: v.snapshot })),
    current: versionOf(tender),
  };
});
