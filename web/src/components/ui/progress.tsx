/** A horizontal progress bar (0..100) with an accessible name. */
export function ProgressBar({ value, label, tone }: { value: number; label: string; tone?: 'ok' | 'error' }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={`progress ${tone ? `progress-${tone}` : ''}`} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={v}>
      <div className="progress-fill" style={{ width: `${v}%` }} />
    </div>
  );
}
