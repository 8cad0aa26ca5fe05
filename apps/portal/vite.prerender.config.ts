import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { recordLazyModules } from './build/record-lazy-modules.js';
import clientConfig from './vite.config.js';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The prerender's build: the same app for Node (Vite's SSR build), from src/prerender/render-page.tsx.
 * build/prerender.ts runs it after the client build to write each public page's HTML. React,
 * react-router and SWR stay in node_modules; the workspace packages are bundled from source.
 */
export default mergeConfig(
  clientConfig,
  defineConfig({
    plugins: [recordLazyModules(appRoot)],
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: 'node_modules/.cache/portal-prerender',
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      // The client build's chunk inlining (vite.config.ts) is for browsers; the prerender's entry
      // must keep its exports, which build/prerender.ts calls.
      rolldownOptions: {
        preserveEntrySignatures: 'strict',
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 0 } } },
      },
    },
  }),
);
