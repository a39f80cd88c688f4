// Real recorded speech for the engine tests: LibriVox readings with their reference text from
// Debian's pocketsphinx-testdata, and the espeak-ng sample clip, plus a speech-energy reader
// to check that word times land on sound.
import { readFileSync } from 'node:fs';
import { locateWavData } from '../../src/modules/transcription/engines/wav-chunks';

export const TESTDATA = '/usr/share/pocketsphinx/test/data';
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface Recording {
  wav: string;
  reference: string;
}

/** The LibriVox clips with their transcripts (16 kHz mono WAV, 3–7 s each). */
export function librivoxRecordings(): Recording[] {
  const lines = readFileSync(`${TESTDATA}/librivox/transcription`, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim());
    if (!match?.[1] || !match[2]) throw new Error(`unexpected transcription line: ${line}`);
    return { wav: `${TESTDATA}/librivox/${match[2]}.wav`, reference: match[1].trim() };
  });
}

/** RMS energy per 10 ms frame of a 16-bit mono WAV. */
export function frameEnergies(wavPath: string): number[] {
  const file = readFileSync(wavPath);
  const { dataOffset, dataBytes } = locateWavData(file);
  const samples = new Int16Array(file.buffer, file.byteOffset + dataOffset, Math.floor(dataBytes / 2));
  const energies: number[] = [];
  for (let start = 0; start + 160 <= samples.length; start += 160) {
    let sum = 0;
    for (let i = start; i < start + 160; i++) sum += (samples[i] ?? 0) ** 2;
    energies.push(Math.sqrt(sum / 160));
  }
  return energies;
}

/** A level well above the recording's quietest parts: speech, not room noise. */
export function speechThreshold(energies: number[]): number {
  const sorted = [...energies].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? 0;
  const loud = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
  return floor + (loud - floor) * 0.15;
}

/** Whether any frame within [startMs, endMs) is louder than the threshold. */
export function hasSpeech(energies: number[], threshold: number, startMs: number, endMs: number): boolean {
  for (let f = Math.floor(startMs / 10); f < Math.ceil(endMs / 10); f++) {
    if ((energies[f] ?? 0) > threshold) return true;
  }
  return false;
}

export function firstSpeechMs(energies: number[], threshold: number): number {
  const index = energies.findIndex((e) => e > threshold);
  return index < 0 ? 0 : index * 10;
}
