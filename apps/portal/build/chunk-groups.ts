import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/**
 * How the browser build groups modules into chunks (Rolldown's `codeSplitting.groups`, read by
 * vite.config.ts). Left to itself, Rolldown makes one chunk per set of route modules sharing a
 * module, and React Router preloads every chunk a page needs: the home page named forty, most
 * under 1 kB. On a phone's network each is a round trip of its own (six at a time over HTTP/1.1),
 * and Lighthouse's simulation counts each high-priority script that finished before the first
 * paint as blocking it (docs/architecture.md, section 8). So a page loads a handful of chunks,
 * each named for what it holds and changed by one kind of release:
 *
 * - `vendor`: React, React DOM and React Router; changes with upgrades only.
 * - `shell`: what every page renders or runs around its content (the header, footer, providers,
 *   SWR, the edition's settings, the kit's smallest parts); changes with the shell.
 * - `page-kit`: the page templates, the served error messages and their banner, the spec's return
 *   codes and phone types; every page but the home page uses them.
 * - `content`: the served content the home, FAQ, contact and plan pages show (FAQ accordion,
 *   plan prices, money formatting).
 * - `validation`: zod and the shared field schemas: every page that validates (a form, or an
 *   account call's contract).
 * - `forms`: react-hook-form and the field kit: the pages with a form.
 * - `account`: the account calls' contracts and the sign-in and recovery stores: the sign-in,
 *   contact and find-account pages.
 *
 * Every group takes only modules some route imports statically (`$initial`), so what a page
 * imports on demand (the API client, the session watch, analytics, the common-password list)
 * stays out of them and is still loaded on demand. A group also takes what its modules import
 * (Rolldown's default), so the groups are taken in an order that keeps each module where its
 * pages are: the shell first (what it imports, every page needs), then the page kit, the
 * content, zod and the forms before the account contracts (the calculator needs zod but no
 * contract; account creation's check page needs zod and contracts but no form).
 */

/** A module's id with forward slashes, so the patterns below hold on Windows too. */
const slashed = (id: string) => id.replaceAll('\\', '/');

function group(
  name: string,
  priority: number,
  paths: RegExp[],
  except?: RegExp,
): CodeSplittingGroup {
  return {
    name,
    priority,
    tags: ['$initial'],
    test: (id) => paths.some((path) => path.test(slashed(id))) && !except?.test(slashed(id)),
  };
}

export const chunkGroups: CodeSplittingGroup[] = [
  {
    name: 'vendor',
    priority: 4,
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie-es|turbo-stream)[\\/]/,
  },
  group(
    'shell',
    3,
    [
      /\/apps\/portal\/src\/(app|editions|shell)\//,
      /\/apps\/portal\/src\/(styles\/page\.css|content\/fetch-asset)\.ts$/,
      /\/packages\/ui\/src\/(SiteHeader|SiteFooter|HeaderNav|HeaderSearch|MobileMenu|SkipLink|PageMain|BusyIndicator|Toast|Link|VisuallyHidden|Button|DismissButton|Stack|internal)\//,
      /\/packages\/forms\/src\/(limits|code-lists\/code-list)\.ts$/,
      /\/packages\/tokens\/src\//,
      /\/node_modules\/(swr|dequal|use-sync-external-store)\//,
    ],
    // In the shell's folder, but used by pages only (the log-out hook by the sign-in page and
    // the member pages; the banner with the pages' error messages).
    /\/apps\/portal\/src\/shell\/(service-unavailable-banner|use-log-out)\.tsx?$/,
  ),
  group('page-kit', 2, [
    /\/packages\/forms\/src\/(catalogue\/|field-errors\.ts$)/,
    // The spec's return codes and phone types: every page that calls the service reads the codes,
    // and account creation's pages show the phone types; in `account`, they brought the sign-in
    // contracts (and zod) to those pages.
    /\/packages\/(api\/src\/contracts\/codes|forms\/src\/code-lists\/contact-and-phone)\.ts$/,
    /\/apps\/portal\/src\/(messages\/error-messages|shell\/service-unavailable-banner)\.tsx$/,
    /\/packages\/ui\/src\/(AlertBanner\/|templates\/(internal|useFocusHeadingOnChange|ContentPage)\/)/,
  ]),
  group('content', 2, [
    /\/apps\/portal\/src\/content\/(faq|plan-prices)-[a-z-]+\.tsx?$/,
    /\/packages\/ui\/src\/(Card|FaqAccordion|Inline)\//,
    /\/packages\/forms\/src\/(money\/|code-lists\/plan-tiers\.ts$)/,
  ]),
  group('validation', 2, [
    /\/node_modules\/zod\//,
    /\/packages\/forms\/src\/schemas\/field-schemas\.ts$/,
    // The SSN rules the sign-in contracts share with account creation's schemas: here, not in
    // `account`, so a step that sends no sign-in call does not download the sign-in contracts.
    /\/packages\/forms\/src\/rules\/ssn-rules\.ts$/,
  ]),
  group('forms', 2, [
    /\/node_modules\/(react-hook-form|@hookform)\//,
    /\/packages\/forms\/src\/react\//,
    /\/packages\/ui\/src\/(Field|TextField|ErrorSummary)\//,
  ]),
  group('account', 1, [
    /\/packages\/api\/src\/contracts\/(codes|envelope|signed-in-schemas|user-schema|two-step-contracts|account-recovery-contracts|contact-method-schema|contact-contract|login-contract|keep-alive-contract|logout-contract)\.ts$/,
    /\/apps\/portal\/src\/session\/(two-step-store|locate-account-(store|session)|redirect-target)\.ts$/,
  ]),
];
