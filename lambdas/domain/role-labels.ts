/**
 * The roles' English labels (the catalogue's domain part, `domain.role.*`), used by badges, selects and e-mails; the
 * web shows them in the reader's language (`useDomainText()`). Apart from ./roles.ts, which the landing page loads,
 * so that the page does not carry the labels.
 */
import { englishName } from './i18n/english-name';
import type { Role } from './roles';

/** Human labels for roles, by role. */
export const ROLE_LABELS: Record<Role, string> = {
  geodesist: englishName('domain.role.geodesist'),
  tenderPoster: englishName('domain.role.tenderPoster'),
  admin: englishName('domain.role.admin'),
};
