// Generates whisper.cpp models (legacy ggml files) whose greedy decoding of any audio is a scripted
// transcript, so tests run real whisper.cpp without downloaded weights.
import { open } from 'node:fs/promises';
import { GGML_FILE_MAGIC, GgmlFileWriter, GgmlType, type SparseTensor } from './ggml-writer';

export interface ScriptedSegment {
  /** Multiples of 20 (whisper's timestamp tokens are 20 ms apart); the first start is at most 1000. */
  startMs: number;
  endMs: number;
  /**
   * As whisper emits them: [' Hello', ' wor', 'ld'] (a leading space starts a word). UTF-8. With
   * --suppress-nst whisper.cpp never emits a token that is exactly one of its non-speech strings
   * ('[', ' [', '_', ']', '♪', …): write [' [BL', 'ANK_AUDIO]'] rather than [' [', 'BL', …].
   */
  tokens: string[];
}

export interface TestModelOptions {
  /** micro: 64-wide, one layer (grows in steps of 64 for long scripts); tiny, base: real dimensions. */
  size?: 'micro' | 'tiny' | 'base' | 'small';
  /** 51865 tokens with language and task tokens, instead of the 51864 of an `.en` model. */
  multilingual?: boolean;
  /** What whisper.cpp's language detection picks (`-l auto`); default 'en'. */
  detectedLanguage?: string;
  /** ftype 7 (q8_0, micro ≈ 4 MB) or 1 (f16). */
  quantization?: 'q8_0' | 'f16';
  /** What decoding emits in the first 30 s window, then <|endoftext|>; default " Hello world" 0–2 s. */
  segments?: ScriptedSegment[];
  /** false: header, mel filters and vocabulary only, which whisper.cpp loads as an "empty model". */
  weights?: boolean;
}

const DIMENSIONS = {
  micro: { state: 64, head: 1, layers: 1 },
  tiny: { state: 384, head: 6, layers: 4 },
  base: { state: 512, head: 8, layers: 6 },
  small: { state: 768, head: 12, layers: 12 },
};
const N_AUDIO_CTX = 1500;
const N_TEXT_CTX = 448;
const N_MELS = 80;
const N_FFT = 201;
const MAX_TOKENS = N_TEXT_CTX / 2 - 5; // whisper.cpp samples n_text_ctx/2 - 4 a window, <|endoftext|> included
// whisper.cpp's g_lang order: language i is token sot + 1 + i (99 languages outside large-v3).
const LANGUAGES = (
  'en zh de es ru ko fr ja pt tr pl ca nl ar sv it id hi fi vi he uk el ms cs ro da hu ta no th ur ' +
  'hr bg lt la mi ml cy sk te fa lv bn sr az sl kn et mk br eu is hy ne mn bs kk sq sw gl mr pa si ' +
  'km sn yo so af oc ka be tg sd gu am yi lo uz fo ht ps tk nn mt sa lb my bo tl mg as tt haw ln ha ba jw su'
).split(' ');
const SPACE_ID = 220; // suppress_blank looks up the token " "; it must exist
const FIRST_TEXT_ID = 1000;
const LOGIT = 40; // the chosen token's logit; every other token's is about 0, so p ≈ 1 - 5e4·e^-40

/**
 * Why it works: every weight is zero except the decoder's token embeddings, positional embeddings
 * and final layer norm, so each block adds zero and the last hidden state is
 * tok_emb[current] + pos_emb[position]. Each token the script uses gets its own dimension (its
 * embedding is one-hot there), and pos_emb[p] points, ten times stronger, at the dimension of the
 * token wanted at decoding step p; after the layer norm, logits = hidden · tok_emb^T put ≈ 40 on
 * that token. Position 0 also points at the detected language.
 *
 * Later windows (audio over 30 s) start at another position, because whisper.cpp prompts them with
 * the previous text: there the model emits a low-probability throwaway segment while
 * <|nospeech|> is likely, which whisper.cpp drops as no speech. A window decoded without that
 * context (a last window under 5 s, or `no_context`) starts like the first and repeats the script.
 */
