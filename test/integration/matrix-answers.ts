/**
 * The answers of the authorization matrix's callers (authorization-matrix.ts): the users by short name, and the
 * expected statuses of signed-in, public and admin-only routes.
 */
import type { Caller, UserCaller } from './world';

export type Short = 'A' | 'O' | 'P' | 'C' | 'B' | 'S' | 'Pe' | 'R';
export const SHORT: Record<Short, UserCaller> = { A: 'admin', O: 'ownerPoster', P: 'otherPoster', C: 'contractor', B: 'bidder', S: 'stranger', Pe: 'pendingGeodesist', R: 'rejectedGeodesist' };

/** The answers of a signed-in route: broken tokens 401, an ID token 403, then each user's answer. */
export function signedIn(users: Record<Short, number>): Record<Caller, number> {
  const out = { anonymous: 401, malformedToken: 401, otherKeyToken: 401, expiredToken: 401, idToken: 403 } as Record<Caller, number>;
  for (const [short, status] of Object.entries(users) as [Short, number][]) out[SHORT[short]] = status;
  return out;
}

/** The same answer for every caller (a public route ignores the token). */
export function everyone(status: number): Record<Caller, number> {
  return { anonymous: status, malformedToken: status, otherKeyToken: status, expiredToken: status, idToken: status, ...signedInAll(status) };
}
export function signedInAll(status: number): Record<UserCaller, number> {
  return Object.fromEntries(Object.values(SHORT).map((c) => [c, status])) as Record<UserCaller, number>;
}

export const adminOnly = (status: number) => signedIn({ A: status, O: 403, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 });
