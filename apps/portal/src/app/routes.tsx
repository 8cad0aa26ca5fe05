import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/root-layout.js';
import { MemberOnly } from './member-only.js';
import type { RouteHandle } from './route-handle.js';

function handle(
  title: string,
  access: RouteHandle['access'],
  options: Pick<RouteHandle, 'chrome' | 'prerender'> = {},
): RouteHandle {
  return { title, access, ...options };
}

/** The route table (spec section 2); each screen is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        handle: handle('Home', 'public', { prerender: true }),
        lazy: async () => ({ Component: (await import('../features/home/home-page.js')).HomePage }),
      },
      {
        path: 'login',
        handle: handle('Log in', 'public', { prerender: true }),
        lazy: async () => ({
          Component: (await import('../features/login/login-page.js')).LoginPage,
        }),
      },
      {
        path: 'account-locked',
        handle: handle('Account locked', 'public'),
        lazy: async () => ({
          Component: (await import('../features/account-locked/account-locked-page.js'))
            .AccountLockedPage,
        }),
      },
      {
        // Unguarded in the spec (sections 2 and 6): it explains itself to a visitor.
        path: 'bank-dashboard',
        handle: handle('Bank accounts', 'public'),
        lazy: async () => ({
          Component: (await import('../features/bank-dashboard/bank-dashboard-page.js'))
            .BankDashboardPage,
        }),
      },
      {
        path: 'page-not-found',
        handle: handle('Page not found', 'public', { prerender: true }),
        lazy: async () => ({
          Component: (await import('../features/page-not-found/page-not-found-page.js'))
            .PageNotFoundPage,
        }),
      },
      {
        path: 'faqs',
        handle: handle('FAQs', 'public', { prerender: true }),
        lazy: async () => ({ Component: (await import('../features/faqs/faqs-page.js')).FaqsPage }),
      },
      {
        path: 'compliance-and-legal',
        handle: handle('Compliance and legal', 'public', { prerender: true }),
        lazy: async () => ({
          Component: (await import('../features/compliance/compliance-page.js')).CompliancePage,
        }),
      },
      ...['privacy', 'privacy-act'].map(
        (path): RouteObject => ({
          path,
          handle: handle('Privacy Policy', 'public', { prerender: true }),
          lazy: async () => ({
            Component: (await import('../features/privacy/privacy-page.js')).PrivacyPage,
          }),
        }),
      ),
      {
        // Spec section 2: unguarded, header and footer hidden.
        path: 'unsupported-browser',
        handle: handle('Browser not supported', 'public', { chrome: 'none', prerender: true }),
        lazy: async () => ({
          Component: (await import('../features/unsupported-browser/unsupported-browser-page.js'))
            .UnsupportedBrowserPage,
        }),
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
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-page.js')).DashboardPage,
            }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/page-not-found" replace /> },
    ],
  },
];
