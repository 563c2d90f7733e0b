import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { Pause, Play } from 'lucide-react';
import { buttonClass } from '../../components/button';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { BANNERS } from './banners';
import { useT } from '../../lib/i18n';

// SPEC 9: fade, 3 s speed, 4 s autoplay. Embla's duration is a physics setting, not milliseconds:
// 80 gives a cross-fade that takes about three seconds to settle.
const FADE_DURATION = 80;
const AUTOPLAY_DELAY = 4000;

/** The home page's seven banners: cross-fading, paused on hover, focus or by the reader's choice. */
export function BannerCarousel() {
  const t = useT();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [plugins] = useState(() => [
    Fade(),
    Autoplay({
      delay: AUTOPLAY_DELAY,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: true, duration: reduceMotion ? 0 : FADE_DURATION },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  // Reduced motion: no autoplay at all (WCAG 2.2.2); otherwise play unless something asks for a pause.
  const playing = !reduceMotion && !paused;
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (playing && !hovered && !focused) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, playing, hovered, focused]);

  const goTo = useCallback((i: number) => emblaApi?.scrollTo(i), [emblaApi]);

  return (
    <section
      aria-roledescription={t('home.carouselRole')}
      aria-label={t('home.carousel')}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {BANNERS.map((b, i) => (
            <div
              key={b.id}
              role="group"
              aria-roledescription={t('home.slideRole')}
              aria-label={t('home.slide', { n: i + 1, total: BANNERS.length })}
              inert={i !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
              style={{ backgroundColor: b.tint }}
            >
              <div className="mx-auto grid max-w-[1200px] items-center gap-5 px-4 pb-24 pt-5 sm:px-6 mobile:grid-cols-[1fr_1.15fr] mobile:gap-10 mobile:pb-28 mobile:pt-10">
                <div className="flex flex-col items-start gap-3 mobile:gap-4">
                  <p className="text-sm font-semibold uppercase tracking-[0.14em] text-harvest-dark">
                    {t(`home.banner.${b.id}.eyebrow`)}
                  </p>
                  <h2 className="text-[1.9rem] text-soil mobile:text-5xl">
                    {t(`home.banner.${b.id}.headline`)}
                  </h2>
                  <p className="max-w-md text-soil-muted mobile:text-lg">{t(`home.banner.${b.id}.text`)}</p>
                  <Link to={b.to} className={cn(buttonClass('primary', 'lg'), 'mt-2')}>
                    {t('home.orderNow')}
                  </Link>
                </div>
                <img
                  src={b.image}
                  alt={t(`home.banner.${b.id}.alt`)}
                  width={600}
                  height={450}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  className="order-first aspect-[4/3] w-full rounded-2xl mobile:order-none"
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-11 flex items-center justify-center gap-3 mobile:bottom-12">
        <ul className="flex items-center gap-1" aria-label={t('home.chooseBanner')}>
          {BANNERS.map((b, i) => (
            <li key={b.id}>
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('home.showBanner', { n: i + 1, headline: t(`home.banner.${b.id}.headline`) })}
                aria-current={i === selected ? 'true' : undefined}
                className="flex size-7 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === selected ? 'w-6 bg-leaf' : 'w-2.5 bg-soil/35 hover:bg-soil/60',
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
        {!reduceMotion && (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('home.playBanners') : t('home.pauseBanners')}
            className="flex size-8 items-center justify-center rounded-full bg-white/80 text-soil shadow-sm hover:bg-white"
          >
            {paused ? (
              <Play className="size-4" strokeWidth={1.75} aria-hidden />
            ) : (
              <Pause className="size-4" strokeWidth={1.75} aria-hidden />
            )}
          </button>
        )}
      </div>
    </section>
  );
}
