// Reads a whisper.cpp ggml model file the way whisper.cpp's whisper_model_load does (header,
// mel filters, vocabulary, then every tensor's header), without loading the weights, so a damaged
// or wrong file is named plainly instead of aborting the process that loads it.
import { type FileHandle, open } from 'node:fs/promises';

export interface WhisperHparams {
  nVocab: number;
  nAudioCtx: number;
  nAudioState: number;
  nAudioHead: number;
  nAudioLayer: number;
  nTextCtx: number;
  nTextState: number;
  nTextHead: number;
  nTextLayer: number;
  nMels: number;
  /** As stored: the quantisation version × 1000 + the weight type (GGML_QNT_VERSION_FACTOR). */
  ftype: number;
}

export interface WhisperModelInfo {
  /** whisper.cpp's own test: a multilingual vocabulary has at least 51 865 tokens. */
  multilingual: boolean;
  hparams: WhisperHparams;
  /** Type of the large weight matrices: f32, f16, q5_1, q8_0… */
  weightType: string;
  tensorCount: number;
  sizeBytes: number;
}

/** The file cannot be used as a whisper.cpp model; the message says why and what to do. */
export class WhisperModelFileError extends Error {
  override name = 'WhisperModelFileError';
}

/** ggml types whisper.cpp's converters and quantiser write, from ggml.c's type_traits. */
const GGML_TYPES: Record<number, { name: string; blockSize: number; typeSize: number }> = {
  0: { name: 'f32', blockSize: 1, typeSize: 4 },
  1: { name: 'f16', blockSize: 1, typeSize: 2 },
  2: { name: 'q4_0', blockSize: 32, typeSize: 18 },
  3: { name: 'q4_1', blockSize: 32, typeSize: 20 },
  6: { name: 'q5_0', blockSize: 32, typeSize: 22 },
  7: { name: 'q5_1', blockSize: 32, typeSize: 24 },
  8: { name: 'q8_0', blockSize: 32, typeSize: 34 },
  10: { name: 'q2_k', blockSize: 256, typeSize: 84 },
  11: { name: 'q3_k', blockSize: 256, typeSize: 110 },
  12: { name: 'q4_k', blockSize: 256, typeSize: 144 },
  13: { name: 'q5_k', blockSize: 256, typeSize: 176 },
  14: { name: 'q6_k', blockSize: 256, typeSize: 210 },
  30: { name: 'bf16', blockSize: 1, typeSize: 2 },
};
const F32 = 0;
const F16 = 1;

/** ggml_ftype → ggml_type (ggml_ftype_to_ggml_type), for the ftypes above. */
const FTYPE_TO_TYPE: Record<number, number> = {
  0: 0,
  1: 1,
  2: 2,
  3: 3,
  7: 8,
  8: 6,
  9: 7,
  10: 10,
  11: 11,
  12: 12,
  13: 13,
  14: 14,
  24: 30,
};

const GGML_MAGIC = 0x67676d6c;
const MULTILINGUAL_VOCAB = 51865;

export interface WhisperTensor {
  name: string;
  type: number;
  /** ggml order: ne[0] is the innermost dimension. */
  ne: number[];
}

/** Bytes of a tensor's data (ggml_nbytes for a contiguous tensor). */
export function ggmlNbytes(type: number, ne: number[]): number {
  const t = GGML_TYPES[type];
  if (!t) throw new Error(`unknown ggml type ${type}`);
  return ne.reduce((n, d, i) => (i === 0 ? (d / t.blockSize) * t.typeSize : n * d), 0);
}

