/** A small pill label. Tones map to the palette in styles/index.css. */
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'orange' | 'cyan' | 'green' | 'grey' | 'red' | 'blue' | 'purple';

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={['badge', `badge-${tone}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
