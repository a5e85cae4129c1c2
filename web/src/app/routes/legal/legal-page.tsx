/**
 * Layout of the static legal pages (spec part 1, 2.11): Back to Home, title, effective date
 * (May 7, 2025), a table of contents and the numbered sections.
 */
import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function LegalPage({ title, intro, sections }: { title: string; intro?: string; sections: LegalSection[] }) {
  return (
    <PublicLayout narrow>
      <article className="legal">
        <LinkButton to={paths.home.getHref()} variant="ghost" size="sm">
          <ArrowLeftIcon size={16} /> Back to Home
        </LinkButton>
        <h1>{title}</h1>
        <p className="muted">Effective date: May 7, 2025</p>
        {intro && <p>{intro}</p>}
        <nav aria-label="Contents" className="legal-toc">
          <ol>
            {sections.map((s) => (
              <li key={s.title}>
                <a href={`#${slug(s.title)}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.title} id={slug(s.title)} aria-labelledby={`${slug(s.title)}-title`}>
            <h2 id={`${slug(s.title)}-title`}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
