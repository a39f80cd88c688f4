// The reframe that follows the speaker (docs/reframe.md "Following the speaker"), measured.
//   npm run speaker-reframe -w @captionist/bench   (or: npx tsx bench/speaker-reframe.ts [rounds, at least 3])
// 1. The camera against known turns and faces: three seeded 20-minute conversations of two people
//    at 25 % and 75 % of a 1280×720 frame and a voice off screen (speaker-test-conversation.ts:
//    statements, "yes"es, quick exchanges, pauses; faces on the 500 ms grid with jitter, misses and
//    stray boxes). Per aspect and way of following: the share of moments of speech (every 100 ms)
//    with the speaker's face in the middle half, by width, of the crop showing it (target ≥ 95 %),
//    cuts and pans a minute, the split's share of the time, and the time to lay the path out. The
//    old camera (the biggest face) on the same conversations for comparison.
// 2. Real renders: a one-minute talking-faces clip (espeak-ng voices, two faces from face-api's
//    demo photos at a third and two thirds of the width, a third voice off screen; made once and
//    kept in the temp folder), its faces found by the detector and given to the speakers by place,
//    rendered 9:16 following its true turns and split: CPU seconds of the two renders with captions,
//    interleaved, order alternated; then, rendered again without captions (they cover a face in a
//    404 px frame), the detector on the outputs says whether the speaker's face is in the middle
//    half of the frame (each output frame shown to it in the middle of a frame as wide as the
//    source), and whether there is a face in each half of the split.
import { execFileSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  cameraAt,
  cropOrigin,
  cropSize,
  type FaceSample,
  outputSize,
  PATH_STEP_MS,
  type ReframeAspect,
  type ReframeLayout,
  reframeLayout,
  splitAt,
} from '@captionist/captions';
import type { SpeakerFace, SpeakerTurn } from '@captionist/contracts';
import { detectFaces } from '../apps/server/src/modules/reframe/face-detection';
import { renderFile, renderLayout } from '../apps/server/src/modules/renders/render-file';
import type { RenderInput } from '../apps/server/src/platform/db/schema/json-columns';
import { makeTalkingFacesVideo } from '../apps/server/test/support/talking-faces-video';
import { speakerFraming } from '../packages/captions/src/speaker-framing';
import { testConversation } from '../packages/captions/src/speaker-test-conversation';
import { measure, printSummary, ratio, runInterleaved } from './interleaved-runs';
import { benchInput, encoder, systemFonts } from './render-input';
import { benchDir } from './speech-clip';

const ROUNDS = Math.max(3, Number(process.argv[2] ?? 3));
const SOURCE = { width: 1280, height: 720 };
const pct = (share: number) => `${(100 * share).toFixed(2)} %`;

/** Cuts (a step faster than any pan) and pans (the camera starting to move) a minute of single crop. */
function moves(layout: ReframeLayout, span: number) {
  const fastest = 1.2 * span * (PATH_STEP_MS / 1000) * 1.01;
  const { path } = layout;
  let cuts = 0;
  let pans = 0;
  let moving = false;
  let single = 0;
  // The last step is the video's end, where no stretch reaches.
  for (let i = 1; i < path.length - 1; i++) {
    if (splitAt(layout, i * PATH_STEP_MS)) continue;
    single++;
    const step = Math.abs((path[i]?.x ?? 0) - (path[i - 1]?.x ?? 0));
    if (step > fastest) cuts++;
    else if (step > 1e-6 && !moving) pans++;
    moving = step > 1e-6 && step <= fastest;
  }
  const minutes = (single * PATH_STEP_MS) / 60_000;
  return { cuts: minutes > 0 ? cuts / minutes : 0, pans: minutes > 0 ? pans / minutes : 0 };
}

