// Files go from the browser straight to storage, never through the API: the API signs a PUT
// capped at the announced size, the client sends the file and confirms, and the API checks what
// actually arrived before the file is processed. Videos (one PUT or parts), media and fonts use it.
import { checkUploadSize, type FeatureSet } from '@captionist/contracts';
import { AppError } from '../../platform/http/app-error';
import type { StorageDriver, StoredObjectInfo } from '../../platform/storage/storage-driver';

export const directUploadMessages = {
  notArrived: 'The upload has not arrived yet. Upload the file, then confirm.',
  alreadyConfirmed: 'This upload was already confirmed.',
};

export interface UploadTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** Before any byte moves: the announced size against the plan's cap (a field error on `size`). */
export function assertPlanAllowsSize(features: FeatureSet, sizeBytes: number): void {
  const check = checkUploadSize(features, sizeBytes);
  if (!check.ok) throw new AppError(413, check.message, { size: [check.message] });
}

/** On confirmation: what was stored against the plan's cap (the plan may have changed since). */
export function planSizeRefusal(features: FeatureSet, sizeBytes: number): AppError | null {
  const check = checkUploadSize(features, sizeBytes);
  return check.ok ? null : new AppError(413, check.message);
}

type Refusal = (stored: StoredObjectInfo) => Promise<AppError | null> | AppError | null;

export class DirectUploads {
  constructor(private readonly storage: StorageDriver) {}

  /** A signed PUT of `key` carrying `maxBytes` as its cap: nothing larger can be stored. */
  async target(key: string, limits: { maxBytes: number; contentType: string }): Promise<UploadTarget> {
    const url = await this.storage.presignPut(key, limits);
    return {
      url,
      method: 'PUT',
      headers: { 'Content-Type': limits.contentType, ...this.storage.putHeaders },
    };
  }

  /**
   * The file a confirmation announces, accepted once: 409 when it was confirmed before or has not
   * arrived; a file that `refuse` objects to (a limit) is deleted and the refusal thrown.
   */
  async receive(
    key: string,
    { confirmed = false, refuse }: { confirmed?: boolean; refuse?: Refusal } = {},
  ): Promise<StoredObjectInfo> {
    if (confirmed) throw new AppError(409, directUploadMessages.alreadyConfirmed);
    const stored = await this.storage.head(key);
    if (!stored) throw new AppError(409, directUploadMessages.notArrived);
    const refusal = await refuse?.(stored);
    if (refusal) throw await this.discard(key, refusal);
    return stored;
  }

  /** Deletes a refused file (nothing keeps it, and it counts against no one) and gives the error. */
  async discard(key: string, error: AppError): Promise<AppError> {
    await this.storage.delete(key);
    return error;
  }
}
