/**
 * What the session code tells a person about their session and role (spec part 1, 8.1), without the
 * password rules: lib/auth.tsx runs on every page, the landing page included, and so must not load the
 * account schemas (and zod) that lib/auth-messages.ts reads the password hint from. The texts are the catalogue's
 * app part, read in the active language each time; it is not on the landing page, so a session toast loads it first
 * (`sessionToast`).
 */
import { catalogue, loadParts } from '@/i18n/i18n';
import { lazyToast } from './toaster';

const t = catalogue.t;

export const sessionMessages = {
  get roleErrorTitle() {
    return t('session.roleErrorTitle');
  },
  /** The role could not be read from the session at all. */
  get roleUnknown() {
    return t('session.roleUnknown');
  },
  /** The session names no known role; `groups` are the token's groups. */
  invalidRole: (groups: readonly string[]) => t('session.invalidRole', { groups: groups.join(', ') || t('session.noRole') }),
  get profileErrorTitle() {
    return t('session.profileErrorTitle');
  },
  get profileUnreadable() {
    return t('session.profileUnreadable');
  },
  /** The session could not be renewed (part 1, 4.1): the user is signed out. */
  get sessionEndedTitle() {
    return t('session.endedTitle');
  },
  get sessionEnded() {
    return t('session.ended');
  },
};

/** Shows a session toast (lazyToast's `show`) once its words, the app part, are loaded. */
export function sessionToast(show: Parameters<typeof lazyToast>[0]): void {
  const toast = () => lazyToast(show);
  loadParts('app').then(toast, toast);
}
