import { Link } from 'react-router';
import { MapPin, ShoppingBasket } from 'lucide-react';
import type { FarmCardDto } from '@lfm/core';
import { buttonClass } from '../../components/button';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** SPEC 2 delivery card: the farm's banner, logo, name and place, and 'Shop N Products'. */
export function DeliveryFarmCard({ farm }: { farm: FarmCardDto }) {
  const t = useT();
  const n = farm.numberAvailableProducts;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-[0_4px_16px_-8px_rgba(43,38,32,0.2)]">
      {farm.coverImage ? (
        <img
          src={farm.coverImage}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-leaf-tint object-cover"
        />
      ) : (
        <div className="aspect-video w-full" style={{ backgroundColor: `${farm.brandColor}33` }} />
      )}
      <div className="relative flex flex-1 flex-col gap-2 px-5 pb-5 pt-9">
        {farm.farmLogo ? (
          <img
            src={farm.farmLogo}
            alt={t('markets.farmLogo', { name: farm.farmName })}
            width={64}
            height={64}
            className="absolute -top-8 left-5 size-16 rounded-full border-4 border-white bg-white object-cover shadow-md"
          />
        ) : (
          <span
            role="img"
            aria-label={t('markets.farmLogo', { name: farm.farmName })}
            className="absolute -top-8 left-5 flex size-16 items-center justify-center rounded-full border-4 border-white font-display text-xl font-semibold text-white shadow-md"
            style={{ backgroundColor: farm.brandColor }}
          >
            {initials(farm.farmName)}
          </span>
        )}
        <h3 className="text-xl text-soil">{farm.farmName}</h3>
        <p className="flex items-center gap-1 text-sm text-soil-muted">
          <MapPin className="size-4 shrink-0" strokeWidth={1.75} aria-hidden />
          {[farm.farmAddress.city, farm.farmAddress.state].filter(Boolean).join(', ')}
          {farm.distanceMiles !== undefined && (
            <span className="tabular"> {t('orderNow.miAway', { distanceMiles: farm.distanceMiles })}</span>
          )}
        </p>
        <p className="line-clamp-2 text-soil">{ownWords(t.locale, farm.shortInfo, farm.shortInfoEs)}</p>
        <Link
          to={`/farms/farmlist/${farm._id}`}
          className={cn(buttonClass('primary', 'sm'), 'mt-auto self-start')}
          aria-label={t('orderNow.shopFrom', { n, farm: farm.farmName })}
        >
          <ShoppingBasket className="size-4" strokeWidth={1.75} aria-hidden />
          {t('orderNow.shop', { n })}
        </Link>
      </div>
    </article>
  );
}
