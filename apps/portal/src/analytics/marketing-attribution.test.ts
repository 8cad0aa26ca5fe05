import { describe, expect, it } from 'vitest';
import {
  attributionStorageKey,
  captureAttribution,
  loadAttribution,
  noAttribution,
  readAttribution,
} from './marketing-attribution.js';

const sources = ['Email', 'opm-benefits-fair', 'facebook'];

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('readAttribution (spec section 2: utm, utm_source, cid, mlpid and BTID, any case)', () => {
  it('reads every parameter, whatever the case of its name', () => {
    expect(
      readAttribution('?UTM=facebook&Utm_Source=EMAIL&CID=c-123&MlpId=ML.9&btid=BT_77', sources),
    ).toEqual({ utm: 'facebook', utmSource: 'Email', cId: 'c-123', mlpId: 'ML.9', btId: 'BT_77' });
  });

  it('keeps utm and utm_source only for an allowed marketing source, in the list’s spelling', () => {
    expect(readAttribution('?utm_source=OPM-Benefits-Fair', sources)).toEqual({
      utmSource: 'opm-benefits-fair',
    });
    expect(readAttribution('?utm_source=spam-network&utm=unknown', sources)).toEqual({});
    expect(readAttribution('?utm_source=', sources)).toEqual({});
  });

  it('keeps ids only when they look like ids', () => {
    expect(readAttribution(`?cid=<script>&mlpid=${'9'.repeat(65)}&btid=ok-1`, sources)).toEqual({
      btId: 'ok-1',
    });
  });

  it('ignores other parameters', () => {
    expect(readAttribution('?utm_campaign=spring&query=wills', sources)).toEqual({});
  });
});

describe('captureAttribution', () => {
  it('stores what an entry link carries and keeps it across later addresses without any', () => {
    const storage = memoryStorage();

    expect(captureAttribution(storage, '?utm_source=email&cid=C1', sources)).toEqual({
      ...noAttribution,
      utmSource: 'Email',
      cId: 'C1',
    });
    expect(captureAttribution(storage, '?page=2', sources)).toEqual({
      ...noAttribution,
      utmSource: 'Email',
      cId: 'C1',
    });
    expect(loadAttribution(storage)).toEqual({ ...noAttribution, utmSource: 'Email', cId: 'C1' });
  });

  it('lets a later entry link replace values field by field, never with a refused source', () => {
    const storage = memoryStorage();
    captureAttribution(storage, '?utm_source=email&cid=C1', sources);

    captureAttribution(storage, '?utm_source=not-allowed&cid=C2', sources);

    expect(loadAttribution(storage)).toEqual({ ...noAttribution, utmSource: 'Email', cId: 'C2' });
  });

  it('reads a damaged stored value as no attribution', () => {
    const storage = memoryStorage();
    storage.values.set(attributionStorageKey, '{not json');
    expect(loadAttribution(storage)).toEqual(noAttribution);
    storage.values.set(attributionStorageKey, JSON.stringify({ utm: 5, cId: 'C3' }));
    expect(loadAttribution(storage)).toEqual({ ...noAttribution, cId: 'C3' });
  });
});
