import { describe, expect, it } from 'vitest';
import { isUnsupportedBrowser } from './browser-support-rules.js';

const userAgents = {
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  legacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  chromiumEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  chrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  edgeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.50 Mobile/15E148 Safari/604.1',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
} as const;

describe('isUnsupportedBrowser (spec section 2)', () => {
  it.each([
    ['Internet Explorer 9', userAgents.ie9],
    ['Internet Explorer 10', userAgents.ie10],
    ['Internet Explorer 11 (Trident only)', userAgents.ie11],
    ['legacy Edge', userAgents.legacyEdge],
  ])('sends %s to the unsupported-browser page', (_name, userAgent) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(true);
  });

  it.each([
    ['Chromium Edge (Edg/)', userAgents.chromiumEdge],
    ['Chrome', userAgents.chrome],
    ['Firefox', userAgents.firefox],
    ['Safari', userAgents.safari],
    ['Edge on iOS', userAgents.edgeIos],
    ['Edge on Android', userAgents.edgeAndroid],
    ['an empty user agent', ''],
  ])('lets %s in', (_name, userAgent) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(false);
  });

  it('needs a version after Edge/, and the exact case of the markers', () => {
    expect(isUnsupportedBrowser('SomeBot Edge/ crawler')).toBe(false);
    expect(isUnsupportedBrowser('Mozilla/5.0 (compatible; msie 10.0)')).toBe(false);
    expect(isUnsupportedBrowser('Mozilla/5.0 (compatible; MSIE10.0)')).toBe(false);
  });
});
