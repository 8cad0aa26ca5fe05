import { defineConfig } from 'tsup';

// Declarations come from `tsc -p tsconfig.build.json`: tsup's dts build does not run on TypeScript 7.
export default defineConfig({
  entry: [
    'src/client.ts',
    'src/protocol.ts',
    'src/envelope.ts',
    'src/endpoints.ts',
    'src/sign-in.ts',
    'src/recovery.ts',
    'src/account-creation.ts',
    'src/account-credentials.ts',
    'src/banks.ts',
    'src/contact.ts',
    'src/search.ts',
    'src/security-settings.ts',
    'src/plans.ts',
    'src/dashboard.ts',
    'src/enrollment.ts',
    'src/profile.ts',
    'src/alerts.ts',
    'src/activity.ts',
    'src/openapi.ts',
    'src/swr/index.ts',
  ],
  format: ['esm'],
  target: 'es2023',
  sourcemap: true,
  clean: true,
  dts: false,
});
