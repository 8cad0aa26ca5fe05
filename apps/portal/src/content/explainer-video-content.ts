import useSWR from 'swr';
import type { ContentAsset } from './content-asset.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

/** The home page's explainer video and its WebVTT captions (served by the service). */
export const explainerVideo = {
  video: '/assets/videos/how-the-plan-works.webm',
  captions: '/assets/videos/how-the-plan-works.vtt',
  /** Its poster frame, drawn for it (the SVG is its own source), shown until the video plays. */
  poster: '/illustrations/video-poster.svg',
} as const;

/**
 * The spoken text of a WebVTT file, one entry per cue: the transcript is read from the captions
 * themselves, so the two can never say different things. Cue identifiers, timings, NOTE blocks
 * and tags such as <v Speaker> are left out.
 */
export function parseWebVttCues(text: string): string[] {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!blocks[0]?.startsWith('WEBVTT')) throw new Error('Not a WebVTT file');
  const cues: string[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const spoken = lines
      .slice(timing + 1)
      .join(' ')
      .replace(/<[^>]*>/g, '')
      .trim();
    if (spoken !== '') cues.push(spoken);
  }
  return cues;
}

async function fetchTranscript(path: string): Promise<string[]> {
  return parseWebVttCues(await fetchAssetText(path, 'text/vtt'));
}

export const explainerTranscriptContent: ContentAsset = {
  path: explainerVideo.captions,
  parse: parseWebVttCues,
};

export function useExplainerTranscript() {
  return useSWR(explainerVideo.captions, fetchTranscript, assetSwrOptions);
}
