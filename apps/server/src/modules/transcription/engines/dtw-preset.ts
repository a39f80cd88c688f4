// The alignment-heads preset whisper-cli's -dtw needs for a model file (docs/transcription.md
// "Times"): from whisper.cpp's file name, its quantisation aside. A file of another name (a
// generated test model, a fine-tune) has no known heads, so it gets no DTW times.
import path from 'node:path';

const PRESETS = new Set([
  'tiny',
  'tiny.en',
  'base',
  'base.en',
  'small',
  'small.en',
  'medium',
  'medium.en',
  'large.v1',
  'large.v2',
  'large.v3',
  'large.v3.turbo',
]);

export function dtwPreset(modelPath: string): string | undefined {
  const name = /^ggml-(.+?)(?:-q\d_\d|-q8_0)?\.bin$/.exec(path.basename(modelPath))?.[1];
  const preset = name?.replace(/^large-v(\d)(-turbo)?$/, (_all, v: string, turbo?: string) =>
    turbo ? `large.v${v}.turbo` : `large.v${v}`,
  );
  return preset && PRESETS.has(preset) ? preset : undefined;
}
