import { useT } from '../../lib/i18n';

/** An empty market stall: the picture of an empty market list (DESIGN: empty states have an illustration). */
export function EmptyStallIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 140" className={className} aria-hidden focusable="false">
      <ellipse cx="100" cy="128" rx="80" ry="8" fill="#E4DDD3" />
      <rect x="38" y="58" width="6" height="68" rx="2" fill="#6B6258" />
      <rect x="156" y="58" width="6" height="68" rx="2" fill="#6B6258" />
      <path d="M28 34h144l-8 26H36z" fill="#2F6B3B" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path key={i} d={`M${36 + i * 22} 60h22v6a11 11 0 0 1-22 0z`} fill={i % 2 ? '#FBF8F2' : '#2F6B3B'} />
      ))}
      <rect x="44" y="96" width="112" height="10" rx="3" fill="#D9822B" />
      <rect x="60" y="84" width="28" height="12" rx="2" fill="#FBEBD9" stroke="#D9822B" strokeWidth="2" />
      <rect x="112" y="84" width="28" height="12" rx="2" fill="#FBEBD9" stroke="#D9822B" strokeWidth="2" />
      <circle cx="150" cy="24" r="10" fill="#FBEBD9" />
    </svg>
  );
}

/** The picture of a market that has none of its own: an awning over crates of produce. */
export function DefaultMarketImage({ color, className }: { color: string; className?: string }) {
  const t = useT();
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      role="img"
      aria-label={t('markets.stall')}
    >
      <rect width="320" height="180" fill={color} />
      <rect y="130" width="320" height="50" fill="#E4DDD3" opacity="0.6" />
      <path d="M60 40h200l-12 30H72z" fill="#2F6B3B" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <path key={i} d={`M${72 + i * 22} 70h22v8a11 11 0 0 1-22 0z`} fill={i % 2 ? '#FFFFFF' : '#2F6B3B'} />
      ))}
      <rect x="76" y="78" width="6" height="70" fill="#6B6258" />
      <rect x="238" y="78" width="6" height="70" fill="#6B6258" />
      <rect x="90" y="118" width="140" height="12" rx="3" fill="#D9822B" />
      <circle cx="112" cy="110" r="8" fill="#B3261E" />
      <circle cx="128" cy="110" r="8" fill="#D9822B" />
      <circle cx="190" cy="110" r="8" fill="#2F6B3B" />
      <circle cx="206" cy="110" r="8" fill="#B3261E" />
    </svg>
  );
}
