import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODEL_CATALOGUE } from '../models/model-catalogue';
import {
  ggmlNbytes,
  inspectWhisperModel,
  type WhisperHparams,
  WhisperModelFileError,
  type WhisperTensor,
  whisperTensorLayout,
} from './whisper-model-file';

const dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-ggml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tiny: WhisperHparams = {
  nVocab: 10,
  nAudioCtx: 4,
  nAudioState: 8,
  nAudioHead: 1,
  nAudioLayer: 1,
  nTextCtx: 4,
  nTextState: 8,
  nTextHead: 1,
  nTextLayer: 1,
  nMels: 4,
  ftype: 1,
};

const int32 = (...values: number[]) => {
  const buffer = Buffer.alloc(4 * values.length);
  for (const [i, v] of values.entries()) buffer.writeInt32LE(v, 4 * i);
  return buffer;
};

/** A file laid out as whisper.cpp's converter writes it, with zeroed weights. */
function modelBytes(
  hparams: WhisperHparams,
  tensors: WhisperTensor[] = whisperTensorLayout(hparams),
  header: Buffer = int32(0x67676d6c, ...Object.values(hparams)),
): Buffer {
  const parts = [header, int32(hparams.nMels, 3), Buffer.alloc(hparams.nMels * 3 * 4), int32(3)];
  for (const token of ['a', 'bc', '']) parts.push(int32(token.length), Buffer.from(token));
  for (const t of tensors) {
    parts.push(int32(t.ne.length, t.name.length, t.type, ...t.ne), Buffer.from(t.name));
    parts.push(Buffer.alloc(t.type === 99 ? 16 : ggmlNbytes(t.type, t.ne))); // 99: no such type
  }
  return Buffer.concat(parts);
}

let files = 0;
function save(bytes: Buffer | string): string {
  const file = path.join(dir, `model-${++files}.bin`);
  writeFileSync(file, bytes);
  return file;
}

const problemWith = (bytes: Buffer | string) =>
  inspectWhisperModel(save(bytes)).then(
    () => 'no problem',
    (err: unknown) => {
      expect(err).toBeInstanceOf(WhisperModelFileError);
      return (err as Error).message;
    },
  );

