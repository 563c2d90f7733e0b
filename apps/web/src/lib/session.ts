import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '@lfm/core/signed-in-hint';

/**
 * SPEC 3's browser storage keys for the session's non-secret state. The token itself is an HttpOnly
 * cookie the server sets at sign-in (issue 34.1): no script of the page can read it, so none stores it.
 */
const KEYS = { userType: 'userType', loggedIn: 'isLoggedIn' } as const;
/** Where a session token was kept before issue 34.1: removed at load, never read. */
const LEGACY_TOKEN_KEY = 'accessToken';

export interface Session {
  userType: number | null;
  isLoggedIn: boolean;
}

/** Which prices and lists a session sees, for query keys: answers differ by role, not by token. */
export const viewerOf = (s: Session) => (s.isLoggedIn ? `user:${s.userType ?? ''}` : 'visitor');

/** On the server (a page rendered per request, apps/server/src/http/ssr.ts) there is no storage: a visitor. */
const inBrowser = typeof window !== 'undefined' && typeof localStorage !== 'undefined';

const listeners = new Set<() => void>();
let snapshot: Session = read();

function read(): Session {
  if (!inBrowser) return { userType: null, isLoggedIn: false };
  const type = Number(localStorage.getItem(KEYS.userType));
  return {
    userType: Number.isFinite(type) && type > 0 ? type : null,
    isLoggedIn: localStorage.getItem(KEYS.loggedIn) === 'true',
  };
}

/** How long the signed-in hint lasts without a visit; each load of the app while signed in renews it. */
const HINT_MAX_AGE_S = 180 * 86_400;

/**
 * Issue 15: keeps the non-secret `lfm_signed_in=1` cookie in step with the session, so the server can send
 * the signed-in header's first paint (the server cannot read localStorage). It grants nothing; when the
 * session ends (sign out, another tab, a token the API refuses) it goes too.
 */
function syncSignedInHint(signedIn: boolean) {
  if (!inBrowser) return;
  const attrs = `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  const present = document.cookie.split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`);
  if (signedIn) document.cookie = `${SIGNED_IN_COOKIE}=1; Max-Age=${HINT_MAX_AGE_S}${attrs}`;
  else if (present) document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0${attrs}`;
}

function emit() {
  snapshot = read();
  syncSignedInHint(snapshot.isLoggedIn);
  listeners.forEach((l) => l());
}

export const session = {
  get: () => snapshot,
  /** After the server answered a sign-in (its cookie holds the session): remember who, not the token. */
  signIn(userType: number) {
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
if (inBrowser)
  window.addEventListener('storage', (e) => {
    if (e.key === null || (Object.values(KEYS) as string[]).includes(e.key)) emit();
  });

// A token a script could read, kept by an older version of the app: gone (that person signs in again).
if (inBrowser && localStorage.getItem(LEGACY_TOKEN_KEY) !== null) {
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  Object.values(KEYS).forEach((k) => localStorage.removeItem(k));
  snapshot = read();
}
// A session from before the hint existed, or a hint left over from one that has ended: set right at load.
syncSignedInHint(snapshot.isLoggedIn);

/**
 * The session the build's prerender (prerender.tsx) draws pages with instead of the stored one: its
 * signed-in variant is signed in as no one in particular (no user type).
 */
let prerendered: Session | null = null;
export const SIGNED_IN_SHAPE: Session = { userType: null, isLoggedIn: true };
export function prerenderAs(s: Session | null) {
  prerendered = s;
}
const serverSnapshot = () => prerendered ?? snapshot;

export const useSession = () => useSyncExternalStore(session.subscribe, session.get, serverSnapshot);
