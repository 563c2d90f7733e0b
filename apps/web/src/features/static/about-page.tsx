import { Link } from 'react-router';
import { BadgeCheck, Leaf, MapPin } from 'lucide-react';
import farmerCrates from '../../assets/banners/farmer-crates.svg';
import fields from '../../assets/banners/fields.svg';
import { useAllFarmers } from '../../api/get-all-farmers';
import { buttonClass } from '../../components/button';
import { useDocumentTitle } from '../../components/page';
import { FarmerCards, FarmerCardsSkeleton, FarmersEmpty } from './farmer-cards';

const PRACTICES = [
  {
    Icon: Leaf,
    title: 'Sustainable by practice',
    text: 'Our farmers build healthy soil, rotate their crops, save water and raise animals on pasture. They tell you how they grow, in their own words, on every farm page.',
  },
  {
    Icon: BadgeCheck,
    title: 'Certified organic, clearly marked',
    text: 'Farms that are USDA Certified Organic or have taken the NOFA pledge carry a badge, so you always know which is which.',
  },
  {
    Icon: MapPin,
    title: 'Small and truly local',
    text: 'Every seller farms 200 acres or less, and food travels no more than 500 miles from field to kitchen.',
  },
];

function MeetOurFarmers() {
  const { data: farmers, isPending, isError } = useAllFarmers();
  return (
    <section aria-labelledby="farmers-heading" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-col gap-2">
        <h2 id="farmers-heading" className="text-3xl mobile:text-4xl">
          Meet our farmers
        </h2>
        <p className="max-w-2xl text-lg text-soil-muted">
          The people growing your food, each running a farm you can visit.
        </p>
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
  useDocumentTitle('About');
  return (
    <main id="main">
      <section className="bg-harvest-tint">
        <div className="mx-auto grid max-w-[1200px] items-center gap-8 px-4 py-10 sm:px-6 mobile:grid-cols-2 mobile:gap-12 mobile:py-16">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-harvest-dark">
              About us
            </p>
            <h1 className="mb-4 text-4xl mobile:text-5xl">Good food, grown close to home</h1>
            <p className="text-lg text-soil-muted">
              Local Food Marketplace is an online farmers market for local, sustainable farms and food
              artisans. We make it easy to buy straight from the people who grow your food, and easy for them
              to make a living doing it.
            </p>
          </div>
          <img
            src={farmerCrates}
            alt="A smiling farmer carrying a crate of tomatoes beside stacked crates of produce"
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
            Our mission
          </h2>
          <p className="font-display text-2xl leading-snug text-soil mobile:text-3xl">
            To keep small, sustainable farms thriving by connecting them directly with the households,
            kitchens and schools around them.
          </p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="bg-white">
        <div className="mx-auto grid max-w-[1200px] items-center gap-8 px-4 py-16 sm:px-6 mobile:grid-cols-2 mobile:gap-12">
          <img
            src={fields}
            alt="Rows of crops on rolling farmland with a red barn"
            width={600}
            height={450}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-2xl"
          />
          <div>
            <h2 id="story-heading" className="mb-4 text-3xl mobile:text-4xl">
              How it started
            </h2>
            <p className="mb-4 text-soil-muted">
              Our founder grew up on a small vegetable farm, where every season ended the same way: beautiful
              food, too few buyers close by, and long drives to markets that did not always pay off. The farms
              down the road had the same problem, and the families, restaurants and schools nearby could not
              easily find them.
            </p>
            <p className="mb-4 text-soil-muted">
              In 2020 she brought a handful of those farms together online. Buyers could see what was ready
              that week, order before the farm’s order window closed, and pick up at a market, have it
              delivered or shipped. Farmers harvested to order and wasted less.
            </p>
            <p className="text-soil-muted">
              The marketplace has grown since, but the idea has not changed: fair prices for farmers, fresher
              food for everyone, and fewer miles in between.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="practices-heading" className="mx-auto max-w-[1200px] px-4 pt-16 sm:px-6">
        <h2 id="practices-heading" className="mb-8 text-3xl mobile:text-4xl">
          How our farms grow
        </h2>
        <ul className="grid gap-5 mobile:grid-cols-3">
          {PRACTICES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-line bg-white p-6 shadow-sm">
              <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-leaf-tint text-leaf">
                <Icon className="size-7" strokeWidth={1.75} aria-hidden />
              </span>
              <h3 className="mb-2 text-xl">{title}</h3>
              <p className="text-soil-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <MeetOurFarmers />

      <section className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-leaf-tint px-6 py-8 sm:px-10 mobile:flex-row mobile:items-center mobile:justify-between">
          <div>
            <h2 className="text-2xl">Do you farm?</h2>
            <p className="mt-1 text-soil-muted">Sell your harvest to buyers near you on the marketplace.</p>
          </div>
          <Link to="/become_a_farmer" className={buttonClass('primary')}>
            Become a Farmer
          </Link>
        </div>
        <p className="mt-8 text-sm text-soil-muted">
          Product illustrations: Twemoji by Twitter, Inc. and contributors, licensed under{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            target="_blank"
            rel="noopener noreferrer license"
            className="text-leaf underline underline-offset-2"
          >
            CC-BY 4.0
          </a>
          .
        </p>
      </section>
    </main>
  );
}
