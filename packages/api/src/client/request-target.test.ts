import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credentialsFor, resolveTarget, withQuery } from './request-target.js';

const endpoint = { path: '/x', request: {}, response: {}, summary: '' } as never;

describe('resolving where a call goes', () => {
  it('puts our own paths under /api/v1/ep of the origin, trailing slashes aside', () => {
    expect(resolveTarget('', '/fetchUserBankDetails')).toEqual({
      url: '/api/v1/ep/fetchUserBankDetails',
      own: true,
      urlPath: '/api/v1/ep/fetchUserBankDetails',
    });
    expect(resolveTarget('https://portal.example.com//', '/logout')).toMatchObject({
      url: 'https://portal.example.com/api/v1/ep/logout',
      urlPath: '/api/v1/ep/logout',
    });
  });

  it('takes an absolute URL for another service, with no path to bind an envelope to', () => {
    for (const url of ['https://search.example.com/query', 'HTTP://a.example', 'x-y.z+1:thing']) {
      expect(resolveTarget('https://portal.example.com', url)).toEqual({
        url,
        own: false,
        urlPath: '',
      });
    }
  });

  it('refuses a path that would leave the origin while looking like ours, or is relative', () => {
    for (const path of ['//evil.example.com/api', 'fetchUserBankDetails', '']) {
      expect(() => resolveTarget('', path)).toThrow(TypeError);
    }
  });

  it('sends cookies to our own service only, and there only to the calls that need them', () => {
    const own = resolveTarget('', '/x');
    const other = resolveTarget('', 'https://search.example.com');
    const withCredentials = { ...(endpoint as object), withCredentials: true } as never;
    expect(credentialsFor(withCredentials, own)).toBe('include');
    expect(credentialsFor(endpoint, own)).toBe('same-origin');
    expect(credentialsFor(withCredentials, other)).toBe('omit');
  });
});

describe('the query string of a GET', () => {
  it('carries the fields, encoded, leaving out null and undefined', () => {
    expect(withQuery('/s', { text: 'wills & trusts', page: 2, none: null, gone: undefined })).toBe(
      '/s?text=wills+%26+trusts&page=2',
    );
  });

  it('adds nothing for an empty request, and joins a URL that has a query already', () => {
    expect(withQuery('/s', {})).toBe('/s');
    expect(withQuery('/s', undefined)).toBe('/s');
    expect(withQuery('/s', { a: null })).toBe('/s');
    expect(withQuery('/s?edition=MFB', { text: 'x' })).toBe('/s?edition=MFB&text=x');
  });

  it('gives back every string and number field as it was', () => {
    const fields = fc.dictionary(
      fc.string({ minLength: 1 }),
      fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true })),
    );
    fc.assert(
      fc.property(fields, (payload) => {
        const url = withQuery('/s', payload);
        const read = new URL(url, 'https://portal.example.com').searchParams;
        return Object.entries(payload).every(
          ([name, value]) => read.getAll(name).join() === String(value),
        );
      }),
    );
  });
});
