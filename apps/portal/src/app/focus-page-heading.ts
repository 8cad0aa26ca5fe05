/**
 * Puts focus on the page's `<h1>` (its `<main>` while the heading waits for data), where a
 * reader starts on a new page: after a navigation, or when what held focus has gone.
 */
export function focusPageHeading(): void {
  const main = document.querySelector('main');
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
