/** A small spinning ring; decorative (the busy text or aria-busy carries the meaning). */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
}
