// Which face tracks are one person: the tracks' face descriptors (face-api's recognition net, 128
// numbers) grouped bottom-up, the two closest groups joined first, while they are close enough
// and never seen at the same time (two faces on one frame are two people).

export interface TrackLooks {
  /** ms: when the track is on screen. */
  start: number;
  end: number;
  descriptors: readonly ArrayLike<number>[];
}

/**
 * Measured on the test clips (frames at most 640 px): two descriptors of one face lie at most
 * 0.38 apart (the mouth moving, the head swaying), different people's means 0.74–0.82. face-api's
 * own threshold for one face against another is 0.6, but a few different people in its demo
 * photos lie 0.45–0.5 apart.
 */
export const SAME_PERSON = 0.45;

interface Group {
  tracks: number[];
  sum: Float64Array;
  count: number;
  spans: { start: number; end: number }[];
}

/**
 * The person of each track (same order), numbered from 0 in the order of the tracks' first
 * appearance (ties in the tracks' order); -1 for a track without any descriptor.
 */
export function groupPeople(tracks: readonly TrackLooks[], maxDistance = SAME_PERSON): number[] {
  let groups: Group[] = [];
  tracks.forEach((track, i) => {
    const [first] = track.descriptors;
    if (!first) return;
    const sum = new Float64Array(first.length);
    for (const descriptor of track.descriptors)
      for (let k = 0; k < sum.length; k++) sum[k] = (sum[k] ?? 0) + (descriptor[k] ?? 0);
    groups.push({
      tracks: [i],
      sum,
      count: track.descriptors.length,
      spans: [{ start: track.start, end: track.end }],
    });
  });
  for (;;) {
    let best: { a: Group; b: Group; distance: number } | undefined;
    for (const [i, a] of groups.entries())
      for (const b of groups.slice(i + 1)) {
        if (seenTogether(a, b)) continue;
        const distance = centreDistance(a, b);
        if (distance <= maxDistance && (!best || distance < best.distance)) best = { a, b, distance };
      }
    if (!best) break;
    const { a, b } = best;
    const joined: Group = {
      tracks: [...a.tracks, ...b.tracks],
      sum: a.sum.map((value, k) => value + (b.sum[k] ?? 0)),
      count: a.count + b.count,
      spans: [...a.spans, ...b.spans],
    };
    groups = [...groups.filter((group) => group !== a && group !== b), joined];
  }
  const firstSeen = (group: Group) => Math.min(...group.tracks);
  const people = tracks.map(() => -1);
  const byAppearance = [...groups].sort(
    (a, b) =>
      Math.min(...a.spans.map((span) => span.start)) - Math.min(...b.spans.map((span) => span.start)) ||
      firstSeen(a) - firstSeen(b),
  );
  byAppearance.forEach((group, person) => {
    for (const track of group.tracks) people[track] = person;
  });
  return people;
}

function seenTogether(a: Group, b: Group): boolean {
  return a.spans.some((x) => b.spans.some((y) => x.start < y.end && y.start < x.end));
}

/** Euclidean distance between the groups' mean descriptors. */
function centreDistance(a: Group, b: Group): number {
  let sum = 0;
  for (let k = 0; k < a.sum.length; k++) sum += ((a.sum[k] ?? 0) / a.count - (b.sum[k] ?? 0) / b.count) ** 2;
  return Math.sqrt(sum);
}
