// Clips of real faces talking, for the people-on-screen tests and the speaker-faces bench: faces
// cut from face-api's demo photos side by side over a gradient, each swaying a little, and each
// face's jaw opened by its own voice's loudness (a puppet jaw: the face below the lips moves down,
// the gap between the lips is dark). The voices are voices-audio.ts's conversation, so the true
// turns are known; voices past the faces speak off screen. Frames are composed in Node and piped
// to ffmpeg with the conversation as the sound.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SpeechTurn } from '../../src/modules/speakers/speech-turns';
import { locateWavData } from '../../src/modules/transcription/engines/wav-chunks';
import { makeConversation } from './voices-audio';

export const TALKING_FACES_FPS = 25;

/**
 * Faces looking at the camera with closed lips, in face-api's demo photos (SSD MobileNet's
 * landmarks): the face's middle, its width from jaw side to jaw side, the line between the lips
 * and the mouth's corners, in the photo's pixels.
 */
const FACES = [
  { photo: 'sample1.jpg', centre: { x: 503, y: 523 }, width: 180, lips: 545, corners: [448, 516] },
  { photo: 'sample3.jpg', centre: { x: 688, y: 512 }, width: 208, lips: 534, corners: [641, 708] },
  { photo: 'sample6.jpg', centre: { x: 1270, y: 499 }, width: 209, lips: 533, corners: [1238, 1309] },
] as const;

/** A face's width on screen, of the frame's height (180 px at 720p, as face-video.ts's face). */
const FACE_WIDTH = 0.25;
/** The square cut around a face, of the face's width: the hair and the neck around it. */
const PATCH = 1.6;
/**
 * The jaw's drop at full voice, of the face's width. A speaker's lips part by up to about a tenth
 * of the face's width on open vowels.
 */
const JAW_DROP = 0.13;
/** Listeners' lips move a little too, slowly: moving lips are not enough to be speaking. */
const IDLE_DROP = 0.015;
const MOUTH_COLOUR = [62, 22, 28] as const;

export interface TalkingFacesPlan {
  /** espeak-ng voices: speaker i speaks in voice i; the first `faces` of them have faces. */
  voices: readonly string[];
  faces: number;
  durationMs: number;
  seed: number;
  width?: number;
  height?: number;
}

export interface TalkingFacesVideo {
  file: string;
  durationMs: number;
  /** Who speaks when (speaker i is voice i; speaker i < faces is face i, counted from the left). */
  turns: SpeechTurn[];
  faces: number;
}

/**
 * `name`.mp4 in `dir` (H.264, 25 fps, AAC) as the plan says, with `name`.json holding its turns;
 * kept and reused when both are there (the bench's one-minute clip takes a minute to make).
 */
