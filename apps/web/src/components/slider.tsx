import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/use-media-query';
import { useT } from '../lib/i18n';

// SPEC 9: a 500 ms transition. Embla's duration is a physics setting, not milliseconds; 30 settles in about half a second.
const DURATION = 30;
// SPEC 2: 3 items at >= 992 px, 2 at >= 480 px, 1 below.
const ITEM_WIDTHS = 'basis-full min-[480px]:basis-1/2 min-[992px]:basis-1/3';

/**
 * SPEC 2: a row of items that becomes a slider only with more than 3 of them (prev/next buttons and
 * dots); with 3 or fewer the items are simply laid out. `autoplayMs` advances it on its own.
 */
export function Slider({
  label,
  children,
  autoplayMs,
  className,
}: {
  /** Names the region and its buttons ('Farm photos'). */
  label: string;
  children: ReactNode;
  autoplayMs?: number;
  className?: string;
}) {
  const items = Children.toArray(children);
  if (items.length <= 3)
    return (
      <div
        role="region"
        aria-label={label}
        className={cn('grid gap-4 min-[480px]:grid-cols-2 min-[992px]:grid-cols-3', className)}
      >
        {items}
      </div>
    );
  return (
    <Carousel label={label} autoplayMs={autoplayMs} className={className}>
      {items}
    </Carousel>
  );
}

function Carousel({
  label,
  children,
  autoplayMs,
  className,
}: {
  label: string;
  children: ReactNode[];
  autoplayMs?: number;
  className?: string;
}) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [plugins] = useState(() =>
    autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })] : [],
  );
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: !!autoplayMs, align: 'start', duration: reduceMotion ? 0 : DURATION },
    plugins,
  );
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const t = useT();
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSnaps(emblaApi.scrollSnapList());
      setSelected(emblaApi.selectedScrollSnap());
      setCanPrev(emblaApi.canScrollPrev());
      setCanNext(emblaApi.canScrollNext());
    };
    sync();
    emblaApi.on('select', sync).on('reInit', sync);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync);
    };
  }, [emblaApi]);

  // Reduced motion: no autoplay (WCAG 2.2.2).
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (reduceMotion) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, reduceMotion]);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);
  const arrow =
    'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-white/95 text-soil shadow-md hover:bg-leaf-tint disabled:opacity-40';

  return (
    <section
      aria-roledescription={t('home.carouselRole')}
      aria-label={label}
      className={cn('relative', className)}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {children.map((child, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={t('home.slideRole')}
              aria-label={t('home.slide', { n: i + 1, total: children.length })}
              className={cn('min-w-0 shrink-0 grow-0 pl-4', ITEM_WIDTHS)}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={scrollPrev}
        disabled={!canPrev}
        aria-label={t('slider.previous', { label })}
        className={cn(arrow, 'left-1 sm:-left-4')}
      >
        <ChevronLeft className="size-5" strokeWidth={1.75} aria-hidden />
      </button>
      <button
        type="button"
        onClick={scrollNext}
        disabled={!canNext}
        aria-label={t('slider.next', { label })}
        className={cn(arrow, 'right-1 sm:-right-4')}
      >
        <ChevronRight className="size-5" strokeWidth={1.75} aria-hidden />
      </button>
      {/* The dots' row is there from the first paint (more than 3 items always make 2 pages or more): the
          page under the slider does not move down when the carousel has measured its pages. */}
      <div className="mt-3 min-h-6">
        {snaps.length > 1 && (
          <ul className="flex justify-center gap-1" aria-label={t('common.choosePageOf', { label })}>
            {snaps.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => emblaApi?.scrollTo(i)}
                  aria-label={t('common.showPageOf', { n: i + 1, total: snaps.length })}
                  aria-current={i === selected ? 'true' : undefined}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full transition-all',
                      i === selected ? 'w-5 bg-leaf' : 'w-2 bg-soil/30 hover:bg-soil/60',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
