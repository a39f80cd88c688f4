// One structured-output call to an OpenAI-compatible chat completions API through the official
// SDK (its retries, its timeout): the answer must match a JSON schema generated from a zod schema,
// and is validated with that zod schema again here. Every way it can fail ends as an AppError
// (502/503/504) with a message for the person.
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { createOpenAiClient } from '../../platform/providers/openai-client';
import { errorDetail, refusalMessage } from '../../platform/providers/provider-errors';
import { aiMessages } from './ai-messages';

const PROVIDER = 'The AI service';

export interface ChatSettings {
  /** Includes the version path, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The whole call's budget, retries included. */
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

// The SDK types the answer but does not check it: a compatible server may send anything.
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

export class ChatCompletion {
  readonly #client: OpenAI;

  constructor(
    private readonly settings: ChatSettings,
    private readonly logger?: Logger,
  ) {
    this.#client = createOpenAiClient(settings, PROVIDER, logger);
  }

  async requestStructuredAnswer<T extends z.ZodType>(request: StructuredRequest<T>): Promise<z.infer<T>> {
    const answer = chatAnswerSchema.safeParse(await this.#post(request));
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
      this.logger?.warn({ issues: parsed.error.issues.slice(0, 5) }, 'AI answer broke its schema');
      throw new AppError(502, aiMessages.schemaViolation);
    }
    return parsed.data;
  }

  async #post<T extends z.ZodType>(request: StructuredRequest<T>): Promise<unknown> {
    // The SDK's timeout is per attempt; this signal keeps the retries inside the same budget.
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    try {
      return await this.#client.chat.completions.create(
        {
          model: this.settings.model,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          response_format: responseFormat(request.name, request.schema),
        },
        { signal },
      );
    } catch (err) {
      throw this.#toAppError(err, signal);
    }
  }

  #toAppError(err: unknown, signal: AbortSignal): AppError {
    if (signal.aborted || err instanceof OpenAI.APIConnectionTimeoutError)
      return new AppError(504, aiMessages.timeout);
    this.logger?.warn({ err }, 'AI request failed');
    // No status: the connection dropped, attempt after attempt, or the body was not JSON.
    if (!(err instanceof OpenAI.APIError) || err.status === undefined)
      return new AppError(502, aiMessages.unreadableAnswer);
    if (err.status === 429) return new AppError(503, aiMessages.busy);
    if (err.status === 408 || err.status >= 500) return new AppError(503, aiMessages.unavailable);
    const call = { provider: PROVIDER, secret: this.settings.apiKey ?? '', subject: 'the request' };
    return new AppError(
      502,
      refusalMessage(call, err.status, errorDetail({ error: err.error }, call.secret)),
    );
  }
}

/** The chat model the configuration names (LLM_BASE_URL and LLM_MODEL), or null without one. */
export function configuredChat(context: AppContext): ChatCompletion | null {
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS, LLM_API_ATTEMPTS } = context.config;
  if (!LLM_BASE_URL || !LLM_MODEL) return null;
  return new ChatCompletion(
    {
      baseUrl: LLM_BASE_URL,
      model: LLM_MODEL,
      apiKey: LLM_API_KEY,
      timeoutMs: LLM_TIMEOUT_MS,
      attempts: LLM_API_ATTEMPTS,
    },
    context.logger,
  );
}

/** The JSON schema sent as response_format: strict mode wants no $schema key. */
function responseFormat(name: string, schema: z.ZodType) {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' });
  return { type: 'json_schema' as const, json_schema: { name, strict: true, schema: jsonSchema } };
}
