import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type DeferredComponent<P extends object> = {
  /** Renders inside a `<Suspense>`; during hydration React keeps the server's HTML until it loads. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the module (once); resolves when it is in. */
  load: () => Promise<void>;
};

/**
 * `React.lazy` over a module loaded beside the page rather than with it: the shell's header and
 * footer (deferred-shell-parts.ts), a page's heavy part (a route module's `deferredParts`, see
 * routes.tsx). Once loaded, the component renders at once: its loader answers with a thenable
 * that calls back synchronously, which `lazy` reads without suspending. So a page rendered from
 * scratch after `load()` has settled never shows the Suspense fallback for it (a header that would
 * shift as the part pops in), while a prerendered page can still hydrate before the module
 * arrives. The prerender preloads such modules at low priority (build/prerender.ts).
 */
export function deferredComponent<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): DeferredComponent<P> {
  let loading: Promise<M> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  // The prerender (Vite's SSR build) records what each page defers; browsers' builds drop this.
  const start = import.meta.env.SSR ? () => importAsDeferred(importModule) : importModule;
  const load = () => {
    // A module imported for an earlier prerendered page is asked for again (the module registry
    // answers at once), so this page records it too.
    if (import.meta.env.SSR && loading) void start();
    loading ??= start().then((module) => {
      loaded = { default: pick(module) };
      return module;
    });
    return loading.then(() => undefined);
  };
  const Component = lazy<ComponentType<P>>(() => {
    if (loaded) {
      const ready = loaded;
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose: React.lazy reads one that calls back synchronously without suspending (the point of this helper).
      const settled = { then: (resolve: (value: typeof ready) => void) => resolve(ready) };
      return settled as unknown as Promise<typeof ready>;
    }
    return load().then(() => loaded as { default: ComponentType<P> });
  });
  return { Component, load };
}

/**
 * Starts the import with the prerender recording it as deferred (build/record-lazy-modules.ts): a
 * page's HTML preloads what it defers at low priority, so it arrives without delaying the first
 * paint, and hydrates when it does.
 */
function importAsDeferred<M>(importModule: () => Promise<M>): Promise<M> {
  const recording = globalThis.__portalLazyModules;
  globalThis.__portalLazyModules = globalThis.__portalDeferredModules;
  try {
    return importModule();
  } finally {
    globalThis.__portalLazyModules = recording;
  }
}

declare global {
  /** Set by the prerender while it renders a page: the modules the page loads lazily. */
  var __portalLazyModules: Set<string> | undefined;
  /** Set by the prerender while it renders a page: the modules of its deferred parts. */
  var __portalDeferredModules: Set<string> | undefined;
}
