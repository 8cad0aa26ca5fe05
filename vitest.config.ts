import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { storybookProject } from './apps/docs/vitest.project.js';
import { portalPagesProject } from './apps/portal/vitest.project.js';

/**
 * Every vitest project of the repository. `npm test` runs them by name (see scripts/portal.mjs);
 * workspace packages resolve to their TypeScript sources through the `portal-source` condition,
 * so no package has to be built before its tests run.
 */
const sourceConditions = {
  resolve: { conditions: ['portal-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['portal-source', ...defaultServerConditions] } },
};

function serverProject(name: string, database: string): TestProjectInlineConfiguration {
  return {
    ...sourceConditions,
    test: {
      name,
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      environment: 'node',
      env: { PORTAL_TEST_DATABASE: database },
      // One database seeded with the demo accounts per run, copied by each test app.
      globalSetup: ['src/testing/seeded-template.ts'],
      // Each test file migrates its own database; two at a time suit a 2-core machine.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  ...sourceConditions,
  test: {
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            // React bindings of the rules; the kit's own *.test.tsx run in the browser projects.
            'packages/forms/src/**/*.test.tsx',
            'apps/portal/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Packs the built kit and builds a scratch app with it: run after `npm run build`.
        test: {
          name: 'packaging',
          include: ['tests/packaging/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Two built service instances on PostgreSQL behind nginx (scripts/cluster.mjs): run after
        // `npm run build`, with TEST_DATABASE_URL and nginx; without them every test is skipped
        // and scripts/portal.mjs says why (tests/cluster/support/cluster-run.ts).
        ...sourceConditions,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          // Each file starts the pair on the same ports.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      serverProject('server-sqlite', 'sqlite'),
      ...(postgresUrl ? [serverProject('server-postgres', postgresUrl)] : []),
      storybookProject('federal'),
      storybookProject('individual'),
      // Portal pages in Chromium with a fake API client, both editions in each file.
      portalPagesProject(),
    ],
  },
});
