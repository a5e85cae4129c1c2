/**
 * A tender's location as the reader reads it: the poster's own words, or, when they gave none (stored as the spec's
 * 'Not specified', part 2, 3), the catalogue's words for it in the active language.
 */
import type { Translate } from '@domain/i18n/translate';
import { NOT_SPECIFIED } from '@features/tenders/domain/tender';

/** `location` (free text, or the stored 'Not specified') in the active language of `t`. */
export function locationText(location: string, t: Translate): string {
  return location === NOT_SPECIFIED ? t('detail.notSpecified') : location;
}
