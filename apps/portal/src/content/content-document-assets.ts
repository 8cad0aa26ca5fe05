/*
 * Kept apart from content-document.ts (its SWR hook and parser): the editions' data names these
 * files, and that data is part of every page's first load.
 */

/**
 * A page of prose served as content (the about and terms pages): sections of plain-text
 * paragraphs with optional links to our own pages. Each edition names its own files.
 */
export const contentDocumentAssets = {
  aboutFederal: '/assets/metadata/about.json',
  aboutIndividual: '/assets/metadata/about-pb.json',
  termsFederal: '/assets/metadata/terms-and-conditions.json',
  termsIndividual: '/assets/metadata/terms-and-conditions-pb.json',
} as const;

export type ContentDocumentAsset =
  (typeof contentDocumentAssets)[keyof typeof contentDocumentAssets];
