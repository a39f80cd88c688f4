import { describe, expect, it } from 'vitest';
import type { RenderInput } from '../../platform/db/schema/json-columns';
import { ON_SCREEN_MAX_MS } from '../speakers/speaker-job';
import { speakerWaitMs, waitsForSpeakers } from './speaker-wait';

const reframe = (change: Partial<NonNullable<RenderInput['reframe']>> = {}): RenderInput['reframe'] => ({
  aspect: '9:16',
  mode: 'face',
  source: { width: 1280, height: 720 },
  samples: null,
  speakers: null,
  person: null,
  corrections: [],
  ...change,
});

describe('a render waiting for the speaker analysis', () => {
  it('waits when it follows people without speakers while the analysis is queued or running', () => {
    expect(waitsForSpeakers(reframe(), 'queued')).toBe(true);
    expect(waitsForSpeakers(reframe({ mode: 'split' }), 'running')).toBe(true);
  });

  it('does not wait for an analysis done, failed or never asked for, nor in a mode that follows nobody', () => {
    for (const status of ['none', 'done', 'failed'] as const)
      expect(waitsForSpeakers(reframe(), status)).toBe(false);
    for (const mode of ['centre', 'fill'] as const)
      expect(waitsForSpeakers(reframe({ mode }), 'running')).toBe(false);
    expect(waitsForSpeakers(null, 'running')).toBe(false);
    expect(waitsForSpeakers(reframe({ speakers: { turns: [], faces: [] } }), 'running')).toBe(false);
  });

  it('waits about as long as the analysis could take, within half the render job’s time', () => {
    const hours = (n: number) => n * 3_600_000;
    const minutes = (n: number) => n * 60_000;
    expect(speakerWaitMs(minutes(1), hours(2))).toBe(minutes(11));
    expect(speakerWaitMs(ON_SCREEN_MAX_MS, hours(2))).toBe(ON_SCREEN_MAX_MS + minutes(10));
    // Past it only the voices are analysed, a hundredth of the length.
    expect(speakerWaitMs(hours(2), hours(2))).toBe(minutes(22));
    expect(speakerWaitMs(minutes(20), minutes(20))).toBe(minutes(10));
  });
});
