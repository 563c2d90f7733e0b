import * as Tabs from '@radix-ui/react-tabs';
import { CalendarClock, ExternalLink, MapPin, Store, Truck } from 'lucide-react';
import {
  DistributionType,
  formatAddress,
  formatCents,
  formatWindow,
  isWholesaleBuyer,
  weekdayName,
  type DistributionDto,
  type FarmDto,
} from '@lfm/core';
import { useSession } from '../../lib/session';
import { cn } from '../../lib/cn';
import { FarmBadges } from './farm-badges';
import { deliveryRateText, distributionTitle } from './distribution-text';
import { LocationMap } from './location-map';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

const TABS = [
  { value: 'info', label: 'farm.tab.info' },
  { value: 'location', label: 'farm.tab.location' },
  { value: 'window', label: 'orderNow.orderWindow' },
  { value: 'pickup', label: 'orderNow.type.pickup' },
  { value: 'delivery', label: 'orderNow.type.delivery' },
] as const;

function Empty({ children }: { children: string }) {
  return <p className="rounded-lg bg-cream p-4 text-soil-muted">{children}</p>;
}

function OpenBadge({ open }: { open: boolean }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        open ? 'bg-leaf-tint text-leaf-dark' : 'bg-soil/10 text-soil-muted',
      )}
    >
      <span className={cn('size-2 rounded-full', open ? 'bg-leaf' : 'bg-soil-muted')} aria-hidden />
      {open ? t('common.openNow') : t('common.closed')}
    </span>
  );
}

function OrderWindows({ distributions }: { distributions: DistributionDto[] }) {
  const t = useT();
  const { userType } = useSession();
  if (distributions.length === 0)
    return (
      <Empty>
        {t('farm.noWindows', {
          who: userType != null && isWholesaleBuyer(userType) ? 'wholesale' : 'customers',
        })}
      </Empty>
    );
  return (
    <ul className="divide-y divide-line">
      {distributions.map((d) => (
        <li key={d._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div>
            <p className="font-semibold text-soil">{distributionTitle(d, t)}</p>
            <p className="tabular text-soil-muted">
              {formatWindow(d.placeOrderOpen, d.placeOrderClose, t.locale)}
            </p>
          </div>
          <OpenBadge open={d.isOpen} />
        </li>
      ))}
    </ul>
  );
}

function Pickups({ distributions }: { distributions: DistributionDto[] }) {
  const t = useT();
  if (distributions.length === 0) return <Empty>{t('farm.pickUpsAreNot')}</Empty>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {distributions.map((d) => (
        <li key={d._id} className="rounded-lg border border-line p-4">
          <p className="flex items-center gap-2 font-semibold text-soil">
            <Store className="size-5 text-leaf" strokeWidth={1.75} aria-hidden />
            {d.marketName ?? t('farm.farmStand')}
          </p>
          <p className="mt-1 text-soil-muted">{formatAddress(d.address)}</p>
          <ul className="mt-2 space-y-1">
            {d.pickups.map((p, i) => (
              <li key={i} className="tabular text-soil">
                <span className="font-medium">{weekdayName(p.day, t.locale)}</span>{' '}
                {p.time.map((t) => `${t.startTime} – ${t.endTime}`).join(', ')}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function Deliveries({ distributions }: { distributions: DistributionDto[] }) {
  const t = useT();
  if (distributions.length === 0) return <Empty>{t('farm.thisFarmerCurrentlyHas')}</Empty>;
  return (
    <ul className="grid gap-4">
      {distributions.map((d) => (
        <li key={d._id} className="rounded-lg border border-line p-4">
          <p className="flex items-center gap-2 font-semibold text-soil">
            <Truck className="size-5 text-leaf" strokeWidth={1.75} aria-hidden />
            {deliveryRateText(d, t)}
            {d.radiusMiles ? (
              <span className="font-normal text-soil-muted">
                {t('farm.withinMiles', { radiusMiles: d.radiusMiles })}
              </span>
            ) : null}
          </p>
          <ul className="mt-3 space-y-1">
            {d.deliveries.map((s, i) => (
              <li key={i} className="tabular flex flex-wrap gap-x-2 text-soil">
                <CalendarClock
                  className="size-5 self-center text-soil-muted"
                  strokeWidth={1.75}
                  aria-hidden
                />
                <span className="font-medium">{weekdayName(s.day, t.locale)}</span>
                <span>{s.time}</span>
                {s.feeCents > 0 && (
                  <span className="text-harvest-dark">
                    {t('farm.fee', { cents: formatCents(s.feeCents) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm font-medium text-soil">{t('farm.deliversToZipCodes')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('farm.zipCodes')}>
            {d.deliveryPostalCodes.map((z) => (
              <li key={z} className="tabular rounded bg-cream px-2 py-0.5 text-sm text-soil">
                {z}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** SPEC 2 farm tabs: Info About Farm, Location, Order Window, Pick Up, Delivery. */
export function FarmTabs({ farm, distributions }: { farm: FarmDto; distributions: DistributionDto[] }) {
  const t = useT();
  const address = formatAddress(farm.farmAddress);
  const of = (kind: number) => distributions.filter((d) => d.selectPickDel === kind);
  return (
    <Tabs.Root defaultValue="info" className="rounded-xl border border-line bg-white shadow-sm">
      <Tabs.List aria-label={t('farm.aboutThisFarm')} className="flex flex-wrap border-b border-line px-2">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="shrink-0 border-b-2 border-transparent px-4 py-3 font-semibold whitespace-nowrap text-soil-muted hover:text-soil data-[state=active]:border-leaf data-[state=active]:text-leaf"
          >
            {t(tab.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="p-5 sm:p-6">
        <Tabs.Content value="info" className="focus-visible:outline-none">
          <FarmBadges certifiedOrganic={farm.certifiedOrganic} nofa={farm.nofa} className="mb-3" />
          <p className="max-w-3xl whitespace-pre-line text-soil">
            {ownWords(t.locale, farm.infoAboutFarm, farm.infoAboutFarmEs) ||
              ownWords(t.locale, farm.shortInfo, farm.shortInfoEs)}
          </p>
        </Tabs.Content>
        <Tabs.Content value="location" className="focus-visible:outline-none">
          <div className="grid items-start gap-5 md:grid-cols-[1fr_1.4fr]">
            <div>
              <p className="flex items-start gap-2 text-soil">
                <MapPin className="mt-0.5 size-5 shrink-0 text-leaf" strokeWidth={1.75} aria-hidden />
                <span>{address}</span>
              </p>
              <a
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
                target="_blank"
                rel="noreferrer"
                className="mt-3 inline-flex items-center gap-1 font-semibold text-leaf hover:underline"
              >
                {t('farm.getDirections')}
                <ExternalLink className="size-4" strokeWidth={1.75} aria-hidden />
                <span className="sr-only">{t('farm.opensInANew')}</span>
              </a>
            </div>
            <LocationMap label={farm.farmName} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="window" className="focus-visible:outline-none">
          <OrderWindows distributions={distributions} />
        </Tabs.Content>
        <Tabs.Content value="pickup" className="focus-visible:outline-none">
          <Pickups distributions={of(DistributionType.Pickup)} />
        </Tabs.Content>
        <Tabs.Content value="delivery" className="focus-visible:outline-none">
          <Deliveries distributions={of(DistributionType.Delivery)} />
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
