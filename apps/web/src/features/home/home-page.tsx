import { Sprout } from 'lucide-react';
import { useDocumentTitle } from '../../components/page';
import { Button } from '../../components/button';
import { authModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';
import { BannerCarousel } from './banner-carousel';
import { FarmersPost } from './farmers-post';
import { HowItWorks } from './how-it-works';
import { OrderNowBlock } from '../order-now';

/** SPEC 2: Register Today, hidden once signed in. */
function RegisterToday() {
  const t = useT();
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return null;
  return (
    <section aria-labelledby="register-heading" className="mx-auto w-full max-w-[1200px] px-4 pt-16 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-leaf px-6 py-10 text-white sm:px-10 mobile:flex-row mobile:items-center mobile:justify-between">
        <div className="flex items-start gap-5">
          <span className="hidden size-16 shrink-0 items-center justify-center rounded-full bg-white/15 sm:flex">
            <Sprout className="size-8" strokeWidth={1.75} aria-hidden />
          </span>
          <div>
            <h2 id="register-heading" className="text-3xl">
              {t('home.register.heading')}
            </h2>
            <p className="mt-2 max-w-xl text-white/90">{t('home.register.text')}</p>
          </div>
        </div>
        <Button
          size="lg"
          variant="secondary"
          className="shrink-0 border-white"
          onClick={() => authModal.open('sign-up')}
        >
          {t('auth.signUp')}
        </Button>
      </div>
    </section>
  );
}

export default function HomePage() {
  const t = useT();
  useDocumentTitle(t('home.title'));
  return (
    <main id="main">
      <h1 className="sr-only">{t('home.heading')}</h1>
      <BannerCarousel />
      <OrderNowBlock />
      <HowItWorks />
      <FarmersPost />
      <RegisterToday />
    </main>
  );
}
