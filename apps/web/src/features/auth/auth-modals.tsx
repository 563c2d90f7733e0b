import { useAuthModal } from '../../lib/auth-modal';
import { LoginModal } from './login-modal';
import { SignInAsModal } from './sign-in-as-modal';
import { SignUpModal } from './sign-up-modal';

/** The three account modals; at most one is open (SPEC 2). Loaded lazily by the header. */
export default function AuthModals() {
  const modal = useAuthModal();
  return (
    <>
      <SignInAsModal open={modal === 'sign-in-as'} />
      <LoginModal open={modal === 'login'} />
      <SignUpModal open={modal === 'sign-up'} />
    </>
  );
}
