import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The farm's round logo, or a monogram in its brand colour when it has none. */
export function FarmLogo({
  farm,
  className,
}: {
  farm: { farmName: string; farmLogo: string | null; brandColor: string };
  className?: string;
}) {
  const t = useT();
  const name = t('markets.farmLogo', { name: farm.farmName });
  const base = cn('shrink-0 rounded-full border-4 border-white bg-white shadow-md', className);
  if (farm.farmLogo)
    return <img src={farm.farmLogo} alt={name} width={96} height={96} className={cn(base, 'object-cover')} />;
  const initials = farm.farmName
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      role="img"
      aria-label={name}
      className={cn(base, 'flex items-center justify-center font-display font-semibold text-white')}
      style={{ backgroundColor: farm.brandColor }}
    >
      {initials}
    </span>
  );
}
