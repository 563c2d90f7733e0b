import { Award, Leaf } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The farm's Certified Organic and NOFA badges, written out (never colour alone). */
export function FarmBadges({
  certifiedOrganic,
  nofa,
  className,
}: {
  certifiedOrganic: boolean;
  nofa: boolean;
  className?: string;
}) {
  const t = useT();
  if (!certifiedOrganic && !nofa) return null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={t('farm.certifications')}>
      {certifiedOrganic && (
        <li className="inline-flex items-center gap-1 rounded-full bg-leaf-tint px-2.5 py-1 text-xs font-semibold text-leaf-dark">
          <Leaf className="size-3.5" strokeWidth={1.75} aria-hidden />
          {t('farm.certifiedOrganic')}
        </li>
      )}
      {nofa && (
        <li className="inline-flex items-center gap-1 rounded-full bg-harvest-tint px-2.5 py-1 text-xs font-semibold text-harvest-dark">
          <Award className="size-3.5" strokeWidth={1.75} aria-hidden />
          {t('farm.nofa')}
        </li>
      )}
    </ul>
  );
}
