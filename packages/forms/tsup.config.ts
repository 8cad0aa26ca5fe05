import { defineConfig } from 'tsup';

// Declarations come from `tsc -p tsconfig.build.json`: tsup's dts build does not run on TypeScript 7.
export default defineConfig({
  entry: [
    'src/catalogue/index.ts',
    'src/code-lists/index.ts',
    'src/dates/index.ts',
    'src/money/index.ts',
    'src/passwords/index.ts',
    'src/plans/index.ts',
    'src/rules/index.ts',
    'src/schemas/index.ts',
    'src/react/index.ts',
  ],
  format: ['esm'],
  target: 'es2023',
  sourcemap: true,
  clean: true,
  dts: false,
});
