import type { Config } from '@react-router/dev/config';
import { recordPrerenderedPages } from './build/record-prerendered-pages.js';
import {
  editionPrefixes,
  editionRedirects,
  prerenderedPaths,
} from './src/app/prerendered-pages.js';

/**
 * React Router's framework mode (architecture section 6): route modules in src/routes.ts, the
 * public pages prerendered for each edition under its prefix, every other page rendered in the
 * browser from the framework's SPA shell (`ssr: false`: the portal has no rendering server).
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: false,
  prerender: () =>
    Object.entries(editionPrefixes).flatMap(([flag, prefix]) =>
      prerenderedPaths
        .filter((path) => !editionRedirects[flag as keyof typeof editionRedirects][path])
        .map((path) => `/${prefix}${path === '/' ? '' : path}`),
    ),
  buildEnd: ({ reactRouterConfig, buildManifest }) => {
    if (!buildManifest) throw new Error('the build wrote no route manifest');
    return recordPrerenderedPages(reactRouterConfig.buildDirectory, buildManifest.routes);
  },
} satisfies Config;
