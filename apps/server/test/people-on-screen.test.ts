// People on screen and who speaks when, on real video made with ffmpeg (support/talking-faces-
// video.ts): real faces whose jaws move with their own espeak-ng voices, found by the real face
// search, read by face-api's real landmark and recognition nets, with the sound's speech found by
// voice-activity.ts. Needs no database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFaces, detectorTensors, type FaceSample } from '../src/modules/reframe/face-detection';
import { AUDIO_RATE, readAudio } from '../src/modules/speakers/audio-samples';
import { mouthTurns } from '../src/modules/speakers/mouth-turns';
import { type PeopleOnScreen, peopleOnScreen } from '../src/modules/speakers/people-on-screen';
import { type SpeechTurn, speechError } from '../src/modules/speakers/speech-turns';
import { speechRanges } from '../src/modules/speakers/voice-activity';
import {
  makeTalkingFacesVideo,
  type TalkingFacesPlan,
  type TalkingFacesVideo,
} from './support/talking-faces-video';

/** Two women's and a man's voices, each a different espeak-ng voice. */
const VOICES = ['en+f2', 'en-us+m3', 'en-gb-x-rp+m1'];

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-people-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Analysed {
  clip: TalkingFacesVideo;
  faceSamples: FaceSample[];
  found: PeopleOnScreen;
  /** mouthTurns over the speech voice-activity.ts hears. */
  turns: SpeechTurn[];
  /** The true turns, a voice without a face as -1. */
  truth: SpeechTurn[];
}

/** Makes the clip, then runs the whole chain on it as the product would. */
async function analyse(name: string, plan: TalkingFacesPlan): Promise<Analysed> {
  const clip = await makeTalkingFacesVideo(dir, name, plan);
  const { durationMs } = clip;
  const faceSamples = await detectFaces(clip.file, { durationMs });
  const found = await peopleOnScreen(clip.file, { durationMs, faceSamples });
  const speech = speechRanges(await readAudio(clip.file), AUDIO_RATE);
  const truth = clip.turns.map((turn) => ({
    ...turn,
    speaker: turn.speaker < clip.faces ? turn.speaker : -1,
  }));
  return { clip, faceSamples, found, turns: mouthTurns(found.mouths, speech), truth };
}

/** Of the time `truth` gives `speaker`, the share `found` gives them too. */
function agreement(found: SpeechTurn[], truth: SpeechTurn[], speaker: number): number {
  let total = 0;
  let shared = 0;
  for (const turn of truth.filter((t) => t.speaker === speaker)) {
    total += turn.end - turn.start;
    for (const other of found.filter((f) => f.speaker === speaker))
      shared += Math.max(0, Math.min(turn.end, other.end) - Math.max(turn.start, other.start));
  }
  return shared / total;
}

const TWO: TalkingFacesPlan = { voices: VOICES.slice(0, 2), faces: 2, durationMs: 8_000, seed: 2 };

describe('peopleOnScreen with two people taking turns', () => {
  let two: Analysed;
  let faceSamples: FaceSample[];

  beforeAll(async () => {
    two = await analyse('two', TWO);
    faceSamples = two.faceSamples;
  });

  it('finds the two people and who speaks when, within 10 % of the speech time', () => {
    const { clip, found, turns, truth } = two;

    expect(found.people).toBe(2);
    // Person 0 is the face on the left, seen first with the other, on every sample.
    const samples = Math.ceil(clip.durationMs / 500);
    for (const person of [0, 1]) {
      const faces = found.faces.filter((face) => face.person === person);
      expect(faces).toHaveLength(samples);
      for (const face of faces) expect(Math.abs(face.x + face.w / 2 - (person + 1) / 3)).toBeLessThan(0.05);
    }
    // Eight readings a second of each mouth, all along.
    expect(found.mouths.filter((mouth) => mouth.person === 1).length).toBeGreaterThan(
      (clip.durationMs / 1000) * 7,
    );
    expect(speechError(turns, truth)).toBeLessThanOrEqual(0.1);
    expect(agreement(turns, truth, 0)).toBeGreaterThan(0.85);
    expect(agreement(turns, truth, 1)).toBeGreaterThan(0.85);
  });

  it('reads only the ranges asked for, and keeps no tensors from one video to the next', async () => {
    const { clip } = two;
    // Each ends within half a sample interval of its last sample: a face is read no further.
    const ranges = [
      { start: 1_000, end: 2_250 },
      { start: 5_000, end: 5_750 },
    ];
    const inRanges = faceSamples.filter(({ t }) => ranges.some((range) => t >= range.start && t < range.end));
    const before = detectorTensors();

    const found = await peopleOnScreen(clip.file, {
      durationMs: clip.durationMs,
      faceSamples: inRanges,
      ranges,
    });

    expect(found.people).toBe(2);
    expect(found.mouths.every(({ t }) => ranges.some((range) => t >= range.start && t < range.end))).toBe(
      true,
    );
    expect(new Set(found.mouths.map(({ t }) => t)).size).toBe((1_250 + 750) / 125);
    expect(detectorTensors()).toBe(before);
  });

  it('stops when aborted, before or while it runs', async () => {
    const { clip } = two;
    const controller = new AbortController();

    const running = peopleOnScreen(clip.file, {
      durationMs: clip.durationMs,
      faceSamples,
      signal: controller.signal,
    });
    controller.abort(new Error('cancelled'));

    await expect(running).rejects.toThrow('cancelled');
    const early = AbortSignal.abort(new Error('not wanted'));
    await expect(
      peopleOnScreen(clip.file, { durationMs: clip.durationMs, faceSamples, signal: early }),
    ).rejects.toThrow('not wanted');
  });
});

describe('peopleOnScreen with a voice off screen', () => {
  let off: Analysed;

  beforeAll(async () => {
    off = await analyse('off-screen', { voices: VOICES, faces: 2, durationMs: 8_000, seed: 3 });
  });

  it('marks that voice’s speech as nobody visible (-1), and the rest as the faces speak', () => {
    const { found, turns, truth } = off;

    expect(found.people).toBe(2);
    expect(truth.some((turn) => turn.speaker === -1)).toBe(true);
    expect(agreement(turns, truth, -1)).toBeGreaterThan(0.85);
    expect(speechError(turns, truth)).toBeLessThanOrEqual(0.1);
  });
});

describe('peopleOnScreen with one face or none', () => {
  let one: Analysed;
  let faceless: Analysed;

  beforeAll(async () => {
    one = await analyse('one', { voices: VOICES.slice(0, 1), faces: 1, durationMs: 4_000, seed: 1 });
    faceless = await analyse('faceless', {
      voices: VOICES.slice(0, 1),
      faces: 0,
      durationMs: 3_000,
      seed: 1,
    });
  });

  it('finds one person alone and gives them the speech', () => {
    const { found, turns, truth } = one;

    expect(found.people).toBe(1);
    expect(new Set(found.faces.map((face) => face.person))).toEqual(new Set([0]));
    expect(agreement(turns, truth, 0)).toBeGreaterThan(0.85);
  });

  it('finds nobody in a clip without a face, and gives its speech to nobody visible', () => {
    const { found, turns } = faceless;

    expect(found).toEqual({ people: 0, faces: [], mouths: [] });
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.every((turn) => turn.speaker === -1)).toBe(true);
  });
});
