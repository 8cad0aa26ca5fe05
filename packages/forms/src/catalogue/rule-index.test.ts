import { describe, expect, it } from 'vitest';
import * as codeLists from '../code-lists/index.js';
import * as dates from '../dates/index.js';
import * as money from '../money/index.js';
import * as passwords from '../passwords/index.js';
import * as rules from '../rules/index.js';
import * as schemas from '../schemas/index.js';
import { isErrorMessageKey } from './error-catalogue.js';
import * as catalogue from './index.js';
import { formRules, formSchemaIndex } from './rule-index.js';

/** Every export of the package's framework-free entries, as another team sees them. */
const forms = {
  ...catalogue,
  ...codeLists,
  ...dates,
  ...money,
  ...passwords,
  ...rules,
  ...schemas,
};

describe('rule index (the docs page data)', () => {
  it.each(formRules.map((rule) => [rule.rule, rule] as const))(
    '%s is an export with known messages',
    (name, rule) => {
      expect(name in forms).toBe(true);
      for (const key of rule.messageKeys) expect(isErrorMessageKey(key)).toBe(true);
    },
  );

  it('lists each schema export once', () => {
    const names = formSchemaIndex.map((entry) => entry.schema);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name in forms).toBe(true);
  });

  it('exports every schema the index names and no schema it leaves out', () => {
    const schemaExports = Object.keys(forms).filter((name) =>
      /^(create\w+Schema|\w+Schema)$/.test(name),
    );
    expect(new Set(schemaExports)).toEqual(
      new Set([
        ...formSchemaIndex.map((entry) => entry.schema),
        'federalAffiliationSchema',
        'uniformedAffiliationSchema',
        'addressSchema',
      ]),
    );
  });
});
