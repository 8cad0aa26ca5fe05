import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const apiTarget = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are read from their TypeScript sources, so the app never waits on their builds.
  resolve: { conditions: ['portal-source', ...defaultClientConditions] },
  // vanilla-extract evaluates `.css.ts` files in Vite's SSR context, and the prerender (vite.prerender.config.ts)
  // builds for it too: both read the sources with the same condition.
  ssr: { resolve: { conditions: ['portal-source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2023',
    // One stylesheet for every page (about 6 kB compressed): the prerender writes it into each
    // prerendered page, which then needs no request before its first paint, and client navigation
    // never shows a page unstyled while its CSS loads.
    cssCodeSplit: false,
    // Every browser the portal supports (spec section 2 turns away only IE and legacy Edge) knows
    // <link rel="modulepreload">; the polyfill would be dead weight in every first load.
    modulePreload: { polyfill: false },
    // The prerender reads it to preload each prerendered page's route module.
    manifest: true,
    rolldownOptions: {
      // Required by the inlining below; the entry's exports are nobody's API.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // A module two pages share (a kit button, a content hook) becomes a common chunk of its
          // own: / preloaded 18 files, most of about 1 kB, and on a phone's network each request
          // costs a round trip however small (Lighthouse's performance score counts them all).
          // Common chunks under 16 kB of source go into each page's module instead, a little code
          // twice rather than one more request: / now preloads 8 files, /login 8 instead of about
          // 30.
          experimentalInlineCommonChunks: { maxSize: 16384 },
          groups: [
            // React, React DOM and the router: every page needs them before anything renders, and
            // they change with upgrades, not with the app, so they stay cached across releases.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run[\\/]route-pattern|cookie-es)[\\/]/,
              priority: 2,
            },
            // The rest of what the entry imports statically (shell, editions, the kit's header and
            // footer...) in one file too. Left to itself Rolldown makes a small chunk of each module
            // that a lazy page shares with the entry: a dozen requests, each compressed apart.
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  // `npm run dev -w @portal/portal` serves the app with hot reload against a running server.
  server: { proxy: { '/api': apiTarget } },
});
