import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { ArrowRight, ChevronLeft, ChevronRight, Sprout } from 'lucide-react';
import type { FarmerSummary } from '@lfm/core';
import { useT } from '../../lib/i18n';

// Monogram badges in the palette's warm and green tones, picked per farmer so the row is varied.
const BADGE_COLOURS = ['#2F6B3B', '#D9822B', '#7A2E24', '#4F8A4A', '#9A5415', '#2B6CB0'];

function FarmerCard({ farmer }: { farmer: FarmerSummary }) {
  const t = useT();
  const name = `${farmer.firstName} ${farmer.lastName}`.trim();
  const initials = `${farmer.firstName.charAt(0)}${farmer.lastName.charAt(0)}`.toUpperCase();
  return (
    <article className="flex h-full flex-col items-center rounded-xl border border-line bg-white p-6 text-center shadow-sm">
      <span
        aria-hidden
        className="mb-4 flex size-20 items-center justify-center rounded-full font-display text-2xl font-semibold text-white ring-4 ring-leaf-tint"
        style={{ backgroundColor: BADGE_COLOURS[farmer._id % BADGE_COLOURS.length] }}
      >
        {initials}
      </span>
      <h3 className="text-xl">{name}</h3>
      <p className="mb-4 mt-1 text-soil-muted">{farmer.farmName ?? t('farmers.comingSoon')}</p>
      {farmer.farmId !== null && (
        <Link
          to={`/farms/farmlist/${farmer.farmId}`}
          className="mt-auto inline-flex items-center gap-1.5 font-semibold text-leaf underline-offset-4 hover:underline"
        >
          {t('farmers.visit')}
          <span className="sr-only">: {farmer.farmName}</span>
          <ArrowRight className="size-4" strokeWidth={1.75} aria-hidden />
        </Link>
      )}
    </article>
  );
}

/** SPEC 2: sliders become sliders only with more than 3 items; 3 / 2 / 1 shown at >= 992 / >= 480 / below. */
function FarmerSlider({ farmers }: { farmers: FarmerSummary[] }) {
  const t = useT();
  const [emblaRef, emblaApi] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  useEffect(() => {
    if (!emblaApi) return;
    const update = () => {
      setCanPrev(emblaApi.canScrollPrev());
      setCanNext(emblaApi.canScrollNext());
    };
    update();
    emblaApi.on('select', update).on('reInit', update);
    return () => {
      emblaApi.off('select', update).off('reInit', update);
    };
  }, [emblaApi]);
  const prev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  const arrow =
    'flex size-11 items-center justify-center rounded-full border border-line bg-white text-soil shadow-sm transition-colors hover:border-leaf hover:text-leaf disabled:opacity-40 disabled:hover:border-line disabled:hover:text-soil';

  return (
    <div aria-roledescription={t('home.carouselRole')} aria-label={t('farmers.carousel')}>
      <div ref={emblaRef} className="-mx-2 overflow-hidden px-2 py-1">
        <div className="-ml-5 flex touch-pan-y">
          {farmers.map((f, i) => (
            <div
              key={f._id}
              role="group"
              aria-roledescription={t('home.slideRole')}
              aria-label={t('home.slide', { n: i + 1, total: farmers.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 min-[480px]:basis-1/2 min-[992px]:basis-1/3"
            >
              <FarmerCard farmer={f} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex justify-center gap-3 mobile:justify-end">
        <button
          type="button"
          className={arrow}
          onClick={prev}
          disabled={!canPrev}
          aria-label={t('farmers.previous')}
        >
          <ChevronLeft className="size-5" strokeWidth={1.75} aria-hidden />
        </button>
        <button
          type="button"
          className={arrow}
          onClick={next}
          disabled={!canNext}
          aria-label={t('farmers.next')}
        >
          <ChevronRight className="size-5" strokeWidth={1.75} aria-hidden />
        </button>
      </div>
    </div>
  );
}

export function FarmerCards({ farmers }: { farmers: FarmerSummary[] }) {
  if (farmers.length > 3) return <FarmerSlider farmers={farmers} />;
  return (
    <ul className="grid gap-5 min-[480px]:grid-cols-2 min-[992px]:grid-cols-3">
      {farmers.map((f) => (
        <li key={f._id}>
          <FarmerCard farmer={f} />
        </li>
      ))}
    </ul>
  );
}

export function FarmerCardsSkeleton() {
  return (
    <div className="grid gap-5 min-[480px]:grid-cols-2 min-[992px]:grid-cols-3" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="flex animate-pulse flex-col items-center rounded-xl border border-line bg-white p-6"
        >
          <div className="mb-4 size-20 rounded-full bg-line" />
          <div className="mb-2 h-5 w-2/3 rounded bg-line" />
          <div className="h-4 w-1/2 rounded bg-line/70" />
        </div>
      ))}
    </div>
  );
}

export function FarmersEmpty({ failed }: { failed: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-line bg-white px-6 py-10 text-center">
      <Sprout className="mb-3 size-10 text-leaf" strokeWidth={1.5} aria-hidden />
      <p className="max-w-md text-soil-muted">{failed ? t('farmers.loadFailed') : t('farmers.none')}</p>
    </div>
  );
}
