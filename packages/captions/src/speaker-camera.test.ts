import type { SpeakerFace, SpeakerTurn } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { cameraAt, cameraPath, cropSize, type FaceSample, PATH_STEP_MS } from './reframe';
import { reframeLayout } from './reframe-layout';
import { CUT_DISTANCE, speakerCamera, speakerShots } from './speaker-camera';
import { speakerFraming } from './speaker-framing';
import { testConversation } from './speaker-test-conversation';

const source = { width: 1280, height: 720 };
const crop = cropSize(source, '9:16');
const span = crop.width / source.width;
const W = 0.12;

/** Faces of each person held at their place (middle x), every 500 ms. */
function stillFaces(places: Record<string, number>, durationMs: number): SpeakerFace[] {
  const faces: SpeakerFace[] = [];
  for (let t = 0; t <= durationMs; t += 500)
    for (const [speaker, x] of Object.entries(places))
      faces.push({ t_ms: t, speaker, x: x - W / 2, y: 0.35, w: W, h: 0.2 });
  return faces;
}
const turn = (speaker: string, start_ms: number, end_ms: number): SpeakerTurn => ({
  speaker,
  start_ms,
  end_ms,
});
const step = (ms: number) => Math.ceil(ms / PATH_STEP_MS - 1e-9);

/**
 * An interview's turns, written on the rhythm of a recorded one (s1 on the left asks, s2 on the
 * right answers): long answers, a "yes" inside one, a pause, a quick exchange.
 */
const interview: SpeakerTurn[] = [
  turn('s1', 600, 4200),
  turn('s2', 4700, 15_300),
  turn('s1', 15_300, 15_700),
  turn('s2', 15_800, 22_900),
  turn('s1', 23_600, 27_100),
  turn('s2', 27_400, 29_000),
  turn('s1', 29_200, 30_600),
  turn('s2', 30_700, 32_100),
  turn('s1', 32_300, 33_500),
  turn('s2', 33_600, 47_800),
  turn('s1', 51_200, 56_900),
  turn('s2', 57_300, 58_100),
  turn('s1', 58_100, 66_400),
  turn('s2', 66_900, 81_000),
  turn('s1', 81_300, 82_000),
  turn('s2', 82_000, 95_500),
  turn('s1', 96_000, 99_000),
];

