/**
 * The route table of the web app (spec part 1, 2.1). Every link and redirect uses these entries;
 * `path` is the react-router pattern and `getHref` builds a concrete URL.
 */
import type { Role } from '@domain/roles';

const withId = (prefix: string, suffix = '') => ({
  path: `${prefix}/:id${suffix}`,
  getHref: (id: string) => `${prefix}/${encodeURIComponent(id)}${suffix}`,
});

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  contact: { path: '/contact', getHref: () => '/contact' },
  approvalPending: { path: '/approval-pending', getHref: () => '/approval-pending' },
  /** The page of an e-mail's unsubscribe link (no sign-in). */
  unsubscribe: { path: '/unsubscribe', getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}` },

  /** A person's public profile, opened through the tender the viewer knows them by. */
  profile: {
    path: '/profiles/:id',
    getHref: (id: string, tenderId?: string) => `/profiles/${encodeURIComponent(id)}${tenderId ? `?tenderId=${encodeURIComponent(tenderId)}` : ''}`,
  },

  account: {
    root: { path: '/account', getHref: (tab: 'account' | 'notifications' = 'account') => `/account?tab=${tab}` },
    profile: { path: '/account/profile', getHref: () => '/account/profile' },
    notifications: { path: '/account/notifications', getHref: () => '/account/notifications' },
  },

  geodesist: {
    dashboard: { path: '/geodesist', getHref: () => '/geodesist' },
    browse: { path: '/geodesist/browse', getHref: () => '/geodesist/browse' },
    history: { path: '/geodesist/history', getHref: () => '/geodesist/history' },
    tender: withId('/geodesist/tender'),
    deliver: withId('/geodesist/tender', '/deliver'),
  },

  tenderPoster: {
    dashboard: { path: '/tender-poster', getHref: () => '/tender-poster' },
    addTender: { path: '/tender-poster/add-tender', getHref: () => '/tender-poster/add-tender' },
    editTender: withId('/tender-poster/edit-tender'),
    tender: withId('/tender-poster/tender'),
    tenderStatus: withId('/tender-poster/tender', '/status'),
  },

  admin: {
    dashboard: { path: '/admin', getHref: () => '/admin' },
    tenders: { path: '/admin/tenders', getHref: () => '/admin/tenders' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    tender: withId('/admin/tender'),
    emailTest: { path: '/admin/email-test', getHref: () => '/admin/email-test' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    deadLetters: { path: '/admin/dead-letters', getHref: () => '/admin/dead-letters' },
  },
} as const;

/** The tender detail URL under a role's own route prefix (part 2, "Tender table": rows open the detail). */
export function tenderHref(role: Role, tenderId: string): string {
  if (role === 'admin') return paths.admin.tender.getHref(tenderId);
  if (role === 'tenderPoster') return paths.tenderPoster.tender.getHref(tenderId);
  return paths.geodesist.tender.getHref(tenderId);
}
