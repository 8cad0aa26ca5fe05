// subset-font ships no types; this declares the one call the font script and its test make.
/// <reference types="node" />

declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      preserveNameIds?: number[];
      keepAllGlyphs?: boolean;
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
