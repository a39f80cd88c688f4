import { describe, expect, it } from 'vitest';
import { HIGH_VOICE, LOW_VOICE, syntheticSpeech } from '../../../test/support/voices-audio';
import { CEPSTRA, voiceFrames } from './voice-features';

const RATE = 16_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('voiceFrames', () => {
  it('hears a low and a high voice’s pitch', () => {
    for (const voice of [LOW_VOICE, HIGH_VOICE]) {
      const { pitch } = voiceFrames(syntheticSpeech(2000, [{ voice, start: 0, end: 2000 }]), RATE);
      const voiced = [...pitch].filter((p) => p > 0);
      expect(voiced.length).toBeGreaterThan(pitch.length * 0.8);
      expect(median(voiced) / voice.pitch).toBeCloseTo(1, 1);
    }
  });

  it('finds no pitch in hiss', () => {
    const frames = voiceFrames(syntheticSpeech(1000, []), RATE);
    expect(frames.count).toBe(98);
    expect([...frames.pitch].filter((p) => p > 0).length).toBeLessThan(5);
  });

  it('gives the same cepstra to a voice however loud it is', () => {
    const speech = syntheticSpeech(1000, [{ voice: LOW_VOICE, start: 0, end: 1000 }]);
    const loud = voiceFrames(speech, RATE);
    const quiet = voiceFrames(
      speech.map((x) => x / 10),
      RATE,
    );
    for (let i = 30 * CEPSTRA; i < 31 * CEPSTRA; i++)
      expect(quiet.cepstra[i]).toBeCloseTo(loud.cepstra[i] ?? 0, 3);
    expect((loud.level[30] ?? 0) - (quiet.level[30] ?? 0)).toBeCloseTo(20, 3);
  });

  it('has nothing to say about sound shorter than a frame', () => {
    expect(voiceFrames(new Float32Array(100), RATE).count).toBe(0);
  });
});
