/** Layout of the static legal pages (spec part 1, 2.11): title, effective date, sections, Back to Home. */
import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <PublicLayout narrow>
      <article className="legal">
        <LinkButton to={paths.home.getHref()} variant="ghost" size="sm">
          <ArrowLeftIcon size={16} /> Back to Home
        </LinkButton>
        <h1>{title}</h1>
        <p className="muted">Effective date: May 7, 2025</p>
        {sections.map((s, i) => (
          <section key={s.title}>
            <h2>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
