/**
 * The heading of a signed-in page: `title` as its h1, `description` as the muted line below it and
 * `actions` (buttons or links) on the right. Renders a `<header className="page-header">`.
 */
import type { ReactNode } from 'react';

export function PageHeader({ title, description, actions }: { title: ReactNode; description: ReactNode; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        <p className="muted">{description}</p>
      </div>
      {actions}
    </header>
  );
}
