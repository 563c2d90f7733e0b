import { Modal } from '../../components/modal';
import { authModal, useAuthModalUserType } from '../../lib/auth-modal';
import { SignUpForm } from './sign-up-form';

/** SPEC 2/5 sign-up modal; opened from the header, sign-in-as, the home page or the schools page. */
export function SignUpModal({ open }: { open: boolean }) {
  const preset = useAuthModalUserType();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && authModal.close()}
      title="Create your account"
      description="Buy from local farms, or bring your own farm or market to the marketplace."
      size="lg"
    >
      <SignUpForm preset={preset} />
    </Modal>
  );
}
