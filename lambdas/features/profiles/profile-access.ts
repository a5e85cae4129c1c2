/**
 * Who may open whose profile (docs/decisions/after-award/profiles.md): an admin always; otherwise the caller names
 * the tender through which they know the person (`?tenderId=`), and the profile opens when on that tender
 * - the caller is the poster and the person is its contractor, or a bidder once the tender is past Open (the award
 *   made: before it, bids are sealed and the poster sees only the anonymous summary), or
 * - the caller is the contractor and the person is the poster.
 * Anyone else: 403. One GetItem of the tender (and one of the bid), whatever the table's size.
 */
import { getBid, getTenderWithAttachments } from '../tenders/public';
import { ForbiddenError } from '../../kernel/errors';
import type { Auth } from '../../api/http-handler';
import { profileMessages } from './domain/profiles';

/** Resolves when `auth` may open `userId`'s profile through `tenderId`; throws ForbiddenError (403) otherwise. */
export async function assertMayOpenProfile(auth: Auth, userId: string, tenderId: string | undefined): Promise<void> {
  if (auth.role === 'admin' || auth.userId === userId) return;
  if (!tenderId) throw new ForbiddenError(profileMessages.forbidden);
  const found = await getTenderWithAttachments(tenderId);
  const tender = found?.tender;
  if (!tender || tender.status === 'Open' || !tender.contractorId) throw new ForbiddenError(profileMessages.forbidden);
  if (auth.userId === tender.contractorId && userId === tender.creatorId) return;
  if (auth.userId === tender.creatorId) {
    if (userId === tender.contractorId) return;
    if (await getBid(tender.tenderId, userId)) return;
  }
  throw new ForbiddenError(profileMessages.forbidden);
}
