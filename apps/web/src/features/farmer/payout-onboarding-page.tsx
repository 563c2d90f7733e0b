import { useNavigate, useSearchParams } from 'react-router';
import { useFinishOnboarding } from '../../api/farmer-statements';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { toast } from '../../lib/toast';

/**
 * The built-in processor's stand-in for Stripe's hosted onboarding (issue 30.4): with Stripe, the farmer
 * gives their bank details to Stripe; here, in test mode, finishing is one click and no money moves.
 */
export default function PayoutOnboardingPage() {
  const [params] = useSearchParams();
  const accountId = params.get('account') ?? '';
  const finish = useFinishOnboarding();
  const navigate = useNavigate();
  return (
    <section className="mx-auto grid max-w-lg gap-4 rounded-xl border border-line bg-white p-6">
      <h2 className="text-2xl text-soil">Set up payouts</h2>
      <Alert tone="info" title="Test mode">
        The marketplace runs its built-in payment processor: this page stands in for Stripe&rsquo;s
        onboarding. No bank details are asked for and no real money moves.
      </Alert>
      <p className="text-soil">
        Account <span className="break-all font-mono text-sm">{accountId}</span>
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
          Finish onboarding
        </Button>
        <Button variant="ghost" onClick={() => navigate('/farmer/statements')}>
          Not now
        </Button>
      </div>
    </section>
  );
}
