import { Button } from './button';
import { Modal } from './modal';
import { authModal } from '../lib/auth-modal';
import { useT } from '../lib/i18n';

/** SPEC 6: visitors browse but must sign in to buy; this small prompt offers both ways in. */
export function SignInPrompt({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const go = (which: 'sign-in-as' | 'sign-up') => {
    onOpenChange(false);
    authModal.open(which);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('error.notSignedIn')}
      description={t('auth.signInToAdd')}
    >
      <div className="flex gap-3">
        <Button className="flex-1" onClick={() => go('sign-in-as')}>
          {t('auth.signIn')}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={() => go('sign-up')}>
          {t('auth.signUp')}
        </Button>
      </div>
    </Modal>
  );
}
