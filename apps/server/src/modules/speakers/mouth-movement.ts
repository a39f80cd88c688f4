// How open a mouth is, from a face's 68 landmarks (iBUG 300-W order, as face-api's landmark nets
// give them): the gap between the inner lips, over the distance between the outer eye corners,
// so that it reads the same for a face near the camera and one far from it.

/** Inner upper lip over inner lower lip: 61 over 67, 62 over 66, 63 over 65. */
const LIP_PAIRS = [
  [61, 67],
  [62, 66],
  [63, 65],
] as const;
const OUTER_EYE_CORNERS = [36, 45] as const;

/** `points`: x, y, x, y, … for the 68 landmarks. About 0 for closed lips, 0.1–0.4 while speaking. */
export function mouthOpenness(points: ArrayLike<number>): number {
  const distance = (a: number, b: number) =>
    Math.hypot(
      (points[2 * a] ?? 0) - (points[2 * b] ?? 0),
      (points[2 * a + 1] ?? 0) - (points[2 * b + 1] ?? 0),
    );
  const eyes = distance(...OUTER_EYE_CORNERS);
  if (!(eyes > 0)) return 0;
  const gap = LIP_PAIRS.reduce((sum, [upper, lower]) => sum + distance(upper, lower), 0) / LIP_PAIRS.length;
  return gap / eyes;
}
