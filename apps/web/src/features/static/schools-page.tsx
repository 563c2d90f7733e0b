import { CalendarHeart, Check, FileText, Megaphone, Tractor } from 'lucide-react';
import { UserType } from '@lfm/core';
import schoolGarden from '../../assets/banners/school-garden.svg';
import { Button } from '../../components/button';
import { LazyNewsletterForm } from '../../components/lazy-newsletter-form';
import { useDocumentTitle } from '../../components/page';
import { authModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';

const BENEFITS = ['schools.noEin', 'schools.payBy', 'schools.wholesale'] as const;

const OFFERS = [
  { Icon: Tractor, title: 'schools.tours.title', text: 'schools.tours.text' },
  { Icon: CalendarHeart, title: 'schools.events.title', text: 'schools.events.text' },
  { Icon: Megaphone, title: 'schools.marketing.title', text: 'schools.marketing.text' },
  { Icon: FileText, title: 'schools.letter.title', text: 'schools.letter.text' },
] as const;

/** Where schools write to arrange a tour or an event. */
const SCHOOLS_EMAIL = 'hello@localfood.example';

/** SPEC 1/2: the schools page: banner, sign-up as a school, farm-to-school content, newsletter. */
export default function SchoolsPage() {
  const t = useT();
  useDocumentTitle(t('nav.schools'));
  const { isLoggedIn } = useSession();
  const signUpAsSchool = () => authModal.open('sign-up', { userType: UserType.School });
  return (
    <main id="main">
      <section className="bg-leaf-tint">
        <div className="mx-auto grid max-w-[1200px] items-center gap-8 px-4 py-10 sm:px-6 mobile:grid-cols-2 mobile:gap-12 mobile:py-16">
          <div className="flex flex-col items-start">
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-leaf">
              {t('home.banner.school.eyebrow')}
            </p>
            <h1 className="mb-4 text-4xl mobile:text-5xl">{t('home.banner.school.headline')}</h1>
            <p className="mb-6 text-lg text-soil-muted">{t('schools.intro')}</p>
            <ul className="mb-7 flex flex-col gap-2">
              {BENEFITS.map((b) => (
                <li key={b} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-leaf" strokeWidth={2} aria-hidden />
                  {t(b)}
                </li>
              ))}
            </ul>
            {!isLoggedIn && (
              <Button size="lg" onClick={signUpAsSchool}>
                {t('schools.signUp')}
              </Button>
            )}
          </div>
          <img
            src={schoolGarden}
            alt={t('home.banner.school.alt')}
            width={600}
            height={450}
            className="order-first aspect-[4/3] w-full rounded-2xl mobile:order-none"
          />
        </div>
      </section>

      <section aria-labelledby="offers-heading" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
        <h2 id="offers-heading" className="mb-2 text-3xl mobile:text-4xl">
          {t('schools.moreHeading')}
        </h2>
        <p className="mb-8 max-w-2xl text-lg text-soil-muted">{t('schools.moreIntro')}</p>
        <ul className="grid gap-5 sm:grid-cols-2">
          {OFFERS.map(({ Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-line bg-white p-6 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-harvest-tint text-harvest-dark">
                <Icon className="size-6" strokeWidth={1.75} aria-hidden />
              </span>
              <div>
                <h3 className="mb-1 text-xl">{t(title)}</h3>
                <p className="text-soil-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-soil-muted">
          {t('schools.arrange')}{' '}
          <a href={`mailto:${SCHOOLS_EMAIL}`} className="font-medium text-leaf underline underline-offset-2">
            {SCHOOLS_EMAIL}
          </a>
          .
        </p>
      </section>

      <section aria-labelledby="schools-newsletter-heading" className="bg-harvest-tint">
        <div className="mx-auto max-w-[1200px] px-4 py-14 sm:px-6">
          <h2 id="schools-newsletter-heading" className="text-3xl mobile:text-4xl">
            {t('schools.letterHeading')}
          </h2>
          <p className="mb-6 mt-2 max-w-2xl text-lg text-soil-muted">{t('schools.letterText')}</p>
          <LazyNewsletterForm />
        </div>
      </section>

      {!isLoggedIn && (
        <section className="mx-auto max-w-[1200px] px-4 pt-16 sm:px-6">
          <div className="flex flex-col items-start gap-5 rounded-2xl bg-leaf px-6 py-10 text-white sm:px-10 mobile:flex-row mobile:items-center mobile:justify-between">
            <div>
              <h2 className="text-3xl">{t('schools.readyHeading')}</h2>
              <p className="mt-2 text-white/90">{t('schools.readyText')}</p>
            </div>
            <Button size="lg" variant="secondary" className="shrink-0 border-white" onClick={signUpAsSchool}>
              {t('schools.signUp')}
            </Button>
          </div>
        </section>
      )}
    </main>
  );
}
