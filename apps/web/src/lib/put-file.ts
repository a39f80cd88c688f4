// Sends a file to a signed storage URL with XMLHttpRequest, the one browser API that reports
// upload progress. Not through the API client: the URL carries its own authorisation, so no
// session cookie or XSRF header belongs on it.
import { ApiError, errorMessage, UNEXPECTED_ERROR_MESSAGE } from './normalise-error';

export const INTERRUPTED_MESSAGE = 'The upload was interrupted. Check your connection and try again.';

/**
 * The request got no answer (network down, connection dropped), as opposed to a refusal: the
 * interruption of `putFile`, or the API client's error for a call that got no HTTP answer.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { message, httpStatus } = error;
  return (
    httpStatus === undefined && (message === INTERRUPTED_MESSAGE || message === UNEXPECTED_ERROR_MESSAGE)
  );
}

interface PutFileOptions {
  headers: Record<string, string>;
  signal: AbortSignal;
  onProgress: (loadedBytes: number) => void;
}

/** The storage's own reason for a refusal (413 too large, 403 expired link), when it gave one. */
function refusalMessage(xhr: XMLHttpRequest): string {
  try {
    return errorMessage(JSON.parse(xhr.responseText));
  } catch {
    return `The storage refused the file (HTTP ${xhr.status}). Please try again.`;
  }
}

/** Resolves with the storage's ETag for the bytes (multipart parts are assembled by it), if exposed. */
export function putFile(
  url: string,
  file: Blob,
  { headers, signal, onProgress }: PutFileOptions,
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal.removeEventListener('abort', abort);
      outcome();
    };
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      settle(() =>
        xhr.status >= 200 && xhr.status < 300
          ? resolve(xhr.getResponseHeader('ETag'))
          : reject(new ApiError(refusalMessage(xhr), { httpStatus: xhr.status })),
      );
    xhr.onerror = () => settle(() => reject(new ApiError(INTERRUPTED_MESSAGE)));
    xhr.onabort = () => settle(() => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal.addEventListener('abort', abort);
    xhr.send(file);
  });
}
