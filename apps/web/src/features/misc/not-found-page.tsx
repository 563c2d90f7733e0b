import { Link } from 'react-router';
import { Sprout } from 'lucide-react';
import { Page } from '../../components/page';
import { buttonClass } from '../../components/button';
import { useT } from '../../lib/i18n';

/** SPEC 2: unknown paths show a not-found page with a Home Page link (issue 15: it says 'Page not found'). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <Page
      title={t('misc.pageNotFound')}
      heading={null}
      className="flex flex-col items-center py-20 text-center"
    >
      <Sprout className="mb-4 size-16 text-leaf" strokeWidth={1.5} aria-hidden />
      <h1 className="mb-3 text-4xl">{t('misc.pageNotFound')}</h1>
      <p className="mb-8 max-w-md text-soil-muted">{t('misc.thePageYouWere')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('misc.homePage')}
      </Link>
    </Page>
  );
}
