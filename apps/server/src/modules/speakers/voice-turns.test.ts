import { describe, expect, it } from 'vitest';
import { HIGH_VOICE, LOW_VOICE, syntheticSpeech } from '../../../test/support/voices-audio';
import { speechError } from './speech-turns';
import { voiceTurns } from './voice-turns';

const RATE = 16_000;

/** Two voices taking turns of 3 s with `pauseMs` between them, for 30 s. */
function conversation(pauseMs: number) {
  const truth = Array.from({ length: 8 }, (_, i) => ({
    start: 500 + i * (3000 + pauseMs),
    end: 500 + i * (3000 + pauseMs) + 3000,
    speaker: i % 2,
  }));
  const pcm = syntheticSpeech(
    30_000,
    truth.map((turn) => ({ ...turn, voice: turn.speaker === 0 ? LOW_VOICE : HIGH_VOICE })),
  );
  return { pcm, truth };
}

// Made once: a voice is worked out sample by sample.
const withPauses = conversation(600);

describe('voiceTurns', () => {
  it('tells two voices taking turns apart', () => {
    const { pcm, truth } = withPauses;
    const turns = voiceTurns(pcm, RATE);
    expect(new Set(turns.map((t) => t.speaker))).toEqual(new Set([0, 1]));
    expect(speechError(turns, truth)).toBeLessThan(0.1);
  });

  it('finds a change of voice where one answers the other without a pause', () => {
    const { pcm, truth } = conversation(0);
    const turns = voiceTurns(pcm, RATE);
    expect(turns).toHaveLength(8);
    expect(speechError(turns, truth)).toBeLessThan(0.1);
  });

  it('hears one voice as one speaker', () => {
    const pcm = syntheticSpeech(20_000, [
      { voice: LOW_VOICE, start: 500, end: 6000 },
      { voice: LOW_VOICE, start: 6500, end: 12_000 },
      { voice: LOW_VOICE, start: 13_000, end: 19_000 },
    ]);
    const turns = voiceTurns(pcm, RATE);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.every((t) => t.speaker === 0)).toBe(true);
  });

  it('tells no more voices than asked for', () => {
    const { pcm } = withPauses;
    expect(new Set(voiceTurns(pcm, RATE, { maxSpeakers: 1 }).map((t) => t.speaker))).toEqual(new Set([0]));
  });

  it('keeps to the speech it is given', () => {
    const { pcm } = withPauses;
    const turns = voiceTurns(pcm, RATE, { speech: [{ start: 500, end: 3500 }] });
    expect(turns).toEqual([{ start: 500, end: 3500, speaker: 0 }]);
  });

  it('has no turns where nobody speaks', () => {
    expect(voiceTurns(syntheticSpeech(5000, []), RATE)).toEqual([]);
    expect(voiceTurns(new Float32Array(0), RATE)).toEqual([]);
  });
});
