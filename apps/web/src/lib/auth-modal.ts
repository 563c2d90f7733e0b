import { useSyncExternalStore } from 'react';

/** SPEC 2: modal state is exclusive: none, sign-up, sign-in-as, login. */
export type AuthModal = 'none' | 'sign-up' | 'sign-in-as' | 'login';

let current: AuthModal = 'none';
const listeners = new Set<() => void>();

export const authModal = {
  get: () => current,
  open(next: AuthModal) {
    current = next;
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

export const useAuthModal = () => useSyncExternalStore(authModal.subscribe, authModal.get);
