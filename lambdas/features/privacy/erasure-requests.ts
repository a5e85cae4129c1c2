/**
 * Accepting an erasure (GDPR article 17), the one path of `DELETE /me` and the admin's
 * `DELETE /admin/users/{userId}`. Within the request, in order:
 *
 * 1. refuse an admin (403) and an open contract (409 naming the tender; domain/privacy.ts erasureRefusal);
 * 2. mark the profile as being erased, with a condition (account/data/profiles.ts markErasing): from then on the
 *    API answers the user's token 401 'Your account no longer exists', and no bid or award naming them commits
 *    (their transactions check the profile, account/domain/account-rules.ts);
 * 3. read the contracts again: an award that committed just before the mark now shows, and the mark is taken
 *    off again with the same 409;
 * 4. record the erasure in the ledger outside the table (data/erasure-ledger.ts), so a restored table has it taken
 *    again (reapply-erasures.ts), then queue the erasure job on the data-export queue (export-jobs.ts); the worker
 *    erases (erase-user.ts).
 *
 * A second request for an account already marked queues the job again (the erasure resumes where it stopped).
 */
import { clearErasing, markErasing } from '../account/public';
import type { Profile } from '../account/domain/dto';
import { ConflictError, ForbiddenError, isConditionFailure, NotFoundError } from '../../kernel/errors';
import { logger } from '../../kernel/logger';
import { userMessages } from '../account/domain/users';
import { recordErasure } from './data/erasure-ledger';
import { bidsOf, tendersOfBids, tendersPostedBy } from './data/user-records';
import type { Erasure } from './domain/dto';
import { erasureRefusal, privacyMessages } from './domain/privacy';
import { queueErasureJob, type ErasureJob } from './export-jobs';

/** Who asks for the erasure: the user themself, or an admin (id and name, for the history). */
export type Eraser = ErasureJob['by'];

/** Why `userId` may not be erased now (their tenders and the tenders of their bids, read now), or null. */
export async function currentRefusal(userId: string): Promise<string | null> {
  const [posted, bids] = await Promise.all([tendersPostedBy(userId), bidsOf(userId)]);
  const bidTenders = await tendersOfBids(bids);
  return erasureRefusal(userId, [...posted, ...bidTenders.values()]);
}

/**
 * Accepts the erasure of `profile`'s account as described above. Returns `{userId, status: 'erasing'}`. Throws
 * ForbiddenError for an admin, ConflictError naming the blocking tender, NotFoundError when the profile went
 * meanwhile, and AWS errors (nothing is marked unless the job can be queued after it: a retry is safe).
 */
export async function requestErasure(profile: Profile, by: Eraser): Promise<Erasure> {
  const { userId } = profile;
  if (profile.role === 'admin') throw new ForbiddenError(privacyMessages.adminNotErasable);
  const before = await currentRefusal(userId);
  if (before) throw new ConflictError(before);

  const marked = await markErasing(userId).catch((error: unknown) => {
    if (isConditionFailure(error)) throw new NotFoundError(userMessages.notFound);
    throw error;
  });
  if (marked) {
    const after = await currentRefusal(userId);
    if (after) {
      await clearErasing(userId);
      throw new ConflictError(after);
    }
  }
  await recordErasure({ userId, acceptedAt: marked?.erasingAt ?? new Date().toISOString(), by })
    .then(() => queueErasureJob({ kind: 'erase', userId, by }))
    .catch(async (error: unknown) => {
      // Not recorded or not queued: the account is not left marked without an erasure to come.
      if (marked) await clearErasing(userId);
      throw error;
    });
  logger.info('Erasure accepted', { userId, by: by.kind, again: !marked });
  return { userId, status: 'erasing' };
}
