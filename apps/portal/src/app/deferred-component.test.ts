// @vitest-environment jsdom
import { act, createElement, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred-component.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const mounted: Root[] = [];
afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount());
});

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`);
}

/** A module the way `import()` hands one over, counting how often it was asked for. */
function greetingModule() {
  const asked = { count: 0 };
  const importModule = async () => {
    asked.count += 1;
    return { Greeting };
  };
  return { asked, part: deferredComponent(importModule, (module) => module.Greeting) };
}

/** Renders the part inside a Suspense boundary whose fallback says 'Loading', synchronously. */
function renderInSuspense(Component: ReturnType<typeof greetingModule>['part']['Component']) {
  const container = document.createElement('div');
  const root = createRoot(container);
  mounted.push(root);
  act(() => {
    root.render(
      createElement(
        Suspense,
        { fallback: createElement('p', null, 'Loading') },
        createElement(Component, { name: 'Ada' }),
      ),
    );
  });
  return container;
}

describe('deferredComponent', () => {
  it('renders in the first commit once loaded: a page rendered from scratch never shows the fallback', async () => {
    const { part } = greetingModule();
    await part.load();
    expect(renderInSuspense(part.Component).textContent).toBe('Hello, Ada');
  });

  it('suspends while the module is still loading, then shows it', async () => {
    const { part } = greetingModule();
    const container = renderInSuspense(part.Component);
    expect(container.textContent).toBe('Loading');
    await act(() => part.load());
    expect(container.textContent).toBe('Hello, Ada');
  });

  it('imports the module once, however often it is loaded and rendered', async () => {
    const { asked, part } = greetingModule();
    await Promise.all([part.load(), part.load()]);
    renderInSuspense(part.Component);
    await part.load();
    expect(asked.count).toBe(1);
  });
});
