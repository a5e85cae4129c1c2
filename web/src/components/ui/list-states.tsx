/**
 * Loading, empty and error states of the signed-in app's lists and sections, on Amplify UI (part 2,
 * "Tender table": empty states have a title, a message and an optional action; the error card reads
 * 'Something went wrong' with a retry button; part 2, 9: loading shows 5 skeleton rows).
 */
import { Alert, Button, Flex, Heading, Loader, Pagination, Placeholder, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { CursorPages } from '@/lib/cursor-pages';
import { useT } from '@/i18n/i18n';
import { FileTextIcon } from './icons';

/**
 * `rows` placeholder lines (default 5), announced once as `label` (default 'Loading'); `showLabel`
 * also prints the label above them (the admin list's 'Loading tenders...').
 */
export function ListPlaceholder({ rows = 5, label: givenLabel, height = '2.75rem', showLabel = false }: { rows?: number; label?: string; height?: string; showLabel?: boolean }) {
  const t = useT();
  const label = givenLabel ?? t('ui.loading');
  return (
    <div className="table-skeleton" role="status" aria-label={label}>
      {showLabel && (
        <Flex alignItems="center" gap="0.5rem" aria-hidden="true">
          <Loader size="small" />
          <Text color="font.tertiary">{label}</Text>
        </Flex>
      )}
      {Array.from({ length: rows }, (_, i) => (
        <Placeholder key={i} height={height} />
      ))}
    </div>
  );
}

/**
 * An error alert with 'Try again': `heading`, the lines to show as `children`, `onRetry` for the button
 * (no button without it); `role`, `className` and `data-testid` go to the Alert.
 */
export function RetryAlert({ heading, onRetry, children, ...alert }: { heading: string; onRetry?: () => void; children: ReactNode; role?: 'alert'; className?: string; 'data-testid'?: string }) {
  const t = useT();
  return (
    <Alert variation="error" heading={heading} {...alert}>
      <Flex direction="column" alignItems="flex-start" gap="0.5rem">
        {children}
        {onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('ui.tryAgain')}
          </Button>
        )}
      </Flex>
    </Alert>
  );
}

/**
 * A list's error alert: `heading` (default 'Something went wrong'), the list's own message, a `detail`
 * line saying why (e.g. 'Query timed out...'), and 'Try again' calling `onRetry`.
 */
export function ListErrorCard({ message, detail, onRetry, heading }: { message?: string; detail?: string; onRetry?: () => void; heading?: string }) {
  const t = useT();
  return (
    <RetryAlert heading={heading ?? t('ui.somethingWentWrong')} onRetry={onRetry} role="alert" className="list-error">
      {message && <Text color="inherit">{message}</Text>}
      {detail && (
        <Text color="inherit" data-testid="list-error-detail">
          {detail}
        </Text>
      )}
    </RetryAlert>
  );
}

/** A spinner with `text` beside it (e.g. 'Loading bids...'), while a section loads. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Flex alignItems="center" gap="0.5rem">
      <Loader /> <Text>{text}</Text>
    </Flex>
  );
}

/** An empty state: icon (default a document), title, optional message and action. */
export function ListEmptyState({ title, message, action, icon }: { title: string; message?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Flex className="empty-state" direction="column" alignItems="center" gap="0.5rem" data-testid="empty-state">
      <div className="empty-state-icon" aria-hidden="true">
        {icon ?? <FileTextIcon size={28} />}
      </div>
      <Heading level={3}>{title}</Heading>
      {message && <Text color="font.tertiary">{message}</Text>}
      {action}
    </Flex>
  );
}

/** Cursor pager of a list (lib/cursor-pages.ts): previous, the pages seen so far, next while the server has more. */
export function ListPager({ pages, label }: { pages: Pick<CursorPages, 'page' | 'knownPages' | 'hasMorePages' | 'goNext' | 'goPrevious' | 'goTo'>; label?: string }) {
  const t = useT();
  if (pages.knownPages <= 1 && !pages.hasMorePages) return null;
  return (
    <Pagination
      className="list-pager"
      aria-label={label ?? t('ui.tenderPages')}
      previousLabel={t('ui.pager.previous')}
      nextLabel={t('ui.pager.next')}
      pageLabel={t('ui.pager.page')}
      currentPageLabel={t('ui.pager.current')}
      currentPage={pages.page}
      totalPages={pages.knownPages}
      hasMorePages={pages.hasMorePages}
      siblingCount={2}
      onNext={pages.goNext}
      onPrevious={pages.goPrevious}
      onChange={(page) => page !== undefined && pages.goTo(page)}
    />
  );
}
