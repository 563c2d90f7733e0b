import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '../lib/session';

// Each test starts with an empty page, signed out, and the real fetch back in place.
afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});
