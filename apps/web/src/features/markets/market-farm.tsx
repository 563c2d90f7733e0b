import * as Tabs from '@radix-ui/react-tabs';
import { ExternalLink, MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';
import { formatAddress, formatWindow, weekdayName, type DistributionDto, type FarmDto } from '@lfm/core';
import { Slider } from '../../components/slider';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

const TABS = [
  { value: 'info', label: 'farm.tab.info' },
  { value: 'location', label: 'farm.tab.location' },
  { value: 'window', label: 'orderNow.orderWindowColumn' },
  { value: 'pickup', label: 'markets.tab.pickup' },
] as const;

function Logo({ farm }: { farm: FarmDto }) {
  const t = useT();
  const label = t('markets.farmLogo', { name: farm.farmName });
  const base = 'size-16 shrink-0 rounded-full border-4 border-white shadow-md';
  return farm.farmLogo ? (
    <img src={farm.farmLogo} alt={label} width={64} height={64} className={cn(base, 'object-cover')} />
  ) : (
    <span
      role="img"
      aria-label={label}
      className={cn(base, 'flex items-center justify-center font-display text-xl font-semibold text-white')}
      style={{ backgroundColor: farm.brandColor }}
    >
      {farm.farmName.slice(0, 1)}
    </span>
  );
}

const mapLink = (farm: FarmDto) =>
  farm.geoLocation
    ? `https://www.openstreetmap.org/?mlat=${farm.geoLocation[1]}&mlon=${farm.geoLocation[0]}#map=13/${farm.geoLocation[1]}/${farm.geoLocation[0]}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(formatAddress(farm.farmAddress))}`;

/** SPEC 2 market page, Farms section: one farm's photos, logo, name and its four tabs. */
export function MarketFarm({ farm, distributions }: { farm: FarmDto; distributions: DistributionDto[] }) {
  const t = useT();
  return (
    <article className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <div className="flex items-center gap-4 p-5">
        <Logo farm={farm} />
        <div className="min-w-0">
          <h3 className="text-xl text-soil">
            <Link to={`/farms/farmlist/${farm._id}`} className="hover:underline">
              {farm.farmName}
            </Link>
          </h3>
          <p className="text-sm text-soil-muted">{ownWords(t.locale, farm.shortInfo, farm.shortInfoEs)}</p>
        </div>
      </div>
      {farm.media.length > 0 && (
        <Slider label={t('markets.farmPhotos', { name: farm.farmName })} className="px-5 pb-5">
          {farm.media.map((m, i) => (
            <img
              key={m.url}
              src={m.thumbUrl || m.url}
              alt={t('markets.farmPhoto', { name: farm.farmName, n: i + 1 })}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-lg bg-leaf-tint object-cover"
            />
          ))}
        </Slider>
      )}
      <Tabs.Root defaultValue="info" className="border-t border-line">
        <Tabs.List
          aria-label={t('markets.aboutFarm', { name: farm.farmName })}
          className="flex flex-wrap border-b border-line px-2"
        >
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
        <div className="p-5">
          <Tabs.Content value="info" className="focus-visible:outline-none">
            <p className="max-w-3xl whitespace-pre-line text-soil">
              {ownWords(t.locale, farm.infoAboutFarm, farm.infoAboutFarmEs) ||
                ownWords(t.locale, farm.shortInfo, farm.shortInfoEs)}
            </p>
          </Tabs.Content>
          <Tabs.Content value="location" className="focus-visible:outline-none">
            <p className="flex items-start gap-2 text-soil">
              <MapPin className="mt-0.5 size-5 shrink-0 text-leaf" strokeWidth={1.75} aria-hidden />
              {formatAddress(farm.farmAddress)}
            </p>
            <a
              href={mapLink(farm)}
              target="_blank"
              rel="noreferrer"
              className="mt-3 inline-flex items-center gap-1.5 font-semibold text-leaf hover:underline"
            >
              {t('markets.openInMap')}
              <span className="sr-only"> {t('markets.opensNewTab')}</span>
              <ExternalLink className="size-4" strokeWidth={1.75} aria-hidden />
            </a>
          </Tabs.Content>
          <Tabs.Content value="window" className="focus-visible:outline-none">
            {distributions.length === 0 ? (
              <p className="text-soil-muted">{t('farm.orderWindowClosed')}</p>
            ) : (
              <ul className="space-y-2">
                {distributions.map((d) => (
                  <li key={d._id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="tabular text-soil">
                      {formatWindow(d.placeOrderOpen, d.placeOrderClose, t.locale)}
                    </span>
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        d.isOpen ? 'bg-leaf-tint text-leaf-dark' : 'bg-soil/10 text-soil-muted',
                      )}
                    >
                      {d.isOpen ? t('common.openNow') : t('common.closed')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
          <Tabs.Content value="pickup" className="focus-visible:outline-none">
            {distributions.length === 0 ? (
              <p className="text-soil-muted">{t('farm.pickUpsAreNot')}</p>
            ) : (
              <ul className="space-y-3">
                {distributions.map((d) => (
                  <li key={d._id}>
                    <p className="flex items-center gap-2 font-semibold text-soil">
                      <Store className="size-5 text-leaf" strokeWidth={1.75} aria-hidden />
                      {d.marketName ?? t('farm.farmStand')}
                    </p>
                    <p className="text-soil-muted">{formatAddress(d.address)}</p>
                    {d.pickups.map((p, i) => (
                      <p key={i} className="tabular text-soil">
                        <span className="font-medium">{weekdayName(p.day, t.locale)}</span>{' '}
                        {p.time.map((slot) => `${slot.startTime} – ${slot.endTime}`).join(', ')}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </article>
  );
}
