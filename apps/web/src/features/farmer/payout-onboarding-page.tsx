import { useNavigate, useSearchParams } from 'react-router';
import { useFinishOnboarding } from '../../api/farmer-statements';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';

/**
 * The built-in processor's stand-in for Stripe's hosted onboarding (issue 30.4): with Stripe, the farmer
 * gives their bank details to Stripe; here, in test mode, finishing is one click and no money moves.
 */
export default function PayoutOnboardingPage() {
  const t = useT();
  const [params] = useSearchParams();
  const accountId = params.get('account') ?? '';
  const finish = useFinishOnboarding();
  const navigate = useNavigate();
  return (
    <section className="mx-auto grid max-w-lg gap-4 rounded-xl border border-line bg-white p-6">
      <h2 className="text-2xl text-soil">{t('farmer.onboarding.title')}</h2>
      <Alert tone="info" title={t('farmer.onboarding.testMode')}>
        {t('farmer.onboarding.text')}
      </Alert>
      <p className="text-soil">
        {t('farmer.onboarding.account')} <span className="break-all font-mono text-sm">{accountId}</span>
      </p>
      {finish.error && (
        <p role="alert" className="text-sm text-berry">
          {finish.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          loading={finish.isPending}
          onClick={() =>
            finish.mutate(
              { accountId },
              {
                onSuccess: ({ message }) => {
                  toast.success(message);
                  navigate('/farmer/statements?connected=1');
                },
              },
            )
          }
        >
          {t('farmer.payout.finish')}
        </Button>
        <Button variant="ghost" onClick={() => navigate('/farmer/statements')}>
          {t('farmer.onboarding.notNow')}
        </Button>
      </div>
    </section>
  );
}
