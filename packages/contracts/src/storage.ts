// The local storage driver's signed URLs (docs/api.md "Videos"): authorised by their signature,
// like S3 presigned URLs, so public and without the XSRF header.
import { z } from 'zod';
import { defineRoute } from './route-contract';

const keyParams = z.object({ '*': z.string() });

export const storageApi = {
  upload: defineRoute({
    method: 'PUT',
    path: '/storage/*',
    summary:
      'Stores the raw request body at a signed upload URL (single-use; the signature caps the size). The ETag header is the MD5 of the body.',
    access: 'public',
    params: keyParams,
    data: z.object({ size: z.number().int() }),
    errors: [403, 409, 413],
  }),
  download: defineRoute({
    method: 'GET',
    path: '/storage/*',
    summary: 'The file behind a signed download URL (also HEAD; Range requests accepted).',
    access: 'public',
    params: keyParams,
    data: null,
    errors: [403, 404, 416],
  }),
};
