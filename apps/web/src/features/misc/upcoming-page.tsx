import { Link } from 'react-router';
import { Page } from '../../components/page';
import { buttonClass } from '../../components/button';

/** A registered route whose screen has not been built yet: says so plainly and offers a way on. */
export function UpcomingPage({ title, what }: { title: string; what: string }) {
  return (
    <Page title={title}>
      <div className="rounded-xl border border-line bg-white p-8 text-center">
        <p className="mb-6 text-soil-muted">{what} is on its way to the marketplace.</p>
        <Link to="/" className={buttonClass('secondary')}>
          Back to home
        </Link>
      </div>
    </Page>
  );
}
