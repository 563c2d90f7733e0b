import { useSyncExternalStore } from 'react';

/** SPEC 2: modal state is exclusive: none, sign-up, sign-in-as, login. */
export type AuthModal = 'none' | 'sign-up' | 'sign-in-as' | 'login';

export interface AuthModalOptions {
  /**
   * The user type chosen before the modal opened (sign-in-as, the schools page): it becomes the login
   * payload's userType and the sign-up form's preselected type.
   */
  userType?: number;
}

let current: AuthModal = 'none';
let userType: number | undefined;
const listeners = new Set<() => void>();

export const authModal = {
  get: () => current,
  /** The user type remembered for the open modal, if one was chosen. */
  userType: () => userType,
  open(next: AuthModal, options: AuthModalOptions = {}) {
    current = next;
    userType = next === 'none' ? undefined : (options.userType ?? userType);
    listeners.forEach((l) => l());
  },
  close() {
    authModal.open('none');
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useAuthModal = () => useSyncExternalStore(authModal.subscribe, authModal.get, authModal.get);
export const useAuthModalUserType = () =>
  useSyncExternalStore(authModal.subscribe, authModal.userType, authModal.userType);