export async function makeTalkingFacesVideo(
  dir: string,
  name: string,
  plan: TalkingFacesPlan,
): Promise<TalkingFacesVideo> {
  const file = path.join(dir, `${name}.mp4`);
  const facts = path.join(dir, `${name}.json`);
  if (existsSync(file) && existsSync(facts))
    return JSON.parse(readFileSync(facts, 'utf8')) as TalkingFacesVideo;
  const { width = 1280, height = 720 } = plan;
  const conversation = makeConversation(dir, `${name}-voices`, { ...plan, format: 'wav' });
  const sound = wavSamples(conversation.file);
  const frames = Math.ceil((conversation.durationMs / 1000) * TALKING_FACES_FPS);
  const faces = FACES.slice(0, plan.faces).map((face, i) => {
    const jaw = jawDrops(sound, conversation.turns, i, frames);
    return { ...placedFace(face, height), jaw, centreX: ((i + 1) / (plan.faces + 1)) * width };
  });
  const background = gradient(width, height);
  const partial = path.join(dir, `${name}.partial.mp4`);
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-y', '-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`],
      ...['-r', String(TALKING_FACES_FPS), '-i', 'pipe:0', '-i', conversation.file],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '96k', '-ar', '48000', '-shortest', '-movflags', '+faststart', partial],
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const closed = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', resolve);
  });
  for (let n = 0; n < frames; n++) {
    const frame = Buffer.from(background);
    const t = n / TALKING_FACES_FPS;
    faces.forEach((face, i) => {
      // Heads sway slowly, each at its own pace, by about 1 % of the frame.
      const x = Math.round(face.centreX + 0.01 * width * Math.sin(t / (1.1 + 0.3 * i) + i));
      const y = Math.round(0.45 * height + 0.008 * height * Math.sin(t / (0.9 + 0.2 * i) + 2 * i));
      drawFace(frame, width, face, face.jaw[n] ?? 0, x - (face.side >> 1), y - (face.side >> 1));
    });
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  const code = await closed;
  if (code !== 0) throw new Error(`ffmpeg could not make ${name}: ${stderr.trim()}`);
  renameSync(partial, file);
  const video: TalkingFacesVideo = {
    file,
    durationMs: conversation.durationMs,
    turns: conversation.turns,
    faces: plan.faces,
  };
  writeFileSync(facts, JSON.stringify(video));
  return video;
}

interface PlacedFace {
  rgb: Buffer;
  side: number;
  lips: number;
  corners: readonly [number, number];
  jawSides: readonly [number, number];
  faceWidth: number;
}

/** The face's square scaled to its width on screen, its mouth measures in the square's pixels. */
function placedFace(face: (typeof FACES)[number], frameHeight: number): PlacedFace {
  const faceWidth = Math.round(FACE_WIDTH * frameHeight);
  const side = 2 * Math.round((faceWidth * PATCH) / 2);
  const photoSide = Math.round(face.width * PATCH);
  const left = face.centre.x - photoSide / 2;
  const top = face.centre.y - photoSide / 2;
  const scale = side / photoSide;
  const rgb = execFileSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', photoFile(face.photo)],
      ...['-vf', `crop=${photoSide}:${photoSide}:${left}:${top},scale=${side}:${side}`],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const at = (x: number) => Math.round((x - left) * scale);
  const half = face.width / 2;
  return {
    rgb,
    side,
    lips: Math.round((face.lips - top) * scale),
    corners: [at(face.corners[0]), at(face.corners[1])],
    jawSides: [at(face.centre.x - 0.8 * half), at(face.centre.x + 0.8 * half)],
    faceWidth,
  };
}

/**
 * Draws the face with its jaw dropped by `drop` (of the face's width): each column below the lips
 * moves down by the drop (fading out past the jaw's sides), the gap it leaves is the lips'
 * edges stretched, and between the mouth's corners an opening shaped like an ellipse.
 */
function drawFace(
  frame: Buffer,
  frameWidth: number,
  face: PlacedFace,
  drop: number,
  left: number,
  top: number,
) {
  const { rgb, side, lips, corners, jawSides } = face;
  const fade = Math.max(1, 0.15 * face.faceWidth);
  const mouthMiddle = (corners[0] + corners[1]) / 2;
  const mouthHalf = (corners[1] - corners[0]) / 2;
  const dropPx = drop * face.faceWidth;
  for (let x = 0; x < side; x++) {
    const outside = Math.max(jawSides[0] - x, x - jawSides[1], 0);
    const shift = Math.round(dropPx * Math.max(0, 1 - outside / fade));
    const u = (x - mouthMiddle) / mouthHalf;
    const opening = Math.abs(u) < 1 ? shift * Math.sqrt(1 - u * u) : 0;
    const lipEdge = (shift - opening) / 2;
    for (let y = 0; y < side; y++) {
      const to = ((top + y) * frameWidth + left + x) * 3;
      let from: number;
      if (y < lips) from = y;
      else if (y >= lips + shift) from = y - shift;
      else if (y - lips < lipEdge) from = lips - 1;
      else if (y - lips >= shift - lipEdge) from = lips;
      else {
        frame[to] = MOUTH_COLOUR[0];
        frame[to + 1] = MOUTH_COLOUR[1];
        frame[to + 2] = MOUTH_COLOUR[2];
        continue;
      }
      rgb.copy(frame, to, (from * side + x) * 3, (from * side + x) * 3 + 3);
    }
  }
}

/**
 * The jaw's drop on each frame for speaker `speaker`: inside the speaker's turns the voice's
 * loudness (RMS over 40 ms) against its own loud level, elsewhere a slow small movement.
 */
function jawDrops(
  sound: { samples: Int16Array; rate: number },
  turns: SpeechTurn[],
  speaker: number,
  frames: number,
) {
  const { samples, rate } = sound;
  const loudness = (ms: number) => {
    const from = Math.max(0, Math.round(((ms - 20) * rate) / 1000));
    const to = Math.min(samples.length, Math.round(((ms + 20) * rate) / 1000));
    let sum = 0;
    for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
    return to > from ? Math.sqrt(sum / (to - from)) : 0;
  };
  const own = turns.filter((turn) => turn.speaker === speaker);
  const speaking = (ms: number) => own.some((turn) => turn.start <= ms && ms < turn.end);
  const times = Array.from({ length: frames }, (_, n) => (n * 1000) / TALKING_FACES_FPS);
  const voiced = times
    .filter(speaking)
    .map(loudness)
    .sort((a, b) => a - b);
  const loud = voiced[Math.floor(voiced.length * 0.9)] ?? 1;
  return times.map((ms, n) =>
    speaking(ms)
      ? JAW_DROP * Math.min(1, loudness(ms) / loud)
      : IDLE_DROP * (0.5 + 0.5 * Math.sin((2 * Math.PI * n) / (3.3 * TALKING_FACES_FPS) + speaker)),
  );
}

function wavSamples(file: string): { samples: Int16Array; rate: number } {
  const bytes = readFileSync(file);
  const { dataOffset, dataBytes } = locateWavData(bytes);
  const samples = new Int16Array(
    bytes.buffer.slice(bytes.byteOffset + dataOffset, bytes.byteOffset + dataOffset + dataBytes),
  );
  return { samples, rate: bytes.readUInt32LE(24) };
}

/** A soft diagonal gradient, the same on every frame. */
function gradient(width: number, height: number): Buffer {
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const mix = (x / width + y / height) / 2;
      const at = (y * width + x) * 3;
      out[at] = Math.round(43 + (216 - 43) * mix);
      out[at + 1] = Math.round(65 + (195 - 65) * mix);
      out[at + 2] = Math.round(98 + (165 - 98) * mix);
    }
  return out;
}

function photoFile(name: string): string {
  const faceApi = createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json');
  return path.join(path.dirname(faceApi), 'demo', name);
}
