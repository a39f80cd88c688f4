// One structured-output call to an OpenAI-compatible chat completions API: the answer must match
// a JSON schema generated from a zod schema, and is validated with that zod schema again here.
// Every way it can fail ends as an AppError (502/503/504) with a message for the person.
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { ApiRetryableError, postWithRetry } from '../transcription/engines/post-with-retry';
import { PermanentTranscriptionError } from '../transcription/transcriber';
import { aiMessages } from './ai-messages';

export interface ChatSettings {
  /** Includes the version path, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  attempts: number;
}

export interface StructuredRequest<T extends z.ZodType> {
  /** The schema's name for the API (letters, digits, _ and -). */
  name: string;
  schema: T;
  /** Our fixed instructions: never user content, never a secret. */
  system: string;
  /** The only user content sent: the transcript. */
  user: string;
}

const chatAnswerSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

export async function requestStructuredAnswer<T extends z.ZodType>(
  settings: ChatSettings,
  request: StructuredRequest<T>,
  logger?: Logger,
): Promise<z.infer<T>> {
  const answer = chatAnswerSchema.safeParse(await post(settings, request, logger));
  if (!answer.success) throw new AppError(502, aiMessages.unreadableAnswer);
  const choice = answer.data.choices[0];
  if (choice?.message.refusal) throw new AppError(502, aiMessages.refused);
  if (choice?.finish_reason === 'length') throw new AppError(502, aiMessages.cutShort);
  let content: unknown;
  try {
    content = JSON.parse(choice?.message.content ?? '');
  } catch {
    throw new AppError(502, aiMessages.malformedJson);
  }
  const parsed = request.schema.safeParse(content);
  if (!parsed.success) {
    logger?.warn({ issues: parsed.error.issues.slice(0, 5) }, 'AI answer broke its schema');
    throw new AppError(502, aiMessages.schemaViolation);
  }
  return parsed.data;
}

/** The JSON schema sent as response_format: strict mode wants no $schema key. */
export function responseFormat(name: string, schema: z.ZodType) {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' });
  return { type: 'json_schema', json_schema: { name, strict: true, schema: jsonSchema } };
}

async function post<T extends z.ZodType>(
  settings: ChatSettings,
  request: StructuredRequest<T>,
  logger?: Logger,
): Promise<unknown> {
  const body = JSON.stringify({
    model: settings.model,
    messages: [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ],
    response_format: responseFormat(request.name, request.schema),
  });
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    return await postWithRetry(
      {
        provider: 'The AI service',
        url: `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`,
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: () => new Blob([body], { type: 'application/json' }),
        signal,
        secret: settings.apiKey ?? '',
        task: 'answer',
        subject: 'the request',
      },
      // Backoff scaled to the time budget, so the retries fit inside the timeout.
      {
        attempts: settings.attempts,
        baseDelayMs: Math.min(500, settings.timeoutMs / 10),
        maxDelayMs: Math.min(10_000, settings.timeoutMs / 2),
      },
      logger,
    );
  } catch (err) {
    throw toAppError(err, signal, logger);
  }
}

function toAppError(err: unknown, signal: AbortSignal, logger?: Logger): AppError {
  if (signal.aborted) return new AppError(504, aiMessages.timeout);
  logger?.warn({ err }, 'AI request failed');
  if (err instanceof ApiRetryableError) {
    if (err.lastStatus === 429) return new AppError(503, aiMessages.busy);
    // No status: the connection dropped or the body was not JSON, attempt after attempt.
    if (err.lastStatus === null) return new AppError(502, aiMessages.unreadableAnswer);
    return new AppError(503, aiMessages.unavailable);
  }
  if (err instanceof PermanentTranscriptionError) return new AppError(502, err.message);
  return new AppError(502, aiMessages.unreadableAnswer);
}
