/**
 * The edit of a tender (spec part 2, "Edit tender", 3 and 5): one conditional transaction over the
 * tender item, its attachment items and its site item. Reads and the other writes are in tenders.ts.
 */
import { NOT_SPECIFIED } from '../domain/tender';
import { editable } from '../domain/tender-rules';
import { whereAll } from '../../../table/conditions';
import { tableOf, transactWrite, type TransactItem } from '../../../table/model-table';
import type { WhereCallback } from '../../../table/conditions';
import { attachmentModel, tenderModel, tenderSiteModel } from './tender-models';
import { logger } from '../../../kernel/logger';
import { postingChanges, putPostings, removeStalePostings } from './tender-index';
import { searchTextOf, SITE_ATTRIBUTES, type AttachmentItem, type NewAttachment, type SiteFields, type TenderItem, type TenderSiteItem } from './tenders';

/** The tender, attachment and site items (tender-models.ts), through the item codec. */
const tenders = tableOf<TenderItem>(tenderModel);
const attachmentItems = tableOf<AttachmentItem>(attachmentModel);
const siteItems = tableOf<TenderSiteItem>(tenderSiteModel);

/**
 * Fields an edit may change (part 2, "Edit tender" and 7 "Update tender"); absent keeps a field.
 * `reference: null` and `requirements: null` remove them; `location: null` sets it back to NOT_SPECIFIED.
 */
export interface TenderChanges {
  title?: string;
  description?: string;
  reference?: string | null;
  requirements?: string | null;
  location?: string | null;
  /** Integer euro cents; 0 for not specified. */
  budgetCents?: number;
  /** ISO instant. */
  expiryDate?: string;
  /** ISO instant: the new question deadline (domain/question-deadline.ts); absent keeps it. */
  questionDeadline?: string;
  /** The new site (toSiteFields): replaces the site item; null deletes the site item and removes the map index keys; absent keeps it. */
  site?: SiteFields | null;
}

/**
 * What an edit adds to its own transaction (tenders/amendment.ts), decided from the tender as it will be stored and
 * the attachments added: the version numbers to set, a further condition on the tender item (its version, or that
 * it has no bid or question), and the version, history and outbox items, written after the edit's own parts.
 */
export interface EditExtras {
  set?: { version?: number; termsVersion?: number };
  where?: WhereCallback;
  also?: readonly TransactItem[];
}

/** `current` with the text and number fields of `changes` applied (not the site), and the time of the edit. */
function applyFields(current: TenderItem, changes: TenderChanges, attachmentsCount: number, at: string): TenderItem {
  const next: TenderItem = {
    ...current,
    ...(changes.title !== undefined ? { title: changes.title } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.expiryDate !== undefined ? { expiryDate: changes.expiryDate } : {}),
    ...(changes.questionDeadline !== undefined ? { questionDeadline: changes.questionDeadline } : {}),
    ...(changes.budgetCents !== undefined ? { budgetCents: changes.budgetCents } : {}),
    ...(changes.location !== undefined ? { location: changes.location ?? NOT_SPECIFIED } : {}),
    attachmentsCount,
    updatedAt: at,
  };
  for (const key of ['reference', 'requirements'] as const) {
    if (changes[key] === null) delete next[key];
    else if (changes[key] !== undefined) next[key] = changes[key];
  }
  return next;
}

/**
 * Applies an edit (part 2, "Edit tender") in ONE transaction: the tender's changed fields,
 * searchText, attachmentsCount and updatedAt, the new attachment items and the removal of the removed
 * ones, and for a changed site the put (or, when cleared, the delete) of the site item. Conditioned on the
 * tender being Open, created by `creatorId`, not being deleted and unchanged since it was read
 * (`updatedAt`), so an edit racing with an award, a delete or another edit loses whole. The word index of
 * search (tender-index.ts) follows: postings of new words (all, when the deadline moved) are put
 * before the transaction, those of words the tender no longer has are removed after it. Takes the tender
 * as read; returns it as stored. Throws TransactionCanceledException, or the index write's error (then the
 * tender is unchanged). `extras`: an amendment's version numbers, condition and items (EditExtras).
 */
