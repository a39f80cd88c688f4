// Videos for the transcription tests, made with espeak-ng and ffmpeg: one with spoken words, one
// with no sound track, one whose sound track is damaged beyond decoding, and a longer talk.
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

/** Sentences a person might say, each on its own: read one after another they make a talk. */
export const TALK_SENTENCES = [
  'Here is the biggest mistake I ever made with money.',
  'I thought it would take care of itself if I just waited.',
  'For two years I never looked at the numbers at all.',
  'Then one morning the bank called and everything was gone.',
  'I had to start again from zero and learn how it really works.',
  'That is why you should check your accounts every single week.',
  'The weather was cold and the streets were empty that night.',
  'We walked along the river until the lights went out.',
  'Nobody knew where the old train station used to be.',
  'My grandmother told stories about the winter of the great storm.',
];

/** A video of `script` read aloud (about 150 words a minute). */
export function spokenVideo(script: string): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-talk-'));
  try {
    const wav = path.join(dir, 'talk.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, script]);
    ffmpeg([...picture, '-i', wav, '-shortest', ...h264, '-c:a', 'aac', path.join(dir, 'talk.mp4')]);
    return readFileSync(path.join(dir, 'talk.mp4'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
