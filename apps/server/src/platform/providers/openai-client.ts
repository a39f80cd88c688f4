// The official OpenAI SDK client, for OpenAI itself and for any OpenAI-compatible server (the AI
// module's chat model): retries and the per-attempt timeout are the SDK's, configured here.
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { sdkLogger } from './sdk-logger';

export interface OpenAiClientSettings {
  /** Includes the version path, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  /** A local model server may need none. */
  apiKey: string | undefined;
  /** Attempts in all: the first and its retries. */
  attempts: number;
  /** Per attempt. */
  timeoutMs: number;
}

export function createOpenAiClient(
  settings: OpenAiClientSettings,
  provider: string,
  logger?: Logger,
): OpenAI {
  return new OpenAI({
    baseURL: settings.baseUrl,
    // The SDK insists on a key; with none configured, the Authorization header is left out instead.
    apiKey: settings.apiKey ?? 'none',
    ...(settings.apiKey ? {} : { defaultHeaders: { authorization: null } }),
    // Never taken from the environment: only what our configuration says is sent.
    organization: null,
    project: null,
    adminAPIKey: null,
    maxRetries: settings.attempts - 1,
    timeout: settings.timeoutMs,
    ...(logger ? { logger: sdkLogger(logger, provider), logLevel: 'info' as const } : {}),
  });
}
