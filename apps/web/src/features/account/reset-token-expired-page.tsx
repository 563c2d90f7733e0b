import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { buttonClass } from '../../components/button';
import { AccountCard } from './account-card';
import { useT } from '../../lib/i18n';

/** SPEC 2: where an invalid or used reset link lands. */
export default function ResetTokenExpiredPage() {
  const t = useT();
  return (
    <AccountCard
      title={t('auth.passwordResetLinkExpired')}
      icon={<Hourglass className="size-6" strokeWidth={1.75} aria-hidden />}
    >
      <p className="text-soil">{t('auth.passwordResetLinksAre')}</p>
      <p className="mt-3 text-soil-muted">{t('auth.askForANew')}</p>
      <div className="mt-6 flex flex-col gap-3 mobile:flex-row mobile:items-center">
        <Link to="/forgotpassword" className={buttonClass('primary')}>
          {t('auth.requestANewLink')}
        </Link>
        <Link to="/" className={buttonClass('ghost')}>
          {t('auth.backToHome')}
        </Link>
      </div>
    </AccountCard>
  );
}
