// Downloads one catalogue model into <dir>/ggml-<name>.bin: into a .part file that a later run
// resumes (HTTP Range), checked against the pinned size and SHA-1 and read as a whisper.cpp model
// before it is renamed into place, so the final path only ever holds a complete, verified file.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { inspectWhisperModel, WhisperModelFileError } from '../engines/whisper-model-file';
import { type CatalogueModel, modelFileName, modelUrl } from './model-catalogue';

export interface InstallOptions {
  model: CatalogueModel;
  /** e.g. https://huggingface.co/ggerganov/whisper.cpp/resolve/main */
  baseUrl: string;
  dir: string;
  onProgress?: (progress: { received: number; total: number }) => void;
  /** One-line notes for the person watching: resuming, checking, replacing a damaged file. */
  onNote?: (message: string) => void;
  /** Time allowed until the response headers arrive (connecting and redirects included). */
  connectTimeoutMs?: number;
  /** Time allowed without a byte of the body before the download counts as stalled. */
  stallTimeoutMs?: number;
}

export type InstallResult =
  | { status: 'already-installed'; path: string }
  | { status: 'installed'; path: string; resumedFrom: number };

/** The install failed; the message says why and what happens next. */
export class ModelInstallError extends Error {
  override name = 'ModelInstallError';
  constructor(
    message: string,
    /** network: the host could not be reached or the connection broke; trying again later may work. */
    readonly kind: 'network' | 'refused' = 'refused',
  ) {
    super(message);
  }
}

export const modelPaths = (dir: string, model: CatalogueModel) => {
  const file = path.join(path.resolve(dir), modelFileName(model));
  return { file, part: `${file}.part` };
};

/** Null when the installed file has the pinned size and reads as a whisper model, else why not. */
export async function installedModelProblem(file: string, model: CatalogueModel): Promise<string | null> {
  const size = await fileSize(file);
  if (size === null) return 'not installed';
  if (size !== model.bytes) return `it is ${size} bytes, the published file is ${model.bytes}`;
  try {
    await inspectWhisperModel(file);
    return null;
  } catch (err) {
    if (err instanceof WhisperModelFileError) return err.message;
    throw err;
  }
}

export async function installModel(options: InstallOptions): Promise<InstallResult> {
  const { model, dir, onNote = () => {} } = options;
  const { file, part } = modelPaths(dir, model);
  await mkdir(path.dirname(file), { recursive: true });

  const problem = await installedModelProblem(file, model);
  if (problem === null) {
    await rm(part, { force: true });
    return { status: 'already-installed', path: file };
  }
  if (problem !== 'not installed') onNote(`${file} is damaged (${problem}); downloading it again.`);

  let resumedFrom = (await fileSize(part)) ?? 0;
  if (resumedFrom > model.bytes) {
    await rm(part, { force: true });
    resumedFrom = 0;
  }
  if (resumedFrom < model.bytes) {
    resumedFrom = await download({ ...options, part, offset: resumedFrom });
  }
  await verify(part, model, onNote);
  await syncFile(part);
  await rename(part, file);
  await syncFile(path.dirname(file)).catch(() => {});
  return { status: 'installed', path: file, resumedFrom };
}

