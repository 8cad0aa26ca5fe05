import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The tokens' pages (Foundations) live in ../src/foundations: they show the kit's icons too, and
  // @portal/tokens has no React. An empty glob warns on every run, so none points at the tokens.
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.tsx',
    '../../../packages/ui/src/**/*.mdx',
    '../../../packages/ui/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Serve the workspace packages from source: their `portal-source` export condition points at
  // src/index.ts, so stories and docs show the code being edited, with no package build first.
  // `ssr.resolve.conditions` matters too: vanilla-extract evaluates `.css.ts` files in an SSR
  // context (Vite 6+ resolves SSR with `ssr.resolve.conditions`, not `resolve.conditions`).
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [react(), vanillaExtractPlugin()],
      resolve: { conditions: ['portal-source', ...defaultClientConditions] },
      ssr: { resolve: { conditions: ['portal-source', ...defaultServerConditions] } },
    });
  },
};

export default config;
