/** A text tooltip shown on hover and keyboard focus of its trigger; the trigger is described by it. */
import { useId, type ReactNode } from 'react';

export function Tooltip({ content, children, label }: { content: string; children: ReactNode; label: string }) {
  const id = useId();
  return (
    <span className="tooltip-wrap">
      <button type="button" className="tooltip-trigger" aria-label={label} aria-describedby={id}>
        {children}
      </button>
      <span role="tooltip" id={id} className="tooltip">
        {content}
      </span>
    </span>
  );
}
