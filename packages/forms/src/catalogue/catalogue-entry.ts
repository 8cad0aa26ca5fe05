/**
 * One message of the catalogue. `ours` marks wording we wrote where the spec says its wording is
 * not shown; `richText` marks messages shown as rich-text banners, whose links are written
 * `[label](/path)` (see richTextParts).
 */
export type CatalogueEntry = {
  readonly text: string;
  readonly ours: boolean;
  readonly richText?: boolean;
};
