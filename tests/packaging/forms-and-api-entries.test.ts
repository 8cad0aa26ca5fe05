import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { packInto } from './pack-into.js';

/*
 * Another team's view of the rules and the API client: @portal/forms and @portal/api packed as npm
 * would publish them, unpacked into a scratch project's node_modules, and every subpath their
 * `exports` list imported by name, in Node and through the shipped declarations. Nothing here
 * reads the workspace sources. The packages must be built first (`npm run build`).
 */

const root = path.resolve(import.meta.dirname, '../..');
const scratch = path.join(root, '.test-output', 'entries-consumer');
const packageNames = ['forms', 'api'] as const;

type ExportEntry = { types: string; import: string };

function exportsOf(name: (typeof packageNames)[number]): Record<string, ExportEntry> {
  const manifest = JSON.parse(
    readFileSync(path.join(scratch, 'node_modules', '@portal', name, 'package.json'), 'utf8'),
  ) as { exports: Record<string, ExportEntry> };
  return manifest.exports;
}

/** Every subpath another team can import, as `@portal/forms/schemas`. */
function subpaths(): string[] {
  return packageNames.flatMap((name) =>
    Object.keys(exportsOf(name)).map((subpath) => `@portal/${name}${subpath.slice(1)}`),
  );
}

beforeAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(path.join(scratch, 'src'), { recursive: true });
  for (const name of packageNames) packInto(scratch, `packages/${name}`, name);
  writeFileSync(
    path.join(scratch, 'package.json'),
    '{ "name": "entries-consumer", "private": true, "type": "module" }\n',
  );
}, 120_000);

describe('@portal/forms and @portal/api as published', () => {
  it('have one entry per area and no root entry', () => {
    expect(Object.keys(exportsOf('forms')).sort()).toEqual(
      [
        './catalogue',
        './code-lists',
        './dates',
        './money',
        './passwords',
        './plans',
        './react',
        './rules',
        './schemas',
      ].sort(),
    );
    expect(Object.keys(exportsOf('api')).sort()).toEqual(
      [
        './account-creation',
        './account-credentials',
        './activity',
        './alerts',
        './banks',
        './client',
        './contact',
        './dashboard',
        './endpoints',
        './enrollment',
        './envelope',
        './openapi',
        './plans',
        './profile',
        './protocol',
        './recovery',
        './search',
        './security-settings',
        './sign-in',
        './swr',
      ].sort(),
    );
  });

  it('ship the built files each entry names, the changelog, and no sources or tests', () => {
    for (const name of packageNames) {
      const folder = path.join(scratch, 'node_modules', '@portal', name);
      const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
      expect(files).toContain('CHANGELOG.md');
      expect(files.some((file) => file.startsWith('src'))).toBe(false);
      expect(files.filter((file) => /\.test\.|\.stories\./.test(file))).toEqual([]);
      for (const entry of Object.values(exportsOf(name))) {
        expect(files).toContain(path.normalize(entry.import));
        expect(files).toContain(path.normalize(entry.types));
      }
    }
  });

  it('load in Node by name, each entry with what it is for', () => {
    const probe = path.join(scratch, 'probe.mjs');
    writeFileSync(
      probe,
      `const names = {};
for (const specifier of ${JSON.stringify(subpaths())}) {
  names[specifier] = Object.keys(await import(specifier));
}
process.stdout.write(JSON.stringify(names));
`,
    );
    const result = spawnSync(process.execPath, [probe], { cwd: scratch, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    const names = JSON.parse(result.stdout) as Record<string, string[]>;
    expect(Object.keys(names).sort()).toEqual(subpaths().sort());
    // A name each area is for; the READMEs' tables list the rest.
    expect(names['@portal/forms/catalogue']).toContain('fieldErrorMessages');
    expect(names['@portal/forms/code-lists']).toContain('contactTopics');
    expect(names['@portal/forms/dates']).toContain('EASTERN_TIME_ZONE');
    expect(names['@portal/forms/money']).toContain('splitAnnualAmount');
    expect(names['@portal/forms/plans']).toContain('planCostOf');
    expect(names['@portal/forms/passwords']).toContain('commonPasswordBlocklist');
    expect(names['@portal/forms/rules']).toContain('PASSWORD_MAX_LENGTH');
    expect(names['@portal/forms/schemas']).toContain('loginFormSchema');
    expect(names['@portal/forms/react']).toContain('useSchemaForm');
    expect(names['@portal/api/client']).toContain('createApiClient');
    expect(names['@portal/api/protocol']).toContain('returnCodes');
    expect(names['@portal/api/envelope']).toContain('sealRequest');
    expect(names['@portal/api/endpoints']).toContain('endpoints');
    expect(names['@portal/api/sign-in']).toContain('loginEndpoint');
    expect(names['@portal/api/recovery']).toContain('findYourAccountEndpoint');
    expect(names['@portal/api/account-creation']).toContain('intermediateProfileSaveEndpoint');
    expect(names['@portal/api/account-credentials']).toContain('createUserAccountEndpoint');
    expect(names['@portal/api/security-settings']).toContain('fetchSecuritySettingsEndpoint');
    expect(names['@portal/api/banks']).toContain('fetchUserBankDetailsEndpoint');
    expect(names['@portal/api/contact']).toContain('portalContactUsSendMailEndpoint');
    expect(names['@portal/api/search']).toContain('siteSearchEndpoint');
    expect(names['@portal/api/plans']).toContain('getHighLowPlanEndpoint');
    expect(names['@portal/api/dashboard']).toContain('programDashboardEndpoint');
    expect(names['@portal/api/enrollment']).toContain('submitUserEnrollmentEndpoint');
    expect(names['@portal/api/profile']).toContain('fetchUserProfileDetailsEndpoint');
    expect(names['@portal/api/alerts']).toContain('manageMyAlertsEndpoint');
    expect(names['@portal/api/activity']).toContain('fetchActivityLogEndpoint');
    expect(names['@portal/api/openapi']).toContain('createOpenApiDocument');
    expect(names['@portal/api/swr']).toContain('useBankAccounts');
  });

  it('type-check through the shipped declarations', () => {
    const source = [
      "import { fieldErrorMessages } from '@portal/forms/catalogue';",
      "import { loginFormSchema } from '@portal/forms/schemas';",
      "import { useSchemaForm } from '@portal/forms/react';",
      "import { createApiClient, memorySessionStore } from '@portal/api/client';",
      "import { loginEndpoint, type LoginRequest } from '@portal/api/sign-in';",
      "import { useBankAccounts } from '@portal/api/swr';",
      '',
      "const request: LoginRequest = { strUserid: 'a', strPassword: 'b', strProductNm: 'MFB' };",
      'const parsed = loginFormSchema.safeParse({});',
      'const client = createApiClient({ session: memorySessionStore() });',
      'export const used = [fieldErrorMessages.required, parsed.success, client, loginEndpoint, request, useSchemaForm, useBankAccounts];',
      '',
    ].join('\n');
    writeFileSync(path.join(scratch, 'src', 'uses.ts'), source);
    writeFileSync(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          noEmit: true,
          // The packed declarations themselves are checked too.
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      }),
    );
    const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
    const result = spawnSync(tsc, ['-p', path.join(scratch, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);
});
