import { Link } from 'react-router';
import { Sprout } from 'lucide-react';
import { Page } from '../../components/page';
import { buttonClass } from '../../components/button';

/** SPEC 2: unknown paths show a not-found page with a Home Page link (issue 15: it says 'Page not found'). */
export default function NotFoundPage() {
  return (
    <Page title="Page not found" heading={null} className="flex flex-col items-center py-20 text-center">
      <Sprout className="mb-4 size-16 text-leaf" strokeWidth={1.5} aria-hidden />
      <h1 className="mb-3 text-4xl">Page not found</h1>
      <p className="mb-8 max-w-md text-soil-muted">
        The page you were looking for isn’t here. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonClass('primary')}>
        Home Page
      </Link>
    </Page>
  );
}
