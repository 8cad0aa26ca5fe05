import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Packs a workspace exactly as npm would publish it (only the `files` it lists) and unpacks the
 * tarball into `<scratch>/node_modules/@portal/<name>`, where a scratch project finds it by name.
 */
export function packInto(scratch: string, workspace: string, name: string): string {
  const packDir = path.join(scratch, 'packs');
  mkdirSync(packDir, { recursive: true });
  const output = execFileSync(
    'npm',
    ['pack', '--silent', '--workspace', workspace, '--pack-destination', packDir],
    { cwd: root, encoding: 'utf8' },
  );
  const tarball = path.join(packDir, output.trim().split('\n').at(-1) ?? '');
  const target = path.join(scratch, 'node_modules', '@portal', name);
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  return target;
}
