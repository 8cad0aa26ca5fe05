// Part of the build's last step (record-prerendered-pages.ts): writes each prerendered page's
// stylesheets into the page itself, so a phone paints it from the HTML alone.
//
// Why whole stylesheets, not a critical subset (beasties): a page's CSS is small (about 45 kB, 8 kB
// with Brotli on the home page), a subset would drop the rules of what scripts open later (menus,
// modals, the FAQ answers), and both of beasties' ways of loading the rest break something here:
// replacing a <link> with a <style> leaves React nothing to hydrate the link against, and its
// asynchronous loading needs an inline onload handler, which the content security policy would
// have to allow.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The page's HTML with its stylesheets' rules in one `<style>` where the first of them was, and
 * each `<link rel="stylesheet">` kept (React hydrates the head against it) but `disabled`, so the
 * browser neither fetches nor waits for it. Over HTTP/1.1's six connections a phone otherwise
 * fetched fifteen small stylesheets, behind fifty module preloads, before painting anything.
 * On a later client-side navigation the router links the next page's stylesheets as usual.
 */
export async function inlinePageStyles(client: string, html: string): Promise<string> {
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    // A disabled one is already written in (a build that ran this step twice).
    .filter((tag) => /\srel="stylesheet"/.test(tag) && !/\sdisabled/.test(tag));
  if (links.length === 0) return html;
  const files: string[] = [];
  for (const tag of links) {
    // The framework writes some stylesheets' addresses with a bare `#` at the end.
    const href = /\shref="([^"#]+)#?"/.exec(tag)?.[1];
    if (!href?.startsWith('/assets/') || !href.endsWith('.css')) {
      throw new Error(`a prerendered page links a stylesheet the build did not write: ${tag}`);
    }
    if (!files.includes(href)) files.push(href);
  }
  const rules: string[] = [];
  for (const href of files) rules.push(await readFile(path.join(client, href), 'utf8'));
  const css = rules.join('\n');
  // Nothing in it may end the element early (vanilla-extract never writes this).
  if (/<\/style/i.test(css)) throw new Error('a stylesheet contains "</style"');
  let inlined = html;
  for (const tag of links) inlined = inlined.replace(tag, tag.replace(/\/?>$/, ' disabled="">'));
  const first = links[0]?.replace(/\/?>$/, ' disabled="">') ?? '';
  return inlined.replace(first, `<style>${css}</style>${first}`);
}
