import { Link, useSearchParams } from 'react-router';
import { Hammer, Mail } from 'lucide-react';
import farmerCrates from '../../assets/banners/farmer-crates.svg';
import marketStall from '../../assets/banners/market-stall.svg';
import { useProfile } from '../../api/get-profile';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/page';
import { useT } from '../../lib/i18n';

const IMAGES = { farmer: farmerCrates, host: marketStall } as const;
/** Where sellers write to the team. */
const TEAM_EMAIL = 'hello@localfood.example';

/**
 * Where farmers and pick-up hosts land after signing in (SPEC 1: they use separate sites). That portal is
 * not part of this product yet, and the page says so plainly.
 */
export default function SellerSitePage() {
  const t = useT();
  const [params] = useSearchParams();
  const role = params.get('role') === 'host' ? 'host' : 'farmer';
  const title = t('sellerSite.title', { role });
  const { data: profile } = useProfile();
  return (
    <Page title={title} heading={null}>
      <div className="grid items-center gap-8 mobile:grid-cols-[1.1fr_1fr] mobile:gap-12">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-harvest-tint px-3 py-1 text-sm font-semibold text-harvest-dark">
            <Hammer className="size-4" strokeWidth={1.75} aria-hidden />
            {t('sellerSite.building')}
          </p>
          <h1 className="mb-4 text-4xl mobile:text-5xl">{title}</h1>
          {profile && (
            <p className="mb-3 text-xl font-medium">{t('sellerSite.hi', { name: profile.firstName })}</p>
          )}
          <p className="mb-4 text-lg text-soil-muted">{t('sellerSite.notOpen', { role })}</p>
          <p className="mb-8 text-lg text-soil-muted">
            {t('sellerSite.contact', { email: profile?.email ?? 'none' })}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/" className={buttonClass('primary')}>
              {t('sellerSite.back')}
            </Link>
            <a href={`mailto:${TEAM_EMAIL}`} className={buttonClass('secondary')}>
              <Mail className="size-5" strokeWidth={1.75} aria-hidden />
              {t('sellerSite.emailTeam')}
            </a>
          </div>
        </div>
        <img
          src={IMAGES[role]}
          alt={t('sellerSite.alt', { role })}
          width={600}
          height={450}
          className="order-first aspect-[4/3] w-full rounded-2xl mobile:order-none"
        />
      </div>
    </Page>
  );
}
