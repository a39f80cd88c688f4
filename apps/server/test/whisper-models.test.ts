// Installing whisper models (`npm run models -- install`) against a local stand-in of the download
// host: resuming after a cut, refusing wrong bytes, and never leaving a partial file in place.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installModel, ModelInstallError } from '../src/modules/transcription/models/install-model';
import type { CatalogueModel } from '../src/modules/transcription/models/model-catalogue';
import { runModelsCommand } from '../src/modules/transcription/models/models-command';
import { writeWhisperTestModel } from './support/whisper-test-model';

// A complete, loadable model from the test generator (about 4 MB).
const bytes = await (async () => {
  const file = path.join(os.tmpdir(), `captionist-install-source-${process.pid}.bin`);
  await writeWhisperTestModel(file);
  const data = readFileSync(file);
  rmSync(file);
  return data;
})();

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');
const model: CatalogueModel = { name: 'test', bytes: bytes.length, sha1: sha1(bytes) };

type Mode =
  | 'normal'
  | 'cut-first'
  | 'ignore-range'
  | 'stall'
  | 'silent'
  | 'tampered'
  | 'longer'
  | 'page'
  | 'html'
  | 404
  | 500;
const page = Buffer.from('<!DOCTYPE html><html><body>Please sign in</body></html>');
let mode: Mode = 'normal';
let requests: { url: string; range?: string; status?: number; sent: number }[] = [];

function serve(req: IncomingMessage, res: ServerResponse) {
  const seen = { url: req.url ?? '', range: req.headers.range, sent: 0 } as (typeof requests)[number];
  requests.push(seen);
  if (req.url?.startsWith('/redirect/')) {
    res.writeHead(302, { Location: req.url.replace('/redirect/', '/models/') }).end();
    return;
  }
  if (req.url !== '/models/ggml-test.bin') return void res.writeHead(404).end('Not found');
  if (typeof mode === 'number') return void res.writeHead(mode).end('no');
  if (mode === 'silent') return; // never answers
  let body = bytes;
  if (mode === 'tampered')
    body = Buffer.concat([bytes.subarray(0, 1000), Buffer.from([7]), bytes.subarray(1001)]);
  if (mode === 'longer') body = Buffer.concat([bytes, Buffer.alloc(10)]);
  if (mode === 'page' || mode === 'html') body = page;

  const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
  const start = range && mode !== 'ignore-range' ? Number(range[1]) : 0;
  if (start >= body.length) return void res.writeHead(416).end();
  const type = mode === 'html' ? 'text/html; charset=utf-8' : 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Content-Length': body.length - start };
  seen.status = start > 0 ? 206 : 200;
  res.writeHead(
    seen.status,
    start > 0 ? { ...headers, 'Content-Range': `bytes ${start}-${body.length - 1}/${body.length}` } : headers,
  );
  const rest = body.subarray(start);
  if (mode === 'cut-first' && requests.filter((r) => r.url === req.url).length === 1) {
    seen.sent = Math.floor(rest.length / 2);
    res.write(rest.subarray(0, seen.sent), () => setTimeout(() => res.socket?.destroy(), 50));
  } else if (mode === 'stall') {
    seen.sent = 100_000;
    res.write(rest.subarray(0, seen.sent));
  } else {
    seen.sent = rest.length;
    res.end(rest);
  }
}

const server = createServer(serve);
let base: string;
let dir: string;
let closedPort: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'normal';
  requests = [];
  dir = mkdtempSync(path.join(os.tmpdir(), 'captionist-models-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

const finalFile = () => path.join(dir, 'ggml-test.bin');
const partFile = () => `${finalFile()}.part`;
const install = (overrides: { baseUrl?: string } = {}) =>
  installModel({
    model,
    baseUrl: overrides.baseUrl ?? `${base}/models`,
    dir,
    connectTimeoutMs: 500,
    stallTimeoutMs: 300,
  });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the install should have failed');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ModelInstallError);
      return err as ModelInstallError;
    },
  );