/** Appends the rest of the model to `part`; returns the offset it resumed from. */
async function download(options: InstallOptions & { part: string; offset: number }): Promise<number> {
  const { model, part, onNote = () => {}, onProgress = () => {} } = options;
  const url = modelUrl(options.baseUrl, model);
  const host = new URL(url).host;
  const mb = megabytes;
  await checkFreeSpace(path.dirname(part), model.bytes - options.offset);
  onNote(`Downloading ${modelFileName(model)} (${mb(model.bytes)}) from ${url}`);

  const controller = new AbortController();
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const timer = setTimeout(() => controller.abort(), connectTimeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: options.offset > 0 ? { Range: `bytes=${options.offset}-` } : {},
      redirect: 'follow',
      signal: controller.signal,
    });
  } catch (err) {
    if (controller.signal.aborted) {
      throw new ModelInstallError(`${host} did not answer within ${connectTimeoutMs / 1000} s.`, 'network');
    }
    throw new ModelInstallError(`Could not reach ${host}: ${reason(err)}.`, 'network');
  } finally {
    clearTimeout(timer);
  }

  let offset = options.offset;
  // A wrong answer: what is in the .part cannot be trusted either.
  const refused = async (message: string) => {
    await response.body?.cancel().catch(() => {});
    await rm(part, { force: true });
    return new ModelInstallError(message);
  };
  if (response.status === 416 && offset > 0) {
    await response.body?.cancel().catch(() => {});
    return offset; // nothing left to send: the part is checked as it is
  }
  if (response.status === 206) {
    const range = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(response.headers.get('content-range') ?? '');
    if (!range || Number(range[1]) !== offset) {
      throw await refused(
        `${host} sent a different part of ${modelFileName(model)} than asked for; run the install again.`,
      );
    }
    if (range[2] !== '*' && Number(range[2]) !== model.bytes) {
      throw await refused(sizeMismatch(model, Number(range[2]), host));
    }
    onNote(`Resuming at ${mb(offset)} of ${mb(model.bytes)}.`);
  } else if (response.status === 200) {
    if (offset > 0) onNote(`${host} does not resume downloads; starting again from the beginning.`);
    offset = 0;
    const length = response.headers.get('content-length');
    if (length !== null && Number(length) !== model.bytes) {
      throw await refused(sizeMismatch(model, Number(length), host));
    }
    if (/^text\/html/i.test(response.headers.get('content-type') ?? '')) {
      throw await refused(
        `${host} answered with a web page instead of the model (a proxy or sign-in page?).`,
      );
    }
  } else {
    await response.body?.cancel().catch(() => {});
    throw new ModelInstallError(
      `${host} answered ${response.status} ${response.statusText} for ${url}; the model was not downloaded.`,
      response.status >= 500 || response.status === 429 ? 'network' : 'refused',
    );
  }
  if (!response.body) throw new ModelInstallError(`${host} answered without the file.`);

  let received = offset;
  let stalled = false;
  let tooLong = false;
  const stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
  let stall: NodeJS.Timeout | undefined;
  const armStall = () => {
    clearTimeout(stall);
    stall = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, stallTimeoutMs);
  };
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > model.bytes) {
        tooLong = true;
        return done(new Error('longer than expected'));
      }
      armStall();
      onProgress({ received, total: model.bytes });
      done(null, chunk);
    },
  });
  armStall();
  onProgress({ received, total: model.bytes });
  try {
    await pipeline(
      Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
      meter,
      createWriteStream(part, { flags: offset > 0 ? 'a' : 'w' }),
    );
  } catch (err) {
    if (tooLong) throw await refused(sizeMismatch(model, received, host));
    const kept = `${mb((await fileSize(part)) ?? 0)} of ${mb(model.bytes)} are kept in ${part}; the next run resumes from there`;
    if (stalled) {
      throw new ModelInstallError(
        `The download from ${host} stalled (nothing for ${stallTimeoutMs / 1000} s). ${kept}.`,
        'network',
      );
    }
    throw new ModelInstallError(`The connection to ${host} was cut (${reason(err)}). ${kept}.`, 'network');
  } finally {
    clearTimeout(stall);
  }
  if (received < model.bytes) {
    throw new ModelInstallError(
      `${host} ended the download after ${mb(received)} of ${mb(model.bytes)}; they are kept in ${part} and the next run resumes from there.`,
      'network',
    );
  }
  return offset;
}

/** Size, SHA-1 and whisper.cpp's own reading of the file; a file that fails any of them is deleted. */
async function verify(part: string, model: CatalogueModel, onNote: (message: string) => void) {
  const name = modelFileName(model);
  const size = (await fileSize(part)) ?? 0;
  if (size !== model.bytes) {
    await rm(part, { force: true });
    throw new ModelInstallError(sizeMismatch(model, size));
  }
  onNote(`Checking ${name} (SHA-1)…`);
  const sha1 = await hashFile(part);
  if (sha1 !== model.sha1) {
    await rm(part, { force: true });
    throw new ModelInstallError(
      `The downloaded ${name} does not match its published SHA-1 (expected ${model.sha1}, got ${sha1}), so it was deleted. Try again; if it happens again, something on the way (a proxy?) changes the file.`,
    );
  }
  try {
    await inspectWhisperModel(part);
  } catch (err) {
    if (!(err instanceof WhisperModelFileError)) throw err;
    await rm(part, { force: true });
    throw new ModelInstallError(`The downloaded ${name} was deleted: ${err.message}`);
  }
}

async function checkFreeSpace(dir: string, needed: number) {
  const fs = await statfs(dir).catch(() => null);
  if (fs && fs.bavail * fs.bsize < needed) {
    throw new ModelInstallError(
      `Not enough free disk space in ${dir}: the model needs ${megabytes(needed)} more, ${megabytes(fs.bavail * fs.bsize)} are free.`,
    );
  }
}

function sizeMismatch(model: CatalogueModel, size: number, host?: string): string {
  const what = host
    ? `${host} offers a ${modelFileName(model)} of`
    : `The downloaded ${modelFileName(model)} is`;
  return `${what} ${size} bytes, but the published file is ${model.bytes} bytes; nothing was installed. The download location may have changed: check WHISPER_MODEL_BASE_URL.`;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha1');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function syncFile(file: string) {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fileSize(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/** The innermost cause of a fetch failure ("getaddrinfo ENOTFOUND huggingface.co"). */
function reason(err: unknown): string {
  let current = err as { message?: string; cause?: unknown } | undefined;
  while (current?.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  return String(current?.message ?? err);
}

export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
