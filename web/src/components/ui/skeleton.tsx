/** Loading placeholders (part 1, 2.2: a skeleton while the session and approval are resolved). */
import { useT } from '@/i18n/i18n';

export function Skeleton({ width, height = '1rem', className }: { width?: string; height?: string; className?: string }) {
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={{ width, height }} aria-hidden="true" />;
}

/** A full-page skeleton announced as loading. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div className="page-skeleton" role="status" aria-live="polite" aria-label={t('ui.loading')}>
      <Skeleton width="40%" height="2rem" />
      <Skeleton width="70%" />
      <div className="page-skeleton-cards">
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </div>
      <Skeleton height="14rem" />
    </div>
  );
}
