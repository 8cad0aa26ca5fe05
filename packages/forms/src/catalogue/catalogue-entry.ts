/**
 * One message of the catalogue. `ours` marks wording we wrote where the spec says its wording is
 * not shown; `richText` marks messages shown as rich-text banners, whose links are written
 * `[label](/path)` (see richTextParts); `aboutSeveralFields` marks a field error that is about a
 * group of fields though reported on the first of them, so an error summary does not name that
 * one field before it.
 */
export type CatalogueEntry = {
  readonly text: string;
  readonly ours: boolean;
  readonly richText?: boolean;
  readonly aboutSeveralFields?: boolean;
};
