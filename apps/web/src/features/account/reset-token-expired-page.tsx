import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { buttonClass } from '../../components/button';
import { AccountCard } from './account-card';

/** SPEC 2: where an invalid or used reset link lands. */
export default function ResetTokenExpiredPage() {
  return (
    <AccountCard
      title="Password Reset Link Expired"
      icon={<Hourglass className="size-6" strokeWidth={1.75} aria-hidden />}
    >
      <p className="text-soil">
        Password reset links are valid for a limited time and can only be used once. This one has expired or
        has already been used.
      </p>
      <p className="mt-3 text-soil-muted">Ask for a new link and we’ll email it to you right away.</p>
      <div className="mt-6 flex flex-col gap-3 mobile:flex-row mobile:items-center">
        <Link to="/forgotpassword" className={buttonClass('primary')}>
          Request a new link
        </Link>
        <Link to="/" className={buttonClass('ghost')}>
          Back to home
        </Link>
      </div>
    </AccountCard>
  );
}
