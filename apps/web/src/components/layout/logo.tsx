import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The round sprout mark (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <circle cx="32" cy="32" r="30" fill="#2F6B3B" />
      <path d="M32 48c0-14 6-22 16-26-2 12-8 20-16 26z" fill="#E6F0E4" />
      <path d="M32 48c0-10-4-17-12-20 1 9 5 16 12 20z" fill="#D9822B" />
    </svg>
  );
}

/** Mark and site name, linking home. */
export function Logo({ compact = false, tone = 'dark' }: { compact?: boolean; tone?: 'dark' | 'light' }) {
  const t = useT();
  return (
    <Link
      to="/"
      className={cn(
        'flex shrink-0 items-center gap-2.5 rounded-lg',
        tone === 'dark' ? 'text-leaf-dark' : 'text-white',
      )}
      aria-label={t('brand.home')}
    >
      <LogoMark
        className={cn(
          'shrink-0 rounded-full transition-all',
          compact ? 'size-8' : 'size-10',
          tone === 'light' && 'ring-2 ring-white/80',
        )}
      />
      <span className="flex flex-col leading-none">
        <span className={cn('font-display font-semibold transition-all', compact ? 'text-lg' : 'text-xl')}>
          {t('brand.local')}
        </span>{' '}
        {/* The space keeps the visible text 'Local Food Marketplace', which the link's name must contain. */}
        <span
          className={cn(
            'text-[0.68rem] font-semibold uppercase tracking-[0.2em]',
            tone === 'dark' ? 'text-soil-muted' : 'text-white/80',
          )}
        >
          {t('brand.marketplace')}
        </span>
      </span>
    </Link>
  );
}
