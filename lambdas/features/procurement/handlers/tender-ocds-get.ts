/**
 * `GET /tenders/{tenderId}/ocds`: the tender as open data, an OCDS 1.1 release package holding the release of its
 * current state (domain/ocds.ts; docs/decisions/procurement/open-data.md), for whoever may read the tender (403
 * otherwise, 404 for an unknown one). The same release for every reader: sealed bids stay sealed while Open, and
 * after the award only the winner and the awarded amount are published.
 */
import { loadVisibleTender } from '../../tenders/public';
import { httpHandler } from '../../../api/http-handler';
import { toReleasePackage } from '../domain/ocds';
import { apiBaseOf, releaseOf } from '../data/ocds-releases';

export const handler = httpHandler('tender-ocds-get', async ({ auth, params, event }) => {
  const { tender, attachments } = await loadVisibleTender(auth, params.tenderId!);
  const apiBase = apiBaseOf(event);
  const release = await releaseOf(tender, attachments, apiBase);
  return toReleasePackage([release], `${apiBase}/tenders/${tender.tenderId}/ocds`, new Date().toISOString());
});
