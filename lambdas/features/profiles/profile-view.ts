/** A public profile as the API answers it (domain/profiles.ts `publicProfileSchema`), from the account and the kept profile. */
import { getProfile } from '../account/public';
import { bidderCompanyLabel } from '../tenders/domain/tender-bids';
import { NotFoundError } from '../../kernel/errors';
import { criteriaFor, profileMessages, summaryOf, type PublicProfile } from './domain/profiles';
import { areasOf, getPublicProfile } from './data/public-profiles';

/**
 * The profile of `userId`: the account's role and company (name when no company), the stated qualifications and
 * area (a geodesist's only), completed projects and the rating summary on the criteria of their role. Throws
 * NotFoundError (404) for an unknown or erased account.
 */
export async function loadPublicProfile(userId: string): Promise<PublicProfile> {
  const [account, kept] = await Promise.all([getProfile(userId), getPublicProfile(userId)]);
  if (!account || account.erasingAt) throw new NotFoundError(profileMessages.notFound);
  const geodesist = account.role === 'geodesist';
  return {
    userId,
    role: account.role,
    name: bidderCompanyLabel(account),
    company: account.company,
    qualifications: geodesist ? (kept?.qualifications ?? []) : [],
    areas: geodesist ? areasOf(kept) : [],
    completedProjects: kept?.completedProjects ?? 0,
    ratings: summaryOf(kept ?? {}, criteriaFor(account.role)),
  };
}