export async function writeWhisperTestModel(filePath: string, options: TestModelOptions = {}): Promise<void> {
  const multilingual = options.multilingual ?? false;
  const t = specialTokens(multilingual);
  const language = LANGUAGES.indexOf(options.detectedLanguage ?? 'en');
  if (language < 0) throw new Error(`whisper.cpp has no language ${options.detectedLanguage}`);
  const segments = options.segments ?? [{ startMs: 0, endMs: 2000, tokens: [' Hello', ' world'] }];
  const vocabulary = new Map<string, number>([[' ', SPACE_ID]]);
  const textId = (token: string) => {
    if (!vocabulary.has(token)) vocabulary.set(token, FIRST_TEXT_ID + vocabulary.size - 1);
    return vocabulary.get(token) ?? SPACE_ID;
  };
  const script = segments.flatMap((s) => [
    t.beg + s.startMs / 20,
    ...s.tokens.map(textId),
    t.beg + s.endMs / 20,
  ]);
  checkScript(segments, script);
  const languageToken = t.sot + 1 + language;
  const keyed = [...new Set([t.eot, t.nosp, languageToken, t.beg + 1500, ...script])];
  const { state, head, layers } = dimensions(options.size ?? 'micro', keyed.length);
  const wtype = options.quantization === 'f16' ? GgmlType.F16 : GgmlType.Q8_0;

  const file = await open(filePath, 'w');
  try {
    const out = new GgmlFileWriter(file);
    const audio = [N_AUDIO_CTX, state, head, layers];
    const text = [N_TEXT_CTX, state, head, layers];
    // ftype 7 (q8_0) is stored as whisper.cpp's quantize tool does: plus 1000 · GGML_QNT_VERSION.
    await out.int32(GGML_FILE_MAGIC, t.nVocab, ...audio, ...text, N_MELS, wtype === GgmlType.F16 ? 1 : 2007);
    await out.int32(N_MELS, N_FFT);
    await out.bytes(Buffer.alloc(N_MELS * N_FFT * 4)); // mel filters: unused, the encoder is all zero
    await out.bytes(vocabularyBytes(vocabulary, t.eot));
    if (options.weights === false) return;
    const prompt = multilingual ? 3 : 1;
    const tokens = { ...t, language: languageToken, firstText: script[1] ?? SPACE_ID };
    const embeddings = scriptedEmbeddings(state, keyed, script, prompt, tokens);
    for (const tensor of modelTensors({ state, layers, nVocab: t.nVocab, wtype }, embeddings)) {
      await out.tensor(tensor);
    }
  } finally {
    await file.close();
  }
}

/** whisper.cpp's ids: a multilingual vocabulary has one more text token, so every special id is one higher. */
function specialTokens(multilingual: boolean) {
  const m = multilingual ? 1 : 0;
  return { eot: 50256 + m, sot: 50257 + m, nosp: 50361 + m, beg: 50363 + m, nVocab: 51864 + m };
}

/** Micro grows in steps of 64 (one attention head each) until every keyed token has a dimension. */
function dimensions(size: keyof typeof DIMENSIONS, keyed: number) {
  const fixed = DIMENSIONS[size];
  const state = size === 'micro' ? Math.ceil(keyed / 64) * 64 : fixed.state;
  if (keyed > state) throw new Error(`the script needs ${keyed} dimensions, a ${size} model has ${state}`);
  return { state, head: size === 'micro' ? state / 64 : fixed.head, layers: fixed.layers };
}

function checkScript(segments: ScriptedSegment[], script: number[]): void {
  if (segments.length === 0) throw new Error('a scripted model needs at least one segment');
  let previousEnd = 0;
  for (const { startMs, endMs, tokens } of segments) {
    const where = `segment ${startMs}–${endMs} ms`;
    if (startMs % 20 || endMs % 20) throw new Error(`${where}: times must be multiples of 20 ms`);
    if (startMs < previousEnd || endMs <= startMs || endMs > 30_000) {
      throw new Error(`${where}: segments must be increasing, non-empty and within 30 s`);
    }
    if (tokens.length === 0 || tokens.some((token) => token === '')) throw new Error(`${where}: empty token`);
    previousEnd = endMs;
  }
  // whisper.cpp's max_initial_ts (1 s), its tokens per window, and its repetition check: the last
  // 32 tokens of a longer window need an entropy of at least 2.4 or it falls back to sampling.
  if ((segments[0]?.startMs ?? 0) > 1000) throw new Error('the first segment must start within 1 s');
  if (script.length > MAX_TOKENS) throw new Error(`${script.length} tokens do not fit one window`);
  const last = script.slice(-32);
  const counts = [...new Set(last)].map((id) => last.filter((x) => x === id).length / last.length);
  if (script.length > 32 && -counts.reduce((sum, p) => sum + p * Math.log(p), 0) < 2.4) {
    throw new Error('the last 32 tokens repeat too much: whisper.cpp would reject the window');
  }
}

/** Token strings by id up to (not including) <|endoftext|>; whisper.cpp names the special tokens. */
function vocabularyBytes(vocabulary: Map<string, number>, count: number): Buffer {
  const strings = new Map([...vocabulary].map(([text, id]) => [id, Buffer.from(text, 'utf8')]));
  let bytes = 4 + count * 4;
  for (const text of strings.values()) bytes += text.length;
  const buffer = Buffer.alloc(bytes); // unused ids stay empty strings (length 0)
  buffer.writeInt32LE(count, 0);
  for (let id = 0, offset = 4; id < count; id++) {
    const text = strings.get(id);
    buffer.writeUInt32LE(text?.length ?? 0, offset);
    offset += 4 + (text?.copy(buffer, offset + 4) ?? 0);
  }
  return buffer;
}

