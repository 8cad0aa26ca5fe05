import useSWR from 'swr';
import type { ContentAsset } from './content-asset.js';
import type { ContentDocumentAsset } from './content-document-assets.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

export type ContentLink = { label: string; href: string };
export type ContentSection = { heading: string; paragraphs: string[]; links: ContentLink[] };
export type ContentDocument = { title: string; sections: ContentSection[] };

function isLink(value: unknown): value is ContentLink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  // Our own pages only: a served file must not send members elsewhere.
  return (
    typeof link.label === 'string' &&
    typeof link.href === 'string' &&
    link.href.startsWith('/') &&
    !link.href.startsWith('//')
  );
}

function toSection(value: unknown): ContentSection | null {
  if (typeof value !== 'object' || value === null) return null;
  const { heading, paragraphs, links = [] } = value as Record<string, unknown>;
  if (
    typeof heading !== 'string' ||
    !Array.isArray(paragraphs) ||
    !paragraphs.every((paragraph) => typeof paragraph === 'string') ||
    !Array.isArray(links) ||
    !links.every(isLink)
  ) {
    return null;
  }
  return { heading, paragraphs, links };
}

/** Reads a served document; a file of another shape is a failure, not a blank page. */
export function parseContentDocument(text: string): ContentDocument {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null) {
    const { title, sections } = value as Record<string, unknown>;
    if (typeof title === 'string' && Array.isArray(sections) && sections.length > 0) {
      const parsed = sections.map(toSection);
      if (parsed.every((section) => section !== null)) return { title, sections: parsed };
    }
  }
  throw new Error('The document is not { title, sections: [{ heading, paragraphs, links? }] }');
}

async function fetchContentDocument(path: string): Promise<ContentDocument> {
  return parseContentDocument(await fetchAssetText(path, 'application/json'));
}

export function contentDocumentContent(asset: ContentDocumentAsset): ContentAsset {
  return { path: asset, parse: parseContentDocument };
}

export function useContentDocument(asset: ContentDocumentAsset) {
  return useSWR(asset, fetchContentDocument, assetSwrOptions);
}
