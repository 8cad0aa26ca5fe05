import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tests/chromium-launch.js';

const docsDir = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(docsDir, '.storybook');
const repoRoot = path.resolve(docsDir, '../..');

/** Component tests that import stories (composeStories) run in the same browser project. */
const componentTests = path.join(repoRoot, 'packages/ui/src/**/*.test.tsx');

export type Edition = 'federal' | 'individual';

/**
 * The storybook plugin replaces `test.include` with the story files; this adds the component tests
 * back after it (a `config` hook's arrays are merged, not replaced).
 */
function includeComponentTests(): Plugin {
  return {
    name: 'portal:include-component-tests',
    enforce: 'post',
    config: () => ({
      test: { include: [path.relative(docsDir, componentTests)] },
    }),
  };
}

/**
 * A Vitest project that runs every story (play function + axe) and the ui component tests in
 * headless Chromium, with one edition's theme. Use one project per edition in the root config:
 *
 *   test: { projects: [storybookProject('federal'), storybookProject('individual')] }
 */
export function storybookProject(edition: Edition): TestProjectInlineConfiguration {
  return {
    // Self-contained: without this the project's Vite server loads the root config file, and the
    // vanilla-extract compiler (which reads the config file, not the plugins' additions) would
    // resolve `@portal/tokens` without the `portal-source` condition, i.e. from an unbuilt `dist`.
    extends: false,
    // The vanilla-extract plugin and React come from `.storybook/main.ts` (`viteFinal`), which
    // storybookTest applies; adding them here again would run them twice.
    plugins: [
      storybookTest({
        configDir,
        storybookScript: 'npm run storybook --workspace @portal/docs -- --no-open',
        initialGlobals: { edition },
      }),
      includeComponentTests(),
    ],
    resolve: { conditions: ['portal-source', ...defaultClientConditions] },
    // vanilla-extract evaluates `.css.ts` files in an SSR context, which uses these conditions.
    ssr: { resolve: { conditions: ['portal-source', ...defaultServerConditions] } },
    define: { 'import.meta.env.STORYBOOK_EDITION': JSON.stringify(edition) },
    // Pre-bundle what the component tests import. Discovered mid-run, Vite re-optimises and reloads:
    // tests then fail to import, or meet a second copy of React ("reading 'useId'" of null).
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-dom/server',
        // Every dependency a story imports must be listed: one Vite discovers mid-run makes it
        // reload the page, and the test files loading at that moment fail on a clean checkout.
        '@radix-ui/react-dialog',
        'react-aria-components',
        '@internationalized/date',
        'react-hook-form',
        '@hookform/resolvers/zod',
        '@testing-library/react',
        '@testing-library/user-event',
      ],
    },
    test: {
      name: `stories-${edition}`,
      // MDX pages are docs, not tests (the plugin only excludes those under the working directory).
      exclude: [...configDefaults.exclude, '**/*.mdx'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // Debian's Chromium, launched as every browser test here launches it.
          launchOptions: chromiumLaunchOptions,
        }),
        instances: [{ browser: 'chromium' }],
      },
      setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    },
  };
}
