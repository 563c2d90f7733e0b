import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import { forgotPasswordSchema } from '@lfm/core';
import { useForgotPassword } from '../../api/forgot-password';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { authModal } from '../../lib/auth-modal';
import { AccountCard } from './account-card';
import { useT } from '../../lib/i18n';

// SPEC 4/9: after the email is sent, return to the home page after 2.5 s.
const RETURN_HOME_MS = 2500;

export default function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  useEffect(() => {
    if (!forgot.isSuccess) return;
    const timer = setTimeout(() => navigate('/'), RETURN_HOME_MS);
    return () => clearTimeout(timer);
  }, [forgot.isSuccess, navigate]);

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, { onSuccess: ({ message }) => toast.success(message) }),
  );

  return (
    <AccountCard
      title={t('auth.forgotPassword2')}
      icon={<KeyRound className="size-6" strokeWidth={1.75} aria-hidden />}
      intro={t('auth.forgotIntro')}
    >
      {forgot.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{forgot.data.message}</Alert>
          <p className="text-sm text-soil-muted">
            {t('auth.takingYouBackTo')}
            <Link to="/" className="font-semibold text-leaf underline underline-offset-2">
              {t('auth.goNow')}
            </Link>
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={forgot.isPending} className="w-full">
            {t('auth.submit')}
          </Button>
          <p className="text-center text-sm text-soil-muted">
            {t('auth.rememberedIt')}
            <button
              type="button"
              onClick={() => authModal.open('login')}
              className="font-semibold text-leaf underline underline-offset-2 hover:text-leaf-dark"
            >
              {t('auth.signIn2')}
            </button>
          </p>
        </form>
      )}
    </AccountCard>
  );
}
