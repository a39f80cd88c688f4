// Runtime configuration: every setting comes from an environment variable, validated once at boot.
// A wrong value stops the process with a message that names the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    APP_URL: z.url().default('http://localhost:8080'),
    APP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_PUBLIC_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    STORAGE_DIR: z.string().min(1).optional(),
    SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(604_800).default(3600),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    // An upload with no sign of life for this long (no part recorded since the start or a resume)
    // is shown as interrupted, to resume, restart or delete (docs/videos.md "Unfinished uploads").
    UPLOAD_INTERRUPTED_AFTER_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
    // ... and after this long it is given up: aborted in storage, its video or library item deleted.
    UPLOAD_ABANDONED_AFTER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: booleanFlag.default(false),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    // Tell a video's speakers apart as soon as it is transcribed (docs/speakers.md): about a
    // quarter of its length in work besides its face search. Off, the editor offers Find speakers.
    FIND_SPEAKERS_AUTOMATICALLY: booleanFlag.default(true),
    // The cores this worker process's speech engines share, however many jobs run at once
    // (platform/concurrency/core-share.ts): 1 for a worker per core on a shared machine.
    WORKER_CORES: z.coerce.number().int().min(1).max(256).default(os.availableParallelism()),
    // Render encoder: a quality/speed choice (docs/rendering.md); veryfast + CRF 21 keeps renders
    // near plain-transcode speed with no visible loss on talking-head footage.
    RENDER_PRESET: z
      .enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow'])
      .default('veryfast'),
    RENDER_CRF: z.coerce.number().int().min(0).max(51).default(21),
    // A render job not finished by then counts as dead (its worker died) and is retried elsewhere:
    // keep it above the longest render the plans allow.
    // How often jobs left running past their expiry (their worker died) are handed to another.
    QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    RENDER_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(86_400).default(7200),
    // A running job renews its lease this often; one not renewed for JOB_LEASE_STALE_SECONDS
    // belongs to a dead worker and is retried (a killed worker's job is back within 2 minutes).
    JOB_LEASE_RENEW_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
    JOB_LEASE_STALE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
    // The largest pictures accepted at upload, checked by ffprobe before any frame is decoded
    // (docs/videos.md): 4096 × 2304 covers 4K UHD (3840×2160) and DCI 4K (4096×2160).
    MEDIA_MAX_PIXELS: z.coerce
      .number()
      .int()
      .min(64 * 64)
      .default(4096 * 2304),
    MEDIA_MAX_SIDE: z.coerce.number().int().min(64).max(16_384).default(4096),
    MEDIA_MAX_FPS: z.coerce.number().min(1).max(1000).default(120),
    // Still pictures (b-roll photos) may be larger: 50 megapixels takes a 45 MP camera's photos.
    IMAGE_MAX_PIXELS: z.coerce
      .number()
      .int()
      .min(64 * 64)
      .default(50_000_000),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    TRUST_PROXY: booleanFlag.default(false),
    // A session ends after this many days without a request (idle timeout), and in any case this
    // many days after sign-in (absolute lifetime); docs/accounts.md.
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // The origins (scheme://host:port, comma-separated) the MCP tool upload_video_from_url may
    // fetch videos from; none by default (docs/mcp.md).
    UPLOAD_FROM_URL_ORIGINS: z
      .string()
      .default('')
      .refine(
        (value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .every((origin) => !origin || /^https?:\/\/[^/]+\/?$/.test(origin)),
        'must be comma-separated origins such as https://cdn.example.com',
      ),
    // Requests one API key may make per minute, counted by each API process (docs/api.md).
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    // Accounts one network address may create per hour (many people behind one office NAT need more).
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    VERIFY_LINK_TTL_MINUTES: z.coerce.number().int().min(5).default(1440),
    RESET_LINK_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Captionist <no-reply@localhost>'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICES: z
      .string()
      .regex(
        /^([a-z0-9-]+=[A-Za-z0-9_]+)(,[a-z0-9-]+=[A-Za-z0-9_]+)*$/,
        'must look like pro-monthly=price_123,pro-yearly=price_456',
      )
      .optional(),
    STRIPE_API_URL: z.url().optional(),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    TRANSCRIBER: z
      .enum(['auto', 'pocketsphinx', 'whisper', 'openai', 'deepgram'], {
        error: 'must be auto, pocketsphinx, whisper, openai or deepgram',
      })
      .default('auto'),
    POCKETSPHINX_MODEL_DIR: z.string().min(1).default('/usr/share/pocketsphinx/model/en-us'),
    // A model name (base.en, small, …: ggml-<name>.bin in WHISPER_MODELS_DIR, installed with
    // `npm run models -- install <name>`) or the path of a ggml-*.bin file.
    WHISPER_MODEL: z
      .string()
      .regex(
        /^([a-z0-9.-]+|.*\.bin)$/,
        'must be a model name such as base.en or the path of a ggml-*.bin file',
      )
      .default('base.en'),
    // The multilingual model (a name or a path, as above) for every other language and for finding
    // the language of "auto" (docs/decisions/0017); "none" leaves every language to WHISPER_MODEL.
    WHISPER_MULTILINGUAL_MODEL: z
      .string()
      .regex(
        /^([a-z0-9.-]+|.*\.bin)$/,
        'must be a model name such as small, the path of a ggml-*.bin file, or none',
      )
      .default('small'),
    WHISPER_CLI: z.string().min(1).default('.cache/whisper-cli/bin/whisper-cli'),
    // 1 decodes greedily (the default: within the CPU budget, bench/whisper-speed.ts); 5 is
    // whisper-cli's own beam search, about 1.7× the CPU for base.en.
    WHISPER_BEAM_SIZE: z.coerce.number().int().min(1).max(8).default(1),
    // English: re-time whisper's words by forced alignment with PocketSphinx (docs/transcription.md).
    WHISPER_RETIME: booleanFlag.default(true),
    // Other languages: word starts from whisper.cpp's DTW token times (the model's alignment heads).
    // Off by default: DTW needs attention weights flash attention does not keep, and without it
    // whisper-cli costs about 3.5 times the CPU (docs/transcription.md "Times").
    WHISPER_DTW: booleanFlag.default(false),
    // Sound longer than this is transcribed in pieces of about TRANSCRIPTION_PIECE_SECONDS, each a
    // job of its own, so that every worker helps and a dying worker loses one piece (docs/transcription.md).
    TRANSCRIPTION_PIECES_FROM_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    TRANSCRIPTION_PIECE_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
    // Where `npm run models -- install` puts whisper.cpp models (unset: $DATA_DIR/models), and the
    // address it downloads them from (for mirrors and tests).
    WHISPER_MODELS_DIR: z.string().min(1).optional(),
    WHISPER_MODEL_BASE_URL: z
      .url('must be a URL such as https://huggingface.co/ggerganov/whisper.cpp/resolve/main')
      .default('https://huggingface.co/ggerganov/whisper.cpp/resolve/main'),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url('must be a URL such as https://api.openai.com').default('https://api.openai.com'),
    OPENAI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
    DEEPGRAM_API_KEY: z.string().min(1).optional(),
    DEEPGRAM_BASE_URL: z
      .url('must be a URL such as https://api.deepgram.com')
      .default('https://api.deepgram.com'),
    DEEPGRAM_MODEL: z.string().min(1).default('nova-2'),
    TRANSCRIBE_API_ATTEMPTS: z.coerce.number().int().min(1, 'must be at least 1').max(10).default(5),
    // AI title hooks and b-roll keywords (docs/ai-and-stock.md): any OpenAI-compatible chat API.
    // Unset LLM_BASE_URL: the offline "basic suggestions" answer instead.
    LLM_BASE_URL: z.url('must be a URL such as https://api.openai.com/v1').optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    LLM_API_ATTEMPTS: z.coerce.number().int().min(1, 'must be at least 1').max(10).default(3),
    AI_CALLS_PER_10_MINUTES: z.coerce.number().int().min(1).max(10_000).default(20),
    // Stock media search (docs/ai-and-stock.md): keyed Pexels and Giphy when their keys are set,
    // else the open providers (Openverse photos, Wikimedia Commons videos and GIFs), which need no
    // key. The URL overrides exist for tests against local stand-ins.
    PEXELS_API_KEY: z.string().min(1).optional(),
    PEXELS_API_URL: z.url().default('https://api.pexels.com'),
    GIPHY_API_KEY: z.string().min(1).optional(),
    GIPHY_API_URL: z.url().default('https://api.giphy.com'),
    STOCK_OPEN_PROVIDERS: booleanFlag.default(true),
    OPENVERSE_API_URL: z.url().default('https://api.openverse.org'),
    COMMONS_API_URL: z.url().default('https://commons.wikimedia.org'),
    // Sent in the User-Agent to the open providers (Wikimedia asks for a way to reach the operator):
    // an e-mail address or a URL. Unset: APP_URL.
    STOCK_CONTACT: z.string().min(3).max(200).optional(),
    // Webhooks (docs/webhooks.md): refused unless https and a public address, checked again at
    // connect time after DNS. Allow http:// or private addresses only where every receiver is trusted.
    WEBHOOK_ALLOW_HTTP: booleanFlag.default(false),
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
    // The waits between tries of a delivery, in seconds (the last repeats until 24 hours have passed).
    WEBHOOK_RETRY_SECONDS: z
      .string()
      .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'must be a list of seconds such as 5,30,120')
      .default('5,30,120,600,1800,3600,7200,14400')
      .transform((list) => list.split(',').map(Number)),
    // How long a sender holds a delivery it is sending: one killed mid-send is retried after this.
    WEBHOOK_HOLD_SECONDS: z.coerce.number().min(0.5).max(3600).default(60),
    // How often the senders look for due deliveries besides being woken by new ones.
    WEBHOOK_POLL_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
  })
  .superRefine((env, ctx) => {
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
    if (env.JOB_LEASE_STALE_SECONDS < 2 * env.JOB_LEASE_RENEW_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['JOB_LEASE_STALE_SECONDS'],
        message: 'must be at least twice JOB_LEASE_RENEW_SECONDS (a live worker would lose its jobs)',
      });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER is s3' });
    }
    const engineNeeds = {
      openai: 'OPENAI_API_KEY',
      deepgram: 'DEEPGRAM_API_KEY',
    } as const;
    if (env.TRANSCRIBER === 'openai' || env.TRANSCRIBER === 'deepgram') {
      const needed = engineNeeds[env.TRANSCRIBER];
      if (!env[needed]) {
        ctx.addIssue({
          code: 'custom',
          path: [needed],
          message: `is required when TRANSCRIBER is ${env.TRANSCRIBER}`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'APP_KEY' | 'STORAGE_DIR' | 'WHISPER_MODELS_DIR'> {
  APP_KEY: string;
  STORAGE_DIR: string;
  WHISPER_MODELS_DIR: string;
  /** Where the embedded PGlite database lives when DATABASE_URL is not set. */
  PGLITE_DIR: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    APP_KEY: values.APP_KEY ?? embeddedAppKey(dataDir),
    STORAGE_DIR: path.resolve(values.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    WHISPER_MODELS_DIR: modelsDir(values),
    PGLITE_DIR: path.join(dataDir, 'db'),
    WEB_DIST_DIR: path.resolve(values.WEB_DIST_DIR),
    WHISPER_CLI: path.resolve(values.WHISPER_CLI),
  };
}

export type ModelsConfig = Pick<
  Config,
  'WHISPER_MODEL' | 'WHISPER_MULTILINGUAL_MODEL' | 'WHISPER_MODELS_DIR' | 'WHISPER_MODEL_BASE_URL'
>;

/**
 * Only the whisper model settings, for `npm run models`: it runs where the rest of the
 * configuration may not be set up (a Docker build) and must not create the app key.
 */
export function loadModelsConfig(env: NodeJS.ProcessEnv = process.env): ModelsConfig {
  const { shape } = envSchema;
  const parsed = z
    .object({
      DATA_DIR: shape.DATA_DIR,
      WHISPER_MODEL: shape.WHISPER_MODEL,
      WHISPER_MULTILINGUAL_MODEL: shape.WHISPER_MULTILINGUAL_MODEL,
      WHISPER_MODELS_DIR: shape.WHISPER_MODELS_DIR,
      WHISPER_MODEL_BASE_URL: shape.WHISPER_MODEL_BASE_URL,
    })
    .safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { WHISPER_MODEL, WHISPER_MULTILINGUAL_MODEL, WHISPER_MODEL_BASE_URL } = parsed.data;
  return {
    WHISPER_MODEL,
    WHISPER_MULTILINGUAL_MODEL,
    WHISPER_MODEL_BASE_URL,
    WHISPER_MODELS_DIR: modelsDir(parsed.data),
  };
}

function modelsDir(values: Pick<Env, 'DATA_DIR' | 'WHISPER_MODELS_DIR'>): string {
  return path.resolve(values.WHISPER_MODELS_DIR ?? path.join(values.DATA_DIR, 'models'));
}

// An empty variable (FOO=) means "not set", as .env files and compose files commonly write it.
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

// The embedded setup must work with no configuration, yet signed links must survive restarts:
// generate a random key once and keep it next to the data it protects.
function embeddedAppKey(dataDir: string): string {
  const file = path.join(dataDir, 'app.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
