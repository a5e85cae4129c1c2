/** Public pages: the shared header, the page, the shared footer. */
import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { useT } from '@/i18n/i18n';

export function PublicLayout({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  const t = useT();
  return (
    <div className="public-layout">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <PublicHeader />
      <main id="main" className={narrow ? 'public-main public-main-narrow' : 'public-main'}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
