import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE, sniffImageKind, toAvatarWebp } from './avatar-image';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

describe('avatar images', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('recognises a real %s by its bytes', async (format) => {
    expect(sniffImageKind(await image(format))).toBe(format);
  });

  it('refuses a PDF or text whatever its name', () => {
    expect(sniffImageKind(Buffer.from('%PDF-1.7\n...'))).toBeNull();
    expect(sniffImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageKind(Buffer.alloc(0))).toBeNull();
  });

  it('makes a square WebP', async () => {
    const out = await toAvatarWebp(await image('png'));
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
  });

  it('fails on bytes that only look like an image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    await expect(toAvatarWebp(fake)).rejects.toThrow();
  });
});