export async function updateTender(input: {
  current: TenderItem;
  creatorId: string;
  changes: TenderChanges;
  add: NewAttachment[];
  remove: AttachmentItem[];
  at?: string;
  extras?: (next: TenderItem, added: AttachmentItem[]) => EditExtras;
}): Promise<{ tender: TenderItem; added: AttachmentItem[] }> {
  const at = input.at ?? new Date().toISOString();
  const { current, changes } = input;
  const next = applyFields(current, changes, current.attachmentsCount + input.add.length - input.remove.length, at);
  const site: TenderSiteItem | undefined = changes.site ? { tenderId: current.tenderId, ...changes.site.item, createdAt: current.site?.createdAt ?? at, updatedAt: at } : undefined;
  if (changes.site !== undefined) {
    for (const k of SITE_ATTRIBUTES) delete next[k];
    delete next.site;
  }
  if (changes.site) Object.assign(next, changes.site.onTender, { site });
  next.searchText = searchTextOf(next);
  const added: AttachmentItem[] = input.add.map((a) => ({ ...a, tenderId: current.tenderId, createdAt: at }));
  const extras = input.extras?.(next, added) ?? {};
  Object.assign(next, extras.set);
  const set = {
    title: next.title,
    description: next.description,
    expiryDate: next.expiryDate,
    location: next.location,
    budgetCents: next.budgetCents,
    searchText: next.searchText,
    attachmentsCount: next.attachmentsCount,
    updatedAt: at,
    ...(changes.questionDeadline !== undefined ? { questionDeadline: changes.questionDeadline } : {}),
    ...(next.reference !== undefined ? { reference: next.reference } : {}),
    ...(next.requirements !== undefined ? { requirements: next.requirements } : {}),
    ...changes.site?.onTender,
    ...extras.set,
  };
  // Attributes to remove: the reference when none is left, the requirements when cleared; the site's when it
  // is cleared, or the area when a polygon becomes a point. Removing siteCell and siteGeohash removes the map
  // index keys (byArea's condition).
  const removed = [
    ...(next.reference === undefined ? (['reference'] as const) : []),
    ...(next.requirements === undefined && current.requirements !== undefined ? (['requirements'] as const) : []),
    ...(changes.site === null ? SITE_ATTRIBUTES : []),
    ...(changes.site && changes.site.onTender.siteAreaM2 === undefined ? (['siteAreaM2'] as const) : []),
  ];
  const items = [
    tenders.updateItem(
      { tenderId: current.tenderId },
      {
        set,
        ...(removed.length ? { remove: removed } : {}),
        // The rule (domain/tender-rules.ts), and nothing changed since the read.
        where: whereAll(editable(input.creatorId, 'edit'), (a, op) => op.eq(a.updatedAt, current.updatedAt), ...(extras.where ? [extras.where] : [])),
      },
      { mustExist: true },
    ),
    ...added.map((a) => attachmentItems.putItem({ ...a }, { ifAbsent: true })),
    ...input.remove.map((a) => attachmentItems.deleteItem({ tenderId: a.tenderId, attachmentId: a.attachmentId }, { where: (x, op) => op.exists(x.s3Key) })),
    ...(site ? [siteItems.putItem({ ...site })] : []),
    // Deleting an absent item is a no-op, so a clear needs no condition on the site item.
    ...(changes.site === null ? [siteItems.deleteItem({ tenderId: current.tenderId })] : []),
    ...(extras.also ?? []),
  ];
  const index = postingChanges(current, next);
  await putPostings(next, at, index.put);
  await transactWrite(items);
  // The edit has landed: a stale posting left by a failure here is never shown (the list checks the tender).
  await removeStalePostings(next, index.stale, at).catch((error: unknown) => logger.warn('Stale search index items left', { tenderId: current.tenderId, error }));
  return { tender: next, added };
}
