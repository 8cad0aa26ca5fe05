// Budgets of the portal's first load (issue 6 "Speed"), read from the build as browsers load it:
// `npm run build -w @portal/portal` first. Each figure is the sum of each file's gzip size.
import { readFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);

/** The scripts a page's HTML loads before anything else: its module script and modulepreloads. */
function scriptsOf(htmlFile) {
  const html = readFileSync(new URL(htmlFile, dist), 'utf8');
  const files = [
    ...html.matchAll(
      /<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
    ),
  ].map((match) => `dist/${match[1]}`);
  if (files.length === 0)
    throw new Error(`dist/${htmlFile} loads no script: build the portal first`);
  return files;
}

export default [
  {
    name: '@portal/portal: first-load JavaScript of every page, as index.html loads it (gzip)',
    path: scriptsOf('index.html'),
    // Issue 6: at most 110 kB. React and React DOM (67 kB) with react-router's data router
    // (31 kB) leave about 11 kB for the entry: router, route table, providers, session, navigation
    // rules and the toast region. The header, footer and busy indicator load beside the page's
    // module instead (src/shell/deferred-shell-parts.ts), and each edition's content on its own.
    limit: '110 kB',
    gzip: true,
  },
  {
    name: '@portal/portal: / as served, with the home page module its HTML preloads (gzip)',
    path: scriptsOf('prerendered/MFB/index.html'),
    // 124.6 kB: the first load above, the home page's own module (7 kB), SWR (6.5 kB, for the
    // content hooks) and the edition's content (1.3 kB). Kept close, to catch growth.
    limit: '127 kB',
    gzip: true,
  },
];