/** Every tensor whisper_model_load creates for these settings, with the type and shape it demands. */
export function whisperTensorLayout(h: WhisperHparams): WhisperTensor[] {
  const wtype = FTYPE_TO_TYPE[h.ftype % 1000];
  if (wtype === undefined) throw new Error(`unknown ftype ${h.ftype}`);
  const vtype = wtype === F32 ? F32 : F16; // the convolutions' type
  const tensors: WhisperTensor[] = [];
  const add = (name: string, type: number, ...ne: number[]) => tensors.push({ name, type, ne });
  const block = (prefix: string, s: number, cross: boolean) => {
    const attention = (part: string) => {
      add(`${prefix}.${part}_ln.weight`, F32, s);
      add(`${prefix}.${part}_ln.bias`, F32, s);
      add(`${prefix}.${part}.query.weight`, wtype, s, s);
      add(`${prefix}.${part}.query.bias`, F32, s);
      add(`${prefix}.${part}.key.weight`, wtype, s, s);
      add(`${prefix}.${part}.value.weight`, wtype, s, s);
      add(`${prefix}.${part}.value.bias`, F32, s);
      add(`${prefix}.${part}.out.weight`, wtype, s, s);
      add(`${prefix}.${part}.out.bias`, F32, s);
    };
    add(`${prefix}.mlp_ln.weight`, F32, s);
    add(`${prefix}.mlp_ln.bias`, F32, s);
    add(`${prefix}.mlp.0.weight`, wtype, s, 4 * s);
    add(`${prefix}.mlp.0.bias`, F32, 4 * s);
    add(`${prefix}.mlp.2.weight`, wtype, 4 * s, s);
    add(`${prefix}.mlp.2.bias`, F32, s);
    attention('attn');
    if (cross) attention('cross_attn');
  };

  const a = h.nAudioState;
  add('encoder.positional_embedding', F32, a, h.nAudioCtx);
  add('encoder.conv1.weight', vtype, 3, h.nMels, a);
  add('encoder.conv1.bias', F32, 1, a);
  add('encoder.conv2.weight', vtype, 3, a, a);
  add('encoder.conv2.bias', F32, 1, a);
  add('encoder.ln_post.weight', F32, a);
  add('encoder.ln_post.bias', F32, a);
  for (let i = 0; i < h.nAudioLayer; i++) block(`encoder.blocks.${i}`, a, false);

  const t = h.nTextState;
  add('decoder.positional_embedding', F32, t, h.nTextCtx);
  add('decoder.token_embedding.weight', wtype, t, h.nVocab);
  add('decoder.ln.weight', F32, t);
  add('decoder.ln.bias', F32, t);
  for (let i = 0; i < h.nTextLayer; i++) block(`decoder.blocks.${i}`, t, true);
  return tensors;
}

/** Reads and checks the model file at `file`; throws WhisperModelFileError saying what is wrong. */
export async function inspectWhisperModel(file: string): Promise<WhisperModelInfo> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const reader = new FileReader(handle, size);
    await checkMagic(reader, file, size);
    const hparams = await readHparams(reader, file).catch(pastEnd(file));
    await skipMelFilters(reader, file).catch(pastEnd(file));
    await skipVocabulary(reader, file).catch(pastEnd(file));
    const tensorCount = await checkTensors(reader, hparams, file);
    const wtype = FTYPE_TO_TYPE[hparams.ftype % 1000] as number;
    return {
      multilingual: hparams.nVocab >= MULTILINGUAL_VOCAB,
      hparams,
      weightType: GGML_TYPES[wtype]?.name ?? String(wtype),
      tensorCount,
      sizeBytes: size,
    };
  } finally {
    await handle.close();
  }
}

const pastEnd = (file: string) => (err: unknown) => {
  if (!(err instanceof PastEndError)) throw err;
  throw new WhisperModelFileError(
    `${file} is truncated: it ends inside its header, before any weights. Download it again.`,
  );
};

async function checkMagic(reader: FileReader, file: string, size: number) {
  if (size === 0) throw new WhisperModelFileError(`${file} is empty. Download the model again.`);
  const head = await reader.peek(Math.min(size, 64));
  const text = head.toString('latin1');
  if (/^(\uFEFF|\xEF\xBB\xBF)?\s*</.test(text)) {
    throw new WhisperModelFileError(
      `${file} is a web page, not a model (an error or sign-in page from a proxy or the download site was saved instead). Download the model again.`,
    );
  }
  if (text.startsWith('version https://git-lfs')) {
    throw new WhisperModelFileError(
      `${file} is a Git LFS pointer, not the model itself. Download the model from its resolve/ address.`,
    );
  }
  if (text.startsWith('GGUF')) {
    throw new WhisperModelFileError(
      `${file} is a GGUF file; whisper.cpp reads the older ggml format (ggml-*.bin from huggingface.co/ggerganov/whisper.cpp).`,
    );
  }
  if (size < 4 || head.readUInt32LE(0) !== GGML_MAGIC) {
    const start = head
      .subarray(0, 4)
      .toString('hex')
      .replace(/(..)(?=.)/g, '$1 ');
    throw new WhisperModelFileError(
      `${file} is not a whisper.cpp ggml model (it starts with bytes ${start}, not "lmgg"). Download a ggml-*.bin model.`,
    );
  }
  reader.position = 4;
}

