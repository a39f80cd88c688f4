import { describe, expect, it } from 'vitest';
import { DEFAULT_SPRING, keyframesToTransforms, sampleSpring, springValue } from './spring';

/** Remotion-style frame stepping of the same spring, to check the closed form against. */
function stepped(ms: number, { damping, mass, stiffness } = DEFAULT_SPRING, dtMs = 0.1) {
  let x = 0;
  let v = 0;
  for (let t = 0; t < ms; t += dtMs) {
    const a = (-stiffness * (x - 1) - damping * v) / mass;
    v += (a * dtMs) / 1000;
    x += (v * dtMs) / 1000;
  }
  return x;
}

describe('springValue', () => {
  it('starts at 0, overshoots 1 with the §9 defaults, and settles at 1', () => {
    expect(springValue(0)).toBe(0);
    const peak = Math.max(...Array.from({ length: 100 }, (_, i) => springValue(i * 10)));
    expect(peak).toBeGreaterThan(1.15);
    expect(peak).toBeLessThan(1.17);
    expect(springValue(3000)).toBeCloseTo(1, 4);
  });

  it('follows the physics of a damped spring', () => {
    for (const ms of [50, 150, 300, 600]) expect(springValue(ms)).toBeCloseTo(stepped(ms), 2);
    const stiff = { damping: 30, mass: 1, stiffness: 100 };
    expect(springValue(200, stiff)).toBeCloseTo(stepped(200, stiff), 2);
    const critical = { damping: 20, mass: 1, stiffness: 100 };
    expect(springValue(200, critical)).toBeCloseTo(stepped(200, critical), 2);
  });
});

describe('sampleSpring', () => {
  it('keeps a few keyframes that follow the curve within the tolerance and end at rest', () => {
    const keyframes = sampleSpring({ tolerance: 0.02 });
    expect(keyframes[0]).toEqual({ ms: 0, value: 0 });
    expect(keyframes.at(-1)?.value).toBe(1);
    expect(keyframes.length).toBeLessThan(25);
    for (let ms = 0; ms <= (keyframes.at(-1)?.ms ?? 0); ms += 5) {
      const next = keyframes.findIndex((k) => k.ms >= ms);
      const b = keyframes[next];
      const a = keyframes[Math.max(0, next - 1)];
      if (!a || !b) continue;
      const line = b.ms === a.ms ? b.value : a.value + ((b.value - a.value) * (ms - a.ms)) / (b.ms - a.ms);
      expect(Math.abs(line - springValue(ms))).toBeLessThan(0.03);
    }
  });

  it('turns keyframes into ASS transforms from a start offset', () => {
    const tags = keyframesToTransforms(
      [
        { ms: 0, value: 0 },
        { ms: 100, value: 1.1 },
        { ms: 250, value: 1 },
      ],
      (v) => `\\fscx${Math.round(v * 100)}`,
      40,
    );
    expect(tags).toBe('\\fscx0\\t(40,140,\\fscx110)\\t(140,290,\\fscx100)');
  });
});
