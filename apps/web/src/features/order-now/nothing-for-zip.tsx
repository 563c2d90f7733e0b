import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ORDER_TYPES, orderNowPath, type OrderType } from './order-type';
import { useT } from '../../lib/i18n';

/**
 * Issue 15: nothing is picked up near, delivered or shipped to the buyer's zip. Says so with the zip and offers the other
 * ways for the same zip (the zip is remembered across tabs and pages): buttons that switch the tab where
 * the results sit beside the tabs (`onTypeChange`), otherwise links to /order-now.
 */
export function NothingForZip({
  type,
  zip,
  icon,
  onTypeChange,
}: {
  type: OrderType;
  zip: string;
  icon: ReactNode;
  onTypeChange?: (type: OrderType) => void;
}) {
  const t = useT();
  const others = ORDER_TYPES.filter((o) => o.type !== type);
  return (
    <EmptyState
      message={t(`orderNow.nothing.${type}`, { zip })}
      icon={icon}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          {others.map(({ type: way, Icon }) => {
            const label = (
              <>
                <Icon className="size-5" strokeWidth={1.75} aria-hidden />
                {t(`orderNow.way.${way}`, { zip })}
              </>
            );
            return onTypeChange ? (
              <Button key={way} variant="secondary" onClick={() => onTypeChange(way)}>
                {label}
              </Button>
            ) : (
              <Link key={way} to={orderNowPath(way)} className={buttonClass('secondary')}>
                {label}
              </Link>
            );
          })}
        </div>
      }
    />
  );
}
