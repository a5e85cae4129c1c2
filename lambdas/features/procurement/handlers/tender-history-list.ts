/**
 * `GET /tenders/{tenderId}/history`: the tender's timeline, newest first, a page at a time, for whoever may read the
 * tender (403 otherwise, 404 for an unknown one). Each entry has its time, kind, the actor's role and details; the
 * actor's name only for admins (the spec shows names of posters and bidders to admins; to others a role). A question's
 * asker and a bid's bidder are never named to anyone else (domain/history.ts in the tenders feature). One Query.
 */
import { bidderCompanyLabel } from '../../tenders/domain/tender-bids';
import { listHistory, loadVisibleTender } from '../../tenders/public';
import { getProfile } from '../../account/public';
import { BadRequestError } from '../../../kernel/errors';
import { isBadCursor } from '../../../table/model-table';
import { httpHandler } from '../../../api/http-handler';
import { procurementMessages } from '../domain/procurement';

export const handler = httpHandler('tender-history-list', async ({ auth, params, query }) => {
  const { tender } = await loadVisibleTender(auth, params.tenderId!);
  const page = await listHistory(tender.tenderId, query.cursor).catch((error: unknown) => {
    if (query.cursor && isBadCursor(error)) throw new BadRequestError(procurementMessages.badCursor);
    throw error;
  });
  const actorIds = auth.role === 'admin' ? [...new Set(page.items.flatMap((e) => (e.actorId ? [e.actorId] : [])))] : [];
  const names = new Map(await Promise.all(actorIds.map(async (id) => [id, bidderCompanyLabel(await getProfile(id))] as const)));
  return {
    items: page.items.map((e) => ({
      entryId: e.entryId,
      at: e.at,
      kind: e.kind,
      actorRole: e.actorRole,
      actorName: (e.actorId && names.get(e.actorId)) || null,
      details: e.details,
    })),
    nextCursor: page.cursor,
  };
});