async function readHparams(reader: FileReader, file: string): Promise<WhisperHparams> {
  const values: number[] = [];
  for (let i = 0; i < 11; i++) values.push(await reader.int32());
  const [nVocab, nAudioCtx, nAudioState, nAudioHead, nAudioLayer, nTextCtx, nTextState, nTextHead] =
    values as [number, number, number, number, number, number, number, number];
  const hparams: WhisperHparams = {
    nVocab,
    nAudioCtx,
    nAudioState,
    nAudioHead,
    nAudioLayer,
    nTextCtx,
    nTextState,
    nTextHead,
    nTextLayer: values[8] as number,
    nMels: values[9] as number,
    ftype: values[10] as number,
  };
  const bad = Object.entries(hparams).find(
    ([key, value]) => value < (key.endsWith('Layer') || key === 'ftype' ? 0 : 1) || value > 10_000_000,
  );
  if (bad || hparams.nTextState !== hparams.nAudioState) {
    const shown = bad ? `${bad[0]} = ${bad[1]}` : 'the text and audio widths differ';
    throw new WhisperModelFileError(
      `${file} is damaged or not a whisper model: its header makes no sense (${shown}).`,
    );
  }
  if (FTYPE_TO_TYPE[hparams.ftype % 1000] === undefined) {
    throw new WhisperModelFileError(
      `${file} has weight type ${hparams.ftype % 1000} (ftype ${hparams.ftype}), which whisper.cpp's tools do not write; use an f16 or quantised (q4_0…q8_0) ggml model.`,
    );
  }
  return hparams;
}

async function skipMelFilters(reader: FileReader, file: string) {
  const nMel = await reader.int32();
  const nFft = await reader.int32();
  if (nMel < 1 || nMel > 1000 || nFft < 1 || nFft > 100_000) {
    throw new WhisperModelFileError(
      `${file} is damaged: its mel filter size (${nMel} × ${nFft}) makes no sense.`,
    );
  }
  reader.position += nMel * nFft * 4;
}

async function skipVocabulary(reader: FileReader, file: string) {
  const count = await reader.int32();
  if (count < 0 || count > 10_000_000) {
    throw new WhisperModelFileError(`${file} is damaged: its vocabulary size (${count}) makes no sense.`);
  }
  for (let i = 0; i < count; i++) {
    const length = await reader.uint32();
    if (length > 1_000_000) {
      throw new WhisperModelFileError(`${file} is damaged: token ${i} claims ${length} bytes.`);
    }
    reader.position += length;
  }
}

