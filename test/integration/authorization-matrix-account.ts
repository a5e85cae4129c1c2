/**
 * Rows of the authorization matrix (authorization-matrix.ts) for the caller's own account: every signed-in user, the
 * unapproved too, reads and edits their profile and stores their language.
 */
import type { RouteHandlerName } from '../../lambdas/api/routes';
import type { MatrixRow } from './authorization-matrix';
import { signedIn } from './matrix-answers';
import type { UserCaller } from './world';

type AccountRoute = 'me-get' | 'me-profile-update' | 'me-language-update';

export const accountRows: Record<AccountRoute & RouteHandlerName, MatrixRow> = {
  'me-get': { call: () => ({ path: '/me' }), expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }) },
  'me-profile-update': {
    call: (w, c) => ({
      path: '/me/profile',
      body:
        c in w.users
          ? { firstName: w.users[c as UserCaller].firstName, lastName: w.users[c as UserCaller].lastName, company: w.users[c as UserCaller].company, phone: w.users[c as UserCaller].phone }
          : { firstName: 'X', lastName: 'Y' },
    }),
    expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }),
  },
  // English, as every caller has: the row changes nothing a later row reads.
  'me-language-update': { call: () => ({ path: '/me/language', body: { language: 'en' } }), expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }) },
};
