// The power spectrum of a frame of sound, for the voice features (voice-features.ts): a radix-2
// FFT, small enough to keep rather than bring in a package for it. The real frame is packed into a
// complex one of half the length (even samples real, odd imaginary) and the halves untangled
// afterwards, which halves the work.

export class PowerSpectrum {
  readonly bins: number;
  private readonly half: number;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  /** e^(−2πik/size) for k below size / 2: the half-size FFT uses every other one. */
  private readonly cos: Float64Array;
  private readonly sin: Float64Array;
  private readonly reversed: Uint32Array;

  /** `size` is a power of two; the spectrum has size / 2 + 1 bins, from 0 Hz to half the rate. */
  constructor(readonly size: number) {
    if (size < 4 || (size & (size - 1)) !== 0) throw new Error(`FFT size ${size} is not a power of two`);
    this.half = size / 2;
    this.bins = this.half + 1;
    this.re = new Float64Array(this.half);
    this.im = new Float64Array(this.half);
    this.cos = Float64Array.from({ length: this.half }, (_, k) => Math.cos((2 * Math.PI * k) / size));
    this.sin = Float64Array.from({ length: this.half }, (_, k) => -Math.sin((2 * Math.PI * k) / size));
    const bits = Math.log2(this.half);
    this.reversed = Uint32Array.from({ length: this.half }, (_, i) => {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      return r;
    });
  }

  /** |X(k)|² of `frame` (zero-padded to the size) into `out`, which holds `bins` values. */
  of(frame: Float32Array | Float64Array, out: Float64Array): void {
    const { re, im, half, cos, sin, reversed } = this;
    for (let i = 0; i < half; i++) {
      const j = reversed[i] as number;
      re[j] = 2 * i < frame.length ? (frame[2 * i] as number) : 0;
      im[j] = 2 * i + 1 < frame.length ? (frame[2 * i + 1] as number) : 0;
    }
    for (let span = 1; span < half; span *= 2) {
      const step = half / span;
      for (let k = 0; k < span; k++) {
        const c = cos[k * step] as number;
        const s = sin[k * step] as number;
        for (let a = k; a < half; a += 2 * span) {
          const b = a + span;
          const xr = re[b] as number;
          const xi = im[b] as number;
          const br = xr * c - xi * s;
          const bi = xr * s + xi * c;
          const ar = re[a] as number;
          const ai = im[a] as number;
          re[b] = ar - br;
          im[b] = ai - bi;
          re[a] = ar + br;
          im[a] = ai + bi;
        }
      }
    }
    // Z = FFT(even + i·odd): X(k) = E(k) + e^(−2πik/size)·O(k), with E and O from Z(k) and Z(half − k).
    for (let k = 0; k <= half; k++) {
      const zr = re[k % half] as number;
      const zi = im[k % half] as number;
      const wr = re[(half - k) % half] as number;
      const wi = -(im[(half - k) % half] as number);
      const [er, ei] = [(zr + wr) / 2, (zi + wi) / 2];
      const [or, oi] = [(zi - wi) / 2, -(zr - wr) / 2];
      const c = k < half ? (cos[k] as number) : -1;
      const s = k < half ? (sin[k] as number) : 0;
      const xr = er + or * c - oi * s;
      const xi = ei + or * s + oi * c;
      out[k] = xr * xr + xi * xi;
    }
  }
}
