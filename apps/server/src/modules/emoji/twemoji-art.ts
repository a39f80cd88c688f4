// Twemoji's SVG artwork as layered ASS drawings (packages/captions emoji.ts draws them). The files
// come from the `@twemoji/svg` package, pinned, and use a small part of SVG: <path>, <circle>,
// <ellipse> and <g>, with fill, opacity and transform; that is all this reads (a <clipPath>, in 3
// of 3,720 files, is left out). Paths go through svgpath (arcs and quadratics to cubics,
// transforms applied), then become ASS's m / l / b commands.
//
// Shapes are grouped into layers by colour, and one layer is one ASS drawing (so one more event of
// each caption that shows the emoji): a shape joins the lowest layer of its colour that is above
// every earlier shape it overlaps (by bounding box), which keeps the paint order wherever it
// shows and makes 😀 3 layers instead of 4, 🎉 8 instead of 11. A layer is
// filled by libass with the non-zero rule: two separate SVG shapes that overlap with opposite
// winding would cancel out where they overlap. So every shape is turned to wind the same way,
// its own holes kept (they wind against its outline).
import type { EmojiArt } from '@captionist/captions';
import svgpath from 'svgpath';

const ART_SIZE = 36;

interface Point {
  x: number;
  y: number;
}
type Segment = { to: Point } | { c1: Point; c2: Point; to: Point };
interface Contour {
  start: Point;
  segments: Segment[];
}
interface Shape {
  color: string;
  opacity: number;
  contours: Contour[];
}

