import { describe, expect, it } from 'vitest';
import { parseContentDocument } from './content-document.js';
import { parseWebVttCues } from './explainer-video-content.js';
import { parseLegalMatters } from './legal-calculator-content.js';
import { parsePlanCompareTable } from './plan-compare-content.js';

describe('WebVTT transcript', () => {
  it('keeps the spoken text of each cue, without ids, timings, notes or tags', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE made by the render script',
      '',
      '1',
      '00:00:00.000 --> 00:00:03.637',
      'Here is how the plan works.',
      '',
      'two',
      '00:00:04.340 --> 00:00:11.749 align:start',
      '<v Narrator>For one monthly price,',
      'you get help.</v>',
      '',
    ].join('\r\n');
    expect(parseWebVttCues(vtt)).toEqual([
      'Here is how the plan works.',
      'For one monthly price, you get help.',
    ]);
  });

  it('refuses a file that is not WebVTT', () => {
    expect(() => parseWebVttCues('<!doctype html>')).toThrow();
  });
});

describe('served page content', () => {
  it('reads the plan comparison and refuses an empty one', () => {
    const table = {
      caption: 'C',
      featureHeading: 'F',
      rows: [{ feature: 'Wills', standard: 'Included', high: 'Included' }],
      note: 'N',
    };
    expect(parsePlanCompareTable(JSON.stringify(table))).toEqual(table);
    expect(() => parsePlanCompareTable(JSON.stringify({ ...table, rows: [] }))).toThrow();
    expect(() => parsePlanCompareTable('[]')).toThrow();
  });

  it('reads the calculator matters and refuses bad hours, tiers or ids', () => {
    const matter = { id: 'will', label: 'A will', typicalHours: '1.5', coveredBy: ['S', 'H'] };
    expect(parseLegalMatters(JSON.stringify({ matters: [matter] }))).toEqual([matter]);
    for (const bad of [
      { ...matter, typicalHours: 'two' },
      { ...matter, coveredBy: ['X'] },
      { ...matter, id: 'tier' },
      { ...matter, id: 'Has Spaces' },
    ]) {
      expect(() => parseLegalMatters(JSON.stringify({ matters: [bad] }))).toThrow();
    }
  });

  it('reads a document and allows links to our own pages only', () => {
    const document = {
      title: 'About',
      sections: [{ heading: 'H', paragraphs: ['P'], links: [{ label: 'FAQs', href: '/faqs' }] }],
    };
    expect(parseContentDocument(JSON.stringify(document))).toEqual(document);
    expect(
      parseContentDocument(
        JSON.stringify({ title: 'T', sections: [{ heading: 'H', paragraphs: ['P'] }] }),
      ).sections[0]?.links,
    ).toEqual([]);
    for (const href of [
      'https://elsewhere.example',
      '//elsewhere.example',
      'javascript:alert(1)',
    ]) {
      const withLink = {
        ...document,
        sections: [{ heading: 'H', paragraphs: ['P'], links: [{ label: 'X', href }] }],
      };
      expect(() => parseContentDocument(JSON.stringify(withLink))).toThrow();
    }
  });
});
