// Who speaks when from the sound alone (issue 37; docs/speakers.md "Voices"):
//   npm run speaker-voices -w @captionist/bench      (or: npx tsx bench/speaker-voices.ts [rounds])
// A test set of minute-long conversations of espeak-ng voices taking turns (support/voices-audio.ts:
// sentences of 2–6 s over a quiet room, as WAV or AAC in M4A), two and three voices, some with
// pauses of 0.2–0.9 s between sentences, some answering within 0.05–0.3 s. For each it prints the
// speakers found, the error against the true turns (speechError: missed speech + speech found in
// pauses + speech given to the wrong voice, over the speech time; target ≤ 20 % over the set) and
// the CPU seconds of decoding (ffmpeg) and analysis (this process) ÷ the audio's length, the
// median of the rounds (aim ≤ 0.03). Then the same for one voice alone, which must be one speaker,
// and for two variants of one espeak-ng voice, which it does not tell apart (outside the total).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readAudio } from '../apps/server/src/modules/speakers/audio-samples';
import { type SpeechTurn, speechError } from '../apps/server/src/modules/speakers/speech-turns';
import { voiceTurns } from '../apps/server/src/modules/speakers/voice-turns';
import { type ConversationPlan, makeConversation } from '../apps/server/test/support/voices-audio';
import { measure } from './interleaved-runs';

const ROUNDS = Math.max(1, Number(process.argv[2] ?? 3));
const TARGET_ERROR = 0.2;
const AIM_CPU_RATIO = 0.03;
const QUICK = { min: 50, max: 300 };

interface Case {
  plan: Omit<ConversationPlan, 'durationMs'>;
  counted: boolean;
}

const cases: Case[] = [
  { plan: { voices: ['en-us', 'en+f2'], seed: 1001 }, counted: true },
  { plan: { voices: ['en-gb-x-rp+f4', 'en+m3'], seed: 1002, format: 'm4a' }, counted: true },
  { plan: { voices: ['en-029+m7', 'en+f3'], seed: 1003, pauses: QUICK }, counted: true },
  { plan: { voices: ['en-us', 'en+f3', 'en+klatt'], seed: 1004, format: 'm4a' }, counted: true },
  { plan: { voices: ['en+m3', 'en-gb-x-rp+f4', 'en-029+m7'], seed: 1005 }, counted: true },
  {
    plan: { voices: ['en+f2', 'en-gb-scotland+m1', 'en+Annie'], seed: 1006, pauses: QUICK, format: 'm4a' },
    counted: true,
  },
  { plan: { voices: ['en-us'], seed: 1007 }, counted: false },
  { plan: { voices: ['en+f4'], seed: 1008, format: 'm4a' }, counted: false },
  { plan: { voices: ['en-us', 'en+m3'], seed: 1009 }, counted: false },
];

const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-speaker-voices-'));
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const speakers = (turns: readonly SpeechTurn[]) => new Set(turns.map((t) => t.speaker)).size;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let speechMs = 0;
let errorMs = 0;
const ratios: number[] = [];
try {
  for (const [i, { plan, counted }] of cases.entries()) {
    const conversation = makeConversation(dir, `conversation-${i}`, { ...plan, durationMs: 60_000 });
    let turns: SpeechTurn[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sample = await measure(async () => {
        turns = voiceTurns(await readAudio(conversation.file), 16_000);
      });
      cpu.push(sample.cpu);
    }
    const error = speechError(turns, conversation.turns);
    const ratio = median(cpu) / (conversation.durationMs / 1000);
    const truthMs = conversation.turns.reduce((sum, t) => sum + t.end - t.start, 0);
    if (counted) {
      speechMs += truthMs;
      errorMs += error * truthMs;
      ratios.push(ratio);
    }
    console.log(
      [
        plan.voices.join(' + ').padEnd(38),
        (plan.format ?? 'wav').padEnd(4),
        plan.pauses ? 'quick answers' : 'pauses       ',
        `speakers ${speakers(turns)}/${plan.voices.length}`,
        `error ${percent(error).padStart(7)}`,
        `CPU ${median(cpu).toFixed(2)} s = ${ratio.toFixed(4)} × duration`,
        counted ? '' : '(not in the total)',
      ].join('  '),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const total = errorMs / speechMs;
const cost = median(ratios);
console.log(
  `total error over the ${ratios.length} conversations: ${percent(total)} (target ≤ ${percent(TARGET_ERROR)}: ${total <= TARGET_ERROR ? 'met' : 'NOT met'})`,
);
console.log(
  `CPU (decode + analysis) ÷ duration, median: ${cost.toFixed(4)} (aim ≤ ${AIM_CPU_RATIO}: ${cost <= AIM_CPU_RATIO ? 'met' : 'NOT met'})`,
);
