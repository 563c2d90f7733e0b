import { Modal } from '../../components/modal';
import { authModal, useAuthModalUserType } from '../../lib/auth-modal';
import { SignUpForm } from './sign-up-form';
import { useT } from '../../lib/i18n';

/** SPEC 2/5 sign-up modal; opened from the header, sign-in-as, the home page or the schools page. */
export function SignUpModal({ open }: { open: boolean }) {
  const t = useT();
  const preset = useAuthModalUserType();
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && authModal.close()}
      title={t('auth.createYourAccount')}
      description={t('auth.signUpIntro')}
      size="lg"
    >
      <SignUpForm preset={preset} />
    </Modal>
  );
}
