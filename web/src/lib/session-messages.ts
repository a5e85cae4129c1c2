/**
 * What the session code tells a person about their session and role (spec part 1, 8.1), without the
 * password rules: lib/auth.tsx runs on every page, the landing page included, and so must not load the
 * account schemas (and zod) that lib/auth-messages.ts reads the password hint from.
 */
export const sessionMessages = {
  roleErrorTitle: 'Role Error',
  /** The role could not be read from the session at all. */
  roleUnknown: 'Could not determine your user role',
  /** The session names no known role; `groups` are the token's groups. */
  invalidRole: (groups: readonly string[]) => `Received invalid role: ${groups.join(', ') || 'none'}`,
  profileErrorTitle: 'Profile Error',
  profileUnreadable: 'Could not load your profile data',
  /** The session could not be renewed (part 1, 4.1): the user is signed out. */
  sessionEndedTitle: 'Session expired',
  sessionEnded: 'Your session could not be renewed. Please sign in again.',
} as const;
