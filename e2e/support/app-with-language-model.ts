// A second app for the journeys that need a language model (translated captions): the built
// server on a database of its own, talking to a local stand-in for an OpenAI-compatible chat API
// (POST /v1/chat/completions, the structured answer as choices[0].message.content). The main
// app of the browser tests has no model, so that its journeys see the offline suggestions.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createE2eDatabase } from './e2e-database';

/** English to Spanish, word by word, for the words of the sample video; others stay as they are. */
const SPANISH: Record<string, string> = {
  the: 'el',
  and: 'y',
  to: 'a',
  of: 'de',
  a: 'un',
  is: 'es',
  you: 'tú',
  your: 'tu',
  video: 'vídeo',
  videos: 'vídeos',
  captions: 'subtítulos',
  caption: 'subtítulo',
  every: 'cada',
  word: 'palabra',
  words: 'palabras',
  this: 'esto',
  with: 'con',
  in: 'en',
  for: 'para',
};

const translate = (sentence: string) =>
  sentence
    .split(' ')
    .map((word) => {
      const [, core = '', tail = ''] = /^(.*?)([.,!?]*)$/.exec(word) ?? [];
      return `${SPANISH[core.toLowerCase()] ?? core}${tail}`;
    })
    .join(' ');

async function startChat(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const user = JSON.parse(body.messages.find((m: { role: string }) => m.role === 'user').content);
    const content = JSON.stringify({ translations: (user.sentences as string[]).map(translate) });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-e2e',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface RunningApp {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startAppWithLanguageModel(): Promise<RunningApp> {
  const port = Number(process.env.E2E_PORT ?? 8199) + 11;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/e2e-${port}-language-model/data`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const [chat, database] = await Promise.all([startChat(), createE2eDatabase()]);
  const server = spawn(process.execPath, ['apps/server/dist/main.js', 'all'], {
    cwd: new URL('../..', import.meta.url).pathname,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      WEB_DIST_DIR: 'apps/web/dist',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 8196}`,
      SIGNUP_LIMIT_PER_HOUR: '1000',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LLM_BASE_URL: chat.url,
      LLM_MODEL: 'e2e-translator',
      LLM_API_KEY: 'sk-e2e',
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    await Promise.all([chat.close(), database.drop()]);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('The app with a language model did not start.');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
