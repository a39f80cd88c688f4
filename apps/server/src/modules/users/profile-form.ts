// Reads the multipart profile form of POST /user/profile: text fields and at most one picture,
// capped in size.
import { AVATAR_MAX_BYTES, profileFieldsSchema } from '@captionist/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldErrorsOf } from '../../platform/http/app-error';
import { rejectNulFields } from '../../platform/http/nul-bytes';

export interface ProfileForm {
  fields: Record<string, string>;
  file?: Buffer;
}

export interface ProfileUpdate {
  names: { firstname: string; lastname: string };
  file?: Buffer;
}

/** The profile form of POST /user/profile, its names validated like a JSON body would be. */
export async function readProfileUpdate(request: FastifyRequest): Promise<ProfileUpdate> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the profile as multipart/form-data.');
  const form = await readProfileForm(request, AVATAR_MAX_BYTES);
  const names = profileFieldsSchema.safeParse(form.fields);
  if (!names.success) throw AppError.invalid(fieldErrorsOf(names.error));
  return { names: names.data, ...(form.file ? { file: form.file } : {}) };
}

export const UNREADABLE_FORM = 'The form could not be read. Please send it again.';

async function readProfileForm(request: FastifyRequest, maxFileBytes: number): Promise<ProfileForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // The picture is small (≤ 5 MB) and must be decoded whole by the image library anyway.
        const bytes = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError(413, `The picture may not be larger than ${maxFileBytes / 1024 / 1024} MB.`, {
              file: [`The picture may not be larger than ${maxFileBytes / 1024 / 1024} MB.`],
            });
          }
          throw err;
        });
        if (bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // A body cut short, a missing boundary or too many parts is the sender's fault, not ours.
    if (err instanceof AppError) throw err;
    request.log.info({ err }, 'unreadable profile form');
    throw new AppError(400, UNREADABLE_FORM);
  }
  rejectNulFields(fields);
  return { fields, ...(file ? { file } : {}) };
}
