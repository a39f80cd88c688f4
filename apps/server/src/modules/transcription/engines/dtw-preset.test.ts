import { describe, expect, it } from 'vitest';
import { dtwPreset } from './dtw-preset';

describe('the DTW preset of a model file', () => {
  it('is the model’s name, its quantisation aside', () => {
    expect(dtwPreset('/data/models/ggml-small.bin')).toBe('small');
    expect(dtwPreset('ggml-base.en.bin')).toBe('base.en');
    expect(dtwPreset('ggml-small-q5_1.bin')).toBe('small');
    expect(dtwPreset('ggml-large-v3-turbo-q8_0.bin')).toBe('large.v3.turbo');
    expect(dtwPreset('ggml-large-v2.bin')).toBe('large.v2');
  });

  it('is none for a file whose heads are not known', () => {
    expect(dtwPreset('/tmp/model-x1.bin')).toBeUndefined();
    expect(dtwPreset('ggml-whisper-fr-finetune.bin')).toBeUndefined();
  });
});
