// `import.meta.env.DEV` is true under Vite's dev server and false in production builds; elsewhere
// (an unbundled ESM import, tsup output) `env` is undefined and warnings stay off.
const env = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env;

const warned = new Set<string>();

/** Warns once per message in development about a misuse that would hurt users (react-aria does this). */
export function warnInDevelopment(message: string): void {
  if (env?.DEV !== true || warned.has(message)) return;
  warned.add(message);
  console.warn(`@portal/ui: ${message}`);
}
