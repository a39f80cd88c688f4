// Writes files in ggml's legacy tensor layout (the one whisper.cpp's `whisper_model_load` reads):
// little-endian int32 fields, then per tensor its dims, name and raw f32, f16 or q8_0 data.
import type { FileHandle } from 'node:fs/promises';

export const GGML_FILE_MAGIC = 0x67676d6c;

export const GgmlType = { F32: 0, F16: 1, Q8_0: 8 } as const;
export type GgmlType = (typeof GgmlType)[keyof typeof GgmlType];

/** A tensor that is zero except at a few flat indices (ne[0] varies fastest, as in ggml). */
export interface SparseTensor {
  name: string;
  type: GgmlType;
  /** ggml's ne: the innermost dimension first. */
  ne: number[];
  values?: ReadonlyMap<number, number>;
}

const Q8_0_BLOCK = 32;
const Q8_0_BLOCK_BYTES = 2 + Q8_0_BLOCK; // fp16 scale, then 32 int8
const ZEROS = Buffer.alloc(1 << 22);

function tensorDataBytes(type: GgmlType, count: number): number {
  if (type === GgmlType.F32) return count * 4;
  if (type === GgmlType.F16) return count * 2;
  if (count % Q8_0_BLOCK !== 0)
    throw new Error(`q8_0 needs a multiple of ${Q8_0_BLOCK} values, got ${count}`);
  return (count / Q8_0_BLOCK) * Q8_0_BLOCK_BYTES;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half precision bits of a float, rounded to nearest even (what ggml's FP32_TO_FP16 does). */
function toFloat16Bits(value: number): number {
  f32[0] = value;
  const x = u32[0] ?? 0;
  const sign = (x >>> 16) & 0x8000;
  const exponent = (x >>> 23) & 0xff;
  let mantissa = x & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  const e = exponent - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mantissa |= 0x800000;
    const shift = 14 - e;
    const half = mantissa >>> shift;
    const rest = mantissa & ((1 << shift) - 1);
    const midpoint = 1 << (shift - 1);
    return sign | (half + (rest > midpoint || (rest === midpoint && half & 1) ? 1 : 0));
  }
  const bits = (e << 10) | (mantissa >>> 13);
  const rest = mantissa & 0x1fff;
  return sign | (bits + (rest > 0x1000 || (rest === 0x1000 && bits & 1) ? 1 : 0));
}

function encodeData(tensor: SparseTensor, count: number): Buffer {
  const data = Buffer.alloc(tensorDataBytes(tensor.type, count));
  const values = tensor.values ?? new Map<number, number>();
  if (tensor.type === GgmlType.F32) {
    for (const [i, v] of values) data.writeFloatLE(v, i * 4);
  } else if (tensor.type === GgmlType.F16) {
    for (const [i, v] of values) data.writeUInt16LE(toFloat16Bits(v), i * 2);
  } else {
    // ggml's quantize_row_q8_0_ref: d = max|x| / 127, q = round(x / d), per block of 32.
    const blocks = new Map<number, [number, number][]>();
    for (const [i, v] of values) {
      const block = Math.floor(i / Q8_0_BLOCK);
      const entries = blocks.get(block) ?? [];
      entries.push([i % Q8_0_BLOCK, v]);
      blocks.set(block, entries);
    }
    for (const [block, entries] of blocks) {
      const amax = Math.max(...entries.map(([, v]) => Math.abs(v)));
      const d = Math.fround(amax / 127);
      const offset = block * Q8_0_BLOCK_BYTES;
      data.writeUInt16LE(toFloat16Bits(d), offset);
      for (const [j, v] of entries) data.writeInt8(d ? Math.round(v / d) : 0, offset + 2 + j);
    }
  }
  return data;
}

/** Appends int32 fields, raw bytes and tensor records to an open file, in order. */
export class GgmlFileWriter {
  constructor(private readonly file: FileHandle) {}

  async int32(...values: number[]): Promise<void> {
    const buffer = Buffer.alloc(values.length * 4);
    values.forEach((v, i) => {
      buffer.writeInt32LE(v, i * 4);
    });
    await this.bytes(buffer);
  }

  async bytes(buffer: Uint8Array): Promise<void> {
    for (let written = 0; written < buffer.length; ) {
      written += (await this.file.write(buffer, written, buffer.length - written)).bytesWritten;
    }
  }

  /** n_dims, name length, type, ne[0..n_dims), name, data: convert-pt-to-ggml.py's record. */
  async tensor(tensor: SparseTensor): Promise<void> {
    const name = Buffer.from(tensor.name, 'utf8');
    await this.int32(tensor.ne.length, name.length, tensor.type, ...tensor.ne);
    await this.bytes(name);
    const count = tensor.ne.reduce((a, b) => a * b, 1);
    if (tensor.values?.size) return this.bytes(encodeData(tensor, count));
    for (let left = tensorDataBytes(tensor.type, count); left > 0; left -= ZEROS.length) {
      await this.bytes(ZEROS.subarray(0, Math.min(left, ZEROS.length)));
    }
  }
}
