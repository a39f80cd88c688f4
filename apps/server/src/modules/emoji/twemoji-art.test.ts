import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { twemojiArt } from './twemoji-art';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36">${body}</svg>`;
const points = (drawing: string) => drawing.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];

/** Twice the signed area of each contour of an ASS drawing, from its points and control points. */
function contourAreas(drawing: string): number[] {
  return drawing
    .split('m ')
    .filter(Boolean)
    .map((contour) => {
      const values = points(contour);
      const xy = values.flatMap((_, i) => (i % 2 ? [] : [[values[i] ?? 0, values[i + 1] ?? 0] as const]));
      return xy.reduce((area, [x, y], i) => {
        const [nx, ny] = xy[(i + 1) % xy.length] ?? [x, y];
        return area + x * ny - nx * y;
      }, 0);
    });
}

describe('twemojiArt', () => {
  it('groups shapes into layers by colour, above what they overlap, with fills and opacity inherited', () => {
    const art = twemojiArt(
      svg(
        '<path fill="#F4900C" d="M0 0h10v10H0z"/><path fill="#f4900c" d="M20 0h10v10H20z"/>' +
          '<g fill="#FFF" opacity=".5"><circle cx="18" cy="18" r="4"/><ellipse cx="5" cy="30" rx="3" ry="2"/></g>' +
          // Over the ellipse: above it. Over nothing: down in the first layer of its colour.
          '<path fill="#F4900C" d="M0 29h4v2H0z"/><path fill="#F4900C" d="M30 30h4v4h-4z"/>' +
          '<path fill="none" d="M0 0h36v36H0z"/>',
      ),
    );
    expect(art?.size).toBe(36);
    expect(art?.layers.map(({ color, opacity }) => [color, opacity])).toEqual([
      ['#f4900c', 1],
      ['#ffffff', 0.5],
      ['#f4900c', 1],
    ]);
    expect(art?.layers[0]?.path.match(/m /g)).toHaveLength(3);
    expect(art?.layers[2]?.path.match(/m /g)).toHaveLength(1);
    // The circle and the ellipse, drawn with curves.
    expect(art?.layers[1]?.path).toMatch(/^m [\d. ]+ b /);
  });

  it('applies transforms, its own and its group’s', () => {
    const art = twemojiArt(
      svg('<g transform="translate(10 0)"><path transform="scale(2)" d="M1 1h2v2H1z"/></g>'),
    );
    const xs = points(art?.layers[0]?.path ?? '').filter((_, i) => i % 2 === 0);
    expect(Math.min(...xs)).toBe(12);
    expect(Math.max(...xs)).toBe(16);
  });

  it('turns every shape to wind the same way and keeps its holes winding against it', () => {
    // A clockwise square, an anticlockwise one overlapping it, and a ring (outline and hole).
    const art = twemojiArt(
      svg(
        '<path d="M0 0h10v10H0z"/><path d="M5 5v10h10V5z"/>' + '<path d="M20 20h10v10H20zM22 22v6h6v-6z"/>',
      ),
    );
    const areas = contourAreas(art?.layers[0]?.path ?? '');
    expect(areas).toHaveLength(4);
    const [first, second, ring, hole] = areas as [number, number, number, number];
    expect(Math.sign(first)).toBe(Math.sign(second));
    expect(Math.sign(ring)).toBe(Math.sign(first));
    expect(Math.sign(hole)).toBe(-Math.sign(first));
  });

  it('leaves out clip paths and definitions, and has nothing to show for an empty file', () => {
    expect(twemojiArt(svg('<defs><path d="M0 0h36v36H0z"/></defs>'))).toBeNull();
    expect(
      twemojiArt(svg('<clipPath id="a"><path d="M0 0h36v36H0z"/></clipPath><path d="M1 1h2v2H1z"/>'))?.layers,
    ).toHaveLength(1);
  });

  it('converts every file of the pinned Twemoji set into drawings within the artwork', () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
    const files = readdirSync(dir).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(3_600);
    for (const file of files) {
      const art = twemojiArt(readFileSync(path.join(dir, file), 'utf8'));
      expect(art?.layers.length, file).toBeGreaterThan(0);
      for (const layer of art?.layers ?? []) {
        expect(layer.path, file).toMatch(/^m [-\d. ]+( [lbm] [-\d. ]+)*$/);
        expect(layer.color, file).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  }, 60_000);
});
