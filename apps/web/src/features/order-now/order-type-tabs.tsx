import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '../../lib/cn';
import { ORDER_TYPES, type OrderType } from './order-type';
import { useT } from '../../lib/i18n';

/** SPEC 2: the Pick Up / Delivery / Shipping tabs; only the chosen tab's panel is rendered. */
export function OrderTypeTabs({
  value,
  onValueChange,
  children,
  className,
}: {
  value: OrderType;
  onValueChange: (type: OrderType) => void;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(v) => onValueChange(v as OrderType)}
      activationMode="manual"
      className={className}
    >
      <Tabs.List
        aria-label={t('orderNow.heading')}
        className="grid grid-cols-3 gap-1 rounded-xl bg-cream p-1 ring-1 ring-line"
      >
        {ORDER_TYPES.map(({ type, label, Icon }) => (
          <Tabs.Trigger
            key={type}
            value={type}
            className={cn(
              'flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 py-2 font-semibold text-soil-muted transition-colors max-[479px]:flex-col max-[479px]:gap-0.5 max-[479px]:text-sm',
              'hover:bg-white hover:text-soil data-[state=active]:bg-leaf data-[state=active]:text-white data-[state=active]:shadow-sm',
            )}
          >
            <Icon className="size-5 shrink-0" strokeWidth={1.75} aria-hidden />
            <span className="whitespace-nowrap">{t(label)}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="mt-5 focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
