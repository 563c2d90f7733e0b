import { useId } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountKind, loginSchema, toSignupWire, type LoginInput } from '@lfm/core';
import { useLogin } from '../../api/login';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { authModal, useAuthModalUserType } from '../../lib/auth-modal';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { useCompleteSignIn } from './use-complete-sign-in';
import { rememberSignInKind, userKindLabel } from './user-kinds';
import { useT } from '../../lib/i18n';

/** SPEC 2 login modal: email, password, Forgot Password and Sign Up links. */
export function LoginModal({ open }: { open: boolean }) {
  const t = useT();
  const kind = useAuthModalUserType();
  const kindLabel = userKindLabel(kind);
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && authModal.close()}
      title={t('auth.signIn2')}
      size="sm"
      description={
        kindLabel ? (
          <>
            {t('auth.signingInAs')} <strong className="font-semibold text-soil">{t(kindLabel)}</strong>.{' '}
            <button
              type="button"
              className="font-medium text-leaf underline underline-offset-2"
              onClick={() => authModal.open('sign-in-as')}
            >
              {t('auth.change')}
            </button>
          </>
        ) : undefined
      }
    >
      <LoginForm kind={kind} />
    </Modal>
  );
}

function LoginForm({ kind }: { kind?: number }) {
  const t = useT();
  const id = useId();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { ...values, userType: kind === undefined ? undefined : toSignupWire(kind).userType },
      {
        onSuccess: (res) => {
          // Issue 15: the chosen kind counts. The account's own kind is remembered for next time, and a
          // person who chose another kind is told, kindly, which account this is (and is signed in all the same).
          const actual = accountKind(res.userProfile.userType, res.userProfile.consumerType);
          rememberSignInKind(actual);
          const other = kind !== undefined && kind !== actual ? userKindLabel(actual) : undefined;
          completeSignIn(res, (name) =>
            other
              ? t('auth.welcomeBackAs', { name, kind: t(other).toLowerCase() })
              : t('auth.welcomeBack', { name }),
          );
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id={`${id}-email`}
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('field.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-1 text-right">
        <Link
          to="/forgotpassword"
          onClick={() => authModal.close()}
          className="text-sm font-medium text-leaf underline-offset-2 hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <FormError message={login.error?.message} />
      <Button type="submit" loading={login.isPending} className="w-full">
        {t('auth.signIn')}
      </Button>
      <p className="text-center text-soil-muted">
        {t('auth.donTHaveAn')}
        <button
          type="button"
          className="font-semibold text-leaf underline-offset-2 hover:underline"
          onClick={() => authModal.open('sign-up')}
        >
          {t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}
