import { Fragment } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

/** A breadcrumb trail; the last crumb is the current page and is not a link. */
export function Breadcrumb({
  items,
  className,
}: {
  items: { label: string; to?: string }[];
  className?: string;
}) {
  const t = useT();
  return (
    <nav aria-label={t('common.breadcrumb')} className={cn('mb-4 text-sm text-soil-muted', className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <Fragment key={`${c.label}-${i}`}>
            {i > 0 && (
              <li aria-hidden>
                <ChevronRight className="size-4" strokeWidth={1.75} />
              </li>
            )}
            <li aria-current={c.to ? undefined : 'page'} className={c.to ? undefined : 'text-soil'}>
              {c.to ? (
                <Link to={c.to} className="hover:text-leaf hover:underline">
                  {c.label}
                </Link>
              ) : (
                c.label
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
