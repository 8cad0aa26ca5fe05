import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tests/chromium-launch.js';

const portalDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(portalDir, '../..');

/**
 * The fake API client of the data hooks' tests (`packages/api/src/swr/testing`), which the package
 * does not export (its build leaves the folder out, and the packaging test holds the exports
 * list). The page tests reach it by this name; `tsconfig.json`'s `paths` says the same to tsc.
 */
export const fakeClientModule = '@portal/api/swr/testing';
const fakeClientFile = path.join(repoRoot, 'packages/api/src/swr/testing/fake-client.ts');

/**
 * Portal page tests (`apps/portal/src/**\/*.test.tsx`): a page rendered in Debian's Chromium
 * inside the real PortalProviders, a memory router and SWR with a fake API client
 * (`src/testing/render-page.tsx`), queried by role and label, axe on each state. The rules off a
 * flow's happy path (each validation message, each error code's message, each branch) live here,
 * beside the page, rather than in an end-to-end test against the built service.
 */
export function portalPagesProject(): TestProjectInlineConfiguration {
  return {
    // Self-contained, as the Storybook projects are (apps/docs/vitest.project.ts): the
    // vanilla-extract compiler reads the config file, not the plugins' additions, and must see
    // the `portal-source` condition.
    extends: false,
    root: portalDir,
    plugins: [react(), vanillaExtractPlugin()],
    resolve: {
      conditions: ['portal-source', ...defaultClientConditions],
      alias: { [fakeClientModule]: fakeClientFile },
    },
    ssr: { resolve: { conditions: ['portal-source', ...defaultServerConditions] } },
    // Pre-bundled up front: a dependency Vite discovers mid-run makes it reload the page, and the
    // test files loading at that moment fail (the same reason as the Storybook projects' list).
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-router',
        'swr',
        'swr/mutation',
        'react-hook-form',
        '@hookform/resolvers/zod',
        '@radix-ui/react-dialog',
        'react-aria-components',
        '@internationalized/date',
        '@testing-library/react',
        '@testing-library/user-event',
        'axe-core',
      ],
    },
    test: {
      name: 'portal-pages',
      include: ['src/**/*.test.tsx'],
      setupFiles: ['src/testing/page-test-setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // Debian's Chromium, launched as every browser test here launches it.
          launchOptions: chromiumLaunchOptions,
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
