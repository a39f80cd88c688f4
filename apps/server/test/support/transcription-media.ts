// Short videos for the transcription tests, made with espeak-ng and ffmpeg: one with spoken
// words, one with no sound track, and one whose sound track is damaged beyond decoding.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SPOKEN_SCRIPT = 'Welcome to the caption test. We turn every spoken word into captions.';

export interface TranscriptionMedia {
  speech: Buffer;
  silent: Buffer;
  damagedSound: Buffer;
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);
// A tiny picture keeps processing (poster, proxy) quick; the tests are about the sound.
const picture = ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export function makeTranscriptionMedia(): TranscriptionMedia {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-speech-'));
  const file = (name: string) => path.join(dir, name);
  try {
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file('speech.wav'), SPOKEN_SCRIPT]);
    ffmpeg([...picture, '-i', file('speech.wav'), '-shortest', ...h264, '-c:a', 'aac', file('speech.mp4')]);
    ffmpeg([...picture, '-t', '2', ...h264, file('silent.mp4')]);
    // The noise filter rewrites every byte of every MP3 packet: ffprobe still sees an MP3 track,
    // but not one frame of it decodes.
    ffmpeg([
      ...[...picture, '-i', file('speech.wav'), '-shortest', ...h264],
      ...['-c:a', 'libmp3lame', '-bsf:a', 'noise=amount=1', file('damaged.mp4')],
    ]);
    return {
      speech: readFileSync(file('speech.mp4')),
      silent: readFileSync(file('silent.mp4')),
      damagedSound: readFileSync(file('damaged.mp4')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
