// The arithmetic of a multipart upload: which bytes of the file each part carries, and how many
// bytes are in storage while several parts are on their way at once.
import type { MultipartUploadResponse } from '@captionist/contracts';

type Part = MultipartUploadResponse['parts'][number];

/** The bytes of `part`; every part but the last is `partSize` long, as the server planned. */
export function partBlob(file: Blob, partSize: number, part: Pick<Part, 'part_number' | 'size'>): Blob {
  const start = (part.part_number - 1) * partSize;
  return file.slice(start, start + part.size);
}

/** Bytes of the parts the server already has (a resumed upload starts from there). */
export function receivedBytes(uploaded: readonly number[], partSize: number, fileSize: number): number {
  return uploaded.reduce(
    (sum, partNumber) => sum + Math.max(0, Math.min(partSize, fileSize - (partNumber - 1) * partSize)),
    0,
  );
}

/** Bytes in storage across parts: those received, plus what each part in flight has sent so far. */
export class PartProgress {
  private readonly inFlight = new Map<number, number>();

  constructor(private receivedBytes: number) {}

  sending(partNumber: number, loadedBytes: number): void {
    this.inFlight.set(partNumber, loadedBytes);
  }

  received(partNumber: number, sizeBytes: number): void {
    this.inFlight.delete(partNumber);
    this.receivedBytes += sizeBytes;
  }

  /** The part failed; a new attempt sends it from its first byte. */
  dropped(partNumber: number): void {
    this.inFlight.delete(partNumber);
  }

  get loaded(): number {
    let total = this.receivedBytes;
    for (const bytes of this.inFlight.values()) total += bytes;
    return total;
  }
}
