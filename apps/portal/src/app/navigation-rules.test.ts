import { describe, expect, it } from 'vitest';
import {
  type DocumentLoadType,
  decideEntry,
  isBackBlocked,
  memberHomePath,
  multiStepFlowOf,
} from './navigation-rules.js';
import type { RouteAccess } from './route-handle.js';

const accesses: RouteAccess[] = ['public', 'unguarded', 'member'];
const loadTypes: DocumentLoadType[] = ['navigate', 'reload', 'back_forward', 'prerender', null];

describe('decideEntry (spec section 2, Navigation rules)', () => {
  it('shows public and unguarded pages to anyone, however they are opened', () => {
    for (const access of ['public', 'unguarded'] as const) {
      for (const isLoggedIn of [false, true]) {
        for (const isDirectLoad of [false, true]) {
          for (const loadType of loadTypes) {
            expect(
              decideEntry({ access, isLoggedIn, isDirectLoad, loadType, pathname: '/faqs' }),
            ).toEqual({ kind: 'show' });
          }
        }
      }
    }
  });

  it('sends a visitor opening a member page home, silently, replacing the entry', () => {
    for (const isDirectLoad of [true, false]) {
      for (const loadType of loadTypes) {
        expect(
          decideEntry({
            access: 'member',
            isLoggedIn: false,
            isDirectLoad,
            loadType,
            pathname: '/my-profile',
          }),
        ).toEqual({ kind: 'redirect', to: '/', replace: true, formResubmission: false });
      }
    }
  });

  it('tells a member who opens a member page by its address about form resubmission and goes to the dashboard', () => {
    // Typed, pasted or from a bookmark ('navigate'), from history, or not known.
    for (const loadType of ['navigate', 'back_forward', null] as const) {
      expect(
        decideEntry({
          access: 'member',
          isLoggedIn: true,
          isDirectLoad: true,
          loadType,
          pathname: '/my-profile',
        }),
      ).toEqual({ kind: 'redirect', to: memberHomePath, replace: false, formResubmission: true });
    }
  });

  it('keeps a member who reloads a member page on it, the dashboard too, without the message', () => {
    for (const pathname of ['/my-profile', '/bank-dashboard', '/dashboard', '/dashboard/']) {
      expect(
        decideEntry({
          access: 'member',
          isLoggedIn: true,
          isDirectLoad: true,
          loadType: 'reload',
          pathname,
        }),
      ).toEqual({ kind: 'show' });
    }
  });

  it('treats a direct load of the dashboard alike, replacing its entry, and lets the app reach member pages', () => {
    for (const pathname of ['/dashboard', '/dashboard/']) {
      expect(
        decideEntry({
          access: 'member',
          isLoggedIn: true,
          isDirectLoad: true,
          loadType: 'navigate',
          pathname,
        }),
      ).toEqual({ kind: 'redirect', to: memberHomePath, replace: true, formResubmission: true });
    }
    expect(
      decideEntry({
        access: 'member',
        isLoggedIn: true,
        isDirectLoad: false,
        // A page reached in the app: how the document was loaded does not count.
        loadType: 'navigate',
        pathname: '/my-profile',
      }),
    ).toEqual({ kind: 'show' });
  });
});

describe('isBackBlocked (spec section 2, Navigation rules)', () => {
  it('pins history for a signed-in member on every page', () => {
    for (const access of accesses) expect(isBackBlocked({ access, isLoggedIn: true })).toBe(true);
  });

  it('lets a visitor go Back from the public pages only', () => {
    expect(isBackBlocked({ access: 'public', isLoggedIn: false })).toBe(false);
    expect(isBackBlocked({ access: 'unguarded', isLoggedIn: false })).toBe(true);
    expect(isBackBlocked({ access: 'member', isLoggedIn: false })).toBe(true);
    // A page without route data is not a public page.
    expect(isBackBlocked({ access: undefined, isLoggedIn: false })).toBe(true);
  });

  it('lets Back go from one step of a multi-step flow to the one before, signed in or not', () => {
    for (const isLoggedIn of [false, true]) {
      for (const access of accesses) {
        expect(
          isBackBlocked({
            access,
            isLoggedIn,
            fromPath: '/account-creation/address-dvc',
            toPath: '/account-creation/personal-info',
          }),
        ).toBe(false);
      }
    }
    // Leaving the flow by Back is judged as ever: a member's pinned history stays pinned.
    expect(
      isBackBlocked({
        access: 'public',
        isLoggedIn: true,
        fromPath: '/account-creation/get-started',
        toPath: '/dashboard',
      }),
    ).toBe(true);
    expect(
      isBackBlocked({
        access: 'public',
        isLoggedIn: false,
        fromPath: '/account-creation/get-started',
        toPath: '/',
      }),
    ).toBe(false);
  });

  it('knows a flow by its path, with or without an edition prefix', () => {
    expect(multiStepFlowOf('/account-creation/credentials')).toBe('/account-creation/');
    expect(multiStepFlowOf('/mp/account-creation/get-started')).toBe('/account-creation/');
    expect(multiStepFlowOf('/account-creation-elsewhere')).toBeNull();
    expect(multiStepFlowOf('/dashboard')).toBeNull();
    expect(multiStepFlowOf('/enrollment/who-is-covered')).toBe('/enrollment/');
    // A confirmation ends its flow: nothing to go Back to once the answers are sent.
    expect(multiStepFlowOf('/enrollment/confirmation/7a1d2c3e')).toBeNull();
  });
});
