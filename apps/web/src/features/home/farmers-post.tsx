import { Link } from 'react-router';
import { ArrowRight, Newspaper } from 'lucide-react';
import { LazyNewsletterForm } from '../../components/lazy-newsletter-form';
import { authModal } from '../../lib/auth-modal';
import { useT } from '../../lib/i18n';

/**
 * SPEC 2 Farmers Post: farmers post their harvest and readers sign up. It is the home page's one newsletter
 * sign-up (the footer has the other): the same form as the footer's, loaded when it is about to be seen.
 */
export function FarmersPost() {
  const t = useT();
  return (
    <section aria-labelledby="farmers-post-heading" className="bg-white">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-16 sm:px-6 mobile:grid-cols-2 mobile:items-center">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-harvest-tint px-3 py-1 text-sm font-semibold text-harvest-dark">
            <Newspaper className="size-4" strokeWidth={1.75} aria-hidden />
            {t('home.post.badge')}
          </p>
          <h2 id="farmers-post-heading" className="mb-4 text-3xl mobile:text-4xl">
            {t('home.post.heading')}
          </h2>
          <p className="mb-4 text-lg text-soil-muted">{t('home.post.text')}</p>
          <p className="mb-6 text-soil-muted">{t('home.post.ships')}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Link
              to="/toyourdoor"
              className="inline-flex items-center gap-2 font-semibold text-leaf underline-offset-4 hover:underline"
            >
              {t('home.post.seeShipping')}
              <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden />
            </Link>
            <p className="text-soil-muted">
              {t('home.post.wantToOrder')}{' '}
              <button
                type="button"
                onClick={() => authModal.open('sign-up')}
                className="font-semibold text-leaf underline underline-offset-4"
              >
                {t('auth.signUp')}
              </button>
            </p>
          </div>
        </div>
        <div className="rounded-xl border border-line bg-cream p-5 sm:p-7">
          <LazyNewsletterForm source="farmers_post" />
        </div>
      </div>
    </section>
  );
}
