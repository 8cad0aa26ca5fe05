import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../chromium-launch.js';
import { packInto } from './pack-into.js';

/*
 * Another team's view of the kit: @portal/tokens and @portal/ui packed exactly as npm would publish
 * them (only the `files` they list), unpacked into a scratch app's node_modules, type-checked against
 * the shipped declarations and built with Vite using default export conditions — no workspace
 * sources, no `portal-source` condition. The packages must be built first (`npm run build`).
 */

const root = path.resolve(import.meta.dirname, '../..');
const scratch = path.join(root, '.test-output', 'consumer-app');

const mainTsx = `import { themes } from '@portal/tokens';
import '@portal/tokens/styles.css';
import { AlertBanner, Button, PasswordField, TextField } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import '@portal/ui/styles.css';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(themes.federal);
const root = document.getElementById('root');
if (!root) throw new Error('no root');
createRoot(root).render(
  <main>
    <AlertBanner status="INFO">Built from the published packages.</AlertBanner>
    <TextField label="Username" name="username" />
    <PasswordField label="Password" name="password" />
    <DateField label="Date of birth" name="dateOfBirth" defaultValue="1985-03-27" />
    <Button type="submit">LOG IN</Button>
  </main>,
);
`;

beforeAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(path.join(scratch, 'src'), { recursive: true });
  packInto(scratch, 'packages/tokens', 'tokens');
  packInto(scratch, 'packages/ui', 'ui');
  writeFileSync(
    path.join(scratch, 'package.json'),
    '{ "name": "consumer-app", "private": true, "type": "module" }\n',
  );
  writeFileSync(
    path.join(scratch, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(path.join(scratch, 'src', 'main.tsx'), mainTsx);
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2023',
        lib: ['ES2023', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        // As in any Vite app: declares the CSS side-effect imports.
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  );
}, 120_000);

describe('a scratch app using the published packages', () => {
  it('ships only built files: no sources, stories or tests in the tarballs', () => {
    for (const name of ['tokens', 'ui']) {
      const files = readdirSync(path.join(scratch, 'node_modules', '@portal', name), {
        recursive: true,
        encoding: 'utf8',
      });
      expect(files.some((file) => file.startsWith('src'))).toBe(false);
      expect(files.filter((file) => /\.stories\.|\.test\./.test(file))).toEqual([]);
      expect(files).toContain(path.join('dist', 'index.js'));
      expect(files).toContain(path.join('dist', 'index.d.ts'));
    }
    // DateField's own entry (react-aria stays out of the main one).
    const ui = readdirSync(path.join(scratch, 'node_modules', '@portal', 'ui'), {
      recursive: true,
      encoding: 'utf8',
    });
    expect(ui).toContain(path.join('dist', 'date-field.js'));
    expect(ui).toContain(path.join('dist', 'DateField', 'index.d.ts'));
  });

  it('type-checks against the shipped declarations', () => {
    // Declarations of the packed kit itself are checked too (skipLibCheck is off for them).
    const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
    const result = spawnSync(tsc, ['-p', path.join(scratch, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('builds with Vite and renders the kit in the federal theme', async () => {
    await build({ root: scratch, logLevel: 'error', build: { outDir: 'dist' } });
    const css = readdirSync(path.join(scratch, 'dist', 'assets'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(path.join(scratch, 'dist', 'assets', file), 'utf8'))
      .join('\n');
    expect(css).toContain('--portal-color-primary');

    const server = await preview({ root: scratch, logLevel: 'error', preview: { port: 0 } });
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? '');
      const button = page.getByRole('button', { name: 'LOG IN' });
      await button.waitFor();
      // The federal theme's primary colour (#005ea2) reached the button: classes, CSS and theme agree.
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(0, 94, 162)',
      );
      await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe(
        'password',
      );
      // `@portal/ui/date-field` resolves and renders, and its styles come with `@portal/ui/styles.css`
      // (DateField's segment box has a text cursor, from DateField.css; unstyled it would be `auto`).
      await expect(page.locator('input[name="dateOfBirth"]').inputValue()).resolves.toBe(
        '1985-03-27',
      );
      const segments = page.getByRole('group', { name: 'Date of birth' });
      expect(await segments.evaluate((element) => getComputedStyle(element).cursor)).toBe('text');
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  }, 120_000);
});
