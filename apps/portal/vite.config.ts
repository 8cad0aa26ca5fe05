import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

const apiTarget = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are read from their TypeScript sources, so the app never waits on their builds.
  resolve: { conditions: ['portal-source', ...defaultClientConditions] },
  // vanilla-extract evaluates `.css.ts` files in Vite's SSR context, which has its own conditions.
  ssr: { resolve: { conditions: ['portal-source', ...defaultServerConditions] } },
  build: { outDir: 'dist', sourcemap: true, target: 'es2023' },
  // `npm run dev -w @portal/portal` serves the app with hot reload against a running server.
  server: { proxy: { '/api': apiTarget } },
});
