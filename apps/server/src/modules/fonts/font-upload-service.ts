// Custom fonts: a presigned upload, then a confirmation that reads the file with fontkit (the
// proof it is a font, and the source of its real family name and weight), gated by the plan's
// custom_fonts feature and its limit.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  customFontLimitMessage,
  FONT_MAX_BYTES,
  type FontFormat,
  fontFormatOf,
  fontMessages,
} from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { findFeatures } from '../plans/subscription-queries';
import { DirectUploads } from '../uploads/direct-upload';
import { readFontFace } from './font-face';
import {
  countCustomFonts,
  deleteOwnFont,
  type FontRow,
  findFontByStorageKey,
  fontStoragePrefix,
  insertFont,
} from './font-queries';

const UPLOAD_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(ttf|otf|woff2?)$/;
const CONTENT_TYPES: Record<FontFormat, string> = {
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

const fontKey = (userId: string, folder: string, format: string) =>
  `${fontStoragePrefix(userId, folder)}/font.${format}`;

export class FontUploadService {
  private readonly uploads: DirectUploads;

  constructor(private readonly context: AppContext) {
    this.uploads = new DirectUploads(context.storage);
  }

  async createUpload(userId: string, request: { name: string; size: number; content_type: string }) {
    const format = fontFormatOf(request.name, request.content_type);
    if (!format) throw AppError.invalid({ name: [fontMessages.wrongType] });
    const refusal = await this.limitRefusal(userId);
    if (refusal) throw refusal;
    // The upload id names the object (under the user's own folder) and its format; it is
    // resolved against the signed-in user's folder only, so another user's id finds nothing.
    const folder = randomUUID();
    const upload = await this.uploads.target(fontKey(userId, folder, format), {
      maxBytes: Math.min(request.size, FONT_MAX_BYTES),
      contentType: CONTENT_TYPES[format],
    });
    return { upload_id: `${folder}.${format}`, upload };
  }

  async confirm(userId: string, uploadId: string, name: string | undefined): Promise<FontRow> {
    const match = UPLOAD_ID.exec(uploadId);
    if (!match) throw AppError.notFound('This upload does not exist.');
    const [, folder = '', declared = ''] = match;
    const { storage, database } = this.context;
    const key = fontKey(userId, folder, declared);
    await this.uploads.receive(key, {
      confirmed: (await findFontByStorageKey(database.db, userId, key)) !== null,
      refuse: async ({ sizeBytes }) =>
        (await this.limitRefusal(userId)) ??
        (sizeBytes > FONT_MAX_BYTES ? new AppError(413, fontMessages.tooLarge) : null),
    });
    const bytes = await readAll(await storage.get(key));
    const face = readFontFace(bytes);
    if (!face)
      throw await this.uploads.discard(key, AppError.invalid({ upload_id: [fontMessages.notAFont] }));
    // Store under the real format's extension (the renderer's font folder goes by it).
    let storageKey = key;
    if (face.format !== declared) {
      storageKey = fontKey(userId, folder, face.format);
      await storage.put(storageKey, Readable.from(bytes), { contentType: CONTENT_TYPES[face.format] });
      await storage.delete(key);
    }
    const weight = String(face.weight);
    return insertFont(database.db, {
      userId,
      isSystem: false,
      name: name ?? face.family,
      fontFamily: face.family,
      type: 'custom',
      storageKey,
      weight,
      defaultWeight: weight,
      files: [
        {
          weight: face.weight,
          italic: face.italic,
          storage_key: storageKey,
          ass_family: face.family,
          ass_bold: face.bold,
        },
      ],
    });
  }

  async delete(userId: string, fontId: string): Promise<void> {
    const row = await deleteOwnFont(this.context.database.db, userId, fontId);
    if (!row) throw AppError.notFound(fontMessages.notFound);
    await Promise.all(row.files.map((file) => this.context.storage.delete(file.storage_key)));
  }

  /** The plan's custom_fonts feature and its limit: a 403 when no other font is allowed. */
  private async limitRefusal(userId: string): Promise<AppError | null> {
    const { db } = this.context.database;
    const feature = (await findFeatures(db, userId)).custom_fonts;
    const count = await countCustomFonts(db, userId);
    return !feature.enabled || (feature.limit != null && count >= feature.limit)
      ? AppError.forbidden(customFontLimitMessage(feature.limit, feature.enabled))
      : null;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
