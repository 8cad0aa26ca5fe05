import { describe, expect, it } from 'vitest';
import { codesOf, isCodeOf, labelOf, optionsOf } from './code-list.js';
import { countries, countryCodeValues, enrollmentCountryCodeValues } from './countries.js';
import { coverageTierValues } from './coverage-tiers.js';
import {
  dependantRelationshipValues,
  dependantTypeOfRelationship,
} from './dependant-relationships.js';
import { employmentStatusValues } from './employment.js';
import { civilianStatusValues, uniformedStatusValues } from './employment-groups.js';
import { friendlyLifeEvents, lifeEvents } from './life-events.js';
import { planTierLabel, planTierValues } from './plan-tiers.js';
import { productFlagValues } from './product-flags.js';
import { programIdValues } from './program-ids.js';
import { militaryMailCodes, stateCodeValues, usStates, usStateValues } from './us-states.js';

describe('code lists', () => {
  it('has 59 states and territories plus AA, AE and AP', () => {
    expect(usStateValues).toHaveLength(59);
    expect(Object.keys(militaryMailCodes)).toEqual(['AA', 'AE', 'AP']);
    expect(stateCodeValues).toHaveLength(62);
    expect(usStates.PR).toBe('Puerto Rico');
    for (const code of stateCodeValues) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has about 250 countries with unique three-letter codes, USA only for enrollment', () => {
    expect(countryCodeValues.length).toBeGreaterThanOrEqual(245);
    expect(countryCodeValues.length).toBeLessThanOrEqual(255);
    expect(new Set(countryCodeValues).size).toBe(countryCodeValues.length);
    for (const code of countryCodeValues) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(countries.USA).toBe('United States of America');
    expect(enrollmentCountryCodeValues).toEqual(['USA']);
  });

  it('labels plan tier H High in MFB and Premium in MP', () => {
    expect(planTierValues).toEqual(['S', 'H']);
    expect(planTierLabel('H', 'MFB')).toBe('High');
    expect(planTierLabel('H', 'MP')).toBe('Premium');
    expect(planTierLabel('S', 'MP')).toBe('Standard');
    expect(productFlagValues).toEqual(['MFB', 'MP']);
  });

  it('has the friendly set of seven life events, each a known event', () => {
    expect(friendlyLifeEvents).toHaveLength(7);
    for (const event of friendlyLifeEvents) expect(isCodeOf(lifeEvents, event.code)).toBe(true);
  });

  it('splits employment statuses into civilian and uniformed by code length', () => {
    expect([...civilianStatusValues, ...uniformedStatusValues].sort()).toEqual(
      [...employmentStatusValues].sort(),
    );
    expect(uniformedStatusValues).toContain('ACD');
    expect(civilianStatusValues).toContain('F');
  });

  it('gives every relationship a dependant type', () => {
    for (const code of dependantRelationshipValues)
      expect(dependantTypeOfRelationship[code]).toBeDefined();
    expect(dependantRelationshipValues).toHaveLength(15);
  });

  it('has the program ids and coverage tiers of the spec', () => {
    expect(programIdValues).toEqual([
      'DEN',
      'FEHB',
      'VIS',
      'DVC',
      'FLTCIP',
      'FSA-DC',
      'FSA-HC',
      'LAW',
    ]);
    expect(coverageTierValues).toEqual(['S', 'S1', 'SF']);
  });

  it('looks codes up safely', () => {
    expect(isCodeOf(lifeEvents, 'A')).toBe(true);
    expect(isCodeOf(lifeEvents, 'toString')).toBe(false);
    expect(isCodeOf(lifeEvents, 1)).toBe(false);
    expect(labelOf(lifeEvents, 'M')).toBe('Move Out of Regional Plan');
    expect(labelOf(lifeEvents, 'Z')).toBeUndefined();
    expect(codesOf({ a: 'A', b: 'B' })).toEqual(['a', 'b']);
    expect(optionsOf({ b: 'Bee', a: 'Ay' })).toEqual([
      { value: 'b', label: 'Bee' },
      { value: 'a', label: 'Ay' },
    ]);
  });
});