interface Embeddings {
  token: Map<number, number>;
  position: Map<number, number>;
}

interface ScriptTokens {
  eot: number;
  nosp: number;
  beg: number;
  language: number;
  firstText: number;
}

/**
 * Decoding step k of the first window runs at position prompt - 1 + k: `prompt` is [sot], or
 * [sot, language, task] for multilingual models. After the script's last timestamp comes
 * <|endoftext|> with <|nospeech|> more likely before filtering: whisper.cpp takes the next window's
 * no-speech probability from those logits (it reads the first row of its logits buffer).
 */
function scriptedEmbeddings(
  state: number,
  keyed: number[],
  script: number[],
  prompt: number,
  t: ScriptTokens,
) {
  const dimension = new Map(keyed.map((id, i) => [id, i]));
  const scale = LOGIT / Math.sqrt(state);
  const embeddings: Embeddings = { token: new Map(), position: new Map() };
  for (const [id, d] of dimension) embeddings.token.set(id * state + d, scale);
  const point = (position: number, id: number, weight = 1) => {
    const index = position * state + (dimension.get(id) ?? 0);
    embeddings.position.set(index, (embeddings.position.get(index) ?? 0) + 10 * scale * weight);
  };
  const endWindow = (position: number) => {
    point(position, t.nosp);
    point(position, t.eot, 0.7);
  };
  point(0, t.language, 0.5);
  script.forEach((id, k) => {
    point(prompt - 1 + k, id);
  });
  endWindow(prompt - 1 + script.length);
  // A later window's prompt is [<|prev|>, the script, sot, ...]: its first step is at script.length +
  // prompt. Before filtering <|nospeech|> wins; after, the timestamps tie at logit 0 and the first one
  // is taken with p ≈ 2e-5, then a text token and <|30.00|> (a no-speech window averages logprob < -1).
  const later = script.length + prompt;
  point(later, t.nosp);
  point(later + 1, t.firstText);
  point(later + 2, t.beg + 1500);
  endWindow(later + 3);
  return embeddings;
}

interface Shape {
  state: number;
  layers: number;
  nVocab: number;
  wtype: GgmlType;
}

/** Every tensor whisper_model_load expects, with its type: wtype, F16 convolutions, F32 the rest. */
function* modelTensors({ state, layers, nVocab, wtype }: Shape, e: Embeddings) {
  const f32 = (name: string, ...ne: number[]): SparseTensor => ({ name, type: GgmlType.F32, ne });
  const big = (name: string, ...ne: number[]): SparseTensor => ({ name, type: wtype, ne });
  const conv = (name: string, ...ne: number[]): SparseTensor => ({ name, type: GgmlType.F16, ne });
  function* block(prefix: string, attentions: string[]) {
    yield* [f32(`${prefix}.mlp_ln.weight`, state), f32(`${prefix}.mlp_ln.bias`, state)];
    yield* [big(`${prefix}.mlp.0.weight`, state, 4 * state), f32(`${prefix}.mlp.0.bias`, 4 * state)];
    yield* [big(`${prefix}.mlp.2.weight`, 4 * state, state), f32(`${prefix}.mlp.2.bias`, state)];
    for (const a of attentions) {
      yield* [f32(`${prefix}.${a}_ln.weight`, state), f32(`${prefix}.${a}_ln.bias`, state)];
      yield* [big(`${prefix}.${a}.query.weight`, state, state), f32(`${prefix}.${a}.query.bias`, state)];
      yield big(`${prefix}.${a}.key.weight`, state, state);
      yield* [big(`${prefix}.${a}.value.weight`, state, state), f32(`${prefix}.${a}.value.bias`, state)];
      yield* [big(`${prefix}.${a}.out.weight`, state, state), f32(`${prefix}.${a}.out.bias`, state)];
    }
  }
  yield f32('encoder.positional_embedding', state, N_AUDIO_CTX);
  yield* [conv('encoder.conv1.weight', 3, N_MELS, state), f32('encoder.conv1.bias', 1, state)];
  yield* [conv('encoder.conv2.weight', 3, state, state), f32('encoder.conv2.bias', 1, state)];
  yield* [f32('encoder.ln_post.weight', state), f32('encoder.ln_post.bias', state)];
  for (let i = 0; i < layers; i++) yield* block(`encoder.blocks.${i}`, ['attn']);
  yield { ...f32('decoder.positional_embedding', state, N_TEXT_CTX), values: e.position };
  yield { ...big('decoder.token_embedding.weight', state, nVocab), values: e.token };
  const ones = new Map(Array.from({ length: state }, (_, i) => [i, 1]));
  yield* [{ ...f32('decoder.ln.weight', state), values: ones }, f32('decoder.ln.bias', state)];
  for (let i = 0; i < layers; i++) yield* block(`decoder.blocks.${i}`, ['attn', 'cross_attn']);
}
