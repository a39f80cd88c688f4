// Conversations of espeak-ng voices taking turns, with the true turns, for the speaker tests and
// the speaker-voices bench: each sentence is spoken to a WAV of its own, its silent ends trimmed,
// and the sentences laid one after another with short pauses over a quiet room noise (so that the
// pauses are not digital silence), then stored as WAV or encoded to M4A by ffmpeg. And, for the unit
// tests, voices made from numbers: a buzz at the voice's pitch through formant resonances that
// move from vowel to vowel, syllable by syllable, which differ as a low and a high voice do.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mergeTurns, type SpeechTurn } from '../../src/modules/speakers/speech-turns';
import { locateWavData } from '../../src/modules/transcription/engines/wav-chunks';

/** espeak-ng's output rate. */
const RATE = 22_050;

/** voice-activity.ts's shortest pause. */
const SAME_TURN_PAUSE_MS = 200;

/** Sentences of 2–6 s, without commas, so that no long pause lies inside a turn. */
const SENTENCES = [
  'Welcome back to the show everyone.',
  'Today we are talking about how small teams ship software.',
  'I think the first thing people get wrong is the planning.',
  'That is interesting because most teams plan far too much.',
  'Right and then nobody reads the plan after the first week.',
  'So what would you do differently if you started again tomorrow?',
  'I would write down one goal and check it every Friday.',
  'Only one goal for the whole team?',
  'Yes exactly one goal that everybody can remember.',
  'Our listeners asked about remote work last month.',
  'We tried working from three countries and it was hard at first.',
  'The time zones meant that somebody was always asleep.',
  'How did you solve the meetings problem?',
  'We stopped having them and wrote short notes instead.',
  'That sounds lonely to be honest.',
  'It was lonely until we started a weekly video call just for fun.',
  'Let me read a question from the mailbox.',
  'Someone asks whether a podcast needs expensive microphones.',
  'Good sound matters but a quiet room matters more.',
  'I recorded my first episodes in a wardrobe full of coats.',
  'That explains the warm sound of the early shows.',
  'Before we finish I want to thank everyone who wrote to us.',
  'Next week we will talk about pricing and money.',
  'The weather was cold and the streets were empty that night.',
  'Nobody knew where the old train station used to be.',
  'My grandmother told stories about the winter of the great storm.',
  'We walked along the river until the lights went out.',
  'Can you tell us how the company started?',
  'It began as a side project in a small kitchen.',
  'Thanks for listening and see you next time.',
];

export interface VoiceConversation {
  file: string;
  durationMs: number;
  /**
   * Who speaks when: each sentence from its first to its last sound, one voice's sentences joined
   * across a pause too short to be heard as one (as the voice activity joins them).
   */
  turns: SpeechTurn[];
}

export interface ConversationPlan {
  /** espeak-ng voices (`en-us`, `en+f2`, `en-gb-x-rp+m3`): speaker i is the i-th voice to speak. */
  voices: readonly string[];
  /** At least this long: the sentence under way goes on to its end. */
  durationMs: number;
  /** Picks sentences, who speaks next, pauses and each sentence's pitch and pace: same seed, same file. */
  seed: number;
  /** The pause before each sentence is drawn from this range (ms); 200–900 when absent. */
  pauses?: { min: number; max: number };
  format?: 'wav' | 'm4a';
}

