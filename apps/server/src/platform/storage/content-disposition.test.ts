import { describe, expect, it } from 'vitest';
import { contentDispositionFor } from './content-disposition';

describe('contentDispositionFor', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDispositionFor('Café "final" – v2.mp4')).toBe(
      `attachment; filename="Cafe _final_ _ v2.mp4"; filename*=UTF-8''Caf%C3%A9%20%22final%22%20%E2%80%93%20v2.mp4`,
    );
  });

  it('never lets a name break out of the header or into a path', () => {
    const header = contentDispositionFor('../../etc/passwd\r\nSet-Cookie: x=1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename=".._.._etc_passwdSet-Cookie: x=1"');
  });
});
