import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductFlag } from '@portal/forms/code-lists';

/** A page of the fake build: where it is under client/, its HTML, its hashes, its loader data. */
export type FakePage = {
  file: string;
  html: string;
  scriptHashes?: string[];
  styleHashes?: string[];
  data?: string;
};

/**
 * Writes a portal build as `react-router build` lays it out (apps/portal/build/
 * record-prerendered-pages.ts): client/ with the member pages' shell, each edition's prerendered
 * pages and their data, and prerendered.json beside it. Only what a test names is written.
 */
export async function writePortalBuild(
  portalDist: string,
  build: {
    shell: FakePage;
    pages?: Partial<Record<ProductFlag, Record<string, FakePage>>>;
    redirects?: Partial<Record<ProductFlag, Record<string, string>>>;
    inlineStyleHashes?: string[];
    /** The first segments of the paths the portal routes (absent: every path is routed). */
    routeSegments?: string[];
    /** Other files of client/ (scripts, images), by their path under it. */
    files?: Record<string, string | Buffer>;
  },
): Promise<void> {
  const client = path.join(portalDist, 'client');
  const write = async (file: string, content: string | Buffer) => {
    await mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await writeFile(path.join(client, file), content);
  };
  const listed = async ({ file, html, scriptHashes = [], styleHashes, data }: FakePage) => {
    await write(file, html);
    const dataFile = data === undefined ? undefined : file.replace(/\/index\.html$/, '.data');
    if (dataFile && data !== undefined) await write(dataFile, data);
    return {
      file,
      scriptHashes,
      ...(styleHashes ? { styleHashes } : {}),
      ...(dataFile ? { data: dataFile } : {}),
    };
  };
  const editions: Record<string, unknown> = {};
  for (const edition of ['MFB', 'MP'] as const) {
    const pages: Record<string, unknown> = {};
    for (const [pathname, page] of Object.entries(build.pages?.[edition] ?? {})) {
      pages[pathname] = await listed(page);
    }
    editions[edition] = { pages, redirects: build.redirects?.[edition] ?? {} };
  }
  for (const [file, content] of Object.entries(build.files ?? {})) await write(file, content);
  const manifest = {
    shell: await listed(build.shell),
    editions,
    inlineStyleHashes: build.inlineStyleHashes ?? [],
    ...(build.routeSegments ? { routeSegments: build.routeSegments } : {}),
  };
  await writeFile(path.join(portalDist, 'prerendered.json'), JSON.stringify(manifest));
}
