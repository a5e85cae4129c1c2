/**
 * A titled section of a signed-in page on Amplify UI `Card` (outlined, GeoTender theme): an optional
 * title (h2, or h3 with `level={3}`), description and header action above the body.
 */
import { Card as AmplifyCard } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
}

export function Card({ title, description, action, children, className, level = 2 }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <AmplifyCard as="section" variation="outlined" padding="0" className={['card', className].filter(Boolean).join(' ')}>
      {(title || action) && (
        <header className="card-header">
          <div>
            {title && <Heading className="card-title">{title}</Heading>}
            {description && <p className="card-description">{description}</p>}
          </div>
          {action}
        </header>
      )}
      {children && <div className="card-body">{children}</div>}
    </AmplifyCard>
  );
}
