import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session, useSession } from './session';

/** What a page shows from the session: who is signed in. */
function Whoami() {
  const { isLoggedIn, userType } = useSession();
  return <p>{isLoggedIn ? `Signed in as type ${userType}` : 'Signed out'}</p>;
}

/** Another tab changing localStorage: this tab hears a storage event. */
function otherTab(change: () => void, key: string | null) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

describe('Session store', () => {
  it('signing in stores the session under the keys the specification names and shows it', () => {
    render(<Whoami />);
    expect(screen.getByText('Signed out')).toBeTruthy();

    act(() => session.signIn(3));

    expect(screen.getByText('Signed in as type 3')).toBeTruthy();
    // Issue 34.1: no token in storage (the session is the server's HttpOnly cookie).
    expect({ ...localStorage }).toEqual({ userType: '3', isLoggedIn: 'true' });
    expect(session.get()).toEqual({ userType: 3, isLoggedIn: true });
  });

  it('signing out removes every key and shows the visitor', () => {
    session.signIn(2);
    render(<Whoami />);
    localStorage.setItem('unrelated', 'kept');

    act(() => session.clear());

    expect(screen.getByText('Signed out')).toBeTruthy();
    expect({ ...localStorage }).toEqual({ unrelated: 'kept' });
    expect(session.get()).toEqual({ userType: null, isLoggedIn: false });
  });

  it('follows another tab signing in and out', () => {
    render(<Whoami />);
    otherTab(() => {
      localStorage.setItem('userType', '5');
      localStorage.setItem('isLoggedIn', 'true');
    }, 'isLoggedIn');
    expect(screen.getByText('Signed in as type 5')).toBeTruthy();

    otherTab(() => localStorage.clear(), null);
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it('ignores another tab’s changes to keys that are not the session’s', () => {
    render(<Whoami />);
    otherTab(() => localStorage.setItem('isLoggedIn', 'true'), 'cartDraft');
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it.each([
    { case: 'no flag', flag: null, type: '2' },
    { case: 'a flag that is not "true"', flag: '1', type: '2' },
  ])('is not signed in with $case', ({ flag, type }) => {
    otherTab(() => {
      if (flag) localStorage.setItem('isLoggedIn', flag);
      localStorage.setItem('userType', type);
    }, null);
    expect(session.get().isLoggedIn).toBe(false);
  });

  // Issue 15: the cookie the server picks the signed-in header's first paint by; it carries no secret.
  const hint = () =>
    document.cookie
      .split(';')
      .map((c) => c.trim())
      .filter((c) => c.startsWith('lfm_signed_in='));

  it('keeps the lfm_signed_in=1 hint while signed in, and drops it on sign out', () => {
    expect(hint()).toEqual([]);
    session.signIn(2);
    expect(hint()).toEqual(['lfm_signed_in=1']);
    session.clear();
    expect(hint()).toEqual([]);
  });

  it('drops the hint when another tab signs out, and when the session is found invalid', () => {
    session.signIn(2);
    otherTab(() => localStorage.clear(), null);
    expect(hint()).toEqual([]);

    // A stale hint (the session ended elsewhere, e.g. a session the API refused) goes at the next change.
    document.cookie = 'lfm_signed_in=1; Path=/';
    otherTab(() => localStorage.setItem('isLoggedIn', 'no'), 'isLoggedIn');
    expect(session.get().isLoggedIn).toBe(false);
    expect(hint()).toEqual([]);
  });

  it.each(['0', '-1', 'farmer', ''])('reads a user type of %j as none', (type) => {
    otherTab(() => localStorage.setItem('userType', type), 'userType');
    expect(session.get().userType).toBeNull();
  });
});
