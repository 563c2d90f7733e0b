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

/** SPEC 2 login modal: email, password, Forgot Password and Sign Up links. */
export function LoginModal({ open }: { open: boolean }) {
  const kind = useAuthModalUserType();
  const kindLabel = userKindLabel(kind);
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && authModal.close()}
      title="Sign in"
      size="sm"
      description={
        kindLabel ? (
          <>
            Signing in as <strong className="font-semibold text-soil">{kindLabel}</strong>.{' '}
            <button
              type="button"
              className="font-medium text-leaf underline underline-offset-2"
              onClick={() => authModal.open('sign-in-as')}
            >
              Change
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
          const other =
            kind !== undefined && kind !== actual ? userKindLabel(actual)?.toLowerCase() : undefined;
          completeSignIn(res, (name) =>
            other ? `Welcome back, ${name}! This is a ${other} account.` : `Welcome back, ${name}!`,
          );
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label="Password"
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
          Forgot Password?
        </Link>
      </div>
      <FormError message={login.error?.message} />
      <Button type="submit" loading={login.isPending} className="w-full">
        Sign In
      </Button>
      <p className="text-center text-soil-muted">
        Don’t have an account?{' '}
        <button
          type="button"
          className="font-semibold text-leaf underline-offset-2 hover:underline"
          onClick={() => authModal.open('sign-up')}
        >
          Sign Up
        </button>
      </p>
    </form>
  );
}
