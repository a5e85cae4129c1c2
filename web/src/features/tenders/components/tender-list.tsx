/**
 * A tender list backed by `GET /tenders` (part 2, "Tender table"): placeholder rows while loading,
 * the error card 'Something went wrong' with the tab's message, the query's own failure ('Query timed
 * out...' after 5 s, or the database error; part 2, 8) and a retry, the empty state (title, message,
 * optional action), the table, and cursor paging (10 per page) with Amplify UI Pagination.
 */
import type { ReactNode } from 'react';
import type { Role } from '@domain/roles';
import { ListEmptyState, ListErrorCard, ListPager, ListPlaceholder } from '@/components/ui/list-states';
import { useTenderPages, type TenderListParams } from '../api/get-tenders';
import { tenderQueryFailure } from '../api/tender-query-error';
import { TenderTable } from './tender-table';

export interface TenderListProps extends TenderListParams {
  role: Role;
  showBids?: boolean;
  empty: { title: string; message?: string; action?: ReactNode };
  /** The error text, e.g. 'Failed to load open tenders. Please try again.' */
  errorText: string;
  /** Accessible name of the table. */
  label?: string;
  /** The viewer's unread messages by tender id (TenderTable). */
  unreadMessages?: Readonly<Record<string, number>>;
}

/** The list of `params` for `role`; `empty` and `errorText` are the tab's own texts. */
export function TenderList({ role, showBids, empty, errorText, label, unreadMessages, ...params }: TenderListProps) {
  const pages = useTenderPages(params);
  const { query } = pages;
  if (query.isPending) return <ListPlaceholder />;
  if (query.isError) return <ListErrorCard message={errorText} detail={tenderQueryFailure(query.error)} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0 && pages.page === 1) return <ListEmptyState title={empty.title} message={empty.message} action={empty.action} />;
  return (
    <div className="tender-list" aria-busy={query.isFetching || undefined}>
      <TenderTable items={query.data.items} role={role} showBids={showBids} label={label} unreadMessages={unreadMessages} />
      <ListPager pages={pages} />
    </div>
  );
}
