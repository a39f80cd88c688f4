// Who speaks when on screen, and what finding it costs on top of the face search (issue 37).
//   npm run speaker-faces -w @captionist/bench      (or: npx tsx bench/speaker-faces.ts [rounds, at least 3])
// Makes once (kept in the temp folder) a one-minute 1920×1080 clip of two real faces taking turns,
// each jaw moved by its own voice (apps/server/test/support/talking-faces-video.ts), then:
//   1. how right it is: the face search, peopleOnScreen, the speech that voice-activity.ts hears
//      and mouthTurns, against the true turns (speechError; target ≤ 10 %); also over the true
//      speech, which leaves the voice activity's own error out;
//   2. what it costs, interleaved-runs.ts's way: (a) the face search alone (detectFaces) and
//      (b) the people pass on the same face track (peopleOnScreen, readAudio and speechRanges), in
//      CPU seconds of this process and every process below it (ffmpeg, the detector process).
// Prints (b) ÷ the clip's duration (target ≤ 0.25) and (b) ÷ (a).
import { detectFaces } from '../apps/server/src/modules/reframe/face-detection';
import { AUDIO_RATE, readAudio } from '../apps/server/src/modules/speakers/audio-samples';
import { mouthTurns } from '../apps/server/src/modules/speakers/mouth-turns';
import { peopleOnScreen } from '../apps/server/src/modules/speakers/people-on-screen';
import { speechError } from '../apps/server/src/modules/speakers/speech-turns';
import { speechRanges } from '../apps/server/src/modules/speakers/voice-activity';
import { makeTalkingFacesVideo } from '../apps/server/test/support/talking-faces-video';
import { processTreeCpuSeconds } from './cpu-seconds';
import { measure, printSummary, ratio, runInterleaved, spread } from './interleaved-runs';
import { benchDir } from './speech-clip';

const ROUNDS = Math.max(3, Number(process.argv[2] ?? 5));
const clip = await makeTalkingFacesVideo(benchDir, 'speaker-faces-1920x1080', {
  voices: ['en+f2', 'en-us+m3'],
  faces: 2,
  durationMs: 60_000,
  seed: 11,
  width: 1920,
  height: 1080,
});
const { file, durationMs } = clip;
const seconds = durationMs / 1000;
const cpu = () => processTreeCpuSeconds([process.pid]);
console.log(`clip: ${file} (${seconds.toFixed(1)} s, 1920×1080, 25 fps, ${clip.turns.length} turns)`);

// Also the warm-up: the detector process starts and loads its models here, not in a round.
const faceSamples = await detectFaces(file, { durationMs });
const found = await peopleOnScreen(file, { durationMs, faceSamples });
const speech = speechRanges(await readAudio(file), AUDIO_RATE);
const heard = speechError(mouthTurns(found.mouths, speech), clip.turns);
const overTruth = speechError(mouthTurns(found.mouths, clip.turns), clip.turns);
const voiceOnly = speechError(
  speech.map((range) => ({ ...range, speaker: 0 })),
  clip.turns.map((turn) => ({ ...turn, speaker: 0 })),
);
console.log(`people found: ${found.people} (2 on screen); mouth readings: ${found.mouths.length}`);
console.log(
  `who speaks when, error over the true speech time: ${(heard * 100).toFixed(1)} % (target ≤ 10 %: ${heard <= 0.1 ? 'met' : 'NOT met'})`,
);
console.log(
  `  of which the voice activity's own (speech missed or added): ${(voiceOnly * 100).toFixed(1)} %; mouthTurns over the true speech: ${(overTruth * 100).toFixed(1)} %`,
);

const results = await runInterleaved(
  [
    { name: 'face search', run: () => measure(() => detectFaces(file, { durationMs }), cpu) },
    {
      name: 'people pass',
      run: () =>
        measure(async () => {
          await peopleOnScreen(file, { durationMs, faceSamples });
          speechRanges(await readAudio(file), AUDIO_RATE);
        }, cpu),
    },
  ],
  ROUNDS,
);
printSummary(results, { ratios: [['people pass', 'face search']] });
const extra = spread((results.get('people pass') ?? []).map((run) => run.cpu / seconds));
const search = spread((results.get('face search') ?? []).map((run) => run.cpu / seconds));
console.log(`face search CPU ÷ clip duration: ${search.median.toFixed(3)}`);
console.log(
  `people pass CPU ÷ clip duration: ${extra.median.toFixed(3)} (${extra.min.toFixed(3)}–${extra.max.toFixed(3)}) (target ≤ 0.25: ${extra.median <= 0.25 ? 'met' : 'NOT met'}); ÷ face search: ${ratio(results, 'people pass', 'face search', 'cpu').median.toFixed(3)}`,
);
process.exit(0);
