import { Link } from 'react-router';
import { BadgeCheck, Leaf, MapPin } from 'lucide-react';
import farmerCrates from '../../assets/banners/farmer-crates.svg';
import fields from '../../assets/banners/fields.svg';
import { useAllFarmers } from '../../api/get-all-farmers';
import { buttonClass } from '../../components/button';
import { useDocumentTitle } from '../../components/page';
import { FarmerCards, FarmerCardsSkeleton, FarmersEmpty } from './farmer-cards';
import { useT } from '../../lib/i18n';

/** The licence's own name, not a text to translate. */
const ILLUSTRATIONS_LICENCE = 'CC-BY 4.0';

const PRACTICES = [
  { Icon: Leaf, title: 'about.sustainable.title', text: 'about.sustainable.text' },
  { Icon: BadgeCheck, title: 'about.organic.title', text: 'about.organic.text' },
  { Icon: MapPin, title: 'about.local.title', text: 'about.local.text' },
] as const;

function MeetOurFarmers() {
  const t = useT();
  const { data: farmers, isPending, isError } = useAllFarmers();
  return (
    <section aria-labelledby="farmers-heading" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-col gap-2">
        <h2 id="farmers-heading" className="text-3xl mobile:text-4xl">
          {t('about.farmersHeading')}
        </h2>
        <p className="max-w-2xl text-lg text-soil-muted">{t('about.farmersIntro')}</p>
      </div>
      {isPending ? (
        <FarmerCardsSkeleton />
      ) : farmers && farmers.length > 0 ? (
        <FarmerCards farmers={farmers} />
      ) : (
        <FarmersEmpty failed={isError} />
      )}
    </section>
  );
}

/** SPEC 1: mission, founder story, sustainable and certified-organic practices, the farmers. */
export default function AboutPage() {
  const t = useT();
  useDocumentTitle(t('nav.about'));
  return (
    <main id="main">
      <section className="bg-harvest-tint">
        <div className="mx-auto grid max-w-[1200px] items-center gap-8 px-4 py-10 sm:px-6 mobile:grid-cols-2 mobile:gap-12 mobile:py-16">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-harvest-dark">
              {t('about.eyebrow')}
            </p>
            <h1 className="mb-4 text-4xl mobile:text-5xl">{t('about.heading')}</h1>
            <p className="text-lg text-soil-muted">{t('about.intro')}</p>
          </div>
          <img
            src={farmerCrates}
            alt={t('about.farmerAlt')}
            width={600}
            height={450}
            className="aspect-[4/3] w-full rounded-2xl"
          />
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id="mission-heading"
            className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-leaf"
          >
            {t('about.missionHeading')}
          </h2>
          <p className="font-display text-2xl leading-snug text-soil mobile:text-3xl">{t('about.mission')}</p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="bg-white">
        <div className="mx-auto grid max-w-[1200px] items-center gap-8 px-4 py-16 sm:px-6 mobile:grid-cols-2 mobile:gap-12">
          <img
            src={fields}
            alt={t('about.fieldsAlt')}
            width={600}
            height={450}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-2xl"
          />
          <div>
            <h2 id="story-heading" className="mb-4 text-3xl mobile:text-4xl">
              {t('about.storyHeading')}
            </h2>
            <p className="mb-4 text-soil-muted">{t('about.story1')}</p>
            <p className="mb-4 text-soil-muted">{t('about.story2')}</p>
            <p className="text-soil-muted">{t('about.story3')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="practices-heading" className="mx-auto max-w-[1200px] px-4 pt-16 sm:px-6">
        <h2 id="practices-heading" className="mb-8 text-3xl mobile:text-4xl">
          {t('about.practicesHeading')}
        </h2>
        <ul className="grid gap-5 mobile:grid-cols-3">
          {PRACTICES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-line bg-white p-6 shadow-sm">
              <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-leaf-tint text-leaf">
                <Icon className="size-7" strokeWidth={1.75} aria-hidden />
              </span>
              <h3 className="mb-2 text-xl">{t(title)}</h3>
              <p className="text-soil-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <MeetOurFarmers />

      <section className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-leaf-tint px-6 py-8 sm:px-10 mobile:flex-row mobile:items-center mobile:justify-between">
          <div>
            <h2 className="text-2xl">{t('about.doYouFarm')}</h2>
            <p className="mt-1 text-soil-muted">{t('about.sellHarvest')}</p>
          </div>
          <Link to="/become_a_farmer" className={buttonClass('primary')}>
            {t('nav.becomeFarmer')}
          </Link>
        </div>
        <p className="mt-8 text-sm text-soil-muted">
          {t('footer.illustrations')} {t('about.licensedUnder')}{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            target="_blank"
            rel="noopener noreferrer license"
            className="text-leaf underline underline-offset-2"
          >
            {ILLUSTRATIONS_LICENCE}
          </a>
          .
        </p>
      </section>
    </main>
  );
}
