// A damped spring from 0 to 1 (the closed-form solution Remotion's `spring()` steps through),
// and a sampler that turns it into a few linear keyframes for ASS `\t` transforms.

export interface SpringConfig {
  damping: number;
  mass: number;
  stiffness: number;
}

/** Spec §9: damping 10, mass 1, stiffness 100 (an underdamped spring, ~16 % overshoot). */
export const DEFAULT_SPRING: SpringConfig = { damping: 10, mass: 1, stiffness: 100 };

/** Position of a spring released at rest at 0 towards 1, `ms` milliseconds after release. */
export function springValue(ms: number, config: SpringConfig = DEFAULT_SPRING): number {
  if (ms <= 0) return 0;
  const { damping, mass, stiffness } = config;
  const t = ms / 1000;
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  const omega0 = Math.sqrt(stiffness / mass);
  if (zeta < 1) {
    const omega1 = omega0 * Math.sqrt(1 - zeta ** 2);
    const envelope = Math.exp(-zeta * omega0 * t);
    return 1 - envelope * ((zeta * omega0 * Math.sin(omega1 * t)) / omega1 + Math.cos(omega1 * t));
  }
  if (zeta === 1) return 1 - Math.exp(-omega0 * t) * (1 + omega0 * t);
  const root = omega0 * Math.sqrt(zeta ** 2 - 1);
  const envelope = Math.exp(-zeta * omega0 * t);
  return 1 - envelope * (Math.cosh(root * t) + ((zeta * omega0) / root) * Math.sinh(root * t));
}

export interface Keyframe {
  /** Milliseconds after the animation starts. */
  ms: number;
  value: number;
}

export interface SampleSpringOptions {
  config?: SpringConfig;
  /** Greatest allowed gap between the spring and the straight lines through the keyframes. */
  tolerance?: number;
  /** Resolution of the search; also the shortest segment. */
  stepMs?: number;
  /** Stop once the spring stays within `tolerance` of 1, or at this time at the latest. */
  maxMs?: number;
}

/**
 * Keyframes whose straight-line interpolation follows the spring within `tolerance`; the first
 * is (0, 0) and the last has the value 1 exactly, so a transform ends at rest.
 */
export function sampleSpring({
  config = DEFAULT_SPRING,
  tolerance = 0.02,
  stepMs = 10,
  maxMs = 2000,
}: SampleSpringOptions = {}): Keyframe[] {
  const samples: Keyframe[] = [];
  for (let ms = 0; ms <= maxMs; ms += stepMs) samples.push({ ms, value: springValue(ms, config) });
  // The spring has settled from the last sample that is still off by more than the tolerance.
  let settled = samples.length - 1;
  while (settled > 0 && Math.abs((samples[settled - 1]?.value ?? 0) - 1) <= tolerance) settled--;
  const curve = samples.slice(0, settled + 1);
  const last = curve.at(-1);
  if (last) last.value = 1;

  // Greedy: extend each segment as far as the straight line stays within the tolerance.
  const keyframes: Keyframe[] = [curve[0] ?? { ms: 0, value: 0 }];
  let from = 0;
  while (from < curve.length - 1) {
    let to = from + 1;
    while (to + 1 < curve.length && fits(curve, from, to + 1, tolerance)) to++;
    const keyframe = curve[to];
    if (keyframe) keyframes.push(keyframe);
    from = to;
  }
  return keyframes;
}

function fits(curve: Keyframe[], from: number, to: number, tolerance: number): boolean {
  const a = curve[from];
  const b = curve[to];
  if (!a || !b) return false;
  for (let i = from + 1; i < to; i++) {
    const point = curve[i];
    if (!point) continue;
    const line = a.value + ((b.value - a.value) * (point.ms - a.ms)) / (b.ms - a.ms);
    if (Math.abs(line - point.value) > tolerance) return false;
  }
  return true;
}

/**
 * ASS override tags that replay keyframes, from `fromMs` after the event start: the first
 * keyframe's tags as the starting state, then one `\t` per segment.
 */
export function keyframesToTransforms(
  keyframes: readonly Keyframe[],
  tagsFor: (value: number) => string,
  fromMs = 0,
): string {
  const first = keyframes[0];
  if (!first) return '';
  let tags = tagsFor(first.value);
  for (let i = 1; i < keyframes.length; i++) {
    const a = keyframes[i - 1];
    const b = keyframes[i];
    if (!a || !b) continue;
    tags += `\\t(${Math.round(fromMs + a.ms)},${Math.round(fromMs + b.ms)},${tagsFor(b.value)})`;
  }
  return tags;
}
