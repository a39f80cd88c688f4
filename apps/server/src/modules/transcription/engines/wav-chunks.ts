// Cuts a 16 kHz mono WAV into pieces an engine accepts (length or upload size limits), each cut
// placed at the quietest moment near the limit so that no word is split in two.
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BYTES_PER_SECOND, SAMPLE_RATE } from './extract-audio';

export interface WavChunk {
  path: string;
  offsetMs: number;
  durationMs: number;
  /** With an overlap: where this chunk's own share starts on the whole time line (its seam). */
  keepFromMs?: number;
}

export interface ChunkLimits {
  maxMs: number;
  /** Largest file including its header, for APIs with an upload limit. */
  maxBytes?: number;
  /**
   * Sound shared with each neighbour, on top of maxMs: a word cut at a seam is heard whole on
   * both sides, and stitch-chunks keeps it once.
   */
  overlapMs?: number;
}

const HEADER_BYTES = 44;
/** How far back from the limit a cut may move to find silence. */
const SEARCH_MS = 30_000;
const FRAME_MS = 50;

export interface WavData {
  dataOffset: number;
  dataBytes: number;
}

/** Where the samples are: walks the RIFF chunks, so files from other writers work too. */
export function locateWavData(header: Buffer): WavData {
  if (header.toString('ascii', 0, 4) !== 'RIFF' || header.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let offset = 12;
  while (offset + 8 <= header.length) {
    const id = header.toString('ascii', offset, offset + 4);
    const size = header.readUInt32LE(offset + 4);
    if (id === 'data') return { dataOffset: offset + 8, dataBytes: size };
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

export function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(BYTES_PER_SECOND, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Index of the quietest frame (lowest energy) in the samples; ties go to the later frame. */
export function quietestFrame(samples: Int16Array, frameSamples: number): number {
  let best = 0;
  let bestEnergy = Number.POSITIVE_INFINITY;
  for (let frame = 0; (frame + 1) * frameSamples <= samples.length; frame++) {
    let energy = 0;
    for (let i = frame * frameSamples; i < (frame + 1) * frameSamples; i++) energy += (samples[i] ?? 0) ** 2;
    if (energy <= bestEnergy) {
      bestEnergy = energy;
      best = frame;
    }
  }
  return best;
}

export async function wavDurationMs(wavPath: string): Promise<number> {
  const file = await open(wavPath, 'r');
  try {
    const { dataBytes } = await readData(file);
    return Math.round((dataBytes / BYTES_PER_SECOND) * 1000);
  } finally {
    await file.close();
  }
}

/** All the samples of a (chunk-sized) WAV, for analysis. */
export async function readWavSamples(wavPath: string): Promise<Int16Array> {
  const file = await open(wavPath, 'r');
  try {
    const { dataOffset, dataBytes } = await readData(file);
    const samples = new Int16Array(dataBytes / 2);
    await file.read(Buffer.from(samples.buffer), 0, dataBytes, dataOffset);
    return samples;
  } finally {
    await file.close();
  }
}

/**
 * Splits the WAV into chunk files in `dir`. A file within the limits is returned as it is
 * (one chunk, its own path), so short clips cost no copy.
 */
export async function splitWav(wavPath: string, dir: string, limits: ChunkLimits): Promise<WavChunk[]> {
  const file = await open(wavPath, 'r');
  try {
    const { dataOffset, dataBytes } = await readData(file);
    const maxData = maxDataBytes(limits);
    if (dataBytes <= maxData) {
      return [{ path: wavPath, offsetMs: 0, durationMs: bytesToMs(dataBytes) }];
    }
    const cuts = await chooseCuts(file, dataOffset, dataBytes, maxData);
    const overlap = limits.overlapMs === undefined ? undefined : msToBytes(limits.overlapMs);
    const chunks: WavChunk[] = [];
    for (let i = 0; i < cuts.length - 1; i++) {
      const cut = cuts[i] ?? 0;
      const start = Math.max(0, cut - (overlap ?? 0));
      const end = Math.min(dataBytes, (cuts[i + 1] ?? dataBytes) + (overlap ?? 0));
      const chunkPath = path.join(dir, `chunk-${String(i).padStart(4, '0')}.wav`);
      await writeChunk(wavPath, chunkPath, dataOffset + start, end - start);
      chunks.push({
        path: chunkPath,
        offsetMs: bytesToMs(start),
        durationMs: bytesToMs(end - start),
        ...(overlap === undefined ? {} : { keepFromMs: bytesToMs(cut) }),
      });
    }
    return chunks;
  } finally {
    await file.close();
  }
}

function maxDataBytes(limits: ChunkLimits): number {
  const byLength = Math.floor((limits.maxMs / 1000) * SAMPLE_RATE) * 2;
  const bySize = limits.maxBytes === undefined ? byLength : limits.maxBytes - HEADER_BYTES;
  return Math.min(byLength, bySize) & ~1;
}

async function chooseCuts(
  file: Awaited<ReturnType<typeof open>>,
  dataOffset: number,
  dataBytes: number,
  maxData: number,
): Promise<number[]> {
  const frameBytes = (SAMPLE_RATE / 1000) * FRAME_MS * 2;
  const searchBytes = Math.min(Math.floor(maxData / 4), (SEARCH_MS / 1000) * BYTES_PER_SECOND) & ~1;
  const cuts = [0];
  let start = 0;
  while (dataBytes - start > maxData) {
    const windowStart = start + maxData - searchBytes;
    const window = Buffer.alloc(searchBytes);
    await file.read(window, 0, searchBytes, dataOffset + windowStart);
    const samples = new Int16Array(window.buffer, window.byteOffset, searchBytes / 2);
    // Cut in the middle of the quietest frame: the silence is shared by both sides.
    const frame = quietestFrame(samples, frameBytes / 2);
    const cut = windowStart + frame * frameBytes + frameBytes / 2;
    cuts.push(cut);
    start = cut;
  }
  cuts.push(dataBytes);
  return cuts;
}

async function writeChunk(source: string, target: string, from: number, bytes: number): Promise<void> {
  const out = createWriteStream(target);
  out.write(wavHeader(bytes));
  await pipeline(createReadStream(source, { start: from, end: from + bytes - 1 }), out);
}

async function readData(file: Awaited<ReturnType<typeof open>>): Promise<WavData> {
  const header = Buffer.alloc(4096);
  const { bytesRead } = await file.read(header, 0, header.length, 0);
  const data = locateWavData(header.subarray(0, bytesRead));
  // ffmpeg writes 0xFFFFFFFF (or a stale size) when it could not seek back; trust the file size.
  const available = (await file.stat()).size - data.dataOffset;
  return { dataOffset: data.dataOffset, dataBytes: Math.min(data.dataBytes, available) & ~1 };
}

const bytesToMs = (bytes: number) => Math.round((bytes / BYTES_PER_SECOND) * 1000);
const msToBytes = (ms: number) => Math.round((ms / 1000) * SAMPLE_RATE) * 2;