describe('following whoever speaks', () => {
  it('cuts to a speaker whose face is far from the last one, with no pan', () => {
    const faces = stillFaces({ s1: 0.25, s2: 0.75 }, 8000);
    const turns = [turn('s1', 0, 3000), turn('s2', 3000, 8000)];
    const { path } = speakerCamera({ turns, faces }, source, crop, 8000) ?? { path: [] };
    const change = step(3000);
    expect(path[change - 1]?.x).toBeCloseTo(0.25, 2);
    expect(path[change]?.x).toBeCloseTo(0.75, 2);
    // The next face is more than CUT_DISTANCE of the crop away: the path jumps in one step.
    expect(0.5 / span).toBeGreaterThan(CUT_DISTANCE);
    for (const point of path.slice(change)) expect(point.x).toBeCloseTo(0.75, 2);
  });

  it('pans to a speaker whose face is near, within the speed and acceleration bounds', () => {
    const faces = stillFaces({ s1: 0.45, s2: 0.6 }, 8000);
    const turns = [turn('s1', 0, 3000), turn('s2', 3000, 8000)];
    const { path } = speakerCamera({ turns, faces }, source, crop, 8000) ?? { path: [] };
    const change = step(3000);
    expect(0.15 / span).toBeLessThan(CUT_DISTANCE);
    expect(path[change]?.x).toBeCloseTo(0.45, 2);
    expect(cameraAt(path, 5000).x).toBeCloseTo(0.6, 2);
    const dt = PATH_STEP_MS / 1000;
    for (let i = 1; i < path.length; i++) {
      const speed = Math.abs(((path[i]?.x ?? 0) - (path[i - 1]?.x ?? 0)) / dt);
      expect(speed).toBeLessThanOrEqual(1.2 * span * 1.001);
    }
  });

  it('holds on the last speaker through silences and off-screen voices, and starts on the first', () => {
    const faces = stillFaces({ s1: 0.25, s2: 0.75 }, 12_000);
    const turns = [turn('s2', 2000, 4000), turn('s3', 5000, 7000), turn('s1', 9000, 11_000)];
    const { path, shots } = speakerCamera({ turns, faces }, source, crop, 12_000) ?? { path: [], shots: [] };
    expect(shots).toEqual([
      { start: 0, end: 9000, speaker: 's2' },
      { start: 9000, end: 12_000, speaker: 's1' },
    ]);
    expect(cameraAt(path, 0).x).toBeCloseTo(0.75, 2);
    // s3 is heard but never seen: the crop stays on s2, through the silence after too.
    expect(cameraAt(path, 6000).x).toBeCloseTo(0.75, 2);
    expect(cameraAt(path, 8900).x).toBeCloseTo(0.75, 2);
    expect(cameraAt(path, 9000).x).toBeCloseTo(0.25, 2);
    expect(cameraAt(path, 12_000).x).toBeCloseTo(0.25, 2);
  });

  it('leaves a "yes" inside another speaker’s turn out', () => {
    const shots = speakerShots(
      [
        turn('s1', 0, 4000),
        turn('s2', 4000, 4400),
        turn('s1', 4400, 9000),
        turn('s2', 9000, 9300),
        turn('s2', 9400, 12_000),
      ],
      new Set(['s1', 's2']),
      12_000,
    );
    // The second run of s2 (two turns, 3 s) takes the crop; the 400 ms one does not.
    expect(shots).toEqual([
      { start: 0, end: 9000, speaker: 's1' },
      { start: 9000, end: 12_000, speaker: 's2' },
    ]);
  });

  it('keeps one chosen person whoever speaks', () => {
    const faces = stillFaces({ s1: 0.25, s2: 0.75 }, 9000);
    const turns = [turn('s1', 0, 3000), turn('s2', 3000, 6000), turn('s1', 6000, 9000)];
    const layout = reframeLayout({
      source,
      aspect: '9:16',
      mode: 'face',
      durationMs: 9000,
      samples: [],
      speakers: { turns, faces },
      person: 's2',
    });
    for (const point of layout?.path ?? []) expect(point.x).toBeCloseTo(0.75, 2);
    // One person: no split, whatever the turns.
    expect(layout?.split).toBeNull();
  });

  it('follows the biggest face as before without speakers, or with no speaker on screen', () => {
    const samples: FaceSample[] = Array.from({ length: 13 }, (_, i) => ({
      t: i * 500,
      faces: [
        { x: 0.2, y: 0.3, w: 0.1, h: 0.1 },
        { x: 0.5 + 0.02 * i, y: 0.3, w: 0.2, h: 0.2 },
      ],
    }));
    const before = cameraPath(samples, source, '9:16', 6000);
    const layout = (speakers: Parameters<typeof reframeLayout>[0]['speakers']) =>
      reframeLayout({ source, aspect: '9:16', mode: 'face', durationMs: 6000, samples, speakers });
    expect(layout(null)?.path).toEqual(before);
    // Voices told apart by sound alone: no faces to follow.
    expect(layout({ turns: [turn('s1', 0, 3000), turn('s2', 3000, 6000)], faces: [] })?.path).toEqual(before);
    expect(layout(null)?.followed).toEqual(samples);
  });

  it('keeps the speaker’s face in the middle half of the crop on at least 95 % of moments of speech', () => {
    const people = [
      { id: 's1', x: 0.25 },
      { id: 's2', x: 0.75 },
    ];
    const recorded = testConversation({ durationMs: 100_000, seed: 7, people });
    const cases = [
      { name: 'the interview', ...recorded, turns: interview },
      ...[1, 2, 3].map((seed) => {
        const talk = testConversation({ durationMs: 600_000, seed, people, offScreen: 's3' });
        return { name: `conversation ${seed}`, ...talk };
      }),
    ];
    for (const { name, turns, faces, durationMs, faceAt } of cases) {
      const layout = reframeLayout({
        source,
        aspect: '9:16',
        mode: 'face',
        durationMs,
        samples: [],
        speakers: { turns, faces },
      });
      if (!layout) throw new Error('no layout');
      const { share, moments } = speakerFraming(layout, turns, faceAt, durationMs);
      expect(moments, name).toBeGreaterThan(500);
      expect(share, name).toBeGreaterThanOrEqual(0.95);
    }
  });
});
