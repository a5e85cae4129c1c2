/**
 * `GET /admin/ocds?cursor=`: the admins' bulk export of open data, a page at a time: `package`, the release package
 * of the current releases of up to OCDS_EXPORT_PAGE_SIZE tenders, newest first over every status (the tenders' status
 * index, gsi1, as the admins' tender list reads it), or null when the page has no release (a package holds at least
 * one), and `nextCursor`, the cursor of the next page (null at the end). A page costs
 * the same at any table size: one Query per status partition, then per tender its partition, history and award.
 * The web app's "Export OCDS" reads every page and saves one release package (docs/decisions/procurement/open-data.md).
 */
import { getTenderWithAttachments, listTenders } from '../../tenders/public';
import { httpHandler } from '../../../api/http-handler';
import { exportPagePackage, OCDS_EXPORT_PAGE_SIZE } from '../domain/ocds';
import { apiBaseOf, releaseOf, type ProfileNames } from '../data/ocds-releases';

export const handler = httpHandler('admin-ocds-export', async ({ query, event }) => {
  const page = await listTenders({ scope: 'all', sort: 'newest', limit: OCDS_EXPORT_PAGE_SIZE, cursor: query.cursor });
  const apiBase = apiBaseOf(event);
  const names: ProfileNames = new Map();
  const found = await Promise.all(page.items.map((t) => getTenderWithAttachments(t.tenderId)));
  // A tender deleted since the list was read is left out.
  const releases = await Promise.all(found.flatMap((f) => (f && !f.tender.deletingAt ? [releaseOf(f.tender, f.attachments, apiBase, names)] : [])));
  return { package: exportPagePackage(releases, `${apiBase}/admin/ocds`, new Date().toISOString()), nextCursor: page.nextCursor };
});
