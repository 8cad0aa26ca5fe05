import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from './content-files.js';

/**
 * Issue 16: no customer-facing text says 'edition' ('federal edition', 'individual edition'):
 * an edition is how the product is built, not a word its customers use. Every text of content/
 * reaches a customer somewhere (a page, a PDF, the captions, the site search's results), so every
 * one is read: HTML and captions whole, JSON by its string values. A JSON file's `about` (what the
 * file is for, for the people who edit it) is the one value no customer sees.
 */
const forbidden = /\bedition(s)?\b/i;

function customerStrings(value: unknown, key = ''): string[] {
  if (key === 'about') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => customerStrings(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => customerStrings(item, name));
  }
  return [];
}

async function contentTexts(): Promise<Array<[string, string[]]>> {
  const files = (await readdir(contentDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(json|html|vtt)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file): Promise<[string, string[]]> => {
      const text = await readFile(file, 'utf8');
      const strings = file.endsWith('.json') ? customerStrings(JSON.parse(text)) : [text];
      return [path.relative(contentDir, file), strings];
    }),
  );
}

describe('the words customers read (issue 16)', () => {
  it("never calls a plan's site an edition, in any file of content/", async () => {
    const texts = await contentTexts();
    expect(texts.length).toBeGreaterThan(15);
    const found = texts.flatMap(([file, strings]) =>
      strings
        .filter((text) => forbidden.test(text))
        .map((text) => `${file}: ${text.slice(0, 120)}`),
    );
    expect(found).toEqual([]);
  });

  it('would find the word where a customer reads it', () => {
    expect(customerStrings({ items: [{ answer: 'In the federal edition, …' }] })).toEqual([
      'In the federal edition, …',
    ]);
    expect(customerStrings({ about: 'per edition', title: 'FAQs' })).toEqual(['FAQs']);
  });
});
