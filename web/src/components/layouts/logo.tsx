/** The GeoTender mark: a survey triangle over a benchmark point. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo">
      <rect width="32" height="32" rx="7" fill="var(--brand-700)" />
      <path d="M8 22 16 8l8 14z" fill="none" stroke="var(--accent-400)" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="16" cy="18" r="2.2" fill="#fff" />
    </svg>
  );
}
