/**
 * `GET /tenders/{tenderId}/cancellation`: a cancelled tender's cancellation (reason, explanation, the canceller's
 * role, when, and its document with a link valid 60 s), for whoever may read the tender (canView: its poster, admins,
 * its contractor and bidders; 403 otherwise, 404 for an unknown tender or one that is not cancelled). One Query of
 * the tender's partition (and the caller's bid, for a geodesist).
 */
import { loadVisibleTender } from '../../tenders/public';
import { NotFoundError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';
import { cancelMessages } from '../domain/cancellation';
import type { CancellableTender } from '../data/cancellation';
import { toCancellation } from '../cancellation-view';

export const handler = httpHandler('tender-cancellation-get', async ({ auth, params }) => {
  const { tender } = await loadVisibleTender(auth, params.tenderId!);
  const { cancellation } = tender as CancellableTender;
  if (tender.status !== 'Cancelled' || !cancellation) throw new NotFoundError(cancelMessages.notCancelled);
  return toCancellation(tender.tenderId, cancellation);
});
