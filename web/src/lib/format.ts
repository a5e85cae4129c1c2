/** Date display helpers (date-fns). Invalid or missing dates give the fallback text. */
import { format, isValid } from 'date-fns';

/** Formats an ISO date with a date-fns pattern, e.g. 'MMM d, yyyy'; `fallback` when missing or invalid. */
export function formatDate(iso: string | null | undefined, pattern = 'MMM d, yyyy', fallback = 'N/A'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return isValid(date) ? format(date, pattern) : fallback;
}

/** "1 view" / "n views" (part 2, tender detail header). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
