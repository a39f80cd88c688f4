// The OpenAI and Deepgram SDKs log through a { error, warn, info, debug }(message, ...details)
// object; this one writes to our pino logger, tagged with the provider.
import type { Logger } from 'pino';

type LogFn = (message: string, ...details: unknown[]) => void;
export type SdkLogger = Record<'error' | 'warn' | 'info' | 'debug', LogFn>;

export function sdkLogger(logger: Logger, provider: string): SdkLogger {
  const at =
    (level: keyof SdkLogger): LogFn =>
    (message, ...details) =>
      logger[level]({ provider, ...(details.length > 0 ? { details } : {}) }, message);
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
