import { Link } from 'react-router';
import { CalendarClock, Clock, MapPin, Store, Tractor } from 'lucide-react';
import {
  formatAddress,
  formatWindow,
  formatWindowPoint,
  weekdayName,
  type DistributionDto,
  type FarmDistributionsInventoryDto,
} from '@lfm/core';
import { buttonClass } from '../../components/button';
import { cn } from '../../lib/cn';
import { ownList, ownWords } from '../../lib/own-words';
import { useT } from '../../lib/i18n';
import { translate } from '@lfm/core/i18n/translate';
import type { Locale } from '@lfm/core/i18n/locales';

interface PickupPlace {
  key: string;
  kind: 'market' | 'farm';
  name: string;
  icon: string | null;
  address: string;
  orderWindow: string;
  pickupWindows: string[];
  isOpen: boolean;
  /** When a closed place takes orders again ('Monday 6:00 AM'). */
  opensAt: string | null;
  to: string;
}

const slotText = (d: DistributionDto, locale: Locale) =>
  d.pickups.map(
    (p) => `${weekdayName(p.day, locale)} ${p.time.map((w) => `${w.startTime} – ${w.endTime}`).join(', ')}`,
  );

/**
 * Issue 15: the places taking orders now first (markets, then farm stands), then the closed ones,
 * each saying when it opens, so the first 'Order Now' never leads to 'No products are available'.
 */
export function pickupPlaces(result: FarmDistributionsInventoryDto, locale: Locale = 'en'): PickupPlace[] {
  const opensAt = (ds: DistributionDto[]) => {
    const first = ds.find((d) => !d.isOpen);
    return first ? formatWindowPoint(first.placeOrderOpen, locale) : null;
  };
  const markets = result.markets.map((m) => ({
    key: `m${m._id}`,
    kind: 'market' as const,
    name: m.marketName,
    icon: m.marketIcon,
    address: formatAddress(m.address),
    orderWindow: ownWords(locale, m.marketOrderWindow, m.marketOrderWindowEs),
    pickupWindows: ownList(locale, m.marketPickupWindows, m.marketPickupWindowsEs),
    isOpen: result.distributions.some((d) => d.marketId === m._id && d.isOpen),
    opensAt: opensAt(result.distributions.filter((d) => d.marketId === m._id)),
    to: `/marketpopups/marketpopuplist/${m._id}`,
  }));
  const stands = result.distributions
    .filter((d) => d.marketId == null)
    .map((d) => ({
      key: `d${d._id}`,
      kind: 'farm' as const,
      name: translate(locale, 'orderNow.farmStandOf', { farm: d.farmName }),
      icon: null,
      address: formatAddress(d.address),
      orderWindow: translate(locale, 'orderNow.orderWhen', {
        window: formatWindow(d.placeOrderOpen, d.placeOrderClose, locale),
      }),
      pickupWindows: slotText(d, locale),
      isOpen: d.isOpen,
      opensAt: opensAt([d]),
      to: `/farms/farmlist/${d.farmId}`,
    }));
  const all = [...markets, ...stands];
  return [...all.filter((p) => p.isOpen), ...all.filter((p) => !p.isOpen)];
}

/** SPEC 2 pickup card: name, address line, order window, pick up windows, Order Now. */
export function PickupCard({ place }: { place: PickupPlace }) {
  const t = useT();
  const KindIcon = place.kind === 'market' ? Store : Tractor;
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-[0_4px_16px_-8px_rgba(43,38,32,0.2)]">
      <div className="flex items-start gap-3">
        {place.icon ? (
          <img
            src={place.icon}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-harvest-tint text-harvest-dark">
            <KindIcon className="size-6" strokeWidth={1.75} aria-hidden />
          </span>
        )}
        <div className="min-w-0">
          <h3 className="text-lg leading-snug text-soil">{place.name}</h3>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-soil-muted">
            <MapPin className="mt-0.5 size-4 shrink-0" strokeWidth={1.75} aria-hidden />
            {place.address}
          </p>
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          {/* On a narrow phone the state wraps below the label (the icon keeps its size: index.css). */}
          <dt className="flex flex-wrap items-center gap-x-1.5 gap-y-1 font-semibold text-soil">
            <Clock className="size-4 text-leaf" strokeWidth={1.75} aria-hidden />
            {t('orderNow.orderWindow')}
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                place.isOpen ? 'bg-leaf-tint text-leaf-dark' : 'bg-soil/10 text-soil-muted',
              )}
            >
              {place.isOpen
                ? t('common.openNow')
                : place.opensAt
                  ? t('common.closedOpens', { when: place.opensAt })
                  : t('common.closed')}
            </span>
          </dt>
          <dd className="tabular mt-0.5 text-soil-muted">{place.orderWindow}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 font-semibold text-soil">
            <CalendarClock className="size-4 text-leaf" strokeWidth={1.75} aria-hidden />
            {t('home.banner.market.eyebrow')}
          </dt>
          {place.pickupWindows.map((w) => (
            <dd key={w} className="tabular mt-0.5 text-soil-muted">
              {w}
            </dd>
          ))}
        </div>
      </dl>
      {/* Issue 15: a closed place's Order Now is secondary, so the open places' buttons lead the eye. */}
      <Link
        to={place.to}
        className={cn(buttonClass(place.isOpen ? 'primary' : 'secondary', 'sm'), 'mt-auto')}
      >
        {t('home.orderNow')}
        <span className="sr-only">
          {t('orderNow.at', { name: place.name })}
          {!place.isOpen && place.opensAt && t('orderNow.closedOpensAt', { when: place.opensAt })}
        </span>
      </Link>
    </article>
  );
}
