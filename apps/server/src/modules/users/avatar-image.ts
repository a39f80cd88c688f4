// Avatar uploads: the bytes must really be a JPEG, PNG, WebP or GIF (by content, not by name);
// they are re-encoded to a square WebP, which also strips metadata such as GPS positions.
import sharp from 'sharp';

export const AVATAR_SIZE = 256;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export function sniffImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Square, centred crop; throws when the image cannot be decoded. */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 85 })
    .toBuffer();
}
