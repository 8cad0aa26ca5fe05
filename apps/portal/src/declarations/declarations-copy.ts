/**
 * Downloading an enrollment's declarations (issue 21): on the enrollment confirmation and on each
 * plan year's panel of the dashboards. Ours; the spec names the call (downloadDeclarations), not
 * its words.
 */
export const declarationsCopy = {
  download: 'Download your declarations (PDF)',
  downloaded: (fileName: string) => `Your declarations were downloaded as ${fileName}.`,
} as const;
