import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table (spec section 2): each screen is a route module of its own in routes/, which
 * the framework loads on demand. Every path sits under an optional edition prefix: the build
 * prerenders the public pages of each edition under /mfb and /mp (app/prerendered-pages.ts) and
 * the service serves each edition's folder at its own site's root, where the prefix is absent.
 */
export default [
  ...prefix(':edition?', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('two-step-verification', 'routes/two-step-layout.tsx', [
      index('routes/two-step-choose-method.tsx'),
      route('enter-code', 'routes/two-step-enter-code.tsx'),
      route('multi-factor-auth', 'routes/two-step-multi-factor-auth.tsx'),
    ]),
    route('account-locked', 'routes/account-locked.tsx'),
    // The account module of spec section 2 (login, recovery): pages a member reaches before
    // signing in, so none of them needs a session.
    ...prefix('account', [
      route('find-account', 'routes/find-account.tsx'),
      route('help-findaccount', 'routes/help-find-account.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('reset-password-confirmation', 'routes/reset-password-confirmation.tsx'),
      route('login-security-question', 'routes/login-security-question.tsx'),
      route('login-archival-account', 'routes/login-archival-account.tsx'),
    ]),
    // Spec section 2's route table also names security-questions/login: the same page as the
    // account module's login security question.
    route('security-questions/login', 'routes/login-security-question.tsx', {
      id: 'routes/security-questions-login',
    }),
    // Account creation (spec section 2; issue 19): a visitor's application, saved at every step.
    route('account-creation', 'routes/account-creation.tsx', [
      route('get-started', 'routes/account-creation-get-started.tsx'),
      route('personal-info', 'routes/account-creation-personal-info.tsx'),
      route('branch-of-service', 'routes/account-creation-branch-of-service.tsx'),
      route('address-dvc', 'routes/account-creation-address.tsx'),
      route('credentials', 'routes/account-creation-credentials.tsx'),
      route('check-your-answers', 'routes/account-creation-check-answers.tsx'),
    ]),
    route('profile_reset/:token', 'routes/profile-reset.tsx'),
    route('bank-dashboard', 'routes/bank-dashboard.tsx'),
    route('page-not-found', 'routes/page-not-found.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    route('compliance-and-legal', 'routes/compliance.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('privacy-act', 'routes/privacy.tsx', { id: 'routes/privacy-act' }),
    route('contact', 'routes/contact.tsx'),
    route('about', 'routes/about.tsx'),
    route('terms-and-conditions', 'routes/terms.tsx'),
    route('tools/compare-plans', 'routes/compare-plans.tsx'),
    route('tools/legal-calculator', 'routes/legal-calculator.tsx'),
    route('unsupported-browser', 'routes/unsupported-browser.tsx'),
    route('login-user', 'routes/login-user.tsx'),
    route('search/:query', 'routes/search-results.tsx'),
    layout('routes/member-only.tsx', [
      route('dashboard', 'routes/dashboard.tsx'),
      route('security-dashboard', 'routes/security-dashboard.tsx'),
      // Issue 22: the profile, the alerts the header's bell leads to, and the activity log.
      route('my-profile', 'routes/my-profile.tsx'),
      route('manage-alert', 'routes/manage-alert.tsx'),
      route('activity-log', 'routes/activity-log.tsx'),
      // Issue 20: a program's dashboard and choosing a plan (/tools/compare-plans stays public:
      // signed in, it shows the member's own prices).
      route('dashboard/program-dashboard', 'routes/program-dashboard.tsx'),
      route('tools/plan-option', 'routes/plan-option.tsx'),
      route('tools/plan-tier', 'routes/plan-tier.tsx'),
      route('tools/select-plan', 'routes/select-plan.tsx'),
      // Issue 21: enrolling, one route per step under a layout that reads the draft once.
      route('enrollment', 'routes/enrollment.tsx', [
        index('routes/enrollment-start.tsx'),
        route('why-and-when', 'routes/enrollment-why-and-when.tsx'),
        route('who-is-covered', 'routes/enrollment-who-is-covered.tsx'),
        route('how-to-pay', 'routes/enrollment-how-to-pay.tsx'),
        route('agreements', 'routes/enrollment-agreements.tsx'),
        route('check-your-answers', 'routes/enrollment-check-answers.tsx'),
        route('confirmation/:enrollmentId', 'routes/enrollment-confirmation.tsx'),
      ]),
    ]),
    route('*', 'routes/unknown-path.tsx'),
  ]),
] satisfies RouteConfig;
