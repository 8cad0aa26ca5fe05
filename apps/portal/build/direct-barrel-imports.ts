import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where one name a barrel exports really lives. */
type ExportTarget = { file: string; name: string; typeOnly: boolean };
type ExportMap = Map<string, ExportTarget>;

const reExportPattern = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g;

type Specifier = { imported: string; local: string; typeOnly: boolean };

function parseSpecifiers(list: string, typeOnlyStatement: boolean): Specifier[] {
  return list
    .split(',')
    .map((part) => part.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const typeOnly = typeOnlyStatement || part.startsWith('type ');
      const [imported = '', local = imported] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { imported: imported.trim(), local: local.trim(), typeOnly };
    });
}

/**
 * Rewrites `import { a, b } from '@portal/forms'` into imports of the files that define `a` and
 * `b`. Why: Rolldown (Vite 8) groups modules into chunks by what each entry reaches statically,
 * counting every module a package's index re-exports, even with `sideEffects: false` (rolldown
 * issue 8920). The shell imports a few small helpers from @portal/forms and @portal/api, whose
 * indexes also re-export the zod schemas and contracts; so zod landed in a chunk the first page
 * loads although no code of it runs there. Importing the defining files directly leaves only the
 * modules really used in the first page's graph. Names a barrel does not list plainly (an
 * `export *`, a default export) keep their import as written.
 */
export function directBarrelImports(barrelSpecifiers: readonly string[]): Plugin {
  const exportMaps = new Map<string, Promise<ExportMap | null>>();

  return {
    name: 'portal:direct-barrel-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      if (!barrelSpecifiers.some((specifier) => code.includes(specifier))) return null;

      const resolveFile = async (specifier: string, importer: string) =>
        (await this.resolve(specifier, importer))?.id.split('?')[0] ?? null;

      const readExportMap = (file: string): Promise<ExportMap | null> => {
        let map = exportMaps.get(file);
        if (!map) {
          map = buildExportMap(file);
          exportMaps.set(file, map);
        }
        return map;
      };

      const buildExportMap = async (file: string): Promise<ExportMap | null> => {
        const source = await readFile(file, 'utf8');
        if (/export\s*\*/.test(source)) return null;
        const map: ExportMap = new Map();
        for (const match of source.matchAll(reExportPattern)) {
          const [, typeKeyword, list = '', from = ''] = match;
          const target = await resolveFile(from, file);
          if (!target) return null;
          for (const specifier of parseSpecifiers(list, Boolean(typeKeyword))) {
            map.set(specifier.local, {
              file: target,
              name: specifier.imported,
              typeOnly: specifier.typeOnly,
            });
          }
        }
        // A component folder's index.ts re-exports its component file: follow it to the end.
        for (const [name, target] of map) {
          if (path.basename(target.file).startsWith('index.')) {
            const inner = (await readExportMap(target.file))?.get(target.name);
            if (inner) map.set(name, { ...inner, typeOnly: inner.typeOnly || target.typeOnly });
          }
        }
        return map;
      };

      let changed = false;
      let output = '';
      let last = 0;
      for (const match of code.matchAll(importPattern)) {
        const [statement, typeKeyword, list = '', , from = ''] = match;
        if (!barrelSpecifiers.includes(from) || typeKeyword) continue;
        const barrel = await resolveFile(from, id);
        const map = barrel ? await readExportMap(barrel) : null;
        if (!map) continue;
        const specifiers = parseSpecifiers(list, false);
        const targets = specifiers.map((specifier) => map.get(specifier.imported));
        if (targets.some((target) => target === undefined)) continue;

        const byFile = new Map<string, string[]>();
        const typeOnlyByFile = new Map<string, boolean>();
        specifiers.forEach((specifier, index) => {
          const target = targets[index] as ExportTarget;
          const typeOnly = specifier.typeOnly || target.typeOnly;
          const binding =
            target.name === specifier.local ? target.name : `${target.name} as ${specifier.local}`;
          byFile.set(target.file, [
            ...(byFile.get(target.file) ?? []),
            typeOnly ? `type ${binding}` : binding,
          ]);
          typeOnlyByFile.set(target.file, (typeOnlyByFile.get(target.file) ?? true) && typeOnly);
        });
        const replacement = [...byFile]
          .map(([file, bindings]) =>
            typeOnlyByFile.get(file)
              ? `import type { ${bindings.map((binding) => binding.replace(/^type /, '')).join(', ')} } from ${JSON.stringify(file)};`
              : `import { ${bindings.join(', ')} } from ${JSON.stringify(file)};`,
          )
          .join(' ');
        // Same number of lines as the statement replaced, so the rest of the file keeps its
        // positions and the source map stays true without being rewritten.
        const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
        output += code.slice(last, match.index) + replacement + lineBreaks;
        last = match.index + statement.length;
        changed = true;
      }
      if (!changed) return null;
      return { code: output + code.slice(last), map: null };
    },
  };
}