describe('installing a whisper model', () => {
  it('downloads, checks and installs a model, and leaves no .part behind', async () => {
    const result = await install();
    expect(result).toEqual({ status: 'installed', path: finalFile(), resumedFrom: 0 });
    expect(sha1(readFileSync(finalFile()))).toBe(model.sha1);
    expect(existsSync(partFile())).toBe(false);
    expect(requests).toMatchObject([{ url: '/models/ggml-test.bin', range: undefined, status: 200 }]);
  });

  it('does not download a model that is already installed', async () => {
    await install();
    requests = [];
    expect(await install()).toEqual({ status: 'already-installed', path: finalFile() });
    expect(requests).toEqual([]);
  });

  it('resumes a download cut off midway, asking only for the rest', async () => {
    mode = 'cut-first';
    const cut = await failure(install());
    expect(cut.kind).toBe('network');
    expect(cut.message).toMatch(
      /The connection to 127\.0\.0\.1:\d+ was cut .*the next run resumes from there/,
    );
    expect(existsSync(finalFile())).toBe(false);
    const kept = statSync(partFile()).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(bytes.length);

    const result = await install();
    expect(result).toMatchObject({ status: 'installed', resumedFrom: kept });
    expect(requests[1]).toMatchObject({ range: `bytes=${kept}-`, status: 206, sent: bytes.length - kept });
    expect(sha1(readFileSync(finalFile()))).toBe(model.sha1);
    expect(existsSync(partFile())).toBe(false);
  });

  it('starts again when the server ignores the range', async () => {
    writeFileSync(partFile(), bytes.subarray(0, 5000));
    mode = 'ignore-range';
    expect(await install()).toMatchObject({ status: 'installed', resumedFrom: 0 });
    expect(requests).toMatchObject([{ range: 'bytes=5000-', status: 200, sent: bytes.length }]);
    expect(sha1(readFileSync(finalFile()))).toBe(model.sha1);
  });

  it('checks a complete .part left behind without downloading anything', async () => {
    writeFileSync(partFile(), bytes);
    expect(await install()).toMatchObject({ status: 'installed' });
    expect(requests).toEqual([]);
  });

  it('checks the .part when the server has nothing more to send (416), and refuses it if short', async () => {
    const larger = { ...model, bytes: bytes.length + 10 };
    writeFileSync(partFile(), bytes);
    const err = await failure(installModel({ model: larger, baseUrl: `${base}/models`, dir }));
    expect(requests).toEqual([expect.objectContaining({ range: `bytes=${bytes.length}-`, sent: 0 })]);
    expect(err.message).toMatch(
      /The downloaded ggml-test\.bin is \d+ bytes, but the published file is \d+ bytes/,
    );
    expect(existsSync(partFile())).toBe(false);
  });

  it('refuses a file whose SHA-1 differs, keeping nothing', async () => {
    mode = 'tampered';
    const err = await failure(install());
    expect(err.message).toContain(`does not match its published SHA-1 (expected ${model.sha1}, got `);
    expect(existsSync(finalFile())).toBe(false);
    expect(existsSync(partFile())).toBe(false);
  });

  it('refuses a file of another size, keeping nothing', async () => {
    mode = 'longer';
    const err = await failure(install());
    expect(err.message).toMatch(
      new RegExp(
        `offers a ggml-test.bin of ${bytes.length + 10} bytes, but the published file is ${bytes.length}`,
      ),
    );
    expect(existsSync(finalFile())).toBe(false);
    expect(existsSync(partFile())).toBe(false);
  });

  it('refuses a web page, whether labelled as one or not, keeping nothing', async () => {
    const notAModel = { ...model, bytes: page.length, sha1: sha1(page) };
    mode = 'page';
    const err = await failure(installModel({ model: notAModel, baseUrl: `${base}/models`, dir }));
    expect(err.message).toMatch(/^The downloaded ggml-test\.bin was deleted: .* is a web page, not a model/);
    mode = 'html';
    const labelled = await failure(installModel({ model: notAModel, baseUrl: `${base}/models`, dir }));
    expect(labelled.message).toMatch(/answered with a web page instead of the model/);
    expect(existsSync(finalFile())).toBe(false);
    expect(existsSync(partFile())).toBe(false);
  });

  it('says what the server answered when it has no such file', async () => {
    mode = 404;
    const notFound = await failure(install());
    expect(notFound.message).toMatch(
      /^127\.0\.0\.1:\d+ answered 404 Not Found for http:\/\/127\.0\.0\.1:\d+\/models\/ggml-test\.bin; the model was not downloaded\.$/,
    );
    expect(notFound.kind).toBe('refused');
    mode = 500;
    const broken = await failure(install());
    expect(broken.message).toMatch(/answered 500 Internal Server Error/);
    expect(broken.kind).toBe('network');
    expect(existsSync(finalFile())).toBe(false);
  });

  it('follows redirects, as the real host sends downloads to its CDN', async () => {
    expect(await install({ baseUrl: `${base}/redirect` })).toMatchObject({ status: 'installed' });
    expect(requests.map((r) => r.url)).toEqual(['/redirect/ggml-test.bin', '/models/ggml-test.bin']);
  });

  it('gives up on a stalled download and keeps what came', async () => {
    mode = 'stall';
    const err = await failure(install());
    expect(err.message).toMatch(/stalled \(nothing for 0\.3 s\)\. 0\.1 MB of \d\.\d MB are kept/);
    expect(statSync(partFile()).size).toBe(100_000);
    expect(existsSync(finalFile())).toBe(false);
  });

  it('gives up on a server that does not answer, and on one that cannot be reached', async () => {
    mode = 'silent';
    const silent = await failure(install());
    expect(silent.message).toMatch(/^127\.0\.0\.1:\d+ did not answer within 0\.5 s\.$/);
    const unreachable = await failure(install({ baseUrl: `http://127.0.0.1:${closedPort}` }));
    expect(unreachable.message).toBe(
      `Could not reach 127.0.0.1:${closedPort}: connect ECONNREFUSED 127.0.0.1:${closedPort}.`,
    );
    expect(unreachable.kind).toBe('network');
  });

  it('replaces a damaged installed file', async () => {
    writeFileSync(finalFile(), bytes.subarray(0, 1000));
    const notes: string[] = [];
    await installModel({ model, baseUrl: `${base}/models`, dir, onNote: (n) => notes.push(n) });
    expect(notes[0]).toMatch(
      /ggml-test\.bin is damaged \(it is 1000 bytes, the published file is \d+\); downloading it again\./,
    );
    expect(sha1(readFileSync(finalFile()))).toBe(model.sha1);
  });
});

