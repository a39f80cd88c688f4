// Structured logs with pino. Credentials never reach the log: cookies, auth headers, tokens,
// passwords and signed-URL signatures are redacted wherever they appear.
import type { LoggerOptions } from 'pino';
import type { Config } from './config';

export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.current_password',
  '*.token',
  '*.signature',
  '*.secret',
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'LOG_PRETTY'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      // Query strings carry signatures and tokens (signed URLs, verification links): drop them.
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
    ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
  };
}