// 1. The camera against known turns and faces.
const people = [
  { id: 's1', x: 0.25 },
  { id: 's2', x: 0.75 },
];
const talks = [1, 2, 3].map((seed) =>
  testConversation({ durationMs: 20 * 60_000, seed, people, offScreen: 's3' }),
);
console.log(
  `1. The camera: 3 conversations of 20 min, ${talks.map((t) => t.turns.length).join(' / ')} turns; ` +
    'share of moments of speech framed (min over the 3), cuts and pans a minute, split time, layout time',
);
/** Each conversation's faces as a face track (every face of a sample together), for the old camera. */
const tracks = new Map(
  talks.map((talk) => {
    const byTime = new Map<number, FaceSample>();
    for (const { t_ms, x, y, w, h } of talk.faces) {
      const sample = byTime.get(t_ms) ?? { t: t_ms, faces: [] };
      byTime.set(t_ms, { t: t_ms, faces: [...sample.faces, { x, y, w, h }] });
    }
    return [talk, [...byTime.values()]];
  }),
);
const ways: {
  name: string;
  layout: (talk: (typeof talks)[number], aspect: ReframeAspect) => ReframeLayout | null;
}[] = [
  {
    name: 'old camera (biggest face)',
    layout: (talk, aspect) =>
      reframeLayout({
        source: SOURCE,
        aspect,
        mode: 'face',
        durationMs: talk.durationMs,
        samples: tracks.get(talk) ?? [],
      }),
  },
  {
    name: 'follow the speaker, no split',
    layout: (talk, aspect) => {
      const layout = reframeLayout({
        source: SOURCE,
        aspect,
        mode: 'face',
        durationMs: talk.durationMs,
        samples: [],
        speakers: talk,
      });
      return layout && { ...layout, split: null };
    },
  },
  {
    name: 'follow the speaker (split in quick exchanges)',
    layout: (talk, aspect) =>
      reframeLayout({
        source: SOURCE,
        aspect,
        mode: 'face',
        durationMs: talk.durationMs,
        samples: [],
        speakers: talk,
      }),
  },
  {
    name: 'split',
    layout: (talk, aspect) =>
      reframeLayout({
        source: SOURCE,
        aspect,
        mode: 'split',
        durationMs: talk.durationMs,
        samples: [],
        speakers: talk,
      }),
  },
];
for (const aspect of ['9:16', '1:1', '4:5'] as const) {
  const span = cropSize(SOURCE, aspect).width / SOURCE.width;
  for (const way of ways) {
    const rows = talks.map((talk) => {
      const started = performance.now();
      const layout = way.layout(talk, aspect);
      const ms = performance.now() - started;
      if (!layout) throw new Error('no layout');
      const { share } = speakerFraming(layout, talk.turns, talk.faceAt, talk.durationMs);
      const split =
        (layout.split?.stretches ?? []).reduce((sum, s) => sum + s.end - s.start, 0) / talk.durationMs;
      return { share, ms, split, ...moves(layout, span), stretches: layout.split?.stretches.length ?? 0 };
    });
    const min = Math.min(...rows.map((row) => row.share));
    const mean = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((s, r) => s + pick(r), 0) / rows.length;
    console.log(
      `  ${aspect.padEnd(4)} ${way.name.padEnd(46)} framed ${pct(min).padStart(8)} ` +
        `(${rows.map((row) => pct(row.share)).join(', ')}), ${mean((r) => r.cuts).toFixed(1)} cuts and ` +
        `${mean((r) => r.pans).toFixed(1)} pans a minute, split ${pct(mean((r) => r.split))} in ` +
        `${mean((r) => r.stretches).toFixed(0)} stretches, layout ${mean((r) => r.ms).toFixed(0)} ms`,
    );
  }
}

// 2. Real renders of a talking-faces clip.
await mkdir(benchDir, { recursive: true });
const clip = await makeTalkingFacesVideo(benchDir, 'speaker-reframe-talk', {
  voices: ['en-us+m3', 'en+f2', 'en-gb-x-rp+m3'],
  faces: 2,
  durationMs: 60_000,
  seed: 3,
});
const found = await detectFaces(clip.file, { durationMs: clip.durationMs, intervalMs: 500 });
// The detector's boxes given to the speakers by place: the i-th face from the left is speaker i.
const faces: SpeakerFace[] = found.flatMap((sample) =>
  sample.faces.length === clip.faces
    ? [...sample.faces]
        .sort((a, b) => a.x - b.x)
        .map((face, i) => ({
          t_ms: sample.t,
          speaker: `s${i + 1}`,
          x: face.x,
          y: face.y,
          w: face.w,
          h: face.h,
        }))
    : [],
);
const turns: SpeakerTurn[] = clip.turns.map((turn) => ({
  start_ms: Math.round(turn.start),
  end_ms: Math.round(turn.end),
  speaker: `s${turn.speaker + 1}`,
}));
const speakers = { turns, faces };
const { fonts, files } = systemFonts();
const seconds = Math.floor(clip.durationMs / 1000);
/** The render's input; the detector is given renders without captions, which cover faces in a 404 px frame. */
const framed = (mode: 'face' | 'split', captioned = true): RenderInput => ({
  ...benchInput(fonts, { emoji: false, seconds, ...outputSize(SOURCE, '9:16', mode) }),
  ...(captioned ? {} : { words: [], hook: null }),
  reframe: {
    aspect: '9:16',
    mode,
    source: SOURCE,
    samples: found.map((sample) => ({
      t_ms: sample.t,
      faces: sample.faces.map(({ x, y, w, h }) => ({ x, y, w, h })),
    })),
    speakers,
    person: null,
    corrections: [],
  },
});
const outputs = {
  face: path.join(benchDir, 'speaker-reframe-face.mp4'),
  split: path.join(benchDir, 'speaker-reframe-split.mp4'),
};
const signal = new AbortController().signal;
const renderTo = (mode: 'face' | 'split', captioned = true) =>
  renderFile({
    input: framed(mode, captioned),
    source: clip.file,
    fontFiles: files,
    output: outputs[mode],
    hasAudio: true,
    encoder,
    signal,
  });
