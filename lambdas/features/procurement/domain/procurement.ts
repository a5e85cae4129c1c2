/**
 * Procurement's messages and limits: what a public buyer needs around a published tender (questions and answers,
 * amendments with versions, deadline extensions, cancellation with a reason, the tender's history and its open-data
 * release). Rules live in clause lists beside this module; the messages here are the ones a person reads.
 */
import type { HistoryKind } from '../../tenders/domain/history';
import { english } from '../../../domain/i18n/english';

/** Messages of the procurement routes, each one a person can act on. */
export const procurementMessages = {
  badCursor: english('error.procurement.badCursor'),
} as const;

/**
 * Entries of the contract's own course: shown only to whoever may know the tender's parties (the poster, the
 * contractor and admins: tenders' knowsParties), as the deliveries themselves are. Another bidder of an awarded
 * tender sees that it was awarded and completed, not how the delivery went.
 */
export const PARTIES_ONLY_HISTORY_KINDS: readonly HistoryKind[] = ['delivered', 'changes_requested', 'message_hidden'];

/** Whether an entry of `kind` is shown to a viewer who does (or does not) know the tender's parties. */
export function historyEntryShown(kind: HistoryKind, viewerKnowsParties: boolean): boolean {
  return viewerKnowsParties || !PARTIES_ONLY_HISTORY_KINDS.includes(kind);
}
