/** Messages already given: each is said once. Made on the first warning (see below). */
let warned: Set<string> | undefined;

/**
 * Warns once per message in development about a misuse that would hurt users (react-aria does this).
 *
 * A warning never shows in production, so none of it should be downloaded there: every call is
 * written `/* @__PURE__ *\/ warnInDevelopment(...)`, which lets the bundler drop the call with its
 * message while it links the chunks, and then this module (it does nothing when it loads). The
 * function's own mark catches a call written without it, later, in the minifier (the message goes,
 * an import of this module may stay). The development server does not tree-shake: it still warns.
 */
/* @__NO_SIDE_EFFECTS__ */
export function warnInDevelopment(message: string): void {
  // `import.meta.env.DEV` is true under Vite's dev server and false in production builds;
  // elsewhere (an unbundled ESM import, tsup output) `env` is undefined and warnings stay off.
  const env = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env;
  if (env?.DEV !== true) return;
  warned ??= new Set();
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`@portal/ui: ${message}`);
}
