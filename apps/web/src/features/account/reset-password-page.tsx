import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { KeyRound, Loader2 } from 'lucide-react';
import { ErrorCode, PASSWORD_RESET_DONE, resetPasswordFormSchema } from '@lfm/core';
import { ApiError } from '../../api/client';
import { useResetPassword } from '../../api/reset-password';
import { useValidateResetToken } from '../../api/validate-reset-token';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { AccountCard } from './account-card';
import { useT } from '../../lib/i18n';

// SPEC 4/9: an invalid link redirects after 100 ms; a successful reset goes home after 1.5 s.
const INVALID_REDIRECT_MS = 100;
const SUCCESS_REDIRECT_MS = 1500;
const EXPIRED_PATH = '/reset-token-expired';

/** The server refused the link itself, as opposed to being unreachable, failing or rate limiting us. */
const isRefusedLink = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.errorCode !== ErrorCode.RateLimited;

export default function ResetPasswordPage() {
  const t = useT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useValidateResetToken(token);
  const invalid = !token || (check.isError && isRefusedLink(check.error));

  useEffect(() => {
    if (!invalid) return;
    const timer = setTimeout(() => navigate(EXPIRED_PATH, { replace: true }), INVALID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [invalid, navigate]);

  return (
    <AccountCard
      title={t('auth.resetPassword')}
      icon={<KeyRound className="size-6" strokeWidth={1.75} aria-hidden />}
    >
      {check.isSuccess ? (
        <ResetPasswordForm token={token} />
      ) : check.isError && !invalid ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">{check.error.message}</Alert>
          <Button variant="secondary" onClick={() => check.refetch()} loading={check.isFetching}>
            {t('auth.tryAgain')}
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 py-6 text-soil-muted">
          <Loader2 className="size-6 animate-spin text-leaf" aria-hidden />
          {t('auth.validatingResetLink')}
        </p>
      )}
    </AccountCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // Farmers and pick-up hosts continue on their own pages (SPEC 1: redirectUrl), others at home.
  const next = reset.data?.redirectUrl;
  useEffect(() => {
    if (!reset.isSuccess) return;
    const go = () => (next ? window.location.assign(next) : navigate('/', { replace: true }));
    const timer = setTimeout(go, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate, next]);

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => toast.success(PASSWORD_RESET_DONE),
        onError: (error) => {
          // The link was used or expired while the form was open.
          if (error instanceof ApiError && error.errorCode === ErrorCode.InvalidResetToken)
            navigate(EXPIRED_PATH, { replace: true });
        },
      },
    ),
  );

  if (reset.isSuccess)
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{t('user.passwordResetDone')}</Alert>
        <p className="text-sm text-soil-muted">
          {next ? t('auth.takingYouToYourPages') : t('auth.takingYouHome')}{' '}
          {next ? (
            <a href={next} className="font-semibold text-leaf underline underline-offset-2">
              {t('auth.goNow')}
            </a>
          ) : (
            <Link to="/" className="font-semibold text-leaf underline underline-offset-2">
              {t('auth.goNow')}
            </Link>
          )}
        </p>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-soil-muted">{t('auth.chooseANewPassword')}</p>
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('auth.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={reset.isPending} className="w-full">
        {t('auth.resetPassword')}
      </Button>
    </form>
  );
}
