import { describe, expect, it } from 'vitest';
import { isZipCode, planSearchZip } from './address-rules.js';

describe('zip codes', () => {
  it.each(['20001', '20001-1234', ' 20001 '])('accepts %j', (zip) => {
    expect(isZipCode(zip)).toBe(true);
  });

  it.each(['2000', '200011', '20001-123', '20001 1234', 'ABCDE', ''])('refuses %j', (zip) => {
    expect(isZipCode(zip)).toBe(false);
  });

  it('searches plans with the member zip in the US and 99999 elsewhere', () => {
    expect(planSearchZip({ countryCode: 'USA', zip: '20001-1234' })).toBe('20001');
    expect(planSearchZip({ countryCode: 'DEU', zip: '10115' })).toBe('99999');
  });
});
