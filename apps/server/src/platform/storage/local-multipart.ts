// Multipart uploads for the local driver, built on its signed PUTs: each part is an ordinary
// object under `<key>.parts/<uploadId>/`, and completing streams the parts, in order, into the
// final object while checking each part's MD5 against the ETag the client reported.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  PartMismatchError,
  type StorageDriver,
  type StoredObjectInfo,
  type UploadedPart,
} from './storage-driver';

type PartStore = Pick<StorageDriver, 'put' | 'get' | 'head' | 'deletePrefix' | 'presignPut'>;

const PART_KEY = /^(.+)\.parts\/[0-9a-f]{24}\/\d{5}$/;

/** The object a part key belongs to, or null when `key` is not a part of a multipart upload. */
export function assembledKeyOfPart(key: string): string | null {
  return PART_KEY.exec(key)?.[1] ?? null;
}

const partsPrefix = (key: string, uploadId: string) => `${key}.parts/${uploadId}`;
const partKey = (key: string, uploadId: string, partNumber: number) =>
  `${partsPrefix(key, uploadId)}/${String(partNumber).padStart(5, '0')}`;

export const newLocalUploadId = () => randomBytes(12).toString('hex');

export function presignLocalPart(
  store: PartStore,
  key: string,
  uploadId: string,
  partNumber: number,
  sizeBytes: number,
) {
  return store.presignPut(partKey(key, uploadId, partNumber), { maxBytes: sizeBytes });
}

export async function completeLocalMultipart(
  store: PartStore,
  key: string,
  uploadId: string,
  parts: UploadedPart[],
): Promise<StoredObjectInfo> {
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  // A part reported but never uploaded is a mismatch the client can fix by resuming.
  for (const part of ordered) {
    if (!(await store.head(partKey(key, uploadId, part.partNumber))))
      throw new PartMismatchError(`Part ${part.partNumber} has not arrived.`);
  }
  async function* joined() {
    for (const part of ordered) {
      const hash = createHash('md5');
      for await (const chunk of await store.get(partKey(key, uploadId, part.partNumber))) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
      if (`"${hash.digest('hex')}"` !== part.etag)
        throw new PartMismatchError(`Part ${part.partNumber} does not match its ETag.`);
    }
  }
  const stored = await store.put(
    key,
    Readable.from(joined(), { highWaterMark: 64 * 1024, objectMode: false }),
  );
  await store.deletePrefix(partsPrefix(key, uploadId));
  return stored;
}

export const abortLocalMultipart = (store: PartStore, key: string, uploadId: string) =>
  store.deletePrefix(partsPrefix(key, uploadId));
