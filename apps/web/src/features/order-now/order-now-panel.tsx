import type { ReactNode } from 'react';
import { DismissibleNotice } from '../../components/dismissible-notice';
import { useOrderNowZip, ZipFilter } from '../../components/zip-filter';
import { OrderTypeTabs } from './order-type-tabs';
import type { OrderType } from './order-type';
import { useT } from '../../lib/i18n';

/**
 * SPEC 2 order-now block: the three tabs, the zip filter (no clear button in pickup mode, SPEC 4),
 * the shipping notice, and the results the caller renders for the chosen tab and zip.
 */
export function OrderNowPanel({
  type,
  onTypeChange,
  onZipChange,
  aside,
  children,
}: {
  type: OrderType;
  onTypeChange: (type: OrderType) => void;
  /** Called after the zip is applied or cleared (the page goes back to page 1). */
  onZipChange?: () => void;
  /** Beside the zip filter on wide screens (the home page's 'See all'). */
  aside?: ReactNode;
  children: (zip: string | null) => ReactNode;
}) {
  const t = useT();
  const { zip, setZip, clearZip } = useOrderNowZip();
  return (
    <OrderTypeTabs value={type} onValueChange={onTypeChange}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <ZipFilter
            zip={zip}
            summary={zip ? t(`orderNow.summary.${type}`, { zip }) : undefined}
            onApply={(value) => {
              setZip(value);
              onZipChange?.();
            }}
            onClear={
              type === 'pickup'
                ? undefined
                : () => {
                    clearZip();
                    onZipChange?.();
                  }
            }
            className="w-full sm:w-auto"
          />
          {aside}
        </div>
        {type === 'shipping' && <DismissibleNotice>{t('orderNow.shippingNotice')}</DismissibleNotice>}
        {children(zip)}
      </div>
    </OrderTypeTabs>
  );
}
