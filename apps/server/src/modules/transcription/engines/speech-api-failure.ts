// A speech API's failure as the transcription job needs it: a refusal no retry will change is a
// PermanentJobError (the run fails at once with the provider's reason); anything else is a plain
// error, and the queue retries the run later.
import {
  isRetryableStatus,
  type ProviderCall,
  refusalMessage,
} from '../../../platform/providers/provider-errors';
import { PermanentJobError } from '../../../platform/queue/permanent-job-error';

export interface SpeechApiCall extends ProviderCall {
  /** Attempts the SDK made before giving up on a retryable status. */
  attempts: number;
}

/** `status` is null when no answer came (the connection failed or timed out). */
export function speechApiFailure(call: SpeechApiCall, status: number | null, detail: string): Error {
  if (status === null) return new Error(`${call.provider} could not be reached (${detail}).`);
  if (!isRetryableStatus(status)) return new PermanentJobError(refusalMessage(call, status, detail));
  return new Error(
    `${call.provider} did not transcribe the audio after ${call.attempts} attempts (HTTP ${status}${detail ? `: ${detail}` : ''}).`,
  );
}

/** What an answer that broke the provider's documented format says (retried: it may be a glitch). */
export const unreadableAnswer = (provider: string) =>
  new Error(`${provider} answered in a form we cannot read.`);
