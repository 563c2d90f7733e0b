import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { FarmCardDto } from '@lfm/core';
import { FarmBadges } from './farm-badges';
import { FarmLogo } from './farm-logo';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

export const farmPath = (id: number) => `/farms/farmlist/${id}`;

/** A 16:9 farm banner with its space reserved; a tinted field when the farm has no cover. */
export function FarmCover({ farm, eager }: { farm: FarmCardDto; eager?: boolean }) {
  return farm.coverImage ? (
    <img
      src={farm.coverImage}
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="aspect-video w-full bg-leaf-tint object-cover"
    />
  ) : (
    <div className="aspect-video w-full" style={{ backgroundColor: `${farm.brandColor}33` }} />
  );
}

/** SPEC 2 farm card: banner, overlapping logo, name, city and state, short info, badges. */
export function FarmCard({ farm, eager }: { farm: FarmCardDto; eager?: boolean }) {
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-[0_4px_16px_-8px_rgba(43,38,32,0.2)] transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <FarmCover farm={farm} eager={eager} />
      <div className="relative flex flex-1 flex-col gap-2 px-5 pb-5 pt-10">
        <FarmLogo farm={farm} className="absolute -top-9 left-5 size-[72px] text-2xl" />
        <h2 className="text-xl text-soil">
          {/* The whole card is the link's target area. */}
          <Link
            to={farmPath(farm._id)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {farm.farmName}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-soil-muted">
          <MapPin className="size-4" strokeWidth={1.75} aria-hidden />
          {[farm.farmAddress.city, farm.farmAddress.state].filter(Boolean).join(', ')}
          {farm.distanceMiles !== undefined && (
            <span className="tabular"> {t('farm.miAway', { distanceMiles: farm.distanceMiles })}</span>
          )}
        </p>
        <p className="line-clamp-3 text-soil">{ownWords(t.locale, farm.shortInfo, farm.shortInfoEs)}</p>
        <FarmBadges certifiedOrganic={farm.certifiedOrganic} nofa={farm.nofa} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

export function FarmCardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-xl border border-line bg-white" aria-hidden>
      <div className="aspect-video bg-line/60" />
      <div className="relative flex flex-col gap-3 px-5 pb-5 pt-10">
        <div className="absolute -top-9 left-5 size-[72px] rounded-full border-4 border-white bg-line" />
        <div className="h-6 w-2/3 rounded bg-line" />
        <div className="h-4 w-1/3 rounded bg-line/70" />
        <div className="h-4 w-full rounded bg-line/60" />
        <div className="h-4 w-5/6 rounded bg-line/60" />
      </div>
    </div>
  );
}
