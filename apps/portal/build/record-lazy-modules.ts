import path from 'node:path';
import type { Plugin } from 'vite';

const dynamicImportPattern = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * For the prerender's build only: each `import('./x.js')` in the app's own sources also adds the
 * imported source file (relative to the app, as Vite's client manifest names it) to
 * `globalThis.__portalLazyModules` when a collector is set. The prerender collects what a page
 * loaded (its route's module) and preloads the matching client chunks in the page's HTML, so the
 * browser fetches them alongside the entry instead of after it.
 */
export function recordLazyModules(appRoot: string): Plugin {
  const sources = path.join(appRoot, 'src') + path.sep;
  return {
    name: 'portal:record-lazy-modules',
    async transform(code, id) {
      if (!id.startsWith(sources) || !code.includes('import(')) return null;
      let output = '';
      let last = 0;
      for (const match of code.matchAll(dynamicImportPattern)) {
        const [expression, , specifier = ''] = match;
        const resolved = (await this.resolve(specifier, id))?.id.split('?')[0];
        if (!resolved?.startsWith(sources)) continue;
        const name = JSON.stringify(path.relative(appRoot, resolved).split(path.sep).join('/'));
        output += `${code.slice(last, match.index)}(globalThis.__portalLazyModules?.add(${name}), ${expression})`;
        last = match.index + expression.length;
      }
      return last === 0 ? null : { code: output + code.slice(last), map: null };
    },
  };
}
