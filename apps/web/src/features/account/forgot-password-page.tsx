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

// SPEC 4/9: after the email is sent, return to the home page after 2.5 s.
const RETURN_HOME_MS = 2500;

export default function ForgotPasswordPage() {
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
      title="Forgot password"
      icon={<KeyRound className="size-6" strokeWidth={1.75} aria-hidden />}
      intro="Enter the email you signed up with and we’ll send you a link to choose a new password."
    >
      {forgot.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{forgot.data.message}</Alert>
          <p className="text-sm text-soil-muted">
            Taking you back to the home page…{' '}
            <Link to="/" className="font-semibold text-leaf underline underline-offset-2">
              Go now
            </Link>
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={forgot.isPending} className="w-full">
            Submit
          </Button>
          <p className="text-center text-sm text-soil-muted">
            Remembered it?{' '}
            <button
              type="button"
              onClick={() => authModal.open('login')}
              className="font-semibold text-leaf underline underline-offset-2 hover:text-leaf-dark"
            >
              Sign in
            </button>
          </p>
        </form>
      )}
    </AccountCard>
  );
}