describe('inspectWhisperModel', () => {
  it('reads the settings of a complete model and counts its tensors', async () => {
    const bytes = modelBytes(tiny);
    const info = await inspectWhisperModel(save(bytes));
    expect(info).toEqual({
      multilingual: false,
      hparams: tiny,
      weightType: 'f16',
      tensorCount: 11 + 15 + 24,
      sizeBytes: bytes.length,
    });
  });

  it('tells multilingual models by their vocabulary, as whisper.cpp does', async () => {
    const info = await inspectWhisperModel(save(modelBytes({ ...tiny, nVocab: 51865 })));
    expect(info.multilingual).toBe(true);
  });

  it('reads quantised models, whose ftype carries the quantisation version', async () => {
    const q8 = { ...tiny, nAudioState: 32, nTextState: 32, ftype: 2007 };
    const info = await inspectWhisperModel(save(modelBytes(q8)));
    expect(info.weightType).toBe('q8_0');
    expect(ggmlNbytes(8, [32, 32])).toBe(32 * 34);
  });

  it('names a web page saved in place of the model', async () => {
    expect(await problemWith('\n<!DOCTYPE html><html><body>Proxy error</body></html>')).toMatch(
      /is a web page, not a model/,
    );
  });

  it('names files that are not ggml models', async () => {
    expect(await problemWith('')).toMatch(/is empty/);
    expect(await problemWith('version https://git-lfs.github.com/spec/v1\noid sha256:…')).toMatch(
      /Git LFS pointer/,
    );
    expect(await problemWith(Buffer.from('GGUF\x03\0\0\0'))).toMatch(/GGUF file/);
    expect(await problemWith(Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]))).toMatch(
      /is not a whisper.cpp ggml model \(it starts with bytes 01 02 03 04/,
    );
  });

  it('says a truncated download is truncated, with the size it should have', async () => {
    const bytes = modelBytes(tiny);
    expect(await problemWith(bytes.subarray(0, bytes.length - 100))).toContain(
      `is truncated: a complete model with these settings is ${bytes.length} bytes, this file is ${bytes.length - 100} (the download probably stopped early)`,
    );
    expect(await problemWith(bytes.subarray(0, 30))).toMatch(/is truncated: it ends inside its header/);
  });

  it('refuses bytes after the last tensor', async () => {
    const bytes = modelBytes(tiny);
    expect(await problemWith(Buffer.concat([bytes, Buffer.alloc(5)]))).toContain(
      `has 5 extra bytes after its last tensor: a complete model with these settings is ${bytes.length} bytes, this file is ${bytes.length + 5}`,
    );
  });

  it("refuses a vocabulary-only file like whisper.cpp's for-tests models", async () => {
    expect(await problemWith(modelBytes(tiny, []))).toMatch(
      /contains no weights, like whisper.cpp's for-tests files/,
    );
  });

  it('refuses a file with fewer tensors than its settings call for', async () => {
    const twoLayers = { ...tiny, nAudioLayer: 2 };
    const header = int32(0x67676d6c, ...Object.values(twoLayers));
    expect(await problemWith(modelBytes(tiny, undefined, header))).toMatch(
      /has 50 of the 65 tensors its settings call for \(missing encoder\.blocks\.1\.mlp_ln\.weight, encoder\.blocks\.1\.mlp_ln\.bias, …\)/,
    );
  });

  it('refuses unknown weight and tensor types', async () => {
    expect(await problemWith(modelBytes({ ...tiny, ftype: 5 }, []))).toMatch(/weight type 5 \(ftype 5\)/);
    const layout = whisperTensorLayout(tiny);
    const withType = (type: number) => layout.map((t, i) => (i === 0 ? { ...t, type } : t));
    expect(await problemWith(modelBytes(tiny, withType(99)))).toMatch(
      /tensor "encoder.positional_embedding" has unknown type 99/,
    );
    expect(await problemWith(modelBytes(tiny, withType(1)))).toMatch(
      /tensor "encoder.positional_embedding" is f16, whisper.cpp expects f32/,
    );
  });

  it('refuses tensors whisper.cpp does not know or would reject', async () => {
    const layout = whisperTensorLayout(tiny);
    const renamed = layout.map((t, i) => (i === 3 ? { ...t, name: 'model.something' } : t));
    expect(await problemWith(modelBytes(tiny, renamed))).toMatch(
      /has a tensor whisper.cpp does not know \("model.something"\)/,
    );
    const reshaped = layout.map((t, i) => (i === 0 ? { ...t, ne: [4, 8] } : t));
    expect(await problemWith(modelBytes(tiny, reshaped))).toMatch(
      /tensor "encoder.positional_embedding" has shape \[4, 8\], whisper.cpp expects \[8, 4\]/,
    );
    const doubled = [...layout.slice(0, 2), layout[1] as WhisperTensor, ...layout.slice(3)];
    expect(await problemWith(modelBytes(tiny, doubled))).toMatch(
      /tensor "encoder.conv1.weight" appears twice/,
    );
  });

  it('refuses a header whose settings make no sense', async () => {
    expect(await problemWith(modelBytes({ ...tiny, nAudioState: -3, nTextState: -3 }, []))).toMatch(
      /its header makes no sense \(nAudioState = -3\)/,
    );
  });
});

describe('whisperTensorLayout', () => {
  // Published settings of whisper's models (tiny 4 layers of 384, base 6 of 512, small 12 of 768).
  const published = { tiny: [384, 4], base: [512, 6], small: [768, 12] } as const;

  it('matches the published models byte for byte once their vocabulary is set aside', () => {
    // What is left of each published file after the header, mel filters and every tensor the layout
    // predicts is its vocabulary, which is the same for all English and for all multilingual models.
    const vocabularyBytes = new Map<boolean, Set<number>>([
      [true, new Set()],
      [false, new Set()],
    ]);
    for (const model of MODEL_CATALOGUE) {
      const [state, layers] = published[model.name.replace('.en', '') as keyof typeof published];
      const english = model.name.endsWith('.en');
      const layout = whisperTensorLayout({
        nVocab: english ? 51864 : 51865,
        nAudioCtx: 1500,
        nAudioState: state,
        nAudioHead: state / 64,
        nAudioLayer: layers,
        nTextCtx: 448,
        nTextState: state,
        nTextHead: state / 64,
        nTextLayer: layers,
        nMels: 80,
        ftype: 1,
      });
      expect(layout).toHaveLength(11 + 15 * layers + 24 * layers);
      const tensorBytes = layout.reduce(
        (n, t) => n + 12 + 4 * t.ne.length + t.name.length + ggmlNbytes(t.type, t.ne),
        0,
      );
      vocabularyBytes.get(english)?.add(model.bytes - 48 - (8 + 80 * 201 * 4) - tensorBytes);
    }
    expect([...(vocabularyBytes.get(true) ?? [])]).toEqual([521_859]);
    expect([...(vocabularyBytes.get(false) ?? [])]).toEqual([508_089]);
  });
});
