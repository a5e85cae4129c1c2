/**
 * Layout of the static legal pages (spec part 1, 2.11): Back to Home, title, effective date
 * (May 7, 2025), a table of contents and the numbered sections. Their texts are the catalogue's `legal` part, which
 * the two pages load; a message marks bold words and links with `<strong>…</strong>` and the like (`rich`).
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/i18n';

/** The date both pages took effect (local noon, so every time zone shows the same day). */
const EFFECTIVE = '2025-05-07T12:00:00';

export interface LegalSection {
  /** The section's anchor, the same in every language (`#information-we-collect`). */
  id: string;
  title: string;
  body: ReactNode;
}

/** How a mark of a message is shown: its words in, an element out. */
export type Marks = Record<string, (words: string) => ReactNode>;

/** Bold words: `<strong>…</strong>`. */
export const STRONG: Marks = { strong: (words) => <strong>{words}</strong> };

/** `text` with each `<mark>words</mark>` shown by `marks[mark]` (a mark without a function stays plain words). */
export function rich(text: string, marks: Marks = STRONG): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, mark = '', words = ''] = match;
    out.push(text.slice(last, match.index));
    const show = marks[mark];
    out.push(<Fragment key={match.index}>{show ? show(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  out.push(text.slice(last));
  return out;
}

/** The "Contact Us" list of both pages: the page's own enquiries address, support, and the contact form. */
export function LegalContact({ lead, enquiries, address }: { lead: string; enquiries: string; address: string }) {
  const t = useT();
  return (
    <>
      <p>{lead}</p>
      <ul>
        <li>
          {enquiries} <a href={`mailto:${address}`}>{address}</a>
        </li>
        <li>
          {t('legal.generalSupport')} <a href="mailto:support@geotender.example">support@geotender.example</a>
        </li>
        <li>{rich(t('legal.contactForm'), { link: (words) => <Link to={paths.contact.getHref()}>{words}</Link> })}</li>
      </ul>
    </>
  );
}

/** A legal page: `sections` numbered, with a table of contents. */
export function LegalPage({ title, intro, sections }: { title: string; intro?: string; sections: LegalSection[] }) {
  const t = useT();
  const f = useFormat();
  return (
    <PublicLayout narrow>
      <article className="legal">
        <LinkButton to={paths.home.getHref()} variant="ghost" size="sm">
          <ArrowLeftIcon size={16} /> {t('notFound.back')}
        </LinkButton>
        <h1>{title}</h1>
        <p className="muted">{t('legal.effective', { date: f.date(EFFECTIVE) })}</p>
        {intro && <p>{intro}</p>}
        <nav aria-label={t('legal.contents')} className="legal-toc">
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
