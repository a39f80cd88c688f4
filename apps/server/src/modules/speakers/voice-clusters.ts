// Which voice prints belong to one voice (docs/speakers.md): agglomerative clustering by Ward's
// criterion, merging the cheapest pair of groups that may be one voice until no pair may (their
// means further apart than two halves of one voice's prints are), then each print moved to the
// nearest group's mean.
import { distance } from './voice-prints';

/**
 * How far apart (root mean square per dimension of the print, voice-prints.ts) the means of two
 * groups of n prints and more may be when they are one voice: SAME_VOICE_DISTANCE +
 * UNSURE_DISTANCE / √n, as the mean of a smaller group is less sure. Unlike a merge cost, it does
 * not grow with the length of the recording. With these values, twelve espeak-ng voices alone
 * stayed one speaker in 36 of 36 recordings of 30–150 s, and the 53 pairs of voices from
 * different families were two (docs/speakers.md); with 1.5 / √n a voice with 8 s of speech in a
 * 27 s clip became two.
 */
const SAME_VOICE_DISTANCE = 1.15;
const UNSURE_DISTANCE = 2;
/**
 * Groups with fewer prints than this (3 s of speech), or less than this share of them, are too
 * unsure to be kept as a voice of their own: a sound one voice makes often (a laugh, a word it
 * keeps saying) can look like another voice. Someone who speaks less is heard as the nearest voice.
 */
const MIN_GROUP_SIZE = 5;
const MIN_GROUP_SHARE = 0.05;
/** Beyond this many prints, a spread sample of them is clustered and the rest joins its groups. */
const MAX_CLUSTERED = 400;
const REFINE_ROUNDS = 5;

/** A group number for each print, from 0, at most `maxGroups` groups. */
export function voiceClusters(prints: readonly Float64Array[], maxGroups: number): number[] {
  if (prints.length === 0) return [];
  const step = Math.max(1, prints.length / MAX_CLUSTERED);
  const sample: Float64Array[] = [];
  for (let i = 0; i < prints.length; i += step) sample.push(prints[Math.floor(i)] as Float64Array);
  let means = wardMeans(sample, maxGroups);
  let labels = prints.map((print) => nearest(print, means));
  for (let round = 0; round < REFINE_ROUNDS; round++) {
    means = groupMeans(prints, labels, means.length);
    const next = prints.map((print) => nearest(print, means));
    if (next.every((label, i) => label === labels[i])) break;
    labels = next;
  }
  return compacted(labels);
}

/**
 * The means of the groups Ward's clustering leaves. Each pair's merge cost and whether it may be
 * one voice are kept in a table, and only the merged group's row is worked out again.
 */
function wardMeans(prints: readonly Float64Array[], maxGroups: number): Float64Array[] {
  const n = prints.length;
  const groups: (Group | null)[] = prints.map((print) => ({ mean: Float64Array.from(print), size: 1 }));
  const minSize = Math.max(MIN_GROUP_SIZE, MIN_GROUP_SHARE * n);
  const cost = new Float64Array(n * n);
  const separate = new Uint8Array(n * n);
  const compare = (a: number, b: number) => {
    const [one, other] = [groups[a], groups[b]];
    if (!one || !other) return;
    const [low, high] = a < b ? [a, b] : [b, a];
    cost[low * n + high] = mergeCost(one, other);
    separate[low * n + high] = apart(one, other, minSize) ? 1 : 0;
  };
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) compare(a, b);
  for (let left = n; left > 1; left--) {
    // The cheapest merge of two groups that may be one voice; of any two while there are too many.
    const tooMany = left > maxGroups;
    let best = { cost: Infinity, a: -1, b: -1 };
    for (let a = 0; a < n; a++) {
      if (!groups[a]) continue;
      for (let b = a + 1; b < n; b++) {
        const c = cost[a * n + b] as number;
        if (c < best.cost && groups[b] && (tooMany || !separate[a * n + b])) best = { cost: c, a, b };
      }
    }
    const [a, b] = [groups[best.a], groups[best.b]];
    if (!a || !b) break;
    const size = a.size + b.size;
    for (let d = 0; d < a.mean.length; d++)
      a.mean[d] = ((a.mean[d] as number) * a.size + (b.mean[d] as number) * b.size) / size;
    a.size = size;
    groups[best.b] = null;
    for (let other = 0; other < n; other++) if (other !== best.a) compare(best.a, other);
  }
  return groups.flatMap((group) => (group ? [group.mean] : []));
}

interface Group {
  mean: Float64Array;
  size: number;
}

/** Whether two groups are too far apart, for their sizes, to be one voice. */
function apart(a: Group, b: Group, minSize: number): boolean {
  const fewest = Math.min(a.size, b.size);
  return (
    fewest >= minSize && distance(a.mean, b.mean) > SAME_VOICE_DISTANCE + UNSURE_DISTANCE / Math.sqrt(fewest)
  );
}

/** The growth of the within-group sum of squares that merging would bring, per dimension. */
function mergeCost(a: Group, b: Group): number {
  return ((a.size * b.size) / (a.size + b.size)) * distance(a.mean, b.mean) ** 2;
}

function nearest(print: Float64Array, means: readonly Float64Array[]): number {
  let best = 0;
  let bestDistance = Infinity;
  means.forEach((mean, i) => {
    const d = distance(print, mean);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

function groupMeans(
  prints: readonly Float64Array[],
  labels: readonly number[],
  groups: number,
): Float64Array[] {
  const dimensions = prints[0]?.length ?? 0;
  const sums = Array.from({ length: groups }, () => new Float64Array(dimensions));
  const sizes = new Array<number>(groups).fill(0);
  prints.forEach((print, i) => {
    const label = labels[i] ?? 0;
    const sum = sums[label] as Float64Array;
    for (let d = 0; d < dimensions; d++) sum[d] = (sum[d] ?? 0) + (print[d] ?? 0);
    sizes[label] = (sizes[label] ?? 0) + 1;
  });
  return sums.map((sum, g) => sum.map((x) => x / (sizes[g] || 1))).filter((_, g) => (sizes[g] ?? 0) > 0);
}

/** Labels renumbered 0, 1, … without gaps, in order of first use. */
function compacted(labels: readonly number[]): number[] {
  const numbers = new Map<number, number>();
  return labels.map((label) => {
    let n = numbers.get(label);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(label, n);
    }
    return n;
  });
}
