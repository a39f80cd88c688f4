// Sends a file to a signed storage URL with XMLHttpRequest, the one browser API that reports
// upload progress. Not through the API client: the URL carries its own authorisation, so no
// session cookie or XSRF header belongs on it.
import { errorMessage } from '../../../lib/normalise-error';

export const INTERRUPTED_MESSAGE = 'The upload was interrupted. Check your connection and try again.';

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

export function putFile(
  url: string,
  file: Blob,
  { headers, signal, onProgress }: PutFileOptions,
): Promise<void> {
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
          ? resolve()
          : reject({ status: 'error', message: refusalMessage(xhr), httpStatus: xhr.status }),
      );
    xhr.onerror = () => settle(() => reject({ status: 'error', message: INTERRUPTED_MESSAGE }));
    xhr.onabort = () => settle(() => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal.addEventListener('abort', abort);
    xhr.send(file);
  });
}