/** A conversation as the plan says, written into `dir` as `name`.wav or .m4a. */
export function makeConversation(dir: string, name: string, plan: ConversationPlan): VoiceConversation {
  const random = seeded(plan.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pieces: { pcm: Int16Array; voice: number; pauseMs: number }[] = [];
  let voice = 0;
  let lengthMs = 0;
  while (lengthMs < plan.durationMs) {
    const { min, max } = plan.pauses ?? { min: 200, max: 900 };
    const pauseMs = pieces.length === 0 ? 500 : min + random() * (max - min);
    const pcm = spoken(dir, pick(SENTENCES), plan.voices[voice] ?? 'en', random);
    pieces.push({ pcm, voice, pauseMs });
    lengthMs += pauseMs + (pcm.length / RATE) * 1000;
    // Mostly the other voice answers; now and then one speaks twice in a row after a pause.
    if (plan.voices.length > 1 && random() < 0.8)
      voice = (voice + 1 + Math.floor(random() * (plan.voices.length - 1))) % plan.voices.length;
  }
  const total = Math.ceil(((lengthMs + 500) * RATE) / 1000);
  const mix = roomNoise(total, random);
  const turns: SpeechTurn[] = [];
  let at = 0;
  for (const piece of pieces) {
    at += Math.round((piece.pauseMs * RATE) / 1000);
    for (let i = 0; i < piece.pcm.length; i++)
      mix[at + i] = (mix[at + i] ?? 0) + (piece.pcm[i] ?? 0) / 32_768;
    turns.push({
      start: (at / RATE) * 1000,
      end: ((at + piece.pcm.length) / RATE) * 1000,
      speaker: piece.voice,
    });
    at += piece.pcm.length;
  }
  const wav = path.join(dir, `${name}.wav`);
  writeFileSync(wav, wavFile(mix));
  let file = wav;
  if (plan.format === 'm4a') {
    file = path.join(dir, `${name}.m4a`);
    execFileSync('ffmpeg', ['-y', '-v', 'error', '-i', wav, '-c:a', 'aac', '-b:a', '96k', file]);
  }
  return { file, durationMs: (total / RATE) * 1000, turns: mergeTurns(turns, SAME_TURN_PAUSE_MS) };
}

/** A short video with a picture and no sound track. */
export function videoWithoutSound(dir: string): string {
  const file = path.join(dir, 'no-sound.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

/** One sentence in one voice, its pitch and pace varied a little as a person's are, silent ends cut. */
function spoken(dir: string, sentence: string, voice: string, random: () => number): Int16Array {
  const wav = path.join(dir, 'sentence.wav');
  const pitch = String(Math.round(44 + random() * 12));
  const pace = String(Math.round(155 + random() * 30));
  execFileSync('espeak-ng', ['-v', voice, '-p', pitch, '-s', pace, '-w', wav, sentence]);
  const bytes = readFileSync(wav);
  const { dataOffset, dataBytes } = locateWavData(bytes);
  const samples = new Int16Array(
    bytes.buffer.slice(bytes.byteOffset + dataOffset, bytes.byteOffset + dataOffset + dataBytes),
  );
  const audible = (x: number) => Math.abs(x) > 100;
  const first = samples.findIndex(audible);
  const last = samples.findLastIndex(audible);
  return first < 0 ? new Int16Array(0) : samples.slice(first, last + 1);
}

/** Soft, low-pitched hiss about 64 dB below full scale: a quiet room, not digital silence. */
function roomNoise(length: number, random: () => number): Float32Array {
  const out = new Float32Array(length);
  let low = 0;
  for (let i = 0; i < length; i++) {
    low = 0.9 * low + 0.1 * (random() - 0.5);
    out[i] = low * 0.01;
  }
  return out;
}

function wavFile(samples: Float32Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length * 2, 40);
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i] ?? 0)) * 32_767), i * 2);
  return Buffer.concat([header, data]);
}

function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SyntheticVoice {
  /** Hz */
  pitch: number;
  /** How much higher the formants lie than an adult man's (1 for a man, ~1.2 for a woman). */
  formantScale: number;
}

export const LOW_VOICE: SyntheticVoice = { pitch: 110, formantScale: 1 };
export const HIGH_VOICE: SyntheticVoice = { pitch: 220, formantScale: 1.2 };

/** First and second formants of a few vowels (Hz, an adult man's). */
const VOWELS = [
  [730, 1090],
  [270, 2290],
  [530, 1840],
  [570, 840],
  [440, 1020],
];
const SYLLABLE_MS = 180;

export interface Utterance {
  voice: SyntheticVoice;
  /** ms */
  start: number;
  end: number;
}

/** The utterances over a quiet hiss, `durationMs` long. */
export function syntheticSpeech(durationMs: number, utterances: readonly Utterance[], sampleRate = 16_000) {
  const pcm = new Float32Array(Math.round((durationMs * sampleRate) / 1000));
  let state = 12_345;
  for (let i = 0; i < pcm.length; i++) {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    pcm[i] = 0.002 * (state / 2 ** 32 - 0.5);
  }
  for (const { voice, start, end } of utterances) {
    const first = Math.round((start * sampleRate) / 1000);
    const last = Math.min(pcm.length, Math.round((end * sampleRate) / 1000));
    let phase = 0;
    for (let i = first; i < last; i++) {
      const t = (i - first) / sampleRate;
      const syllable = Math.floor((t * 1000) / SYLLABLE_MS);
      const [f1, f2] = (VOWELS[(syllable * 3 + first) % VOWELS.length] ?? [500, 1500]).map(
        (f) => f * voice.formantScale,
      );
      // Pitch drifts a little, as a speaker's does; the phase is its running sum.
      const pitch = voice.pitch * (1 + 0.05 * Math.sin(2 * Math.PI * 0.7 * t));
      phase += (2 * Math.PI * pitch) / sampleRate;
      let x = 0;
      for (let h = 1; h * pitch < 4000; h++) {
        const f = h * pitch;
        const gain = resonance(f, f1 ?? 500) + 0.5 * resonance(f, f2 ?? 1500);
        x += (gain * Math.sin(h * phase)) / h;
      }
      const envelope = Math.sin((Math.PI * ((t * 1000) % SYLLABLE_MS)) / SYLLABLE_MS);
      pcm[i] = (pcm[i] ?? 0) + 0.2 * envelope * x;
    }
  }
  return pcm;
}

function resonance(f: number, formant: number): number {
  const bandwidth = 80 + formant * 0.05;
  return 1 / (1 + ((f - formant) / bandwidth) ** 2);
}
