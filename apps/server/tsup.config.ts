import { defineConfig } from 'tsup';

// Two entries: `main` starts the listeners, `index` is the library face used by whole-system tests.
// The @portal/* workspace packages are bundled from their TypeScript sources (the `portal-source`
// condition), so the server runs without building them first; every other dependency stays external
// and is loaded from node_modules at run time (better-sqlite3 and argon2 are native and cannot be
// bundled anyway).
export default defineConfig({
  entry: ['src/main.ts', 'src/index.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  // Declarations would come from tsc: tsup's dts build does not run on TypeScript 7.
  dts: false,
  noExternal: [/^@portal\//],
  esbuildOptions(options) {
    options.conditions = ['portal-source'];
  },
});
