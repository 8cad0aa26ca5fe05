import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.js';
import { portalSettingNames, readPortalSettings } from './src/settings/portal-setting-rules.js';

const apiTarget = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

// Checked here, so a bad value stops the build; baked into every page (prerendered ones too).
const settings = readPortalSettings(process.env);

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
  define: Object.fromEntries(
    Object.entries(portalSettingNames).map(([key, name]) => [
      `import.meta.env.${name}`,
      JSON.stringify(settings[key as keyof typeof settings]),
    ]),
  ),
  // Workspace packages are read from their TypeScript sources, so the app never waits on their builds.
  resolve: { conditions: ['portal-source', ...defaultClientConditions] },
  // The build's renderer (entry.server.tsx) and vanilla-extract's `.css.ts` evaluation run in
  // Vite's SSR context: both read the sources with the same condition.
  ssr: { resolve: { conditions: ['portal-source', ...defaultServerConditions] } },
  build: {
    target: 'es2023',
    // Every browser the portal supports (spec section 2 turns away only IE and legacy Edge) knows
    // <link rel="modulepreload">; the polyfill would be dead weight in every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A handful of well-named chunks per page instead of forty (build/chunk-groups.ts).
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
  // `npm run dev -w @portal/portal` serves the app with hot reload against a running server.
  server: { proxy: { '/api': apiTarget } },
});
