import { CalendarHeart, Check, FileText, Megaphone, Tractor } from 'lucide-react';
import { UserType } from '@lfm/core';
import schoolGarden from '../../assets/banners/school-garden.svg';
import { Button } from '../../components/button';
import { LazyNewsletterForm } from '../../components/lazy-newsletter-form';
import { useDocumentTitle } from '../../components/page';
import { authModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';

const BENEFITS = [
  'No EIN documents needed to sign up',
  'Pay by card, or by invoice once approved',
  'Wholesale prices and quantities from local farms',
];

const OFFERS = [
  {
    Icon: Tractor,
    title: 'Farm tours',
    text: 'Take your class to a working farm near you: planting, harvest, animals and where lunch really comes from.',
  },
  {
    Icon: CalendarHeart,
    title: 'Farmer events',
    text: 'Invite a farmer to your school for a tasting, a cooking demonstration or a career day.',
  },
  {
    Icon: Megaphone,
    title: 'Marketing materials',
    text: 'Posters, menu cards and cafeteria signs that show students which farm grew today’s food.',
  },
  {
    Icon: FileText,
    title: 'Farm to school newsletter',
    text: 'Seasonal ideas, lesson plans and news from schools and farms in the program.',
  },
];

/** SPEC 1/2: the schools page: banner, sign-up as a school, farm-to-school content, newsletter. */
export default function SchoolsPage() {
  useDocumentTitle('Schools');
  const { isLoggedIn } = useSession();
  const signUpAsSchool = () => authModal.open('sign-up', { userType: UserType.School });
  return (
    <main id="main">
      <section className="bg-leaf-tint">
        <div className="mx-auto grid max-w-[1200px] items-center gap-8 px-4 py-10 sm:px-6 mobile:grid-cols-2 mobile:gap-12 mobile:py-16">
          <div className="flex flex-col items-start">
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-leaf">Farm to school</p>
            <h1 className="mb-4 text-4xl mobile:text-5xl">Fresh, local food for every lunch tray</h1>
            <p className="mb-6 text-lg text-soil-muted">
              Schools buy directly from the farms around them: seasonal produce, dairy, eggs and more, for the
              cafeteria and the classroom.
            </p>
            <ul className="mb-7 flex flex-col gap-2">
              {BENEFITS.map((b) => (
                <li key={b} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-leaf" strokeWidth={2} aria-hidden />
                  {b}
                </li>
              ))}
            </ul>
            {!isLoggedIn && (
              <Button size="lg" onClick={signUpAsSchool}>
                Sign up as a school
              </Button>
            )}
          </div>
          <img
            src={schoolGarden}
            alt="A school building with a garden of raised beds and sunflowers"
            width={600}
            height={450}
            className="order-first aspect-[4/3] w-full rounded-2xl mobile:order-none"
          />
        </div>
      </section>

      <section aria-labelledby="offers-heading" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
        <h2 id="offers-heading" className="mb-2 text-3xl mobile:text-4xl">
          More than a supplier
        </h2>
        <p className="mb-8 max-w-2xl text-lg text-soil-muted">
          Farm to school is about what students learn as much as what they eat. Schools in the program can
          also ask for:
        </p>
        <ul className="grid gap-5 sm:grid-cols-2">
          {OFFERS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-line bg-white p-6 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-harvest-tint text-harvest-dark">
                <Icon className="size-6" strokeWidth={1.75} aria-hidden />
              </span>
              <div>
                <h3 className="mb-1 text-xl">{title}</h3>
                <p className="text-soil-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-soil-muted">
          To arrange a tour or an event, write to{' '}
          <a
            href="mailto:hello@localfood.example"
            className="font-medium text-leaf underline underline-offset-2"
          >
            hello@localfood.example
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="schools-newsletter-heading" className="bg-harvest-tint">
        <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6">
          <h2 id="schools-newsletter-heading" className="text-3xl mobile:text-4xl">
            Get the farm to school newsletter
          </h2>
          <p className="mb-6 mt-2 max-w-2xl text-lg text-soil-muted">
            Seasonal menus, classroom ideas and news from the farms. Once a month.
          </p>
          <LazyNewsletterForm />
        </div>
      </section>

      {!isLoggedIn && (
        <section className="mx-auto max-w-[1200px] px-4 pt-16 sm:px-6">
          <div className="flex flex-col items-start gap-5 rounded-2xl bg-leaf px-6 py-10 text-white sm:px-10 mobile:flex-row mobile:items-center mobile:justify-between">
            <div>
              <h2 className="text-3xl">Ready to bring local food to your school?</h2>
              <p className="mt-2 text-white/90">It takes a few minutes, and no EIN documents.</p>
            </div>
            <Button size="lg" variant="secondary" className="shrink-0 border-white" onClick={signUpAsSchool}>
              Sign up as a school
            </Button>
          </div>
        </section>
      )}
    </main>
  );
}
