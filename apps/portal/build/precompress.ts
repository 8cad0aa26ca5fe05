// Writes a Brotli (.br) and a gzip (.gz) copy beside each script, stylesheet and SVG of the build,
// at the highest levels: once per build instead of on every request. The service sends the copy
// the browser accepts (@fastify/static's preCompressed). A copy that saves nothing is not written.
// Run by `npm run build` after `react-router build`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// What the service serves (dist/client); dist/server is the build's renderer, never served.
const dist = fileURLToPath(new URL('../dist/client', import.meta.url));
const compressible = /\.(?:js|css|svg)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  files += 1;
  before += content.length;
  after += Math.min(brotli.length, content.length);
}
process.stdout.write(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} kB, ${(after / 1024).toFixed(0)} kB with Brotli\n`,
);