const render = (mode: 'face' | 'split') => () => measure(() => renderTo(mode));
console.log(
  `\n2. Real renders: ${clip.file} (${(clip.durationMs / 1000).toFixed(1)} s, ${turns.length} turns, ` +
    `${faces.length / clip.faces} of ${found.length} samples with both faces); encoder ${encoder.preset} CRF ${encoder.crf}`,
);
const results = await runInterleaved(
  [
    { name: 'render 9:16 following the speaker', run: render('face') },
    { name: 'render 9:16 split', run: render('split') },
  ],
  ROUNDS,
);
printSummary(results, { ratios: [['render 9:16 split', 'render 9:16 following the speaker']] });
const splitCost = ratio(results, 'render 9:16 split', 'render 9:16 following the speaker', 'cpu').median;
console.log(`ratio split ÷ following on CPU: ${splitCost.toFixed(3)}`);

/**
 * The faces the detector finds in a 9:16 output, as fractions of that output. The detector loses
 * this fixture's talking faces in a narrow 404×720 frame now and then (4 of 127 samples of the same
 * crop cut from the source by ffmpeg, 1 of them once padded back to 1280×720): it is given each
 * frame in the middle of a grey frame as wide as the source, the scale it sees the source at.
 */
async function facesInNarrowFrame(file: string, size: { width: number; height: number }) {
  const padded = path.join(benchDir, 'speaker-reframe-padded.mp4');
  const left = Math.round((SOURCE.width - size.width) / 2);
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-i', file, '-an'],
    ...['-vf', `pad=${SOURCE.width}:${size.height}:${left}:0:gray`, padded],
  ]);
  const samples = await detectFaces(padded, { durationMs: clip.durationMs, intervalMs: 500 });
  await rm(padded, { force: true });
  const toOutput = (x: number) => (x * SOURCE.width - left) / size.width;
  return samples.map((sample) => ({
    ...sample,
    faces: sample.faces.map((face) => ({
      ...face,
      x: toOutput(face.x),
      w: (face.w * SOURCE.width) / size.width,
    })),
  }));
}

/** The speaker's true face middle x at `ms`, from the detector's samples of the source. */
const speakerX = (speaker: string, ms: number) => {
  const near = faces
    .filter((face) => face.speaker === speaker)
    .reduce<SpeakerFace | null>(
      (best, face) => (!best || Math.abs(face.t_ms - ms) < Math.abs(best.t_ms - ms) ? face : best),
      null,
    );
  return near ? near.x + near.w / 2 : null;
};
const speakerAt = (ms: number) => turns.findLast((turn) => turn.start_ms <= ms && ms < turn.end_ms)?.speaker;
const onScreen = new Set(faces.map((face) => face.speaker));

await renderTo('face', false);
await renderTo('split', false);
const following = renderLayout(framed('face'));
if (!following) throw new Error('no layout');
const crop = following.crop;
const seenFollowing = await facesInNarrowFrame(outputs.face, outputSize(SOURCE, '9:16', 'face'));
let moments = 0;
let inMiddle = 0;
let noFace = 0;
for (const sample of seenFollowing) {
  const speaker = speakerAt(sample.t);
  // A sample within a frame of a change of speaker may show either face.
  if (!speaker || !onScreen.has(speaker) || turns.some((turn) => Math.abs(turn.start_ms - sample.t) < 40))
    continue;
  moments++;
  if (sample.faces.length === 0) noFace++;
  const left = cropOrigin(cameraAt(following.path, sample.t), SOURCE, crop).x;
  const truth = speakerX(speaker, sample.t) ?? -1;
  const theirs = sample.faces.find((face) => {
    const middle = face.x + face.w / 2;
    return (
      Math.abs((left + middle * crop.width) / SOURCE.width - truth) < 0.05 && middle > 0.25 && middle < 0.75
    );
  });
  if (theirs) inMiddle++;
}
// A moment with no face found is counted apart: the detector's miss, not the camera's.
console.log(
  `following: of ${moments} sampled moments of speech by someone on screen, the speaker's face found in the ` +
    `middle half of the 404×720 output on ${inMiddle} (${pct(moments ? inMiddle / moments : 0)}), no face found ` +
    `on ${noFace}, another face or one off the middle on ${moments - inMiddle - noFace}; of the moments with a face ` +
    `found, ${pct(moments - noFace ? inMiddle / (moments - noFace) : 0)} (target ≥ 95 %)`,
);
const splitLayout = renderLayout(framed('split'));
const seenSplit = await detectFaces(outputs.split, { durationMs: clip.durationMs, intervalMs: 1000 });
const bothHalves = seenSplit.filter((sample) => {
  const middles = sample.faces.map((face) => face.y + face.h / 2);
  return middles.some((y) => y < 0.5) && middles.some((y) => y > 0.5);
}).length;
console.log(
  `split (${splitAt(splitLayout, 0) ? 'all through' : 'not split'}): a face in each half on ${bothHalves} of ${seenSplit.length} samples`,
);
await Promise.all(Object.values(outputs).map((file) => rm(file, { force: true })));
process.exit(0);
