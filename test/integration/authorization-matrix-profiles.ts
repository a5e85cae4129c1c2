/**
 * Rows of the authorization matrix (authorization-matrix.ts) for the profiles feature: public profiles, the bidder
 * summary, service areas and 'Matches my areas'. Service areas are a geodesist's: approved ones only, as every
 * geodesist route.
 */
import type { RouteHandlerName } from '../../lambdas/api/routes';
import type { MatrixRow } from './authorization-matrix';
import { signedIn } from './matrix-answers';

type ProfileRoute = 'profiles-me-update' | 'profiles-get' | 'bidder-summary-get' | 'service-areas-get' | 'service-areas-update' | 'tenders-matching';

export const profileRows: Record<ProfileRoute & RouteHandlerName, MatrixRow> = {
  'profiles-me-update': {
    call: () => ({ path: '/profiles/me', body: { qualifications: [{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }] } }),
    expect: signedIn({ A: 403, O: 403, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }),
  },
  'profiles-get': {
    call: (w) => ({ path: `/profiles/${w.users.contractor.sub}?tenderId=${w.awarded.tenderId}` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'bidder-summary-get': {
    call: (w) => ({ path: `/tenders/${w.open.tenderId}/bids/${w.open.bidId}/summary` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'service-areas-get': { call: () => ({ path: '/profiles/me/service-areas' }), expect: signedIn({ A: 403, O: 403, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }) },
  // All of Estonia, as each caller had: the row changes nothing.
  'service-areas-update': {
    call: () => ({ path: '/profiles/me/service-areas', body: { areas: [], searches: [] } }),
    expect: signedIn({ A: 403, O: 403, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }),
  },
  'tenders-matching': { call: () => ({ path: '/tenders/matching' }), expect: signedIn({ A: 403, O: 403, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }) },
};
