import { NOT_SIGNED_IN } from '@lfm/core/errors';
import { Button } from './button';
import { Modal } from './modal';
import { authModal } from '../lib/auth-modal';

/** SPEC 6: visitors browse but must sign in to buy; this small prompt offers both ways in. */
export function SignInPrompt({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const go = (which: 'sign-in-as' | 'sign-up') => {
    onOpenChange(false);
    authModal.open(which);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={NOT_SIGNED_IN}
      description="Sign in or create an account to add products to your cart."
    >
      <div className="flex gap-3">
        <Button className="flex-1" onClick={() => go('sign-in-as')}>
          Sign In
        </Button>
        <Button variant="secondary" className="flex-1" onClick={() => go('sign-up')}>
          Sign Up
        </Button>
      </div>
    </Modal>
  );
}
