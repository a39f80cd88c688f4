import { describe, expect, it } from 'vitest';
import { PowerSpectrum } from './fourier';

describe('PowerSpectrum', () => {
  it('puts a sine’s power in its bin and keeps the total (Parseval)', () => {
    const size = 64;
    const spectrum = new PowerSpectrum(size);
    const frame = Float64Array.from({ length: size }, (_, i) => Math.sin((2 * Math.PI * 5 * i) / size));
    const power = new Float64Array(spectrum.bins);
    spectrum.of(frame, power);
    expect(power.indexOf(Math.max(...power))).toBe(5);
    expect(power[5]).toBeCloseTo((size / 2) ** 2);
    const energy = frame.reduce((sum, x) => sum + x * x, 0);
    const total = power.reduce((sum, p, k) => sum + (k === 0 || k === size / 2 ? p : 2 * p), 0) / size;
    expect(total).toBeCloseTo(energy);
  });

  it('pads a short frame with zeros', () => {
    const spectrum = new PowerSpectrum(8);
    const power = new Float64Array(spectrum.bins);
    spectrum.of(Float32Array.of(1), power);
    expect([...power]).toEqual([1, 1, 1, 1, 1]);
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => new PowerSpectrum(100)).toThrow(/power of two/);
  });
});
