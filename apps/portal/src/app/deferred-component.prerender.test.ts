import { afterEach, describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred-component.js';

function Part() {
  return null;
}

// The prerender's build (build/record-lazy-modules.ts) turns each `import('./x.js')` of the app into
// one that first adds the module to `globalThis.__portalLazyModules`; these imports do the same.
function recordedImport(name: string) {
  return async () => {
    globalThis.__portalLazyModules?.add(name);
    return { Part };
  };
}

/** What render-page.tsx does around each page: two records, and the page's loading inside them. */
async function recordPage(run: () => Promise<unknown>) {
  const lazy = new Set<string>();
  const deferred = new Set<string>();
  globalThis.__portalLazyModules = lazy;
  globalThis.__portalDeferredModules = deferred;
  try {
    await run();
  } finally {
    globalThis.__portalLazyModules = undefined;
    globalThis.__portalDeferredModules = undefined;
  }
  return { lazy: [...lazy], deferred: [...deferred] };
}

afterEach(() => {
  globalThis.__portalLazyModules = undefined;
  globalThis.__portalDeferredModules = undefined;
});

describe('deferredComponent, as the prerender loads it', () => {
  it('is recorded as deferred, to be preloaded at low priority, not with the page', async () => {
    const part = deferredComponent(recordedImport('src/form.tsx'), (module) => module.Part);
    const page = recordedImport('src/page.tsx');
    const recorded = await recordPage(async () => {
      await page();
      await part.load();
    });
    expect(recorded).toEqual({ lazy: ['src/page.tsx'], deferred: ['src/form.tsx'] });
  });

  it('is recorded for every page that loads it, not only the first', async () => {
    const part = deferredComponent(recordedImport('src/form.tsx'), (module) => module.Part);
    await recordPage(() => part.load());
    const second = await recordPage(() => part.load());
    expect(second.deferred).toEqual(['src/form.tsx']);
  });
});
