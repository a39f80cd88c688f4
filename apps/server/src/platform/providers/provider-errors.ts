// How a failed call to a paid API (speech to text, chat completions) is told: the SDKs retry what
// their providers document as passing (408, 429, 5xx, dropped connections); any other 4xx is the
// request's fault and is said in words a person can act on, never repeating the API key.
import { z } from 'zod';

export interface ProviderCall {
  /** "OpenAI", "Deepgram", "The AI service": for messages. */
  provider: string;
  /** Redacted from every message, in case a provider echoes it. */
  secret: string;
  /** What a refusal refers to: "the audio", "the request". */
  subject: string;
}

/** The statuses worth another attempt, as the SDKs treat them. */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

// OpenAI {error:{message}} (the SDK hands over the inner object), Deepgram {err_msg}, others {message}.
const errorBodySchema = z.union([
  z.object({ error: z.union([z.string(), z.object({ message: z.string() })]) }),
  z.object({ err_msg: z.string() }),
  z.object({ message: z.string() }),
]);

/** The human part of an error body: its message, else the text without markup. */
export function errorDetail(body: unknown, secret: string): string {
  const parsed = errorBodySchema.safeParse(body);
  let detail: string;
  if (parsed.success) {
    const known = parsed.data;
    if ('error' in known) detail = typeof known.error === 'string' ? known.error : known.error.message;
    else detail = 'err_msg' in known ? known.err_msg : known.message;
  } else {
    // Not a known error body: a proxy's HTML page or plain text.
    detail = typeof body === 'string' ? body.replace(/<[^>]*>/g, ' ') : '';
  }
  return redact(detail.replace(/\s+/g, ' ').trim().slice(0, 200), secret);
}

/** A 4xx that no retry will change, for the person who can fix it (the operator's key, the file). */
export function refusalMessage(call: ProviderCall, status: number, detail: string): string {
  const said = detail ? ` It said: ${detail}` : '';
  if (status === 401 || status === 403) {
    return `${call.provider} refused the API key (HTTP ${status}); check it in the server settings.${said}`;
  }
  if (status === 402) return `${call.provider} says the account has no credit left (HTTP 402).${said}`;
  if (status === 413) return `${call.provider} says ${call.subject} is too large (HTTP 413).${said}`;
  return `${call.provider} rejected ${call.subject} (HTTP ${status}).${said}`;
}

export const redact = (text: string, secret: string) => (secret ? text.split(secret).join('***') : text);
