/**
 * `GET /tenders/{tenderId}/history`: the tender's timeline, newest first, a page at a time, for whoever may read the
 * tender (403 otherwise, 404 for an unknown one). Each entry has its time, kind, the actor's role and details; the
 * actor's name only for admins (the spec shows names of posters and bidders to admins; to others a role). A question's
 * asker and a bid's bidder are never named to anyone else (domain/history.ts in the tenders feature). The delivery's
 * entries only for the tender's parties (domain/procurement.ts historyEntryShown), so a page may hold fewer entries
 * than its size and still have a next cursor. An erased actor reads as 'Deleted user' to admins. One Query.
 */
import { bidderCompanyLabel } from '../../tenders/domain/tender-bids';
import { listHistory, loadVisibleTender } from '../../tenders/public';
import { getProfile } from '../../account/public';
import { BadRequestError } from '../../../kernel/errors';
import { isBadCursor } from '../../../table/model-table';
import { httpHandler } from '../../../api/http-handler';
import { historyEntryShown, procurementMessages } from '../domain/procurement';
import { knowsParties } from '../../tenders/domain/tender-rules';

export const handler = httpHandler('tender-history-list', async ({ auth, params, query }) => {
  const { tender } = await loadVisibleTender(auth, params.tenderId!);
  const page = await listHistory(tender.tenderId, query.cursor).catch((error: unknown) => {
    if (query.cursor && isBadCursor(error)) throw new BadRequestError(procurementMessages.badCursor);
    throw error;
  });
  const actorIds = auth.role === 'admin' ? [...new Set(page.items.flatMap((e) => (e.actorId ? [e.actorId] : [])))] : [];
  const names = new Map(await Promise.all(actorIds.map(async (id) => [id, bidderCompanyLabel(await getProfile(id))] as const)));
  const partiesKnown = knowsParties(auth, tender);
  return {
    items: page.items
      .filter((e) => historyEntryShown(e.kind, partiesKnown))
      .map((e) => ({
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
