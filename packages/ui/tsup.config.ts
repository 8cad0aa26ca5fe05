import { rm } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// Declarations come from `tsc -p tsconfig.build.json`: tsup's dts build does not run on TypeScript 7.
export default defineConfig({
  // Two entries: the kit (`@portal/ui`) and DateField (`@portal/ui/date-field`), which pulls in
  // react-aria. Shared modules go to `dist/chunk-*.js`.
  entry: { index: 'src/index.ts', 'date-field': 'src/DateField/index.ts' },
  format: ['esm'],
  target: 'es2023',
  sourcemap: true,
  clean: true,
  dts: false,
  esbuildPlugins: [vanillaExtractPlugin()],
  // esbuild writes one stylesheet per entry, each with every style its entry reaches, so
  // `date-field.css` repeats the field, button and focus-ring styles already in `index.css`, which
  // holds DateField's styles too (src/index.ts imports them). Only `index.css` is published, as
  // `@portal/ui/styles.css`; the repeat would only invite loading shared rules twice.
  onSuccess: async () => {
    await rm('dist/date-field.css', { force: true });
    await rm('dist/date-field.css.map', { force: true });
  },
});
