import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** zod's modules that write JSON Schema, as zod's own modules import them. */
const jsonSchemaModules =
  /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

const stubPrefix = '\0portal:zod-json-schema-stub:';

/**
 * The browser build only: zod's classic schemas carry the code that turns them into JSON Schema
 * (about 6 kB of every page that validates a form or calls the API), and only the service ever
 * asks for it, to write the OpenAPI document. Here those two modules become stubs with the same
 * exports, functions that say so if anything ever asks a schema for its JSON Schema.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'portal:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (!importer?.includes('zod') || !source.includes('json-schema')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && jsonSchemaModules.test(resolved.id) ? stubPrefix + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const real = await readFile(id.slice(stubPrefix.length), 'utf8');
      const names = new Set<string>();
      for (const match of real.matchAll(/^export (?:function|const|let|class) (\w+)/gm)) {
        if (match[1]) names.add(match[1]);
      }
      for (const match of real.matchAll(/^export \{([^}]*)\}/gm)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part
            .split(/\s+as\s+/)
            .pop()
            ?.trim();
          if (name) names.add(name);
        }
      }
      const message = JSON.stringify(
        "zod's JSON Schema is not part of the portal's browser build (build/zod-without-json-schema.ts)",
      );
      return [
        `const unavailable = () => { throw new Error(${message}); };`,
        // The create…Method factories run when a schema is read as a Standard Schema; what they
        // make is called only to write JSON Schema.
        ...[...names].map((name) =>
          name.startsWith('create')
            ? `export const ${name} = () => unavailable;`
            : `export const ${name} = unavailable;`,
        ),
      ].join('\n');
    },
  };
}
