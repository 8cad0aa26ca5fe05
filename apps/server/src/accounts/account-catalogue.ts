import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ProductFlag, type StateCode, stateCodeValues } from '@portal/forms/code-lists';
import { z } from 'zod/mini';
import { contentDir } from '../content/content-files.js';

/*
 * The catalogue data of account creation, committed under content/catalogue/ (data, not code:
 * domain.md section 3): the agency list, the branches of service and the states each product can
 * be bought in. Read once, checked against these schemas, so a bad edit stops the service at start
 * rather than answering wrongly.
 */

const agencyFileSchema = z.object({
  agencies: z.array(
    z.object({
      code: z.string().check(z.regex(/^[A-Z0-9]{2,8}$/)),
      name: z.string().check(z.minLength(1)),
      kind: z.enum(['employing', 'annuity']),
    }),
  ),
});

const branchFileSchema = z.object({
  branches: z.array(
    z.object({
      code: z.string().check(z.regex(/^[A-Z]{2,6}$/)),
      name: z.string().check(z.minLength(1)),
    }),
  ),
});

const stateEligibilityFileSchema = z.object({
  products: z.object({
    MFB: z.object({ allStates: z.literal(true) }),
    MP: z.object({ eligibleStates: z.array(z.enum(stateCodeValues)) }),
  }),
});

export type CatalogueAgency = z.infer<typeof agencyFileSchema>['agencies'][number];
export type AgencyKind = CatalogueAgency['kind'];

export interface AccountCatalogue {
  agencies: readonly CatalogueAgency[];
  agencyByCode: ReadonlyMap<string, CatalogueAgency>;
  branches: readonly { code: string; name: string }[];
  isStateEligible(productLine: ProductFlag, state: StateCode): boolean;
}

function readJson<T>(file: string, schema: z.ZodMiniType<T>): T {
  const text = readFileSync(path.join(contentDir, 'catalogue', file), 'utf8');
  return schema.parse(JSON.parse(text));
}

let loaded: AccountCatalogue | undefined;

/** The catalogue, read on first use and kept (the files change with a release, not at run time). */
export function accountCatalogue(): AccountCatalogue {
  if (loaded) return loaded;
  const { agencies } = readJson('agencies.json', agencyFileSchema);
  const agencyByCode = new Map(agencies.map((agency) => [agency.code, agency]));
  if (agencyByCode.size !== agencies.length) throw new Error('agencies.json repeats a code');
  const { branches } = readJson('branches-of-service.json', branchFileSchema);
  const { products } = readJson('state-eligibility.json', stateEligibilityFileSchema);
  const individualStates = new Set<string>(products.MP.eligibleStates);
  loaded = {
    agencies,
    agencyByCode,
    branches,
    isStateEligible: (productLine, state) => productLine === 'MFB' || individualStates.has(state),
  };
  return loaded;
}

/** True when the list holds `code` as an agency of `kind`. */
export function isKnownAgency(code: string, kind: AgencyKind): boolean {
  return accountCatalogue().agencyByCode.get(code)?.kind === kind;
}

/** Employing agencies whose code or name holds the words typed, best first, at most `limit`. */
export function searchAgencies(text: string, limit = 20): CatalogueAgency[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const scored = accountCatalogue()
    .agencies.filter((agency) => agency.kind === 'employing')
    .flatMap((agency) => {
      const name = agency.name.toLowerCase();
      const code = agency.code.toLowerCase();
      if (!words.every((word) => name.includes(word) || code === word)) return [];
      const score = words.includes(code) ? 0 : words.some((word) => name.startsWith(word)) ? 1 : 2;
      return [{ agency, score }];
    });
  return scored
    .sort((a, b) => a.score - b.score || a.agency.name.localeCompare(b.agency.name))
    .slice(0, limit)
    .map(({ agency }) => agency);
}
