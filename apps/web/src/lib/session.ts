import { useSyncExternalStore } from 'react';

/** SPEC 3: the browser keeps the session under these localStorage keys. */
const KEYS = { token: 'accessToken', userType: 'userType', loggedIn: 'isLoggedIn' } as const;

export interface Session {
  accessToken: string | null;
  userType: number | null;
  isLoggedIn: boolean;
}

const listeners = new Set<() => void>();
let snapshot: Session = read();

function read(): Session {
  const token = localStorage.getItem(KEYS.token);
  const type = Number(localStorage.getItem(KEYS.userType));
  return {
    accessToken: token,
    userType: Number.isFinite(type) && type > 0 ? type : null,
    isLoggedIn: localStorage.getItem(KEYS.loggedIn) === 'true' && !!token,
  };
}

function emit() {
  snapshot = read();
  listeners.forEach((l) => l());
}

export const session = {
  get: () => snapshot,
  signIn(accessToken: string, userType: number) {
    localStorage.setItem(KEYS.token, accessToken);
    localStorage.setItem(KEYS.userType, String(userType));
    localStorage.setItem(KEYS.loggedIn, 'true');
    emit();
  },
  clear() {
    Object.values(KEYS).forEach((k) => localStorage.removeItem(k));
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (e) => {
  if (e.key === null || (Object.values(KEYS) as string[]).includes(e.key)) emit();
});

export const useSession = () => useSyncExternalStore(session.subscribe, session.get, session.get);
