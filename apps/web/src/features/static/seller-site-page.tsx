import { Link, useSearchParams } from 'react-router';
import { Hammer, Mail } from 'lucide-react';
import farmerCrates from '../../assets/banners/farmer-crates.svg';
import marketStall from '../../assets/banners/market-stall.svg';
import { useProfile } from '../../api/get-profile';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/page';

const ROLES = {
  farmer: {
    title: 'Your farmer portal',
    image: farmerCrates,
    alt: 'A farmer carrying a crate of tomatoes beside stacked crates of produce',
    does: 'upload your inventory, set your pick-up, delivery and shipping options, and manage your orders',
  },
  host: {
    title: 'Your pick-up host portal',
    image: marketStall,
    alt: 'A market stall with crates of produce under a striped awning',
    does: 'see the orders coming to your location and hand them out on pick-up day',
  },
} as const;

/**
 * Where farmers and pick-up hosts land after signing in (SPEC 1: they use separate sites). That portal is
 * not part of this product yet, and the page says so plainly.
 */
export default function SellerSitePage() {
  const [params] = useSearchParams();
  const role = ROLES[params.get('role') === 'host' ? 'host' : 'farmer'];
  const { data: profile } = useProfile();
  return (
    <Page title={role.title} heading={null}>
      <div className="grid items-center gap-8 mobile:grid-cols-[1.1fr_1fr] mobile:gap-12">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-harvest-tint px-3 py-1 text-sm font-semibold text-harvest-dark">
            <Hammer className="size-4" strokeWidth={1.75} aria-hidden />
            Being built
          </p>
          <h1 className="mb-4 text-4xl mobile:text-5xl">{role.title}</h1>
          {profile && (
            <p className="mb-3 text-xl font-medium">Hi {profile.firstName}, thanks for joining us.</p>
          )}
          <p className="mb-4 text-lg text-soil-muted">
            The seller portal, where you {role.does}, is still being built. It isn’t open yet.
          </p>
          <p className="mb-8 text-lg text-soil-muted">
            Your account is saved. Our team will contact you{profile ? ` at ${profile.email}` : ''} to get you
            set up and to let you know as soon as the portal opens.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/" className={buttonClass('primary')}>
              Back to the marketplace
            </Link>
            <a href="mailto:hello@localfood.example" className={buttonClass('secondary')}>
              <Mail className="size-5" strokeWidth={1.75} aria-hidden />
              Email the team
            </a>
          </div>
        </div>
        <img
          src={role.image}
          alt={role.alt}
          width={600}
          height={450}
          className="order-first aspect-[4/3] w-full rounded-2xl mobile:order-none"
        />
      </div>
    </Page>
  );
}
