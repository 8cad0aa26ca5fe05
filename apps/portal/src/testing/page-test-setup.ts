import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../session/session-store.js';

// Each page test starts signed out with nothing in the tab's storage, as a fresh tab does: the
// session, locate-account and two-step stores all live in sessionStorage.
afterEach(() => {
  cleanup();
  sessionStore.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
