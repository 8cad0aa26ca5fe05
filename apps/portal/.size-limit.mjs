// Budgets of the portal's first load (issue 6 "Speed"), read from the build as browsers load it:
// `npm run build -w @portal/portal` first. Each figure is the sum of each file's gzip size.
import { readFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);

/**
 * The scripts a page's HTML asks for: its module script and modulepreloads. `priority: 'high'`:
 * those it needs before its first paint; `'low'`: the deferred parts it preloads at low priority
 * (build/prerender.ts), which arrive after them.
 */
function scriptsOf(htmlFile, priority) {
  const html = readFileSync(new URL(htmlFile, dist), 'utf8');
  const files = [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('fetchpriority="low"') === (priority === 'low'))
    .map((tag) => /\s(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
    .filter(Boolean)
    .map((file) => `dist/${file}`);
  if (files.length === 0)
    throw new Error(
      `dist/${htmlFile} loads no ${priority}-priority script: build the portal first`,
    );
  return files;
}

export default [
  {
    name: '@portal/portal: first-load JavaScript of every page, as index.html loads it (gzip)',
    path: scriptsOf('index.html', 'high'),
    // Issue 6: "initial JavaScript on / at most 110 kB", initial as bundlers mean it: the entry and
    // the chunks it imports statically, before any route's lazily loaded module; every page, / too,
    // loads exactly this first. React and React DOM (67 kB) with react-router's data router
    // (31 kB) leave about 11 kB for the entry: router, route table, providers, session, navigation
    // rules and the toast region. The header, footer and busy indicator load beside the page's
    // module instead (src/shell/deferred-shell-parts.ts), and each edition's content on its own.
    limit: '110 kB',
    gzip: true,
  },
  {
    name: '@portal/portal: / as served, with the home page module it preloads for its first paint (gzip)',
    path: scriptsOf('prerendered/MFB/index.html', 'high'),
    // 124.6 kB: the first load above, the home page's own module (7 kB), SWR (6.5 kB, for the
    // content hooks) and the edition's content (1.3 kB). Kept close, to catch growth.
    limit: '127 kB',
    gzip: true,
  },
  {
    name: '@portal/portal: MP / as served (/login) for its first paint (gzip)',
    path: scriptsOf('prerendered/MP/login.html', 'high'),
    // 111.8 kB: the first load, the login page (0.9 kB) and the edition's content (1.1 kB). The
    // form, with zod and react-hook-form, is a deferred part (src/features/login/login-page.tsx).
    limit: '113 kB',
    gzip: true,
  },
  {
    name: '@portal/portal: the parts /login preloads at low priority: shell and form (gzip)',
    path: scriptsOf('prerendered/MP/login.html', 'low'),
    // 56 kB: the header, footer and busy indicator (7.1 kB), and the form with its schemas (zod,
    // 20.7 kB), react-hook-form and the field kit (16.7 kB) and the error catalogue (4.5 kB).
    limit: '58 kB',
    gzip: true,
  },
  {
    name: '@portal/portal: /contact for its first paint, its form deferred (gzip)',
    path: scriptsOf('prerendered/MFB/contact.html', 'high'),
    // 122.5 kB: the first load, the page with the FAQ preview, SWR and the edition's content. The
    // form (zod, react-hook-form) arrives at low priority; a shared module that pulled in the
    // common-password list (42 kB) would show here first.
    limit: '124 kB',
    gzip: true,
  },
];
