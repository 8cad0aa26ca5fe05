import useSWR from 'swr';
import type { ContentAsset } from './content-asset.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

/** Spec section 1: customer testimonials, each with comment, name and address. */
export const testimonialsAsset = '/assets/metadata/Comments.json';

export type Testimonial = { comment: string; name: string; address: string };

function isTestimonial(value: unknown): value is Testimonial {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.comment === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.address === 'string'
  );
}

/** Reads the served list; a file of another shape is a failure, not a list of blank quotes. */
export function parseTestimonials(text: string): Testimonial[] {
  const value: unknown = JSON.parse(text);
  if (Array.isArray(value) && value.every(isTestimonial)) return value;
  throw new Error('Testimonials are not [{ comment, name, address }]');
}

async function fetchTestimonials(path: string): Promise<Testimonial[]> {
  return parseTestimonials(await fetchAssetText(path, 'application/json'));
}

export const testimonialsContent: ContentAsset = {
  path: testimonialsAsset,
  parse: parseTestimonials,
};

export function useTestimonials() {
  return useSWR(testimonialsAsset, fetchTestimonials, assetSwrOptions);
}