/** The artwork of one Twemoji SVG file, or null when it holds nothing drawable. */
export function twemojiArt(svg: string): EmojiArt | null {
  const layers: { color: string; opacity: number; path: string }[] = [];
  const placed: { shape: Shape; box: Box; layer: number }[] = [];
  for (const shape of shapesOf(svg)) {
    const box = boxOf(shape);
    // Above every earlier shape it overlaps, unless that one is painted the same (opaque) way.
    const lowest = Math.max(
      0,
      ...placed
        .filter((earlier) => overlap(earlier.box, box) && !samePaint(earlier.shape, shape, true))
        .map((earlier) => earlier.layer + 1),
    );
    let layer = layers.findIndex((each, i) => i >= lowest && samePaint(each, shape, false));
    if (layer < 0) layer = layers.push({ color: shape.color, opacity: shape.opacity, path: '' }) - 1;
    const target = layers[layer] as (typeof layers)[number];
    target.path += `${target.path ? ' ' : ''}${shape.contours.map(drawingOf).join(' ')}`;
    placed.push({ shape, box, layer });
  }
  return layers.length ? { size: ART_SIZE, layers } : null;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Same colour and opacity; overlapping is only harmless when also opaque. */
function samePaint(
  a: { color: string; opacity: number },
  b: { color: string; opacity: number },
  overlapping: boolean,
) {
  return a.color === b.color && a.opacity === b.opacity && (!overlapping || a.opacity === 1);
}

function boxOf(shape: Shape): Box {
  const points = shape.contours.flatMap(({ start, segments }) => [
    start,
    ...segments.flatMap((s) => ('c1' in s ? [s.c1, s.c2, s.to] : [s.to])),
  ]);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

interface Inherited {
  fill: string;
  opacity: number;
  transform: string;
}

// SVG's initial values: black, opaque, in place.
const UNPAINTED: Inherited = { fill: '#000000', opacity: 1, transform: '' };
const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

function shapesOf(svg: string): Shape[] {
  const shapes: Shape[] = [];
  const stack: Inherited[] = [UNPAINTED];
  let skipping = 0; // inside <defs> or <clipPath>: not painted
  for (const [, closing, name = '', attributeText = '', selfClosing] of svg.matchAll(TAG)) {
    const tag = name.toLowerCase();
    if (tag === 'defs' || tag === 'clippath') {
      if (!selfClosing) skipping += closing ? -1 : 1;
      continue;
    }
    if (closing) {
      if (tag === 'g' && stack.length > 1) stack.pop();
      continue;
    }
    const attributes = Object.fromEntries([...attributeText.matchAll(ATTRIBUTE)].map(([, k, v]) => [k, v]));
    const parent = stack.at(-1) ?? UNPAINTED;
    const own: Inherited = {
      fill: attributes.fill ?? parent.fill,
      opacity: parent.opacity * Number(attributes.opacity ?? 1) * Number(attributes['fill-opacity'] ?? 1),
      transform: `${parent.transform} ${attributes.transform ?? ''}`.trim(),
    };
    if (tag === 'g') {
      if (!selfClosing) stack.push(own);
      continue;
    }
    const d = skipping ? null : pathOf(tag, attributes);
    const color = normalColor(own.fill);
    if (!d || !color || !(own.opacity > 0)) continue;
    const contours = contoursOf(d, own.transform);
    if (contours.length)
      shapes.push({ color, opacity: round(own.opacity), contours: windPositive(contours) });
  }
  return shapes;
}

function pathOf(tag: string, a: Record<string, string>): string | null {
  const n = (key: string) => Number(a[key] ?? 0);
  if (tag === 'path') return a.d ?? null;
  if (tag === 'circle' || tag === 'ellipse') {
    const [cx, cy] = [n('cx'), n('cy')];
    const [rx, ry] = tag === 'circle' ? [n('r'), n('r')] : [n('rx'), n('ry')];
    if (!(rx > 0 && ry > 0)) return null;
    return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
  }
  if (tag === 'rect') {
    const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
    return w > 0 && h > 0 ? `M${x} ${y}H${x + w}V${y + h}H${x}Z` : null;
  }
  return null;
}

/** `#rgb` or `#rrggbb` as `#rrggbb`; anything else (none, gradients) is not painted. */
function normalColor(fill: string): string | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(fill);
  if (short)
    return `#${short
      .slice(1)
      .map((c) => `${c}${c}`)
      .join('')}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(fill) ? fill.toLowerCase() : null;
}

function contoursOf(d: string, transform: string): Contour[] {
  const contours: Contour[] = [];
  // The contour being drawn; after a Z the next segment starts a new one where the pen is.
  const pen: { contour: Contour | null } = { contour: null };
  let path = svgpath(d);
  if (transform) path = path.transform(transform);
  path
    .abs()
    .unarc()
    .unshort()
    .iterate((segment, _index, x, y) => {
      const [command, ...v] = segment as [string, ...number[]];
      const at = (i: number): Point => ({ x: v[i] ?? 0, y: v[i + 1] ?? 0 });
      const add = (next: Segment) => {
        if (!pen.contour) {
          pen.contour = { start: { x, y }, segments: [] };
          contours.push(pen.contour);
        }
        pen.contour.segments.push(next);
      };
      if (command === 'M') {
        pen.contour = { start: at(0), segments: [] };
        contours.push(pen.contour);
      } else if (command === 'L') add({ to: at(0) });
      else if (command === 'H') add({ to: { x: v[0] ?? 0, y } });
      else if (command === 'V') add({ to: { x, y: v[0] ?? 0 } });
      else if (command === 'C') add({ c1: at(0), c2: at(2), to: at(4) });
      else if (command === 'Q') {
        // A quadratic is the cubic whose control points lie two thirds of the way to its own.
        const [q, to] = [at(0), at(2)];
        const third = (p: Point) => ({ x: p.x + (2 / 3) * (q.x - p.x), y: p.y + (2 / 3) * (q.y - p.y) });
        add({ c1: third({ x, y }), c2: third(to), to });
      } else if (command === 'Z' || command === 'z') pen.contour = null;
    });
  return contours.filter((contour) => contour.segments.length > 0);
}

/** Twice the signed area, from the contour's points and control points (enough for its sign). */
function signedArea(contour: Contour): number {
  const points = [
    contour.start,
    ...contour.segments.flatMap((s) => ('c1' in s ? [s.c1, s.c2, s.to] : [s.to])),
  ];
  let area = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] ?? p;
    area += p.x * q.y - q.x * p.y;
  });
  return area;
}

/** The shape turned, if need be, so that its largest contour winds the positive way. */
function windPositive(contours: Contour[]): Contour[] {
  const outline = contours.reduce((a, b) => (Math.abs(signedArea(b)) > Math.abs(signedArea(a)) ? b : a));
  return signedArea(outline) >= 0 ? contours : contours.map(reversed);
}

function reversed({ start, segments }: Contour): Contour {
  const points = [start, ...segments.map((s) => s.to)];
  const back: Segment[] = [];
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i] as Segment;
    const to = points[i] as Point;
    back.push('c1' in s ? { c1: s.c2, c2: s.c1, to } : { to });
  }
  return { start: points.at(-1) ?? start, segments: back };
}

function drawingOf({ start, segments }: Contour): string {
  const p = ({ x, y }: Point) => `${round(x)} ${round(y)}`;
  return [
    `m ${p(start)}`,
    ...segments.map((s) => ('c1' in s ? `b ${p(s.c1)} ${p(s.c2)} ${p(s.to)}` : `l ${p(s.to)}`)),
  ].join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;
