import { ChevronRight } from 'lucide-react';
import { Modal } from '../../components/modal';
import { authModal } from '../../lib/auth-modal';
import { lastSignInKind, USER_KINDS } from './user-kinds';
import { useT } from '../../lib/i18n';

/** SPEC 2: choose which kind of account to sign in to; the choice travels to the login modal. */
export function SignInAsModal({ open }: { open: boolean }) {
  const t = useT();
  const last = open ? lastSignInKind() : undefined;
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && authModal.close()}
      title={t('auth.signInAs')}
      description={t('auth.chooseKind')}
    >
      <ul className="flex flex-col gap-3">
        {USER_KINDS.map(({ type, label, description, icon: Icon }) => (
          <li key={type}>
            <button
              type="button"
              autoFocus={type === last}
              onClick={() => authModal.open('login', { userType: type })}
              className="group flex w-full items-center gap-4 rounded-xl border border-line bg-white p-3 text-left transition-colors hover:border-leaf hover:bg-leaf-tint/60 sm:p-4"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-leaf-tint text-leaf group-hover:bg-white">
                <Icon className="size-6" strokeWidth={1.75} aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold text-soil">
                  {t(label)}
                  {type === last && (
                    <span className="ml-2 rounded-full bg-harvest-tint px-2 py-0.5 align-middle text-xs font-semibold text-soil">
                      {t('auth.lastUsedHere')}
                    </span>
                  )}
                </span>
                <span className="block text-sm text-soil-muted">{t(description)}</span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-soil-muted" strokeWidth={1.75} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-center text-soil-muted">
        {t('auth.newToTheMarketplace')}
        <button
          type="button"
          className="font-semibold text-leaf underline-offset-2 hover:underline"
          onClick={() => authModal.open('sign-up')}
        >
          {t('auth.signUp')}
        </button>
      </p>
    </Modal>
  );
}