describe('npm run models', () => {
  const run = async (argv: string[], env: Record<string, string> = {}) => {
    let stdout = '';
    let stderr = '';
    const code = await runModelsCommand(argv, {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      env: { WHISPER_MODELS_DIR: dir, ...env },
    });
    return { code, stdout, stderr };
  };

  it('when offline, says what the app does until the model is installed', async () => {
    const offline = { WHISPER_MODEL_BASE_URL: `http://127.0.0.1:${closedPort}` };
    const refused = `Could not reach 127.0.0.1:${closedPort}: connect ECONNREFUSED 127.0.0.1:${closedPort}.\n`;
    const english = await run(['install'], offline);
    expect(english.code).toBe(1);
    expect(english.stderr).toBe(
      `${refused}The app will use PocketSphinx (or the multilingual model) until the model is installed; run \`npm run models -- install base.en\` when online.\n`,
    );
    const multilingual = await run(['install', 'small'], offline);
    expect(multilingual.code).toBe(1);
    expect(multilingual.stderr).toBe(
      `${refused}Until the model is installed, every video is transcribed as English; run \`npm run models -- install small\` when online.\n`,
    );
  });

  it('lists the models with their sizes and what is installed', async () => {
    writeFileSync(path.join(dir, 'ggml-tiny.en.bin.part'), Buffer.alloc(7_770_472));
    const { code, stdout } = await run(['list']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Whisper models in ${dir}:\n`);
    expect(stdout).toMatch(
      / {2}tiny\.en +77\.7 MB {2}English +partly downloaded \(10 %; install resumes it\)\n/,
    );
    expect(stdout).toMatch(/ {2}base\.en +148\.0 MB {2}English +not installed ← WHISPER_MODEL\n/);
    expect(stdout).toMatch(
      / {2}small +487\.6 MB {2}multilingual +not installed ← WHISPER_MULTILINGUAL_MODEL\n/,
    );
    expect(stdout).toMatch(/ {2}base +148\.0 MB {2}multilingual +not installed\n/);
  });

  it('refuses unknown models and commands', async () => {
    expect(await run(['install', 'huge'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/no whisper model "huge"/),
    });
    expect(await run(['remove'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^Usage: npm run models/),
    });
  });
});
