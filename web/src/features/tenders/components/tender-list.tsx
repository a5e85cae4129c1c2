/**
 * A tender list backed by `GET /tenders`: loading skeleton, error card with retry, the empty state,
 * the table, and Load more while pages remain.
 */
import type { ReactNode } from 'react';
import type { Role } from '@domain/roles';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorCard } from '@/components/ui/empty-state';
import { FileTextIcon } from '@/components/ui/icons';
import { TableSkeleton } from '@/components/ui/skeleton';
import { useTenders, type TenderListParams } from '../api/get-tenders';
import { TenderTable } from './tender-table';

export interface TenderListProps extends TenderListParams {
  role: Role;
  showBids?: boolean;
  empty: { title: string; message?: string; action?: ReactNode };
  /** The error text, e.g. 'Failed to load open tenders. Please try again.' */
  errorText: string;
}

export function TenderList({ role, showBids, empty, errorText, ...params }: TenderListProps) {
  const query = useTenders(params);
  if (query.isPending) return <TableSkeleton rows={5} />;
  if (query.isError) return <ErrorCard message={errorText} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState icon={<FileTextIcon size={28} />} title={empty.title} message={empty.message} action={empty.action} />;
  return (
    <>
      <TenderTable items={items} role={role} showBids={showBids} />
      {query.hasNextPage && (
        <div className="load-more">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage} busyText="Loading...">
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