async function checkTensors(reader: FileReader, hparams: WhisperHparams, file: string): Promise<number> {
  const layout = whisperTensorLayout(hparams);
  const expected = new Map(layout.map((t) => [t.name, t]));
  const completeSize =
    reader.position +
    layout.reduce((n, t) => n + 12 + 4 * t.ne.length + t.name.length + ggmlNbytes(t.type, t.ne), 0);
  const seen = new Set<string>();

  let cut = false; // the file ends inside a tensor's header or data
  while (seen.size < layout.length && reader.position < reader.size) {
    const header = await readTensorHeader(reader, seen.size + 1, file);
    if (!header) {
      cut = true;
      break;
    }
    const { name, type, ne } = header;
    const want = expected.get(name);
    if (!want) {
      throw new WhisperModelFileError(
        `${file} has a tensor whisper.cpp does not know ("${name}"): it is not a whisper model, or not one with these settings.`,
      );
    }
    if (seen.has(name))
      throw new WhisperModelFileError(`${file} is damaged: tensor "${name}" appears twice.`);
    if (!GGML_TYPES[type]) {
      throw new WhisperModelFileError(`${file} is damaged: tensor "${name}" has unknown type ${type}.`);
    }
    if (type !== want.type) {
      throw new WhisperModelFileError(
        `${file} is damaged: tensor "${name}" is ${GGML_TYPES[type]?.name}, whisper.cpp expects ${GGML_TYPES[want.type]?.name} in this model.`,
      );
    }
    const padded = [...ne, 1, 1, 1].slice(0, 4).join(',');
    if (padded !== [...want.ne, 1, 1, 1].slice(0, 4).join(',')) {
      throw new WhisperModelFileError(
        `${file} is damaged: tensor "${name}" has shape [${ne.join(', ')}], whisper.cpp expects [${want.ne.join(', ')}].`,
      );
    }
    seen.add(name);
    reader.position += ggmlNbytes(type, ne);
  }
  cut ||= reader.position > reader.size;

  if (seen.size === 0 && reader.position === reader.size) {
    throw new WhisperModelFileError(
      `${file} contains no weights, like whisper.cpp's for-tests files: it cannot transcribe. Install a real model (npm run models -- install base.en).`,
    );
  }
  const sizes = `a complete model with these settings is ${completeSize} bytes, this file is ${reader.size}`;
  if (cut) {
    throw new WhisperModelFileError(
      `${file} is truncated: ${sizes} (the download probably stopped early). Download it again.`,
    );
  }
  if (seen.size < layout.length) {
    const missing = layout.filter((t) => !seen.has(t.name)).map((t) => t.name);
    throw new WhisperModelFileError(
      `${file} has ${seen.size} of the ${layout.length} tensors its settings call for (missing ${missing.slice(0, 2).join(', ')}${missing.length > 2 ? ', …' : ''}); ${sizes}. It was cut short or is damaged: download it again.`,
    );
  }
  if (reader.position < reader.size) {
    throw new WhisperModelFileError(
      `${file} has ${reader.size - reader.position} extra bytes after its last tensor: ${sizes}. Download it again.`,
    );
  }
  return seen.size;
}

/** The next tensor's header, or null when the file ends inside it. */
async function readTensorHeader(reader: FileReader, index: number, file: string) {
  try {
    const nDims = await reader.int32();
    const nameLength = await reader.int32();
    const type = await reader.int32();
    if (nDims < 1 || nDims > 4 || nameLength < 1 || nameLength > 1024) {
      throw new WhisperModelFileError(
        `${file} is damaged: the header of tensor ${index} makes no sense (${nDims} dimensions, a name of ${nameLength} bytes).`,
      );
    }
    const ne: number[] = [];
    for (let i = 0; i < nDims; i++) ne.push(await reader.int32());
    const name = (await reader.bytes(nameLength)).toString('utf8');
    return { name, type, ne };
  } catch (err) {
    if (err instanceof PastEndError) return null;
    throw err;
  }
}

class PastEndError extends Error {}

/** Sequential reads at a moving position through a 64 KiB window; a read past the end throws. */
class FileReader {
  position = 0;
  private window = Buffer.alloc(0);
  private windowStart = 0;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
  ) {}

  async peek(length: number): Promise<Buffer> {
    const end = this.position + length;
    if (end > this.size) throw new PastEndError();
    if (this.position < this.windowStart || end > this.windowStart + this.window.length) {
      const want = Math.max(length, 65_536);
      const buffer = Buffer.alloc(Math.min(want, this.size - this.position));
      const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, this.position);
      this.window = buffer.subarray(0, bytesRead);
      this.windowStart = this.position;
    }
    const offset = this.position - this.windowStart;
    return this.window.subarray(offset, offset + length);
  }

  async bytes(length: number): Promise<Buffer> {
    const value = await this.peek(length);
    this.position += length;
    return value;
  }

  async int32(): Promise<number> {
    return (await this.bytes(4)).readInt32LE(0);
  }

  async uint32(): Promise<number> {
    return (await this.bytes(4)).readUInt32LE(0);
  }
}
