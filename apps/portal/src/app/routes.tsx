import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/root-layout.js';
import type { DeferredComponent } from './deferred-component.js';
import { LegacyLoginUserRedirect } from './legacy-login-user-redirect.js';
import { MemberOnly } from './member-only.js';
import type { RouteHandle } from './route-handle.js';

function handle(
  title: string,
  access: RouteHandle['access'],
  options: Pick<RouteHandle, 'chrome' | 'prerender'> = {},
): RouteHandle {
  return { title, access, ...options };
}

/**
 * A route's `lazy`: the module `load` imports, whose export `name` is the route's component. A
 * module may also export `deferredParts` (deferred-component.ts): parts of the page it renders
 * inside a `<Suspense>` without importing them, loaded with it before the page renders.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType> & PageParts>,
  name: Name,
): () => Promise<Pick<RouteObject, 'Component'>> {
  return async () => {
    const module = await load();
    await Promise.all((module.deferredParts ?? []).map((part) => part.load()));
    return { Component: module[name] };
  };
}

type PageParts = { deferredParts?: readonly Pick<DeferredComponent<object>, 'load'>[] };

/** The route table (spec section 2); each screen is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        handle: handle('Home', 'public', { prerender: true }),
        lazy: page(() => import('../features/home/home-page.js'), 'HomePage'),
      },
      {
        path: 'login',
        handle: handle('Log in', 'public', { prerender: true }),
        lazy: page(() => import('../features/login/login-page.js'), 'LoginPage'),
      },
      {
        // Guarded by its layout: only a sign-in waiting for its one-time code may enter. Not a
        // member page (there is no session yet), nor a public one: 'unguarded'.
        path: 'two-step-verification',
        lazy: page(() => import('../features/two-step/two-step-layout.js'), 'TwoStepLayout'),
        children: [
          {
            index: true,
            handle: handle('Two-step verification', 'unguarded'),
            lazy: page(
              () => import('../features/two-step/choose-method-page.js'),
              'ChooseMethodPage',
            ),
          },
          {
            path: 'enter-code',
            handle: handle('Enter your code', 'unguarded'),
            lazy: page(() => import('../features/two-step/enter-code-page.js'), 'EnterCodePage'),
          },
          {
            path: 'multi-factor-auth',
            handle: handle('Set up two-step verification', 'unguarded'),
            lazy: page(
              () => import('../features/two-step/multi-factor-auth-page.js'),
              'MultiFactorAuthPage',
            ),
          },
        ],
      },
      {
        path: 'account-locked',
        handle: handle('Account locked', 'unguarded'),
        lazy: page(
          () => import('../features/account-locked/account-locked-page.js'),
          'AccountLockedPage',
        ),
      },
      {
        // The account module of spec section 2 (login, recovery): pages a member reaches before
        // signing in, so none of them needs a session.
        path: 'account',
        children: [
          {
            path: 'find-account',
            handle: handle('Find your account', 'public', { prerender: true }),
            lazy: page(
              () => import('../features/find-account/find-account-page.js'),
              'FindAccountPage',
            ),
          },
          {
            path: 'help-findaccount',
            handle: handle('Find your account', 'public', { prerender: true }),
            lazy: page(
              () => import('../features/find-account/find-account-page.js'),
              'HelpFindAccountPage',
            ),
          },
          {
            path: 'reset-password',
            handle: handle('Reset your password', 'unguarded'),
            lazy: page(
              () => import('../features/reset-password/reset-password-page.js'),
              'ResetPasswordPage',
            ),
          },
          {
            path: 'reset-password-confirmation',
            handle: handle('Password reset', 'unguarded'),
            lazy: async () => ({
              Component: (
                await import('../features/reset-password/reset-password-confirmation-page.js')
              ).ResetPasswordConfirmationPage,
            }),
          },
          {
            path: 'login-security-question',
            handle: handle('Security question', 'unguarded'),
            lazy: async () => ({
              Component: (
                await import('../features/security-question/login-security-question-page.js')
              ).LoginSecurityQuestionPage,
            }),
          },
          {
            path: 'login-archival-account',
            handle: handle('Archived account', 'unguarded'),
            lazy: page(
              () => import('../features/archival-account/archival-account-page.js'),
              'ArchivalAccountPage',
            ),
          },
        ],
      },
      {
        // Spec sections 2 and 6: unguarded; the temporary-password link opens it.
        path: 'profile_reset/:token',
        handle: handle('Reset your password', 'unguarded'),
        lazy: page(
          () => import('../features/profile-reset/profile-reset-page.js'),
          'ProfileResetPage',
        ),
      },
      {
        // Unguarded in the spec (sections 2 and 6): it explains itself to a visitor.
        path: 'bank-dashboard',
        handle: handle('Bank accounts', 'unguarded'),
        lazy: page(
          () => import('../features/bank-dashboard/bank-dashboard-page.js'),
          'BankDashboardPage',
        ),
      },
      {
        path: 'page-not-found',
        handle: handle('Page not found', 'unguarded', { prerender: true }),
        lazy: page(
          () => import('../features/page-not-found/page-not-found-page.js'),
          'PageNotFoundPage',
        ),
      },
      {
        path: 'faqs',
        handle: handle('FAQs', 'public', { prerender: true }),
        lazy: page(() => import('../features/faqs/faqs-page.js'), 'FaqsPage'),
      },
      {
        path: 'compliance-and-legal',
        handle: handle('Compliance and legal', 'public', { prerender: true }),
        lazy: page(() => import('../features/compliance/compliance-page.js'), 'CompliancePage'),
      },
      ...['privacy', 'privacy-act'].map(
        (path): RouteObject => ({
          path,
          handle: handle('Privacy Policy', 'public', { prerender: true }),
          lazy: page(() => import('../features/privacy/privacy-page.js'), 'PrivacyPage'),
        }),
      ),
      {
        path: 'contact',
        handle: handle('Contact us', 'public', { prerender: true }),
        lazy: page(() => import('../features/contact/contact-page.js'), 'ContactPage'),
      },
      {
        path: 'about',
        handle: handle('About us', 'public', { prerender: true }),
        lazy: page(() => import('../features/about/about-page.js'), 'AboutPage'),
      },
      {
        path: 'terms-and-conditions',
        handle: handle('Terms and conditions', 'public', { prerender: true }),
        lazy: page(() => import('../features/terms/terms-page.js'), 'TermsPage'),
      },
      {
        path: 'tools/compare-plans',
        handle: handle('Compare plans', 'public', { prerender: true }),
        lazy: page(
          () => import('../features/compare-plans/compare-plans-page.js'),
          'ComparePlansPage',
        ),
      },
      {
        path: 'tools/legal-calculator',
        handle: handle('Legal savings calculator', 'public', { prerender: true }),
        lazy: page(
          () => import('../features/legal-calculator/legal-calculator-page.js'),
          'LegalCalculatorPage',
        ),
      },
      {
        // Spec section 2: unguarded, header and footer hidden.
        path: 'unsupported-browser',
        handle: handle('Browser not supported', 'unguarded', { chrome: 'none', prerender: true }),
        lazy: page(
          () => import('../features/unsupported-browser/unsupported-browser-page.js'),
          'UnsupportedBrowserPage',
        ),
      },
      {
        // Spec section 2: in the individual edition the legacy login-user path goes to /login.
        path: 'login-user',
        element: <LegacyLoginUserRedirect />,
      },
      {
        path: 'search/:query',
        handle: handle('Search results', 'unguarded'),
        lazy: page(() => import('../features/search/search-results-page.js'), 'SearchResultsPage'),
      },
      {
        element: (
          <MemberOnly>
            <Outlet />
          </MemberOnly>
        ),
        children: [
          {
            path: 'dashboard',
            handle: handle('Dashboard', 'member'),
            lazy: page(() => import('../features/dashboard/dashboard-page.js'), 'DashboardPage'),
          },
          {
            path: 'security-dashboard',
            handle: handle('Security settings', 'member'),
            lazy: page(
              () => import('../features/security-dashboard/security-dashboard-page.js'),
              'SecurityDashboardPage',
            ),
          },
        ],
      },
      { path: '*', element: <Navigate to="/page-not-found" replace /> },
    ],
  },
];
