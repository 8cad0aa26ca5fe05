import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type DeferredComponent<P extends object> = {
  /** Renders inside a `<Suspense>`; during hydration React keeps the server's HTML until it loads. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the module (once); resolves when it is in. */
  load: () => Promise<void>;
};

/**
 * `React.lazy` over a module the entry starts loading early. Once loaded, the component renders at
 * once: its loader answers with a thenable that calls back synchronously, which `lazy` reads
 * without suspending. So a page rendered from scratch after `load()` has settled never shows the
 * Suspense fallback for it (a header that would shift as the part pops in), while a prerendered
 * page can still hydrate before the module arrives.
 */
export function deferredComponent<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): DeferredComponent<P> {
  let loading: Promise<M> | undefined;
  let loaded: { default: ComponentType<P> } | undefined;
  const load = () => {
    loading ??= importModule().then((module) => {
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
