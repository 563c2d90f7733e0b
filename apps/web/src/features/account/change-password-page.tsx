import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { LockKeyhole } from 'lucide-react';
import { changePasswordFormSchema } from '@lfm/core';
import { useChangePassword } from '../../api/change-password';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { AccountCard } from './account-card';
import { useT } from '../../lib/i18n';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordPage() {
  const t = useT();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ oldPassword, newPassword }) =>
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset(EMPTY);
        },
      },
    ),
  );

  return (
    <AccountCard
      title={t('auth.changePassword')}
      icon={<LockKeyhole className="size-6" strokeWidth={1.75} aria-hidden />}
      intro={t('auth.changePasswordIntro')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('auth.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label={t('auth.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {change.isError && <Alert tone="error">{change.error.message}</Alert>}
        <Button type="submit" loading={change.isPending} className="w-full">
          {t('auth.changePassword')}
        </Button>
      </form>
    </AccountCard>
  );
}
