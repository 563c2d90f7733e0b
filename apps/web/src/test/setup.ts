import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '../lib/session';
import { loadPart, setLocale } from '../lib/i18n';

// The app's words come from the English catalogue, loaded before the first render as the app does (main.tsx),
// and the parts the portals', the admin's and the legal pages' routes load before their pages draw (app/routes.tsx).
await setLocale('en');
await Promise.all([loadPart('portal'), loadPart('admin'), loadPart('legal')]);

// Each test starts with an empty page, signed out, and the real fetch back in place.
afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});
