#!/usr/bin/env node
/**
 * Renders the home page's explainer video and its captions from the narration script
 * (content/video-scripts/how-the-plan-works.json): each cue becomes a slide of white text on the
 * brand blue, spoken by espeak-ng, and a WebVTT caption timed to that speech. The outputs are
 * committed (content/videos/); run this again only after changing the script.
 *
 * Needs Debian's ffmpeg and espeak-ng (`apt-get install ffmpeg espeak-ng`); the service itself
 * needs neither. Usage: node apps/server/scripts/render-explainer-video.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));
const name = 'how-the-plan-works';
const script = JSON.parse(
  readFileSync(path.join(contentDir, 'video-scripts', `${name}.json`), 'utf8'),
);
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** Silence after each cue, so slides do not rush into each other. */
const pauseSeconds = 0.7;
const work = mkdtempSync(path.join(tmpdir(), 'explainer-'));

function run(command, args) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function secondsOf(file) {
  return Number(
    run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]),
  );
}

/** 12.3 -> '00:00:12.300' */
function vttTime(seconds) {
  const millis = Math.round(seconds * 1000);
  const pad = (value, width) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000), 2)}:${pad(Math.floor(millis / 60_000) % 60, 2)}:${pad(
    Math.floor(millis / 1000) % 60,
    2,
  )}.${pad(millis % 1000, 3)}`;
}

try {
  const segments = [];
  const captions = ['WEBVTT', ''];
  let clock = 0;
  for (const [index, cue] of script.cues.entries()) {
    const speech = path.join(work, `cue-${index}.wav`);
    run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', speech, cue.narration]);
    const spoken = secondsOf(speech);
    const duration = Math.round((spoken + pauseSeconds) * 100) / 100;
    // ffmpeg 5's drawtext cannot centre lines of one text, so each line is drawn on its own.
    const lines = cue.slide.split('\n');
    const lineHeight = 84;
    const drawLines = lines.map((line, lineIndex) => {
      const lineFile = path.join(work, `cue-${index}-${lineIndex}.txt`);
      writeFileSync(lineFile, line);
      const y = `(h-${lines.length * lineHeight})/2+${lineIndex * lineHeight}`;
      return `drawtext=fontfile=${font}:textfile=${lineFile}:fontcolor=white:fontsize=56:x=(w-text_w)/2:y=${y}`;
    });
    const segment = path.join(work, `cue-${index}.webm`);
    run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x1d3f6e:s=1280x720:r=15:d=${duration}`,
      '-i',
      speech,
      '-filter_complex',
      `[0:v]${drawLines.join(',')}[v];[1:a]aresample=48000,apad=whole_dur=${duration}[a]`,
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      String(duration),
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '45',
      '-b:v',
      '0',
      '-row-mt',
      '1',
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-ac',
      '1',
      segment,
    ]);
    segments.push(segment);
    captions.push(
      String(index + 1),
      `${vttTime(clock)} --> ${vttTime(clock + spoken)}`,
      cue.narration,
      '',
    );
    clock += duration;
  }
  const list = path.join(work, 'segments.txt');
  writeFileSync(list, segments.map((segment) => `file '${segment}'`).join('\n'));
  const video = path.join(contentDir, 'videos', `${name}.webm`);
  run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-c',
    'copy',
    video,
  ]);
  writeFileSync(path.join(contentDir, 'videos', `${name}.vtt`), captions.join('\n'));
  console.log(`wrote ${video} (${clock.toFixed(1)} s) and its captions`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
