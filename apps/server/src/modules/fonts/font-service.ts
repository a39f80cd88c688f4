// The fonts a user may use (system ones and their own): the list, and each font's files and
// stylesheet behind stable URLs. Anything not usable by the user is 404.
import { type Font, fontFaceFamily, fontMessages } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { resourceId } from '../../platform/http/resource-id';
import { type FontRow, findUsableFont, listUsableFonts } from './font-queries';
import { fileFormat, fontFileUrl, toFontResponse } from './font-response';
import { buildFontStylesheet } from './font-stylesheet';

export class FontService {
  private readonly apiUrl: string;

  constructor(private readonly context: AppContext) {
    this.apiUrl = `${context.config.APP_URL}/api`;
  }

  async list(userId: string): Promise<Font[]> {
    const rows = await listUsableFonts(this.context.database.db, userId);
    return rows.map((row) => toFontResponse(row, this.apiUrl));
  }

  toResponse(row: FontRow): Font {
    return toFontResponse(row, this.apiUrl);
  }

  /** The storage key of one file ("700.woff2") of a usable font. */
  async fileKey(userId: string, fontId: string, fileName: string): Promise<string> {
    const row = await this.usable(userId, fontId);
    const file = row.files.find((f) => fileName === `${f.weight}.${fileFormat(f)}`);
    if (!file) throw AppError.notFound(fontMessages.notFound);
    return file.storage_key;
  }

  async stylesheet(userId: string, fontId: string): Promise<string> {
    const row = await this.usable(userId, fontId);
    return buildFontStylesheet(
      fontFaceFamily(row.id),
      row.files.map((file) => ({
        weight: file.weight,
        italic: file.italic,
        url: fontFileUrl(this.apiUrl, row.id, file),
        format: fileFormat(file),
      })),
    );
  }

  private async usable(userId: string, fontId: string): Promise<FontRow> {
    const row = await findUsableFont(
      this.context.database.db,
      userId,
      resourceId(fontId, fontMessages.notFound),
    );
    if (!row) throw AppError.notFound(fontMessages.notFound);
    return row;
  }
}
